// A CSSGrid item that is a grid of its parent's engine tree, not measured content.

/// Content that is a ``CSSGrid`` as an item of another: the grid itself, with item
/// modifiers, or with a background or overlay drawn in its box (they do not
/// change its layout).
protocol NestedCSSGrid: GridContent {
    /// The grid.
    var nestedGrid: CSSGrid { get }
    /// The grid's drawing laid out as `layout`, its border box at `frame`.
    func drawing(_ layout: NodeLayout, in frame: Rect) -> Drawing
}

extension CSSGrid: NestedCSSGrid {
    var nestedGrid: CSSGrid { self }
}

extension GridItemModified: NestedCSSGrid where Content: NestedCSSGrid {
    var nestedGrid: CSSGrid { content.nestedGrid }

    func drawing(_ layout: NodeLayout, in frame: Rect) -> Drawing {
        content.drawing(layout, in: frame)
    }
}

extension Layered: NestedCSSGrid where Base: NestedCSSGrid {
    var nestedGrid: CSSGrid { base.nestedGrid }

    func drawing(_ layout: NodeLayout, in frame: Rect) -> Drawing {
        drawing(in: frame, base: base.drawing(layout, in: frame))
    }
}

extension GridElement {
    /// The item's content as a nested grid, when it is one.
    var nestedCSSGrid: (any NestedCSSGrid)? {
        content.base as? any NestedCSSGrid
    }
}
