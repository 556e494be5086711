// The attributes SwiftUI's grid modifiers set on a cell, stored with
// ``GridItemAttributeKey`` so that they travel with the content like exyte's.

/// `gridCellColumns(_:)`: the number of columns a cell of a ``GridRow`` spans.
enum GridCellColumnsKey: GridItemAttributeKey {
    static let defaultValue = 1
}

/// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's column.
enum GridColumnAlignmentKey: GridItemAttributeKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// `gridCellAnchor(_:)`: the unit point aligning the cell's content with its cell.
enum GridCellAnchorKey: GridItemAttributeKey {
    static let defaultValue: UnitPoint? = nil
}

/// `gridCellUnsizedAxes(_:)`: the axes on which the cell neither sizes its
/// track nor asks for a share of the space.
enum GridCellUnsizedAxesKey: GridItemAttributeKey {
    static let defaultValue: Axis.Set = []
}

/// Set by ``GridRow`` on each of its cells: whether the cell opens a new row
/// (the row's first cell) and the row's vertical alignment.
struct GridRowMembership: Hashable, Sendable {
    var startsRow: Bool
    var alignment: VerticalAlignment?
}

enum GridRowMembershipKey: GridItemAttributeKey {
    static let defaultValue: GridRowMembership? = nil
}

extension GridItemAttributes {
    /// The number of columns the cell spans in a ``GridRow`` (`gridCellColumns(_:)`); 1 unless set.
    public var cellColumns: Int {
        get { self[GridCellColumnsKey.self] }
        set { self[GridCellColumnsKey.self] = GridLimits.clampSpan(newValue) }
    }

    /// The alignment the cell sets for its column (`gridColumnAlignment(_:)`), if any.
    public var columnAlignment: HorizontalAlignment? {
        get { self[GridColumnAlignmentKey.self] }
        set { self[GridColumnAlignmentKey.self] = newValue }
    }

    /// The cell's alignment anchor (`gridCellAnchor(_:)`), if any.
    public var cellAnchor: UnitPoint? {
        get { self[GridCellAnchorKey.self] }
        set { self[GridCellAnchorKey.self] = newValue }
    }

    /// The axes on which the cell does not size its track (`gridCellUnsizedAxes(_:)`).
    public var cellUnsizedAxes: Axis.Set {
        get { self[GridCellUnsizedAxesKey.self] }
        set { self[GridCellUnsizedAxesKey.self] = newValue }
    }

    /// The row the cell belongs to, when it came from a ``GridRow``.
    var rowMembership: GridRowMembership? {
        get { self[GridRowMembershipKey.self] }
        set { self[GridRowMembershipKey.self] = newValue }
    }
}
