// CSS Grid 3 (grid lanes), "Alignment and Spacing", with CSS Grid §10: the lanes aligned
// in the grid axis (`justify-content` for column lanes), the stack as a whole in the
// stacking axis (`align-content` for column lanes), and each item in its lanes and in
// the room after it.

extension GridLanesState {
    /// Aligns the lanes and the stack and lays out every child, once the lanes are sized
    /// and the items placed for the container's final border-box `size`.
    mutating func finishLayout(size: Size) -> NodeLayout {
        let box = grid.container.box
        let rtl = style.direction == .rtl
        let contentWidth = max(0, size.width - box.insets(.horizontal))
        let contentHeight = max(0, size.height - box.insets(.vertical))
        let startX = rtl ? box.padding.right + box.border.right : box.padding.left + box.border.left
        let startY = box.padding.top + box.border.top
        let laneAxis = self.laneAxis
        let firstLine = grid.withTracks(laneAxis) { tracks, state in
            state.alignTracks(laneAxis, &tracks, size: laneAxis == .horizontal ? contentWidth : contentHeight,
                              startInset: laneAxis == .horizontal ? startX : startY)
        }
        withLanes { $0.firstLine = firstLine }
        let stackContent = laneAxis == .horizontal ? contentHeight : contentWidth
        let stackStart = (laneAxis == .horizontal ? startY : startX) + stackOffset(free: stackContent - running.extent)
        // The stacking axis as one track, the stack (its lines 1 and 2 are where
        // absolutely positioned children find the stack's edges).
        let extent = running.extent
        withStack { stack in
            stack.tracks[0].offset = stackStart
            stack.tracks[0].baseSize = extent
            stack.tracks[0].gapAfter = 0
            stack.firstLine = stackStart
        }
        let rooms = needsRooms ? self.rooms(contentSize: stackContent) : []

        let children = grid.container.children
        var layouts: [NodeLayout] = []
        if grid.items.count == children.count && grid.items.inDocumentOrder {
            // Every child is an item, in document order.
            layouts.reserveCapacity(children.count)
            for index in grid.items.indices {
                layouts.append(layoutItem(index, stackStart: stackStart, room: rooms.isEmpty ? nil : rooms[index], containerSize: size))
            }
        } else {
            layouts = [NodeLayout](repeating: NodeLayout(frame: .zero), count: children.count)
            for index in grid.items.indices {
                layouts[grid.items[index].child] = layoutItem(index, stackStart: stackStart,
                                                              room: rooms.isEmpty ? nil : rooms[index], containerSize: size)
            }
            for index in grid.items.absoluteChildren {
                layouts[index] = grid.layoutAbsoluteChild(index, containerSize: size)
                layouts[index].frame = layouts[index].frame.finite
            }
            for index in children.indices where grid.container.child(index).pointee.style.display == .none {
                layouts[index] = hiddenLayout(children[index])
            }
        }
        let columns = grid.columns, rows = grid.rows
        // (A grid-lanes container's baselines are not worked out: a parent synthesizes them.)
        return NodeLayout(frame: Rect(origin: .zero, size: size), children: layouts,
                          columns: columns.trackLines, rows: rows.trackLines, baselines: nil) { columnNumbers, rowNumbers in
            columns.write(into: columnNumbers, mirrorIn: rtl ? size.width : nil)
            rows.write(into: rowNumbers, mirrorIn: nil)
        }
    }

    /// Where the stack starts in a content box `free` longer than it (negative when it
    /// overflows): `align-content` (column lanes) or `justify-content` (row lanes) aligns
    /// the stack as one alignment subject. `normal`, `stretch` and `space-between` keep it
    /// at the start, `center`, `space-around` and `space-evenly` centre it, `end` puts it at
    /// the end (overflowing at the start, unless `safe`), as Chromium does.
    private func stackOffset(free: Double) -> Double {
        let alignment = style.contentAlignment(stackAxis)
        if alignment.overflow == .safe && free < 0 { return 0 }
        let rtl = style.direction == .rtl
        switch alignment.value {
        case .center, .spaceAround, .spaceEvenly: return free / 2
        case .end, .flexEnd: return free
        case .left: return stackAxis == .horizontal && rtl ? free : 0
        case .right: return stackAxis == .horizontal && !rtl ? free : 0
        case .normal, .stretch, .spaceBetween, .start, .flexStart: return 0
        }
    }

