extension Grid {
    /// The spacing a SwiftUI-style grid uses when none is given: 8 points both
    /// ways (Apple documents only "a default distance appropriate for the platform";
    /// 8 is the iOS value).
    public static let defaultCellSpacing: Double = 8

    /// A grid built SwiftUI's way: its rows are the ``GridRow``s of `content`,
    /// as SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:content:)`.
    ///
    /// ```swift
    /// Grid(alignment: .bottom, horizontalSpacing: 1, verticalSpacing: 1) {
    ///     GridRow { Text("Row 1"); ForEach(0..<2) { _ in Color.red } }
    ///     Divider().gridCellUnsizedAxes(.horizontal)
    ///     GridRow { Text("Row 2"); ForEach(0..<5) { _ in Color.green } }
    /// }
    /// ```
    ///
    /// It is the same ``Grid`` type as the exyte-style grids and returns the same
    /// ``GridLayoutResult`` (frames in declaration order, cells, areas, ids,
    /// warnings, tracks). `Grid { … }` with no argument is this initializer;
    /// write `Grid(tracks: 1) { … }` for exyte's one-track grid.
    ///
    /// ## Rows and columns
    /// - The n-th view of a row is in column n, after the columns its earlier cells
    ///   span (``GridContent/gridCellColumns(_:)``). The grid has as many columns as
    ///   its longest row; shorter rows end in empty cells.
    /// - A view outside any ``GridRow`` is a row of its own that spans every column.
    /// - An empty ``GridRow`` adds no row.
    /// - At most 10,000 columns: a span reaching past them is shortened and a
    ///   cell starting past them is put in the last column (both reported as
    ///   ``GridWarning``s).
    ///
    /// ## Sizes
    /// - A column is as wide as its widest cell and a row as tall as its tallest
    ///   cell (each cell measured at its ideal size; a cell narrower on offer
    ///   wraps, as text does).
    /// - A cell is *flexible* on an axis when it grows without bound when offered
    ///   infinite space there (a ``Color``, a ``Divider``, `frame(maxWidth: .infinity)`).
    ///   Columns (rows) holding a flexible cell share the space the others leave
    ///   equally, so one flexible cell makes the grid take the whole width
    ///   (height) offered. A flexible cell spanning several columns makes each of
    ///   them flexible. Without flexible cells, the grid is as small as its content.
    /// - A cell spanning several columns that needs more than they give widens them
    ///   by equal shares (CSS Grid §12.5, "distribute extra space"): Apple does not
    ///   document this case.
    /// - ``GridContent/gridCellUnsizedAxes(_:)`` removes a cell from sizing on those
    ///   axes; it is offered the final track size there.
    /// - Nested grids report their ideal size when offered infinite space, so they
    ///   are never flexible.
    ///
    /// ## Alignment
    /// Each cell is offered its cell, picks its size, and is aligned in it. On each
    /// axis the most specific alignment wins: the grid's `alignment`, then the
    /// row's (vertical, ``GridRow/init(alignment:content:)``), then the column's
    /// (horizontal, ``GridContent/gridColumnAlignment(_:)``), then the cell's
    /// ``GridContent/gridCellAnchor(_:)``. A cell spanning several columns (and a
    /// view outside rows) ignores column alignments, as Apple's merged cells use
    /// the grid's and row's guides converted to a unit point.
    ///
    /// A text baseline guide (``VerticalAlignment/firstTextBaseline``,
    /// ``VerticalAlignment/lastTextBaseline``, or the grid's
    /// ``Alignment/leadingFirstTextBaseline`` and its kin) lines up the baselines of
    /// the cells of each row that it aligns, as SwiftUI does: the row is as tall as
    /// its cells' largest extent above the shared baseline plus their largest below
    /// it, and a cell without text (a colour, a shape) has its baseline at its
    /// bottom edge. Cells spanning columns take part; a cell with an anchor does
    /// not (an anchor is a unit point, not a guide).
    ///
    /// ```swift
    /// Grid(alignment: .leadingFirstTextBaseline) {
    ///     GridRow {
    ///         Text("Name")                                                    // baseline 12
    ///         Text("Lattice").metrics(TextMetrics(characterWidth: 16, lineHeight: 32))  // baseline 24
    ///     }
    /// }
    /// // The row is 32 tall; "Name" moves down 24 − 12 = 12 points.
    /// ```
    ///
    /// ## How it maps onto CSS Grid
    /// Columns are `auto` (`minmax(auto, 1fr)` when flexible), rows likewise, with
    /// `column-gap`/`row-gap` the spacings. Every cell is placed on explicit lines
    /// (`grid-column: c / span n; grid-row: r`). The container is `fit-content`
    /// wide, or exactly the offered width when a column is flexible (the same on
    /// the vertical axis), and `justify-content`/`align-content` are `start` so
    /// that `auto` tracks are never stretched. Items are sized with
    /// ``ItemSizing/offerCell`` and aligned with `justify-self`/`align-self`
    /// (`start`, `center`, `end`; `baseline` and `last baseline` for the text
    /// baseline guides, whose baseline-sharing groups, CSS Grid §10.6, line the row
    /// up); an anchor between those is applied after the engine's layout from the
    /// cell and the item's size.
    ///
    /// - Parameters:
    ///   - alignment: How cells are aligned in their cells; `.center` by default.
    ///   - horizontalSpacing: The gap between columns; `nil` is 8. Negative and NaN are 0.
    ///   - verticalSpacing: The gap between rows; `nil` is 8. Negative and NaN are 0.
    ///   - content: The rows (``GridRow``) and full-width views, in order.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @GridBuilder content: () -> GridBuilderResult) {
        self.init(items: content().elements, template: .rows,
                  spacing: GridSpacing(horizontal: horizontalSpacing ?? Grid.defaultCellSpacing,
                                       vertical: verticalSpacing ?? Grid.defaultCellSpacing),
                  options: GridOptions(commonItemsAlignment: alignment))
    }

    /// Whether this grid was built from ``GridRow``s
    /// (``init(alignment:horizontalSpacing:verticalSpacing:content:)``).
    public var isBuiltFromRows: Bool {
        if case .rows = template { return true }
        return false
    }
}
