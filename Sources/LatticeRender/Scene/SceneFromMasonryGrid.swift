import Lattice

extension RenderScene {
    /// The scene of a ``MasonryGrid`` laid out in `size`, with its lanes for the grid overlay.
    ///
    /// ```swift
    /// let scene = RenderScene(MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) { … },
    ///                         in: Size(width: 700, height: 0))
    /// ```
    public init(_ grid: MasonryGrid, in size: Size, title: String? = nil) {
        let result = grid.layout(in: size)
        self.init(drawing: grid.drawing(in: Rect(origin: .zero, size: result.size)), result: result, title: title)
    }
}
