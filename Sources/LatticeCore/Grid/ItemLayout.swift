// CSS Grid §10.3–10.4 and §6.2: sizing and aligning each item in its grid area.

extension GridState {
    /// Aligns the tracks and lays out every child, once the tracks are sized for
    /// the container's final border-box `size`.
    mutating func finishLayout(size: Size, request: SizingRequest) -> NodeLayout {
        let rtl = container.style.direction == .rtl
        let contentWidth = max(0, size.width - container.box.insets(.horizontal))
        let contentHeight = max(0, size.height - container.box.insets(.vertical))
        let startX = rtl ? container.box.padding.right + container.box.border.right : container.box.padding.left + container.box.border.left
        let startY = container.box.padding.top + container.box.border.top
        columns.firstLine = withTracks(.horizontal) { tracks, state in
            state.alignTracks(.horizontal, &tracks, size: contentWidth, startInset: startX)
        }
        rows.firstLine = withTracks(.vertical) { tracks, state in
            state.alignTracks(.vertical, &tracks, size: contentHeight, startInset: startY)
        }

        var layouts: [NodeLayout] = []
        if items.count == container.children.count && items.inDocumentOrder && !items.hasSubgrids {
            // Every child is an item, in document order: append each layout as it comes.
            // (A subgrid's items and edges are items too, so with subgrids the counts can
            // match with children that are no items, absolutely positioned or hidden.)
            layouts.reserveCapacity(items.count)
            // (Appended as returned: changing a layout after the call would copy it.)
            for index in items.indices {
                let item = items[index]
                if item.isBare {
                    // (The common item, laid out here: its frame goes into the array from
                    // registers, not through a returned layout read back from the stack,
                    // which stalls the processor. S1: 10% of its time.)
                    layouts.append(NodeLayout(frame: bareItemFrame(item, containerWidth: size.width).finite))
                } else {
                    layouts.append(layoutItem(item, containerWidth: size.width))
                }
            }
        } else {
            layouts = [NodeLayout](repeating: NodeLayout(frame: .zero), count: container.children.count)
            // (The items of subgrids are laid out by their subgrids.)
            for item in items where !item.isNested {
                layouts[item.child] = layoutItem(item, containerWidth: size.width)
            }
            for index in items.absoluteChildren {
                // (An item's frame is made finite by layoutItem; a hidden child's is zero.)
                layouts[index] = layoutAbsoluteChild(index, containerSize: size)
                layouts[index].frame = layouts[index].frame.finite
            }
            for index in container.children.indices where container.child(index).pointee.style.display == .none {
                layouts[index] = hiddenLayout(container.children[index])
            }
        }
        return NodeLayout(frame: Rect(origin: .zero, size: size), children: layouts,
                          columns: columns.trackLines, rows: rows.trackLines,
                          baselines: containerBaselines(layouts)) { columnNumbers, rowNumbers in
            columns.write(into: columnNumbers, mirrorIn: rtl ? size.width : nil)
            rows.write(into: rowNumbers, mirrorIn: nil)
        }
    }

    /// The logical start and size of the area spanning `start ..< end` of `tracks`.
    @inline(__always)
    func area(_ tracks: ArenaArray<Track>, _ span: TrackSpan) -> (start: Double, size: Double) {
        guard span.start < span.end else { return (tracks.first?.offset ?? 0, 0) }
        // The size as the sum of the spanned tracks and gutters (not a difference of
        // offsets): bit for bit the size the item was measured at while sizing. (At
        // least 0: a subgrid's track less its insets can be less, CSS Grid 2 §9.)
        return (tracks[span.start].offset, max(0, tracks.spanSize(span)))
    }