    /// Per item, the room it is aligned in in the stacking axis: from its position to the
    /// start of the next item placed in any of its lanes, less the gap, or, when no later
    /// item is placed in them, to the end of the content box (`contentSize` long).
    func rooms(contentSize: Double) -> [Double] {
        let laneTracks = laneAxis == .horizontal ? grid.columns.tracks : grid.rows.tracks
        var nextStart = [Double](repeating: .infinity, count: laneTracks.count)
        var rooms = [Double](repeating: 0, count: grid.items.count)
        for index in grid.items.indices.reversed() {
            let lanes = grid.items[index].span(laneAxis).range
            let position = stackPositions[index]
            var end = Double.infinity
            for lane in lanes { end = min(end, nextStart[lane]) }
            rooms[index] = (end.isFinite ? end - running.gap : contentSize) - position
            for lane in lanes { nextStart[lane] = position }
        }
        return rooms
    }

    /// Lays out item `index` (CSS Grid §6.2, §10.3–10.4 in its lanes): in the grid axis
    /// sized and aligned as a grid item in the area of its lanes (`normal` stretches); in
    /// the stacking axis at its measured size (an explicit `stretch` fills its `room`),
    /// aligned in the room when there is one, from `stackStart` plus its position.
    private mutating func layoutItem(_ index: Int, stackStart: Double, room: Double?, containerSize: Size) -> NodeLayout {
        let item = grid.items[index]
        let laneTracks = laneAxis == .horizontal ? grid.columns.tracks : grid.rows.tracks
        let lanes = grid.area(laneTracks, item.span(laneAxis))
        let outer = stackSize(index)
        let area = LaneArea(laneAxis: laneAxis, lanes: lanes,
                            stack: (start: stackStart + stackPositions[index], size: room ?? outer),
                            outerStackSize: outer,
                            stretchesInRoom: room != nil && item.alignment(stackAxis).value == .stretch)
        // (Plain boxes from their numbers: a box without content or margins without even
        // reading its node. The helpers are `mutating`, as ``GridState``'s are, so that a
        // call does not copy the whole state.)
        if case .bare = item.kind {
            let frame = bareItemFrame(item, area, containerWidth: containerSize.width).finite
            #if LATTICE_CHECKS
            checkSame(frame, layoutAnyItem(item, area, containerSize: containerSize).frame, "lane item \(item.child) (bare) frame")
            #endif
            return NodeLayout(frame: frame)
        }
        if let plain = grid.plainBox(item) {
            let frame = plainItemFrame(item, plain, area, containerSize: containerSize).finite
            #if LATTICE_CHECKS
            checkSame(frame, layoutAnyItem(item, area, containerSize: containerSize).frame, "lane item \(item.child) (plain) frame")
            #endif
            return NodeLayout(frame: frame)
        }
        return layoutAnyItem(item, area, containerSize: containerSize)
    }

