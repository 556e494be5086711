extension Node {
    /// Lays this node out as a root in `available` space (see the fixtures' SCHEMA.md
    /// "The root"): its width is its fit-content width in `available.width`, its height
    /// its content height, then it is laid out at that definite size.
    ///
    /// ```swift
    /// let layout = node.layout(available: AvailableSize(Size(width: 800, height: 600)))
    /// layout.frame          // the root's border box
    /// layout.children[0]    // the first item's border box, relative to the root
    /// ```
    public func layout(available: AvailableSize) -> NodeLayout {
        NodeLayout(frame: .zero)
    }
}