    /// Sizes one item in its area and aligns it (§10.3 justify-self, §10.4 align-self);
    /// its frame is finite (see ``Rect/finite``).
    mutating func layoutItem(_ item: PlacedItem, containerWidth: Double) -> NodeLayout {
        if item.isBare {
            return NodeLayout(frame: bareItemFrame(item, containerWidth: containerWidth).finite)
        }
        if let plain = plainBox(item) {
            return NodeLayout(frame: plainItemFrame(item, plain, containerWidth: containerWidth).finite)
        }
        let child = container.child(item.child)
        let (areaX, areaWidth) = area(columns.tracks, item.columns)
        let (areaY, areaHeight) = area(rows.tracks, item.rows)
        let margins = itemMargins(item, child, percentBasisWidth: areaWidth)
        let marginX = margins.sumOrZero(.horizontal)
        let marginY = margins.sumOrZero(.vertical)

        var request = SizingRequest(availableWidth: .definite(max(0, areaWidth - marginX)),
                                    availableHeight: .definite(max(0, areaHeight - marginY)),
                                    percentBasisWidth: areaWidth, percentBasisHeight: areaHeight)
        request.cache = container.cache
        request = slotted(request, for: item)
        var childBox = resolvedBox(child, request)
        let stretchX = isStretched(item, .horizontal)
        let stretchY = isStretched(item, .vertical)
        if stretchY || fillsAreaHeight(item, child),
           child.pointee.style.usableAspectRatio != nil,
           ResolvedBox.hasKeywordWidth(child) {
            // The stretched height is definite: content keywords in the width see it through the ratio.
            var stretched = request
            stretched.knownHeight = childBox.clamp(max(0, areaHeight - marginY), .vertical)
            childBox = resolvedBox(child, stretched)
            // (A grid container resolves its own box: hand it the width the keywords gave.)
            if !stretchX, child.pointee.style.display.hasItems, let width = childBox.width { request.knownWidth = width }
        }
        // (A subgrid's width or height does not hold on a subgridded axis, CSS Grid 2 §9.)
        if stretchX {
            request.knownWidth = item.role.contains(.skipsColumns) ? max(0, areaWidth - marginX)
                : childBox.clamp(max(0, areaWidth - marginX), .horizontal)
        }
        if stretchY {
            request.knownHeight = item.role.contains(.skipsRows) ? max(0, areaHeight - marginY)
                : childBox.clamp(max(0, areaHeight - marginY), .vertical)
            // An explicit `stretch` makes the height definite, and a width transferred from
            // it keeps its automatic minimum (CSS Sizing 4 §5.1); see ``leafSize``.
            request.heightIsStretched = item.align.value != .stretch
        }
        request.intrinsicHeight = !stretchY && childBox.height == nil
        let size = item.isSubgrid ? subgridSize(item, request) : computeSize(child, request, box: childBox)
        request.knownWidth = size.width
        request.knownHeight = size.height

        let childRTL = child.pointee.style.direction == .rtl
        var frame = alignedFrame(item, area: Rect(x: areaX, y: areaY, width: areaWidth, height: areaHeight), size: size,
                                 margins: margins, itemRTL: childRTL, containerWidth: containerWidth)
        if item.baselineSharing != .none {
            frame.y = baselineAlignedY(item, areaY: areaY, areaHeight: areaHeight, height: size.height, margins: margins)
        }
        frame = relativelyPositioned(frame, of: child, basis: Size(width: areaWidth, height: areaHeight),
                                     rtl: container.style.direction == .rtl)

        var layout: NodeLayout
        if item.isSubgrid {
            // Its border box's logical start in this grid, where its tracks are measured from.
            let logicalX = container.style.direction == .rtl ? containerWidth - frame.x - frame.width : frame.x
            layout = layoutSubgrid(item, size: size, origin: Point(x: logicalX, y: frame.y), request: request)
        } else {
            layout = child.pointee.style.display.hasItems ? performLayout(child, request) : NodeLayout(frame: .zero)
        }
        layout.frame = frame.finite
        return layout
    }

    /// ``layoutItem(_:containerWidth:)`` for a plain box, from its numbers: a set size,
    /// else an `auto` size stretched to the area (never below padding and border), else
    /// its content's size in the area (see ``PlainBox/size(_:contentWidths:content:)``).
    mutating func plainItemFrame(_ item: PlacedItem, _ plain: PlainBox, containerWidth: Double) -> Rect {
        let stretchX = plain.width == nil && stretchesAutoSize(item, .horizontal)
        let stretchY = plain.height == nil && stretchesAutoSize(item, .vertical)
        let (areaX, areaWidth) = area(columns.tracks, item.columns)
        let (areaY, areaHeight) = area(rows.tracks, item.rows)
        let marginX = plain.marginLeft + plain.marginRight
        let marginY = plain.marginTop + plain.marginBottom
        let width = plain.width ?? (stretchX ? max(plain.insetX, areaWidth - marginX) : nil)
        let height = plain.height ?? (stretchY ? max(plain.insetY, areaHeight - marginY) : nil)
        let size: Size
        if let width, let height {
            size = Size(width: width, height: height)
        } else {
            let request = SizingRequest(knownWidth: width, knownHeight: height,
                                        availableWidth: .definite(max(0, areaWidth - marginX)),
                                        availableHeight: .definite(max(0, areaHeight - marginY)),
                                        percentBasisWidth: areaWidth, percentBasisHeight: areaHeight)
            size = plain.size(request) { item.hasFixedContributions ? nil : container.child(item.child).pointee.measure }
        }
        let margins = Edges<Double?>(top: plain.marginTop, right: plain.marginRight,
                                     bottom: plain.marginBottom, left: plain.marginLeft)
        var frame = alignedFrame(item, area: Rect(x: areaX, y: areaY, width: areaWidth, height: areaHeight),
                                 size: size, margins: margins, itemRTL: plain.isRTL, containerWidth: containerWidth)
        if item.baselineSharing != .none {
            frame.y = baselineAlignedY(item, areaY: areaY, areaHeight: areaHeight, height: size.height, margins: margins)
        }
        return frame
    }

