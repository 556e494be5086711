// Item placement in a CSSGrid, as CSS text, stored with the item's attributes.

/// An item's CSS in a ``CSSGrid``: its declaration block, area, column and row.
enum CSSItemKey: GridItemAttributeKey {
    static let defaultValue = CSSDeclarations()
}

extension GridItemAttributes {
    /// The item's CSS in a ``CSSGrid`` (``GridContent/gridItemStyle(_:)``,
    /// ``GridContent/gridArea(_:)``, ``GridContent/gridColumn(_:)``, ``GridContent/gridRow(_:)``).
    public var cssItem: CSSDeclarations {
        get { self[CSSItemKey.self] }
        set { self[CSSItemKey.self] = newValue }
    }

    /// The item's CSS with its block or one of its placements replaced.
    fileprivate mutating func changeCSSItem(style: String? = nil, area: String? = nil, column: String? = nil,
                                            row: String? = nil) {
        let old = cssItem
        cssItem = .item(style: style ?? old.block, area: area ?? old.value(of: "grid-area"),
                        column: column ?? old.value(of: "grid-column"), row: row ?? old.value(of: "grid-row"))
    }
}

extension GridContent {
    /// Places this content in a ``CSSGrid`` by CSS `grid-area`: a named area of
    /// `grid-template-areas`, or `row-start / column-start / row-end / column-end`.
    ///
    /// ```swift
    /// CSSGrid(columns: "160px 1fr", areas: "'sidebar main'") {
    ///     Color.gray.gridArea("sidebar")
    ///     Text("Lorem ipsum").gridArea("main")
    /// }
    /// ```
    public func gridArea(_ area: String) -> GridItemModified<Self> {
        gridItemAttributes { $0.changeCSSItem(area: area) }
    }

    /// Places this content in a ``CSSGrid``'s columns by CSS `grid-column`:
    /// `"2"`, `"2 / 4"`, `"2 / span 3"`, `"span 2"`, `"1 / -1"`, line names.
    /// It wins over the columns of ``gridArea(_:)``.
    ///
    /// ```swift
    /// Color.blue.gridColumn("1 / -1")
    /// ```
    public func gridColumn(_ column: String) -> GridItemModified<Self> {
        gridItemAttributes { $0.changeCSSItem(column: column) }
    }

    /// Places this content in a ``CSSGrid``'s rows by CSS `grid-row`. It wins over
    /// the rows of ``gridArea(_:)``.
    ///
    /// ```swift
    /// Color.green.gridRow("span 2")
    /// ```
    public func gridRow(_ row: String) -> GridItemModified<Self> {
        gridItemAttributes { $0.changeCSSItem(row: row) }
    }

    /// Any CSS for this content as an item of a ``CSSGrid``: `justify-self`,
    /// `align-self`, `width`, `min-height`, `margin`, `order`, placement…
    /// ``gridArea(_:)``, ``gridColumn(_:)`` and ``gridRow(_:)`` win over the same
    /// properties here. Invalid declarations are dropped (see ``CSSDeclarations``).
    ///
    /// ```swift
    /// Text("Total").gridItemStyle("justify-self: end; align-self: baseline; margin: 4px")
    /// ```
    public func gridItemStyle(_ css: String) -> GridItemModified<Self> {
        gridItemAttributes { $0.changeCSSItem(style: css) }
    }
}
