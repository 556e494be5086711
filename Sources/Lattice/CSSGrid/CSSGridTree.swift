// A CSSGrid as the engine's tree, and its drawing from the engine's layout.

enum CSSGridTree {
    /// The engine's nodes of `grid`'s items, `style` being the grid's. An item's
    /// leaf reports its content's text baselines when it aligns by them, or when
    /// `reportsBaselines` (the grid is itself baseline-aligned in its parent, and
    /// its baselines are its items').
    static func children(of grid: CSSGrid, style: Style, reportsBaselines: Bool) -> [Node] {
        grid.items.map { item in
            let css = item.attributes.cssItem
            if let nested = item.nestedCSSGrid?.nestedGrid {
                // One element: the nested grid's CSS, then its item CSS, which wins.
                var nestedStyle = nested.declarations.followed(by: css).style
                nestedStyle.display = .grid
                var node = Node(style: nestedStyle)
                node.children = children(of: nested, style: nestedStyle,
                                         reportsBaselines: CSSGrid.alignsByBaseline(nestedStyle, in: style))
                return node
            }
            var leafStyle = css.style
            // An item is a leaf: its content is measured, never laid out as a grid.
            if leafStyle.display == .grid { leafStyle.display = .block }
            let content = item.content
            let baselines: (@Sendable (Size) -> Baselines?)?
            if reportsBaselines || CSSGrid.alignsByBaseline(leafStyle, in: style) {
                baselines = { content.textBaselines(at: $0) }
            } else {
                baselines = nil
            }
            return Node(style: leafStyle, measure: Measure(baselines: baselines) { content.sizeThatFits(ProposedSize($0)) })
        }
    }
}

extension CSSGrid {
    /// The grid's drawing laid out as `layout`, its border box at `frame`: one
    /// ``Drawing/Role/gridItem`` per item at its border box, holding its content's
    /// drawing (a nested grid's from its own layout).
    func drawing(_ layout: NodeLayout, in frame: Rect) -> Drawing {
        var children: [Drawing] = []
        children.reserveCapacity(items.count)
        for (index, item) in items.enumerated() where index < layout.children.count {
            let child = layout.children[index]
            let box = child.frame.offsetBy(dx: frame.x, dy: frame.y)
            let content = item.nestedCSSGrid.map { $0.drawing(child, in: box) } ?? item.content.drawing(in: box)
            children.append(Drawing(role: .gridItem, frame: box, children: [content]))
        }
        return Drawing(role: .grid, frame: frame, children: children)
    }
}