    /// ``plainItemFrame(_:_:containerWidth:)`` for a ``ItemKind/bare(widthIsAuto:heightIsAuto:)`` item, from the
    /// item alone: its outer sizes are its border-box sizes (its set size, or its
    /// padding and border), an `auto` size stretched to the area when its alignment
    /// stretches (never below padding and border).
    @inline(__always)
    mutating func bareItemFrame(_ item: PlacedItem, containerWidth: Double) -> Rect {
        let (areaX, areaWidth) = area(columns.tracks, item.columns)
        let (areaY, areaHeight) = area(rows.tracks, item.rows)
        var size = Size(width: item.minContentWidth, height: item.contentHeight)
        if case .bare(let widthIsAuto, let heightIsAuto) = item.kind {
            if widthIsAuto && stretchesAutoSize(item, .horizontal) { size.width = max(size.width, areaWidth) }
            if heightIsAuto && stretchesAutoSize(item, .vertical) { size.height = max(size.height, areaHeight) }
        }
        let frame = alignedFrame(item, area: Rect(x: areaX, y: areaY, width: areaWidth, height: areaHeight),
                                 size: size, margins: Edges(top: 0, right: 0, bottom: 0, left: 0), itemRTL: false,
                                 containerWidth: containerWidth)
        #if LATTICE_CHECKS
        if let plain = plainBox(item) {
            checkSame(frame, plainItemFrame(item, plain, containerWidth: containerWidth), "bare item \(item.child) frame")
        }
        #endif
        return frame
    }

    /// The border box of an item of `size` aligned in its `area` (logical, from the
    /// content start), as a frame in the container: §10.3 on the inline axis, §10.4 on
    /// the block axis, mirrored for an rtl container.
    @inline(__always)
    func alignedFrame(_ item: PlacedItem, area: Rect, size: Size, margins: Edges<Double?>, itemRTL: Bool,
                      containerWidth: Double) -> Rect {
        let rtl = container.style.direction == .rtl
        let x = alignedOffset(item.justify, axis: .horizontal, areaSize: area.width, size: size.width,
                              marginStart: rtl ? margins.right : margins.left,
                              marginEnd: rtl ? margins.left : margins.right,
                              containerRTL: rtl, itemRTL: itemRTL)
        let y = alignedOffset(item.align, axis: .vertical, areaSize: area.height, size: size.height,
                              marginStart: margins.top, marginEnd: margins.bottom,
                              containerRTL: rtl, itemRTL: itemRTL)
        var frameX = area.x + x
        if rtl { frameX = containerWidth - frameX - size.width }
        return Rect(x: frameX, y: area.y + y, width: size.width, height: size.height)
    }

    /// The offset of the item's border box from its area's logical start (§10.3–10.4):
    /// auto margins absorb positive free space first, then the alignment applies.
    func alignedOffset(_ alignment: ItemAlignment, axis: Axis, areaSize: Double, size: Double,
                       marginStart: Double?, marginEnd: Double?, containerRTL: Bool, itemRTL: Bool) -> Double {
        let free = areaSize - size - (marginStart ?? 0) - (marginEnd ?? 0)
        if marginStart == nil || marginEnd == nil {
            // §10.2: auto margins.
            let space = max(0, free)
            switch (marginStart == nil, marginEnd == nil) {
            case (true, true): return space / 2
            case (true, false): return space
            default: return marginStart ?? 0
            }
        }
        let start = marginStart ?? 0
        if alignment.overflow == .safe && free < 0 { return start }
        var value = alignment.value
        if container.offersCells && (value == .normal || value == .stretch) { value = .center }
        switch value {
        case .end, .flexEnd: return start + free
        case .center: return start + free / 2
        case .selfStart:
            return axis == .horizontal && itemRTL != containerRTL ? start + free : start
        case .selfEnd:
            return axis == .horizontal && itemRTL != containerRTL ? start : start + free
        case .left:
            return axis == .horizontal && containerRTL ? start + free : start
        case .right:
            return axis == .horizontal && !containerRTL ? start + free : start
        case .start, .flexStart, .normal, .stretch, .baseline:
            // (Baseline-aligned items are placed by their groups, see ``BaselineSharing``;
            // the others, with auto margins, align as their fallback.)
            return start
        case .lastBaseline:
            return start + free
        }
    }

    /// CSS 2 §9.4.3: a relatively positioned box is shifted by its insets after layout.
    func relativelyPositioned(_ frame: Rect, of child: UnsafePointer<Node>, basis: Size, rtl: Bool) -> Rect {
        guard child.pointee.style.position == .relative else { return frame }
        let left = child.pointee.style.inset.left.resolve(against: basis.width)
        let right = child.pointee.style.inset.right.resolve(against: basis.width)
        let top = child.pointee.style.inset.top.resolve(against: basis.height)
        let bottom = child.pointee.style.inset.bottom.resolve(against: basis.height)
        var dx = 0.0
        if let left, let right { dx = rtl ? -right : left } else if let left { dx = left } else if let right { dx = -right }
        let dy = top ?? bottom.map { -$0 } ?? 0
        return frame.offsetBy(dx: dx, dy: dy)
    }
}
