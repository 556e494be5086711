import Lattice

extension RenderScene {
    /// The scene of a ``CSSGrid`` laid out in `size`: its items and its nested
    /// grids' items as boxes, and for the grid overlay the tracks of the grid and of
    /// every nested grid (a subgrid's lie on its parent's) with their items' baselines.
    ///
    /// ```swift
    /// let cards = CSSGrid(columns: "repeat(3, 1fr)", gap: "8px") {
    ///     for title in ["One", "Two", "Three"] {
    ///         CSSGrid("grid-row: span 2", rows: "subgrid") { Text(title); Text("Buy") }
    ///     }
    /// }
    /// let svg = RenderScene(cards, in: Size(width: 300, height: 200)).svg(SVGOptions(showsGrid: true))
    /// ```
    public init(_ grid: CSSGrid, in size: Size, title: String? = nil) {
        let proposal = ProposedSize(size)
        let node = grid.node(for: proposal)
        let layout = node.layout(available: CSSGrid.availableSize(for: proposal))
        self.init(drawing: grid.drawing(in: Rect(x: 0, y: 0, width: size.width, height: size.height)), title: title)
        var overlays: [GridOverlay] = []
        Self.addOverlays(of: node, layout: layout, origin: .zero, containingWidth: nil, to: &overlays)
        grids = overlays
    }

    /// Adds the overlay of the grid `node`, laid out as `layout` with its parent's
    /// border box at `origin`, and those of its nested grids, to `overlays`.
    private static func addOverlays(of node: Node, layout: NodeLayout, origin: Point, containingWidth: Double?,
                                    to overlays: inout [GridOverlay]) {
        guard let columns = layout.columns, let rows = layout.rows else { return }
        let frame = layout.frame.offsetBy(dx: origin.x, dy: origin.y)
        overlays.append(GridOverlay(frame: frame, columns: columns, rows: rows,
                                    baselines: ItemBaseline.items(of: node, layout: layout, containingWidth: containingWidth)))
        let content = ContentBox.of(frame, style: node.style, containingWidth: containingWidth)
        for (child, childLayout) in zip(node.children, layout.children) {
            addOverlays(of: child, layout: childLayout, origin: frame.origin, containingWidth: content.width, to: &overlays)
        }
    }
}
