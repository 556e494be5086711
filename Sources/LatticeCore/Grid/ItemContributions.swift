// CSS Grid §12.3 and §6.6: the intrinsic size contributions of grid items.

extension GridState {
    /// Whether the item is stretched on `axis`: `normal`/`stretch` alignment, `auto`
    /// size and no `auto` margins (CSS Grid §6.2, Box Alignment §6.1). For an item
    /// with an aspect ratio, `normal` sizes it as a block-level box would be: stretched
    /// in the inline axis, content-sized in the block axis.
    ///
    /// - Parameter heightIsIndefinite: the area height is not known yet (row sizing),
    ///   so a percentage height behaves as `auto`.
    mutating func isStretched(_ item: PlacedItem, _ axis: Axis, heightIsIndefinite: Bool = false) -> Bool {
        // A subgrid is stretched on its subgridded axes (CSS Grid 2 §9).
        if item.isSubgrid && item.role.contains(.skips(axis)) { return true }
        // (A plain box is answered without reading its node.)
        if let plain = plainBox(item) {
            return (axis == .horizontal ? plain.width : plain.height) == nil && stretchesAutoSize(item, axis)
        }
        let child = container.child(item.child)
        guard child.pointee.style.size(axis).isAuto else { return false }
        let margins = child.pointee.style.margin
        if axis == .horizontal, margins.left.isAuto || margins.right.isAuto { return false }
        if axis == .vertical, margins.top.isAuto || margins.bottom.isAuto { return false }
        if container.offersCells && item.alignment(axis).value != .stretch { return false }
        switch item.alignment(axis).value {
        case .stretch: return true
        case .normal:
            guard child.pointee.style.usableAspectRatio != nil else { return true }
            // An item with an aspect ratio stretches in one axis only, and its size
            // there gives the other: inline first, unless its height is set.
            if axis == .horizontal {
                if heightIsIndefinite && child.pointee.style.height.isPercent { return true }
                guard child.pointee.style.heightBehavesAsAuto else { return false }
                // A block-level box with a ratio takes its width from a definite height:
                // an explicit `align-self: stretch` gives it one once the rows are sized.
                return heightIsIndefinite || item.align.value != .stretch
                    || margins.top.isAuto || margins.bottom.isAuto
            }
            let width = child.pointee.style.width
            return (width.isAuto || width.isContentKeyword) && !isStretched(item, .horizontal)
        default: return false
        }
    }

    /// Whether a plain box's `auto` size on `axis` is stretched: `normal` or `stretch`
    /// alignment (it has no aspect ratio and no `auto` margins); in a grid that offers
    /// its cells, an explicit `stretch` only (see ``ItemSizing/offerCell``).
    @inline(__always)
    func stretchesAutoSize(_ item: PlacedItem, _ axis: Axis) -> Bool {
        let value = item.alignment(axis).value
        return value == .stretch || (value == .normal && !container.offersCells)
    }

    /// Whether the item would fill its area's height were it definite (ignoring the
    /// aspect-ratio exception): used to transfer a known row size to its width.
    @inline(__always)
    func fillsAreaHeight(_ item: PlacedItem, _ child: UnsafePointer<Node>) -> Bool {
        guard child.pointee.style.height.isAuto, !child.pointee.style.margin.top.isAuto, !child.pointee.style.margin.bottom.isAuto
        else { return false }
        return item.align.value == .stretch || (item.align.value == .normal && !container.offersCells)
    }

    /// The item's margins (`auto` as `nil`), resolved against `percentBasisWidth`; a
    /// plain box's from its numbers, without reading its node.
    @inline(__always)
    mutating func itemMargins(_ item: PlacedItem, _ child: UnsafePointer<Node>, percentBasisWidth: Double?) -> Edges<Double?> {
        if let plain = plainBox(item) {
            return Edges(top: plain.marginTop, right: plain.marginRight, bottom: plain.marginBottom, left: plain.marginLeft)
        }
        return child.pointee.style.resolvedMargins(percentBasisWidth: percentBasisWidth)
    }

    /// The item's border-box size under `request`; a plain box's from its numbers and
    /// content (see ``PlainBox/size(_:contentWidths:content:)``), without reading its style.
    @inline(__always)
    mutating func itemSize(_ item: PlacedItem, _ child: UnsafePointer<Node>, _ request: SizingRequest,
                  box: ResolvedBox? = nil) -> Size {
        if let plain = plainBox(item) { return plain.size(request) { item.hasFixedContributions ? nil : child.pointee.measure } }
        if item.isSubgrid { return subgridSize(item, request) }
        return computeSize(child, slotted(request, for: item), box: box)
    }

