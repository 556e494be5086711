// The attributes SwiftUI's grid modifiers set on a cell, kept with the item's other
// attributes so that they travel with the content like exyte's.

/// Set by ``GridRow`` on each of its cells: whether the cell opens a new row
/// (the row's first cell) and the row's vertical alignment.
struct GridRowMembership: Hashable, Sendable {
    var startsRow: Bool
    var alignment: VerticalAlignment?
}

extension GridItemAttributes {
    /// What SwiftUI's grid modifiers and ``GridRow`` set on a cell, each its default
    /// unless set. (Stored as plain fields: a grid of rows reads them for every cell on
    /// every layout that builds its leaves.)
    struct Cell: Hashable, Sendable {
        /// `gridCellColumns(_:)`: the number of columns the cell spans in its row.
        var columns = 1
        /// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's column.
        var columnAlignment: HorizontalAlignment?
        /// `gridCellAnchor(_:)`: the unit point aligning the cell's content with its cell.
        var anchor: UnitPoint?
        /// `gridCellUnsizedAxes(_:)`: the axes on which the cell neither sizes its
        /// track nor asks for a share of the space.
        var unsizedAxes: Axis.Set = []
        /// The row the cell belongs to, when it came from a ``GridRow``.
        var rowMembership: GridRowMembership?
    }

    /// The number of columns the cell spans in a ``GridRow`` (`gridCellColumns(_:)`); 1 unless set.
    public var cellColumns: Int {
        get { cell.columns }
        set { cell.columns = GridLimits.clampSpan(newValue) }
    }

    /// The alignment the cell sets for its column (`gridColumnAlignment(_:)`), if any.
    public var columnAlignment: HorizontalAlignment? {
        get { cell.columnAlignment }
        set { cell.columnAlignment = newValue }
    }

    /// The cell's alignment anchor (`gridCellAnchor(_:)`), if any.
    public var cellAnchor: UnitPoint? {
        get { cell.anchor }
        set { cell.anchor = newValue }
    }

    /// The axes on which the cell does not size its track (`gridCellUnsizedAxes(_:)`).
    public var cellUnsizedAxes: Axis.Set {
        get { cell.unsizedAxes }
        set { cell.unsizedAxes = newValue }
    }

    /// The row the cell belongs to, when it came from a ``GridRow``.
    var rowMembership: GridRowMembership? {
        get { cell.rowMembership }
        set { cell.rowMembership = newValue }
    }
}
