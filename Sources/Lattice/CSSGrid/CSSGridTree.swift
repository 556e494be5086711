// A CSSGrid as the engine's tree, and its drawing from the engine's layout.

enum CSSGridTree {
    /// The engine's nodes of `grid`'s items: a leaf per item, measured by its
    /// content and reporting its content's text baselines, and a grid node per
    /// nested grid, holding its items'.
    static func children(of grid: CSSGrid) -> [Node] {
        grid.items.map { item in
            let css = item.attributes.cssItem
            if let nested = item.nestedCSSGrid?.nestedGrid {
                // One element: the nested grid's CSS, then its item CSS, which wins.
                var nestedStyle = nested.declarations.followed(by: css).style
                nestedStyle.display = CSSGrid.containerDisplay(nestedStyle.display)
                var node = Node(style: nestedStyle)
                node.children = children(of: nested)
                return node
            }
            var leafStyle = css.style
            // An item is a leaf: its content is measured, never laid out as a grid.
            if leafStyle.display == .grid || leafStyle.display == .gridLanes { leafStyle.display = .block }
            return Node(style: leafStyle, measure: Measure(item.content))
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