    /// `request` with the slot where a grid item's own state is kept between this
    /// grid's questions (see ``SizingRequest/stateSlot``).
    @inline(__always)
    mutating func slotted(_ request: SizingRequest, for item: PlacedItem) -> SizingRequest {
        guard !item.hasFixedContributions else { return request }
        var request = request
        // (The records are in the pass's arena, where they stay until the pass ends.)
        request.stateSlot = items.measurements.address(of: item.measured)
        return request
    }

    /// The available height an item has while the columns are sized (§12.1 step 1):
    /// rows with a definite max track sizing function at that size, others infinite.
    mutating func estimatedAreaHeight(_ item: PlacedItem) -> Double? {
        if rows.isSized { return rows.tracks.spanSize(item.rows) }
        var total = rows.tracks.spannedGaps(item.rows.start, item.rows.end)
        for index in item.rows.range {
            guard let size = rows.tracks[index].fixedMax else { return nil }
            total += rows.tracks[index].weight * size
        }
        return total
    }

    /// The area width from the current column sizes.
    @inline(__always)
    func areaWidth(_ item: PlacedItem) -> Double {
        columns.tracks.spanSize(item.columns)
    }

    /// Measures (and caches) the item's width contributions.
    mutating func measureWidths(_ index: Int) {
        if items[index].hasFixedContributions || items[index].widthsFixed { return }  // set at placement
        let availableHeight = estimatedAreaHeight(items[index])
        // (Read below with a definite height; else settled once measured, see the end.)
        if availableHeight != nil { settleWidthFollowsRows(index) }
        let item = items[index]
        let child = container.child(item.child)
        let key = availableHeight ?? -1
        if items.measurements[item.measured].widthKey == key, !item.minContentWidth.isNaN { return }
        let margins = itemMargins(item, child, percentBasisWidth: nil).sumOrZero(.horizontal)
        let heightSpace: AvailableSpace = availableHeight.map { .definite($0) } ?? .maxContent
        var minRequest = SizingRequest(availableWidth: .minContent, availableHeight: heightSpace,
                                       percentBasisWidth: nil, percentBasisHeight: availableHeight)
        minRequest.cache = container.cache
        minRequest.widthOnly = true
        if let availableHeight, item.widthFromHeight,
           fillsAreaHeight(item, child) {
            let box = ResolvedBox(child, percentBasisWidth: nil, percentBasisHeight: availableHeight)
            let marginY = itemMargins(item, child, percentBasisWidth: nil).sumOrZero(.vertical)
            minRequest.knownHeight = box.clamp(max(0, availableHeight - marginY), .vertical)
            // Stretched by `normal` alignment, as the item will be laid out (see ``leafSize``).
            minRequest.heightIsStretched = item.align.value != .stretch && isStretched(item, .vertical)
        }
        let minContent = itemSize(item, child, minRequest).width + margins
        items[index].minContentWidth = minContent
        // The max-content width is measured when first asked for (flexible columns in a
        // definite width never ask): a box without content has just one width.
        let hasContent = item.isPlain || child.pointee.summary.hasContent || child.pointee.style.display.hasItems
        let measured = item.measured
        items.measurements[measured].maxContentWidth = hasContent ? .nan : minContent
        items.measurements[measured].widthKnownHeight = minRequest.knownHeight
        items.measurements[measured].minimumWidth = .nan
        items.measurements[measured].widthKey = key
        // (Its children were just read by its measurement.)
        settleWidthFollowsRows(index)
    }

