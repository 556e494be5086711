// CSS Grid §10.6 and CSS Box Alignment 3 §9: items aligned by their baselines in their
// rows, and a grid container's own baselines.

/// The baseline an item aligns by in the block axis, when it takes part in baseline
/// alignment: `align-self` (or `align-items`) `baseline`/`first baseline` or
/// `last baseline`, without an `auto` margin in the block axis (CSS Box Alignment 3 §9).
///
/// Items of one row that share a baseline preference form a baseline-sharing group: a
/// `first` group lines up its items' first baselines at the start of its row (an item
/// spanning rows belongs to the group of its first row), a `last` group their last
/// baselines at the end of its row (an item's last row).
enum BaselineSharing: UInt8 {
    case none, first, last

    /// The sharing of an item aligned by `alignment`, `child` being its node.
    @inline(__always)
    init(_ alignment: ItemAlignment, _ child: UnsafePointer<Node>) {
        switch alignment.value {
        case .baseline, .lastBaseline:
            let margin = child.pointee.style.margin
            if margin.top.isAuto || margin.bottom.isAuto {
                self = .none
            } else {
                self = alignment.value == .baseline ? .first : .last
            }
        default:
            self = .none
        }
    }
}

extension ItemAlignment {
    /// `baseline`, `first baseline` or `last baseline`.
    var isBaseline: Bool { value == .baseline || value == .lastBaseline }
}

extension GridState {
    /// §10.6 before the rows are sized: each baseline-aligned item's shim, the space that
    /// lines its baseline up with the others of its group. A `first` group's items are
    /// moved down by the group's largest extent above the baseline less their own; a
    /// `last` group's up by the largest extent below it less theirs. The shim counts in
    /// the item's contributions to its rows (see ``contribution(_:_:_:)``), so a row is
    /// at least as tall as its group's largest extents above and below the baseline.
    mutating func alignBaselines() {
        guard items.someAlignByBaseline else { return }
        // Per group (the row, and first or last), the largest extent.
        var largest: [Int: Double] = [:]
        for index in items.indices where items[index].baselineSharing != .none {
            let key = baselineGroup(items[index])
            let extent = baselineExtent(index)
            // (An extent can be negative: a baseline below the margin box.)
            largest[key] = largest[key].map { Swift.max($0, extent) } ?? extent
        }
        for index in items.indices where items[index].baselineSharing != .none {
            let measured = items[index].measured
            items.measurements[measured].baselineShim = largest[baselineGroup(items[index])].unsafelyUnwrapped
                - items.measurements[measured].baselineExtent
        }
    }

    /// The group of a baseline-aligned item: its first row's set for `first`, negated
    /// and less one for `last` (its last row's end).
    @inline(__always)
    private func baselineGroup(_ item: PlacedItem) -> Int {
        item.baselineSharing == .first ? item.rows.start : -1 - item.rows.end
    }

    /// The item's margin box above its first baseline (`first`) or below its last
    /// (`last`), laid out in its area's current width (cached per width).
    private mutating func baselineExtent(_ index: Int) -> Double {
        let item = items[index]
        let areaWidth = areaWidth(item)
        if items.measurements[item.measured].baselineKey == areaWidth,
           !items.measurements[item.measured].baselineExtent.isNaN {
            return items.measurements[item.measured].baselineExtent
        }
        let (size, margins) = sizeInArea(index, areaWidth: areaWidth)
        let child = container.child(item.child)
        let baselines = Self.baselines(of: child, size: size, percentBasisWidth: areaWidth, cache: container.cache)
        let extent = item.baselineSharing == .first
            ? (margins.top ?? 0) + (baselines?.first ?? size.height)
            : size.height - (baselines?.last ?? size.height) + (margins.bottom ?? 0)
        items.measurements[item.measured].baselineExtent = extent
        items.measurements[item.measured].baselineKey = areaWidth
        return extent
    }

    /// The baselines of `child` laid out at border-box `size`, from its border box's
    /// top: its content's (after its top border and padding) for a leaf, its own for a
    /// grid; `nil` when it has none (a parent synthesizes them at its bottom edge).
    static func baselines(of child: UnsafePointer<Node>, size: Size, percentBasisWidth: Double?,
                          cache: PassCache?) -> Baselines? {
        switch child.pointee.style.display {
        case .none:
            return nil
        case .grid, .gridLanes:
            var request = SizingRequest(knownWidth: size.width, knownHeight: size.height,
                                        availableWidth: .definite(size.width), availableHeight: .definite(size.height),
                                        percentBasisWidth: percentBasisWidth, percentBasisHeight: nil)
            request.cache = cache
            guard let cache else { return performLayout(child, request).baselines }
            return cache.keptBaselines(child, request) { performLayout(child, request).baselines }
        case .block:
            guard let measure = child.pointee.measure?.baselines else { return nil }
            let box = ResolvedBox(child, percentBasisWidth: percentBasisWidth, percentBasisHeight: nil)
            let top = box.border.top + box.padding.top
            let content = Size(width: max(0, size.width - box.insets(.horizontal)),
                               height: max(0, size.height - box.insets(.vertical)))
            return measure(content)?.sanitized.map { Baselines(first: $0.first + top, last: $0.last + top) }
        }
    }

    /// The border-box top of a baseline-aligned item of border-box `height` with
    /// `margins` in a row area from `areaY`, `areaHeight` tall: a `first` group at the
    /// row's start, a `last` group at its end, each item moved by its shim.
    mutating func baselineAlignedY(_ item: PlacedItem, areaY: Double, areaHeight: Double, height: Double,
                          margins: Edges<Double?>) -> Double {
        let shim = items.measurements[item.measured].baselineShim
        if item.baselineSharing == .first { return areaY + shim + (margins.top ?? 0) }
        return areaY + areaHeight - shim - (margins.bottom ?? 0) - height
    }

