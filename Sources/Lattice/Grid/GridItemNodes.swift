import LatticeCore

/// A ``Grid``'s items as the engine's leaves, with what was worked out with them:
/// everything of a layout that does not depend on the proposal, kept between
/// layouts (see ``KeptItemNodes``).
struct GridItemNodes: Sendable {
    /// What the leaves depend on besides the items.
    struct Key: Hashable, Sendable {
        /// The number of fixed tracks exyte's placement fills (0 for a grid of rows).
        var fixedCount: Int
        var flow: GridFlow
        var packing: GridPacking
        /// The common items alignment (baselines and anchors come from it).
        var alignment: GridAlignment
    }

    /// One leaf per item, in item order.
    var children: [Node]
    /// Each item's tracks.
    var areas: [GridItemArea]
    /// What the placement could not do as asked.
    var warnings: [GridWarning]
    /// The items with a cell background or overlay.
    var decorated: DecoratedItems

    /// A grid of rows: each item's anchor in its cell (see `computeRowsLayout`).
    var anchors: [UnitPoint] = []
    /// A grid of rows: the columns and the rows holding a cell that grows without bound.
    var flexibleColumns: [Bool] = []
    var flexibleRows: [Bool] = []
}
