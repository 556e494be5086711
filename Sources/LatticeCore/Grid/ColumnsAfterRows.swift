// CSS Grid §12.1 step 3: sizing the columns again when an item's width changes
// once the rows are known.

extension GridState {
    /// Whether an item's width follows from its height: it has an aspect ratio, or it is
    /// an auto-width grid whose items have aspect ratios. (Any ratio counts here: an
    /// unusable one, which behaves as `auto`, only costs a measurement more.)
    func widthFromHeight(_ child: UnsafePointer<Node>) -> Bool {
        child.pointee.style.aspectRatio != nil || heightSizesItsRatioItems(child)
    }

    /// Whether an item is a column-flow grid (its rows of items give its width).
    func isColumnFlowGrid(_ child: UnsafePointer<Node>) -> Bool {
        child.pointee.style.display == .grid && child.pointee.style.gridAutoFlow.direction == .vertical
    }

    /// Whether `child` is an auto-width grid with in-flow items that have an aspect ratio: stretched to
    /// its area's height, its rows stretch, and with them those items' widths and so its own.
    func heightSizesItsRatioItems(_ child: UnsafePointer<Node>) -> Bool {
        guard child.pointee.style.display == .grid, child.pointee.style.width.isAuto else { return false }
        return child.pointee.children.contains { $0.summary.isInFlowWithRatio }
    }

    /// §12.1 step 3: whether an item's min-content width changes once the rows are
    /// known (items whose width can depend on their height, see ``GridItem/widthFollowsRows``).
    /// Later width measurements use the row sizes.
    mutating func widthContributionsChanged() -> Bool {
        var changed = false
        rowsAreSized = true
        guard someWidthFollowsRows else { return false }
        for index in items.indices {
            let item = items[index]
            guard item.crossesIntrinsicColumn, !item.isSimple, !item.minContentWidth.isNaN else { continue }
            guard item.widthFollowsRows else { continue }
            let before = item.minContentWidth
            let maxBefore = measurements[item.measured].maxContentWidth
            measureWidths(index)
            if abs(items[index].minContentWidth - before) > 1e-6 { changed = true }
            // (The max-content contribution, when it was asked for, counts too.)
            if !changed, !maxBefore.isNaN, abs(maxContentWidth(index) - maxBefore) > 1e-6 { changed = true }
        }
        return changed
    }
}
