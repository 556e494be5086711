/// A row of a ``Grid`` built SwiftUI's way, as SwiftUI's `GridRow`.
///
/// The n-th view of a row is in the grid's n-th column (counting the columns
/// earlier cells span with ``GridContent/gridCellColumns(_:)``). A row's cells
/// can come from `ForEach` and `if`; an empty row adds no row. Outside a
/// grid built from rows (for example in an exyte-style `Grid(tracks:)`), a
/// row is a group: its views are the grid's items, in order.
///
/// ```swift
/// Grid {
///     GridRow {
///         Text("Hello")
///         Color.blue.frame(width: 20, height: 20)
///     }
///     GridRow(alignment: .bottom) {
///         Color.green.frame(width: 30, height: 30)
///         Text("World")
///     }
/// }
/// ```
public struct GridRow: Sendable {
    /// The vertical alignment of the row's cells; `nil` uses the grid's.
    public var alignment: VerticalAlignment?
    /// The row's cells, in order, marked as belonging to this row.
    public var elements: [GridElement]

    /// A row of the cells built by `content`, aligned vertically by `alignment`
    /// (the grid's vertical alignment when `nil`).
    public init(alignment: VerticalAlignment? = nil, @GridBuilder content: () -> GridBuilderResult) {
        self.alignment = alignment
        var elements = content().elements
        for index in elements.indices {
            elements[index].attributes.rowMembership = GridRowMembership(startsRow: index == 0, alignment: alignment)
        }
        self.elements = elements
    }
}

extension GridBuilder {
    /// A ``GridRow``: its cells, marked as one row.
    public static func buildExpression(_ row: GridRow) -> GridBuilderResult {
        GridBuilderResult(elements: row.elements)
    }
}
