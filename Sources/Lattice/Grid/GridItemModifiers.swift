/// Content carrying grid item attributes set by a modifier such as
/// ``GridContent/gridSpan(column:row:)``. It sizes and draws as its content.
public struct GridItemModified<Content: GridContent>: GridContent {
    public var content: Content
    public var attributes: GridItemAttributes

    @inlinable
    public init(content: Content, attributes: GridItemAttributes) {
        self.content = content
        self.attributes = attributes
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }
    public func drawing(in frame: Rect) -> Drawing { content.drawing(in: frame) }
    public func textBaselines(at size: Size) -> Baselines? { content.textBaselines(at: size) }
    public var gridItemAttributes: GridItemAttributes {
        // (It sizes as its content: the content's sizing holds for it too.)
        .forwarding(attributes, of: Content.self, to: Self.self)
    }
    public var layoutKey: ContentKey? { content.layoutKey }
}

extension GridContent {
    /// This content with its grid item attributes changed by `change`; the
    /// latest modifier wins, as in exyte. Other front-ends build their item
    /// modifiers on it.
    ///
    /// ```swift
    /// Color.red.gridItemAttributes { $0.span = [2, 1] }
    /// ```
    public func gridItemAttributes(_ change: (inout GridItemAttributes) -> Void) -> GridItemModified<Self> {
        var attributes = gridItemAttributes
        change(&attributes)
        return GridItemModified(content: self, attributes: attributes)
    }

    /// Spans `column` columns and `row` rows (both default to 1, as in exyte:
    /// `.gridSpan(column: 2)` also resets the row span to 1).
    ///
    /// CSS: `grid-column-end: span column; grid-row-end: span row`.
    ///
    /// ```swift
    /// Color.green.gridSpan(column: 2, row: 3)
    /// ```
    public func gridSpan(column: Int = 1, row: Int = 1) -> GridItemModified<Self> {
        gridItemAttributes { $0.span = GridSpan(column: column, row: row) }
    }

    /// Spans `span`: `.gridSpan([2, 1])`.
    public func gridSpan(_ span: GridSpan) -> GridItemModified<Self> {
        gridItemAttributes { $0.span = GridSpan(column: span.column, row: span.row) }
    }

    /// Starts at column `column` and/or row `row`, counted from 0 (both default
    /// to `nil`, auto, as in exyte). See ``GridStart`` for the fallbacks.
    ///
    /// CSS: `grid-column-start: column + 1; grid-row-start: row + 1`.
    ///
    /// ```swift
    /// Color.purple.gridStart(column: 3, row: 0)
    /// ```
    public func gridStart(column: Int? = nil, row: Int? = nil) -> GridItemModified<Self> {
        gridItemAttributes { $0.start = GridStart(column: column, row: row) }
    }

    /// Starts at `start`: `.gridStart([1, nil])`.
    public func gridStart(_ start: GridStart) -> GridItemModified<Self> {
        gridItemAttributes { $0.start = start }
    }

    /// Aligns this item in its cell, overriding the grid's common items alignment.
    ///
    /// CSS: `justify-self`/`align-self` (`leading`/`top` → `start`,
    /// `center` → `center`, `trailing`/`bottom` → `end`, the text baselines →
    /// `baseline`/`last baseline`: the item lines up its baseline with the other
    /// items of its row that align by the same one).
    ///
    /// ```swift
    /// Text("1").gridItemAlignment(.bottomTrailing)
    /// Text("Total").gridItemAlignment(.leadingFirstTextBaseline)
    /// ```
    public func gridItemAlignment(_ alignment: GridAlignment?) -> GridItemModified<Self> {
        gridItemAttributes { $0.alignment = alignment }
    }

    /// Draws `content` behind this item, filling its whole cell; the closure
    /// receives the cell's size. It does not affect layout; its frame is reported
    /// in ``GridLayoutResult/backgrounds``.
    ///
    /// ```swift
    /// Text("7").gridCellBackground { _ in Color.orange }
    /// ```
    public func gridCellBackground<Background: GridContent>(
        content: @escaping @Sendable (Size?) -> Background
    ) -> GridItemModified<Self> {
        gridItemAttributes { $0.cellBackground = GridCellDecoration(content) }
    }

    /// Draws `content` above this item, filling its whole cell; the closure
    /// receives the cell's size. It does not affect layout; its frame is reported
    /// in ``GridLayoutResult/overlays``.
    ///
    /// ```swift
    /// Color.clear.gridCellOverlay { size in Text("\(Int(size?.width ?? 0))") }
    /// ```
    public func gridCellOverlay<Overlay: GridContent>(
        content: @escaping @Sendable (Size?) -> Overlay
    ) -> GridItemModified<Self> {
        gridItemAttributes { $0.cellOverlay = GridCellDecoration(content) }
    }
}
