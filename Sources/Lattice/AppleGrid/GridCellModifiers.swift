// SwiftUI's grid cell modifiers. They only affect a ``Grid`` built from
// ``GridRow``s (`Grid(alignment:horizontalSpacing:verticalSpacing:content:)`);
// other grids ignore them.

extension GridContent {
    /// Makes this cell of a ``GridRow`` span `count` columns, as SwiftUI's
    /// `gridCellColumns(_:)`. Counts below 1 are 1; above 10,000 the span is
    /// clamped to the grid's column limit (see ``Grid/init(alignment:horizontalSpacing:verticalSpacing:content:)``).
    ///
    /// A spanning cell is aligned by anchor: the grid's (or row's) alignment
    /// as a unit point of the merged cell, or its ``gridCellAnchor(_:)``.
    ///
    /// ```swift
    /// GridRow {
    ///     Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
    ///     Text("Use fixed-width font for new documents").gridCellColumns(2)
    /// }
    /// ```
    public func gridCellColumns(_ count: Int) -> GridItemModified<Self> {
        gridItemAttributes { $0.cellColumns = count }
    }

    /// Sets the horizontal alignment of every cell of this cell's column, as
    /// SwiftUI's `gridColumnAlignment(_:)`. Set it on one cell per column; when
    /// several cells of a column set it, the first one in declaration order wins.
    /// On a cell spanning several columns it sets the alignment of its first column.
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Regular font:").gridColumnAlignment(.trailing)
    ///     Text("Helvetica 12")
    /// }
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> GridItemModified<Self> {
        gridItemAttributes { $0.columnAlignment = guide }
    }

    /// Aligns this cell's content with its cell by `anchor`, as SwiftUI's
    /// `gridCellAnchor(_:)`: the point `anchor` of the content sits on the point
    /// `anchor` of the cell, so `x = cell.x + (cell.width − width) × anchor.x`.
    /// It overrides the grid, row and column alignments. A NaN coordinate is 0.
    /// An anchor is a unit point, not a guide: a cell with one takes no part in its
    /// row's text baseline alignment (``VerticalAlignment/firstTextBaseline``).
    ///
    /// ```swift
    /// Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
    /// ```
    public func gridCellAnchor(_ anchor: UnitPoint) -> GridItemModified<Self> {
        gridItemAttributes {
            $0.cellAnchor = UnitPoint(x: anchor.x.isNaN ? 0 : anchor.x, y: anchor.y.isNaN ? 0 : anchor.y)
        }
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row
    /// (`.vertical`), as SwiftUI's `gridCellUnsizedAxes(_:)`: on those axes the
    /// cell contributes nothing to its track and does not make it flexible, and
    /// it is offered the track's final size. An empty cell is
    /// `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])`; a divider
    /// that must not widen the grid is `Divider().gridCellUnsizedAxes(.horizontal)`.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Hello"); Text("World") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)
    /// }
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> GridItemModified<Self> {
        gridItemAttributes { $0.cellUnsizedAxes = axes }
    }
}
