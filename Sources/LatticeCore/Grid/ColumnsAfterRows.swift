// CSS Grid §12.1 step 3: sizing the columns again when an item's width changes
// once the rows are known.

extension GridState {
    /// Whether an item is a column-flow grid (its rows of items give its width).
    func isColumnFlowGrid(_ child: UnsafePointer<Node>) -> Bool {
        child.pointee.style.display == .grid && child.pointee.style.gridAutoFlow.direction == .vertical
    }

    /// Whether step 3 may size the columns again once the rows are known: unless the
    /// pass is laid out again for asking too many questions (see ``QuestionBudget``).
    var columnsFollowRows: Bool { container.cache?.questions.columnsFollowRows ?? true }

    /// Whether `child` is an auto-width grid with in-flow items that have an aspect ratio: stretched to
    /// its area's height, its rows stretch, and with them those items' widths and so its own.
    func heightSizesItsRatioItems(_ child: UnsafePointer<Node>) -> Bool {
        isAutoWidthGrid(child) && child.pointee.children.contains { $0.summary.isInFlowWithRatio }
    }

    /// Whether `child` is a grid container with an `auto` width (one whose items'
    /// ratios can make its width follow its rows).
    func isAutoWidthGrid(_ child: UnsafePointer<Node>) -> Bool {
        child.pointee.style.display == .grid && child.pointee.style.width.isAuto
    }

    /// Settles whether the item's width follows its rows where placement left it open
    /// (see ``PlacedItem/widthFollowsRowsIsOpen``): whether the auto-width grid it is
    /// has items with aspect ratios (``heightSizesItsRatioItems(_:)``).
    ///
    /// Placement leaves it open because the answer reads the grid's children; the
    /// item's first width measurement places them and settles it while they are at hand
    /// (at 100,000 items, reading them at placement as well is a second read from memory).
    mutating func settleWidthFollowsRows(_ index: Int) {
        guard items[index].widthFollowsRowsIsOpen else { return }
        items[index].widthFollowsRowsIsOpen = false
        guard heightSizesItsRatioItems(container.child(items[index].child)) else { return }
        items[index].widthFromHeight = true
        items[index].widthFollowsRows = true
        items.someWidthFollowsRows = true
    }

    /// Settles every item's ``settleWidthFollowsRows(_:)`` still open: before
    /// ``someWidthFollowsRows`` is read.
    mutating func settleWidthsFollowingRows() {
        guard items.someWidthFollowsRowsIsOpen else { return }
        items.someWidthFollowsRowsIsOpen = false
        for index in items.indices { settleWidthFollowsRows(index) }
    }

    /// §12.1 step 3: whether an item's min-content width changes once the rows are
    /// known (items whose width can depend on their height, see ``PlacedItem/widthFollowsRows``),
    /// among the items that size the columns: those crossing an intrinsic column, and in
    /// an indefinite width (`widthIsIndefinite`) those crossing a flexible one, which
    /// §12.7.1 then sizes from its items' contributions. Later width measurements use the
    /// row sizes.
    ///
    /// The items of a subgrid on both axes are measured again, but their changes alone
    /// do not size the columns again: only when one of this grid's own items (a subgrid
    /// among them) that sizes the columns has a width that follows the rows. Chromium
    /// starts its extra pass from the grid's own items whose sizes depend on their
    /// height (`BlockSizeDependentGridItems`), which leaves such a subgrid's items out,
    /// and measures every item again in it.
    mutating func widthContributionsChanged(widthIsIndefinite: Bool) -> Bool {
        guard items.someWidthFollowsRows else {
            rows.isSized = true
            return false
        }
        // (Without step 3, the rows stay unsized for the widths measured later in the run.)
        guard columnsFollowRows else { return false }
        rows.isSized = true
        var changed = false
        var twoAxisSubgridItemChanged = false
        var ownItemFollowsRows = false
        func sizesColumns(_ span: TrackSpan) -> Bool {
            columns.tracks.crossesIntrinsic(span) || (widthIsIndefinite && columns.tracks.crossesFlexible(span.start, span.end))
        }
        for index in items.indices {
            let item = items[index]
            if item.isNested {
                if item.widthFollowsRows, sizesColumns(item.columns), nestedWidthChanged(index) {
                    let subgrid = items[Int(items.nested[item.child].subgrid)]
                    if subgrid.role.isSuperset(of: [.skipsColumns, .skipsRows]) {
                        twoAxisSubgridItemChanged = true
                    } else {
                        changed = true
                    }
                }
                continue
            }
            guard item.widthFollowsRows, !item.hasFixedContributions, !item.minContentWidth.isNaN,
                  sizesColumns(item.columns) else { continue }
            ownItemFollowsRows = true
            let before = item.minContentWidth
            let maxBefore = items.measurements[item.measured].maxContentWidth
            measureWidths(index)
            if abs(items[index].minContentWidth - before) > 1e-6 { changed = true }
            // (The max-content contribution, when it was asked for, counts too.)
            if !changed, !maxBefore.isNaN, abs(maxContentWidth(index) - maxBefore) > 1e-6 { changed = true }
        }
        return changed || (twoAxisSubgridItemChanged && ownItemFollowsRows)
    }
}
