extension Grid {
    /// The grid laid out in `frame`: a ``Drawing/Role/grid`` node with one
    /// ``Drawing/Role/gridItem`` child per item (in item order), each holding
    /// the cell background, the item's content, then the cell overlay.
    ///
    /// ```swift
    /// let drawing = grid.drawing(in: Rect(x: 0, y: 0, width: 300, height: 600))
    /// drawing.children.count // the number of items
    /// ```
    public func drawing(in frame: Rect) -> Drawing {
        let result = layout(in: frame.size)
        var children: [Drawing] = []
        children.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let cell = result.cells[index].offsetBy(dx: frame.x, dy: frame.y)
            var parts: [Drawing] = []
            if let background = item.attributes.cellBackground {
                parts.append(background.drawing(in: cell, role: .cellBackground))
            }
            parts.append(item.content.drawing(in: result.frames[index].offsetBy(dx: frame.x, dy: frame.y)))
            if let overlay = item.attributes.cellOverlay {
                parts.append(overlay.drawing(in: cell, role: .cellOverlay))
            }
            children.append(Drawing(role: .gridItem, frame: cell, children: parts))
        }
        let size = result.size
        return Drawing(role: .grid, frame: Rect(x: frame.x, y: frame.y, width: size.width, height: size.height),
                       children: children)
    }
}
