import Lattice

extension RenderScene {
    /// The scene of a `LazyVGrid` laid out in `size`, with its tracks for the grid overlay.
    ///
    /// ```swift
    /// let scene = RenderScene(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { … },
    ///                         in: Size(width: 375, height: 800))
    /// ```
    public init(_ grid: LazyVGrid, in size: Size, title: String? = nil) {
        self.init(drawing: grid.drawing(in: Rect(origin: .zero, size: size)), result: grid.layout(in: size), title: title)
    }

    /// The scene of a `LazyHGrid` laid out in `size`, with its tracks for the grid overlay.
    public init(_ grid: LazyHGrid, in size: Size, title: String? = nil) {
        self.init(drawing: grid.drawing(in: Rect(origin: .zero, size: size)), result: grid.layout(in: size), title: title)
    }

    /// The scene of an `AdaptiveGrid` laid out in `size`, with its tracks for the grid overlay.
    public init(_ grid: AdaptiveGrid, in size: Size, title: String? = nil) {
        self.init(drawing: grid.drawing(in: Rect(origin: .zero, size: size)), result: grid.layout(in: size), title: title)
    }
}
