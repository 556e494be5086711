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
        layout(in: frame.size).drawing(of: items, in: frame)
    }
}