    /// The item's max-content width contribution, measured under the same conditions as
    /// its min-content one.
    mutating func maxContentWidth(_ index: Int) -> Double {
        measureWidths(index)
        if items[index].hasFixedContributions { return items[index].minContentWidth }  // (one width)
        let measured = items[index].measured
        if !items.measurements[measured].maxContentWidth.isNaN { return items.measurements[measured].maxContentWidth }
        let availableHeight = estimatedAreaHeight(items[index])
        var request = SizingRequest(knownHeight: items.measurements[measured].widthKnownHeight,
                                    availableWidth: .maxContent,
                                    availableHeight: availableHeight.map { .definite($0) } ?? .maxContent,
                                    percentBasisWidth: nil, percentBasisHeight: availableHeight)
        request.cache = container.cache
        request.widthOnly = true
        request.heightIsStretched = request.knownHeight != nil && items[index].align.value != .stretch
            && isStretched(items[index], .vertical)
        let item = items[index]
        let child = container.child(item.child)
        let margins = itemMargins(item, child, percentBasisWidth: nil).sumOrZero(.horizontal)
        let value = max(item.minContentWidth, itemSize(item, child, request).width + margins)
        items.measurements[measured].maxContentWidth = value
        return value
    }

    /// Measures (and caches) the item's height contribution at its current area width.
    mutating func measureHeights(_ index: Int) {
        if items[index].hasFixedContributions { return }  // set at placement
        let item = items[index]
        let areaWidth = areaWidth(item)
        if items.measurements[item.measured].heightKey == areaWidth, !item.contentHeight.isNaN { return }
        let (size, margins) = sizeInArea(index, areaWidth: areaWidth)
        items[index].contentHeight = size.height + margins.sumOrZero(.vertical)
        items.measurements[item.measured].minimumHeight = .nan
        items.measurements[item.measured].heightKey = areaWidth
    }

    /// Forgets the item's measured height, to be measured again at its next question.
    @inline(__always)
    mutating func forgetMeasuredHeight(_ index: Int) {
        items[index].contentHeight = .nan
        items.measurements[items[index].measured].minimumHeight = .nan
        items.measurements[items[index].measured].heightKey = .nan
    }

    /// The item's border-box size in an area `areaWidth` wide and of indefinite height,
    /// stretched in the area's width when its alignment stretches it, and its margins.
    mutating func sizeInArea(_ index: Int, areaWidth: Double) -> (size: Size, margins: Edges<Double?>) {
        let item = items[index]
        let child = container.child(item.child)
        let margins = itemMargins(item, child, percentBasisWidth: areaWidth)
        let marginsX = margins.sumOrZero(.horizontal)
        var request = SizingRequest(availableWidth: .definite(max(0, areaWidth - marginsX)),
                                    availableHeight: .maxContent,
                                    percentBasisWidth: areaWidth, percentBasisHeight: nil)
        request.cache = container.cache
        // (The box does not depend on the known width: resolved once, it serves both.)
        var childBox: ResolvedBox? = nil
        if isStretched(item, .horizontal, heightIsIndefinite: true) {
            if let plain = plainBox(item) {
                request.knownWidth = max(plain.insetX, areaWidth - marginsX)
            } else {
                let resolved = resolvedBox(child, request)
                childBox = resolved
                request.knownWidth = resolved.clamp(max(0, areaWidth - marginsX), .horizontal)
            }
        }
        return (itemSize(item, child, request, box: childBox), margins)
    }

    /// The item's contribution of `kind` on `axis` (outer size): with its baseline shim
    /// in the rows when it is baseline-aligned (§10.6, see ``alignBaselines()``).
    @inline(__always)
    mutating func contribution(_ index: Int, _ axis: Axis, _ kind: ContributionKind) -> Double {
        let size = unshimmedContribution(index, axis, kind)
        guard axis == .vertical, items.someAlignByBaseline, items[index].baselineSharing != .none else { return size }
        return size + items.measurements[items[index].measured].baselineShim
    }

    /// The item's min-content or max-content contribution on `axis` (outer size).
    mutating func unshimmedContribution(_ index: Int, _ axis: Axis, _ kind: ContributionKind) -> Double {
        if items[index].isNested { return nestedContribution(index, axis, kind) }
        switch kind {
        case .minimum: return minimumContribution(index, axis)
        case .minContent:
            if axis == .horizontal { measureWidths(index); return items[index].minContentWidth }
            measureHeights(index); return items[index].contentHeight
        case .maxContent:
            if axis == .horizontal { return maxContentWidth(index) }
            measureHeights(index); return items[index].contentHeight
        }
    }