    /// The grid container's baselines (§10.6), from its items laid out as `layouts`
    /// (by child index): the first from its first row holding an item, the last from its
    /// last. In that row, a baseline-sharing group gives its shared baseline (a group of
    /// the baseline asked for first); else the item of the lowest column (the highest,
    /// for the last baseline) gives its own. `nil` without items.
    mutating func containerBaselines(_ layouts: [NodeLayout]) -> Baselines? {
        // The grid's own items (the items of its subgrids come after them).
        let count = items.count - items.nested.count
        guard count > 0 else { return nil }
        let chosen: (first: BaselineItem, last: BaselineItem)?
        if let cells = items.placedInCells, !items.someAlignByBaseline {
            chosen = Self.baselineItemsInCells(count, rowFlow: cells.rowFlow, width: cells.width)
            #if LATTICE_CHECKS
            let general = baselineItems(count)
            precondition(general.map { $0.first == chosen!.first && $0.last == chosen!.last } == true,
                         "fast path disagrees with the general rule: the container's baseline items")
            #endif
        } else {
            chosen = baselineItems(count)
        }
        guard let chosen else { return nil }
        return Baselines(first: baseline(of: items[chosen.first.position], last: chosen.first.usesLast, layouts),
                         last: baseline(of: items[chosen.last.position], last: chosen.last.usesLast, layouts))
    }

    /// An item giving the container a baseline, and whether its last baseline is the one to read.
    typealias BaselineItem = (position: Int, usesLast: Bool)

    /// The items giving the container its first and last baselines (see
    /// ``containerBaselines(_:)``) among its first `count` items.
    private mutating func baselineItems(_ count: Int) -> (first: BaselineItem, last: BaselineItem)? {
        // First the items of the first row holding an item (those starting there), the
        // choice started again when an item starts in an earlier row, and the last row
        // holding an item; then the items ending in that row. (Items come in rows'
        // order more often than not: few of them are considered for the first row, and
        // as few for the last in a pass of their own.)
        var first = RowBaselineChoice(row: Int.max, last: false)
        var lastEnd = Int.min
        for position in 0 ..< count {
            let rows = items[position].rows
            if rows.start <= first.row {
                if rows.start < first.row { first = RowBaselineChoice(row: rows.start, last: false) }
                first.consider(position, items[position])
            }
            lastEnd = Swift.max(lastEnd, rows.end)
        }
        var last = RowBaselineChoice(row: lastEnd - 1, last: true)
        for position in 0 ..< count where items[position].rows.end == lastEnd {
            last.consider(position, items[position])
        }
        guard let firstItem = first.chosen, let lastItem = last.chosen else { return nil }
        return (firstItem, lastItem)
    }

    /// ``baselineItems(_:)`` for `count` items the cursor placed (see ``CellCursor``),
    /// filling rows (`rowFlow`) or columns `width` tracks long, none aligned by a
    /// baseline: the first item is in the first row's lowest column; the last row's
    /// highest column holds the last item when rows are filled, else (one cell each) the
    /// last of that row's items (every `width`th item from the `width`th).
    private static func baselineItemsInCells(_ count: Int, rowFlow: Bool, width: Int) -> (first: BaselineItem, last: BaselineItem) {
        let last = rowFlow || count <= width ? count - 1 : count / width * width - 1
        return ((0, false), (last, true))
    }

    /// The first or last baseline of `item` laid out as `layouts` says, in the container.
    private mutating func baseline(of item: PlacedItem, last: Bool, _ layouts: [NodeLayout]) -> Double {
        let frame = layouts[item.child].frame
        let child = container.child(item.child)
        var own: Baselines? = nil
        if child.pointee.style.display == .grid {
            own = layouts[item.child].baselines
        } else if child.pointee.summary.hasBaselines {
            own = Self.baselines(of: child, size: frame.size, percentBasisWidth: columns.tracks.spanSize(item.columns),
                                 cache: nil)
        }
        return frame.y + ((last ? own?.last : own?.first) ?? frame.height)
    }
}

/// Which item gives a grid container's first (or last) baseline from one row (§10.6):
/// an item of the row's baseline-sharing group for that baseline, else one of the other
/// group, else the item of the lowest (highest) column in the row.
private struct RowBaselineChoice {
    let row: Int
    let last: Bool
    private var sameGroup: Int? = nil
    private var otherGroup: Int? = nil
    private var byColumn: (position: Int, column: Int)? = nil

    init(row: Int, last: Bool) {
        self.row = row
        self.last = last
    }

    /// Takes item `position`, which starts in the row (first) or ends in it (last), or
    /// spans it.
    mutating func consider(_ position: Int, _ item: PlacedItem) {
        let inGroupRow = last ? item.rows.end - 1 == row : item.rows.start == row
        switch item.baselineSharing {
        case .first where inGroupRow && item.rows.start == row:
            if last { if otherGroup == nil { otherGroup = position } } else if sameGroup == nil { sameGroup = position }
        case .last where inGroupRow && item.rows.end - 1 == row:
            if last { if sameGroup == nil { sameGroup = position } } else if otherGroup == nil { otherGroup = position }
        default:
            break
        }
        let column = item.columns.start
        if let best = byColumn {
            if last ? column > best.column : column < best.column { byColumn = (position, column) }
        } else {
            byColumn = (position, column)
        }
    }

    /// The chosen item, and whether its last baseline is the one to read.
    var chosen: (position: Int, usesLast: Bool)? {
        if let sameGroup { return (sameGroup, last) }
        if let otherGroup { return (otherGroup, !last) }
        return byColumn.map { ($0.position, last) }
    }
}