    /// ``layoutAnyItem(_:_:containerSize:)`` for a ``ItemKind/bare(widthIsAuto:heightIsAuto:)``
    /// item: its outer sizes are its border-box sizes (its set sizes, or its padding and
    /// border); an `auto` size is stretched in its lanes when its alignment stretches, and
    /// in its room by an explicit `stretch`.
    private mutating func bareItemFrame(_ item: PlacedItem, _ area: LaneArea, containerWidth: Double) -> Rect {
        guard case .bare(let widthIsAuto, let heightIsAuto) = item.kind else { return .zero }
        var laneSize = laneAxis == .horizontal ? item.minContentWidth : item.contentHeight
        if (laneAxis == .horizontal ? widthIsAuto : heightIsAuto) && grid.stretchesAutoSize(item, laneAxis) {
            laneSize = max(laneSize, area.lanes.size)
        }
        var stackSize = area.outerStackSize
        if area.stretchesInRoom, laneAxis == .horizontal ? heightIsAuto : widthIsAuto, grid.stretchesAutoSize(item, stackAxis) {
            stackSize = max(stackSize, area.stack.size)
        }
        return grid.alignedFrame(item, area: area.rect, size: area.size(lane: laneSize, stack: stackSize),
                                 margins: Edges(top: 0, right: 0, bottom: 0, left: 0), itemRTL: false,
                                 containerWidth: containerWidth)
    }

    /// ``layoutAnyItem(_:_:containerSize:)`` for a plain box, from its numbers: in its
    /// lanes its set size, else stretched, else its content's size in them at its measured
    /// stacking size; in the stacking axis its measured size, or its room for an explicit
    /// `stretch` of an `auto` size.
    private mutating func plainItemFrame(_ item: PlacedItem, _ plain: PlainBox, _ area: LaneArea, containerSize: Size) -> Rect {
        let horizontalLanes = laneAxis == .horizontal
        let marginX = plain.marginLeft + plain.marginRight, marginY = plain.marginTop + plain.marginBottom
        let (laneMargins, stackMargins) = horizontalLanes ? (marginX, marginY) : (marginY, marginX)
        let (laneInset, stackInset) = horizontalLanes ? (plain.insetX, plain.insetY) : (plain.insetY, plain.insetX)
        let (laneSet, stackSet) = horizontalLanes ? (plain.width, plain.height) : (plain.height, plain.width)
        var laneSize = laneSet ?? (grid.stretchesAutoSize(item, laneAxis) ? max(laneInset, area.lanes.size - laneMargins) : nil)
        let stackSize = stackSet == nil && area.stretchesInRoom && grid.stretchesAutoSize(item, stackAxis)
            ? max(stackInset, area.stack.size - stackMargins) : area.outerStackSize - stackMargins
        if laneSize == nil {
            let box = grid.container.box
            let areaWidth = horizontalLanes ? area.lanes.size : max(0, containerSize.width - box.insets(.horizontal))
            let areaHeight = horizontalLanes ? max(0, containerSize.height - box.insets(.vertical)) : area.lanes.size
            let request = SizingRequest(knownWidth: horizontalLanes ? nil : stackSize, knownHeight: horizontalLanes ? stackSize : nil,
                                        availableWidth: .definite(max(0, areaWidth - marginX)),
                                        availableHeight: .definite(max(0, areaHeight - marginY)),
                                        percentBasisWidth: areaWidth, percentBasisHeight: areaHeight)
            let size = plain.size(request) { item.hasFixedContributions ? nil : grid.container.child(item.child).pointee.measure }
            laneSize = horizontalLanes ? size.width : size.height
        }
        let margins = Edges<Double?>(top: plain.marginTop, right: plain.marginRight, bottom: plain.marginBottom, left: plain.marginLeft)
        return grid.alignedFrame(item, area: area.rect, size: area.size(lane: laneSize ?? 0, stack: stackSize),
                                 margins: margins, itemRTL: plain.isRTL, containerWidth: containerSize.width)
    }