    /// The minimum contribution (§12.3): the outer size the item has with its used
    /// minimum size as its preferred size when its preferred size behaves as `auto`
    /// (or depends on the area); else its min-content contribution.
    mutating func minimumContribution(_ index: Int, _ axis: Axis) -> Double {
        // (Worked out when the columns' sizing began, see ``PlacedItem/fixedMinimumWidth``.)
        if axis == .horizontal && items[index].widthsFixed { return items[index].fixedMinimumWidth }
        if axis == .horizontal { measureWidths(index) } else { measureHeights(index) }
        // (Its min-content contribution, measured just now: read, not asked for again.)
        let minContent = axis == .horizontal ? items[index].minContentWidth : items[index].contentHeight
        // (A plain box without content: its one size is every contribution.)
        if items[index].hasFixedContributions { return minContent }
        let measured = items[index].measured
        let cached = axis == .horizontal ? items.measurements[measured].minimumWidth : items.measurements[measured].minimumHeight
        if !cached.isNaN { return cached }
        let item = items[index]
        let result: Double
        if let plain = plainBox(item) {
            // A plain box: a length or `auto` size, an `auto` min size, no scrollbars.
            result = plain.minimumContribution(axis, minContent: minContent,
                                               automaticMinimumApplies: item.automaticMinimumApplies,
                                               limit: items.measurements[measured].automaticMinimumLimit)
            if axis == .horizontal { items.measurements[measured].minimumWidth = result } else { items.measurements[measured].minimumHeight = result }
            return result
        }
        let child = container.child(item.child)
        switch child.pointee.style.size(axis) {
        case .points, .minContent, .maxContent:
            // A preferred size that neither behaves as auto nor depends on the area.
            result = minContent
        default:
            let areaWidth: Double? = axis == .vertical ? areaWidth(item) : nil
            let margins = itemMargins(item, child, percentBasisWidth: areaWidth).sumOrZero(axis)
            let box = ResolvedBox(child, percentBasisWidth: areaWidth, percentBasisHeight: nil)
            if child.pointee.style.minSize(axis).isAuto, let transferred = box.minimum(axis) {
                // `auto` with a minimum transferred through the aspect ratio (CSS Sizing 4
                // §5.2): the automatic minimum still applies (§6.6), floored by the transfer.
                result = max(automaticMinimum(index, axis, minContent: minContent, box: box, margins: margins),
                             max(transferred, box.paddingBorder(axis)) + margins)
            } else if let minimum = box.minimum(axis) {
                result = max(minimum, box.paddingBorder(axis)) + margins
            } else if child.pointee.style.minSize(axis).isContentKeyword {
                // min-content / max-content / fit-content keywords as minimum sizes.
                result = unshimmedContribution(index, axis, child.pointee.style.minSize(axis) == .maxContent ? .maxContent : .minContent)
            } else if !child.pointee.style.minSize(axis).isAuto {
                // A percentage of the (indefinite) area behaves as zero.
                result = box.paddingBorder(axis) + margins
            } else {
                result = automaticMinimum(index, axis, minContent: minContent, box: box, margins: margins)
            }
        }
        if axis == .horizontal { items.measurements[measured].minimumWidth = result } else { items.measurements[measured].minimumHeight = result }
        return result
    }

    /// The automatic minimum size (§6.6), as an outer size: the content-based minimum
    /// for items that are not scroll containers, span an `auto`-minimum track, and
    /// do not span several tracks one of which is flexible; else zero. `minContent` is
    /// the item's min-content contribution.
    mutating func automaticMinimum(_ index: Int, _ axis: Axis, minContent: Double, box: ResolvedBox, margins: Double) -> Double {
        let item = items[index]
        guard item.automaticMinimumApplies else { return box.paddingBorder(axis) + margins }
        return contentBasedMinimum(minContent: minContent, maximum: box.maximum(axis),
                                   limit: items.measurements[item.measured].automaticMinimumLimit,
                                   paddingBorder: box.paddingBorder(axis), margins: margins)
    }
}

/// The content-based minimum size (§6.6) as an outer size, from the item's outer
/// min-content contribution `minContent`: the content size suggestion (its min-content
/// size clamped by its max size and, when every spanned track has a fixed max, by the
/// stretch fit `limit` of the area), never below its padding and border.
func contentBasedMinimum(minContent: Double, maximum: Double?, limit: Double,
                         paddingBorder: Double, margins: Double) -> Double {
    var suggestion = minContent - margins
    if let maximum { suggestion = min(suggestion, maximum) }
    suggestion = min(suggestion, max(0, limit - margins))
    return max(suggestion, paddingBorder) + margins
}