    /// Any item laid out in `area`, through its node: sized as a grid item in its lanes
    /// and at its measured size in the stacking axis, aligned, shifted by its relative
    /// offsets, and its own children laid out when it is a container.
    private mutating func layoutAnyItem(_ item: PlacedItem, _ area: LaneArea, containerSize: Size) -> NodeLayout {
        let child = grid.container.child(item.child)
        let box = grid.container.box
        let contentWidth = max(0, containerSize.width - box.insets(.horizontal))
        let contentHeight = max(0, containerSize.height - box.insets(.vertical))
        // The containing block: the lanes in the grid axis, the content box in the other.
        let areaWidth = laneAxis == .horizontal ? area.lanes.size : contentWidth
        let areaHeight = laneAxis == .horizontal ? contentHeight : area.lanes.size
        let margins = grid.itemMargins(item, child, percentBasisWidth: areaWidth)
        let laneMargins = margins.sumOrZero(laneAxis), stackMargins = margins.sumOrZero(stackAxis)
        var request = SizingRequest(availableWidth: .definite(max(0, areaWidth - margins.sumOrZero(.horizontal))),
                                    availableHeight: .definite(max(0, areaHeight - margins.sumOrZero(.vertical))),
                                    percentBasisWidth: areaWidth, percentBasisHeight: areaHeight)
        request.cache = grid.container.cache
        request = grid.slotted(request, for: item)
        let plain = grid.plainBox(item)
        let childBox: ResolvedBox? = plain == nil ? resolvedBox(child, request) : nil
        func clamped(_ value: Double, _ axis: Axis) -> Double {
            if let childBox { return childBox.clamp(max(0, value), axis) }
            let floor = plain.map { axis == .horizontal ? $0.insetX : $0.insetY } ?? 0
            return max(value, floor)
        }
        let stretchedInRoom = area.stretchesInRoom && grid.isStretched(item, stackAxis)
        let stackSize = stretchedInRoom ? clamped(area.stack.size - stackMargins, stackAxis) : max(0, area.outerStackSize - stackMargins)
        let laneSize: Double? = grid.isStretched(item, laneAxis) ? clamped(area.lanes.size - laneMargins, laneAxis) : nil
        if laneAxis == .horizontal {
            request.knownWidth = laneSize
            request.knownHeight = stackSize
            request.intrinsicHeight = !stretchedInRoom && childBox?.height == nil
        } else {
            request.knownWidth = stackSize
            request.knownHeight = laneSize
            request.intrinsicHeight = laneSize == nil && childBox?.height == nil
        }
        let itemSize = grid.itemSize(item, child, request, box: childBox)
        request.knownWidth = itemSize.width
        request.knownHeight = itemSize.height

        var frame = grid.alignedFrame(item, area: area.rect, size: itemSize, margins: margins,
                                      itemRTL: plain?.isRTL ?? (child.pointee.style.direction == .rtl),
                                      containerWidth: containerSize.width)
        if plain == nil {
            frame = grid.relativelyPositioned(frame, of: child, basis: Size(width: areaWidth, height: areaHeight),
                                              rtl: style.direction == .rtl)
        }
        var layout = plain == nil && child.pointee.style.display.hasItems ? performLayout(child, request) : NodeLayout(frame: .zero)
        layout.frame = frame.finite
        return layout
    }
}

/// Where an item of a grid-lanes container is laid out: the area of its lanes, and in
/// the stacking axis its room (from its position), logical (from the start edges).
struct LaneArea {
    let laneAxis: Axis
    let lanes: (start: Double, size: Double)
    let stack: (start: Double, size: Double)
    /// The item's outer size in the stacking axis, as measured when it was placed.
    let outerStackSize: Double
    /// Whether an explicit `stretch` fills the room (which exists: there is one).
    let stretchesInRoom: Bool

    /// The area as a rectangle.
    var rect: Rect {
        laneAxis == .horizontal ? Rect(x: lanes.start, y: stack.start, width: lanes.size, height: stack.size)
                                : Rect(x: stack.start, y: lanes.start, width: stack.size, height: lanes.size)
    }

    /// A size from its extent in the lanes and in the stacking axis.
    func size(lane: Double, stack: Double) -> Size {
        laneAxis == .horizontal ? Size(width: lane, height: stack) : Size(width: stack, height: lane)
    }
}
