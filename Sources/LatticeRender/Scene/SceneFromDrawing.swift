import Lattice

extension RenderScene {
    /// The scene of a `Lattice` grid laid out in `size`, with its tracks for the grid overlay.
    ///
    /// ```swift
    /// let grid = Grid(tracks: 4, spacing: 12) { Color.orange; Color.gray }
    /// let scene = RenderScene(grid, in: Size(width: 300, height: 100))
    /// scene.itemCount // 2
    /// ```
    public init(_ grid: Grid, in size: Size, title: String? = nil) {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let result = grid.layout(in: size)
        self.init(drawing: grid.drawing(in: frame), result: result, title: title)
        // The overlay's baselines: those of the items with text.
        if !grids.isEmpty {
            grids[0].baselines = zip(grid.items, result.frames).compactMap { item, frame in
                item.content.textBaselines(at: frame.size).map {
                    ItemBaseline(x: frame.x, y: frame.y + $0.first, width: frame.width, isSynthesized: false)
                }
            }
        }
    }

    /// The scene of a grid's drawing at the origin, with the tracks of its layout
    /// `result` for the grid overlay and its items' ids.
    ///
    /// ```swift
    /// let size = Size(width: 300, height: 200)
    /// let scene = RenderScene(drawing: grid.drawing(in: Rect(origin: .zero, size: size)),
    ///                         result: grid.layout(in: size))
    /// ```
    public init(drawing: Drawing, result: GridLayoutResult, title: String? = nil) {
        self.init(drawing: drawing, title: title)
        // The grid's items are its top-level item boxes, in order.
        var ids = result.ids.makeIterator()
        for index in boxes.indices where boxes[index].kind == .item && boxes[index].depth == 0 {
            boxes[index].id = ids.next()?.description
        }
        if let columns = result.columns, let rows = result.rows {
            grids = [GridOverlay(frame: Rect(origin: drawing.frame.origin, size: result.size),
                                 columns: columns, rows: rows)]
        }
    }

    /// The scene of any content drawn in a frame of `size` at the origin
    /// (the grids of `Lattice`, or a single piece of content).
    ///
    /// ```swift
    /// let scene = RenderScene(Color.red.overlay(Text("Hi")), in: Size(width: 80, height: 40))
    /// ```
    public init<Content: GridContent>(_ content: Content, in size: Size, title: String? = nil) {
        self.init(drawing: content.drawing(in: Rect(x: 0, y: 0, width: size.width, height: size.height)),
                  title: title)
    }

    /// The scene of a drawing: every ``Drawing/Role/gridItem`` becomes an item box
    /// holding what is drawn in it; the outermost ``Drawing/Role/grid`` becomes the
    /// container. A drawing with no grid at its root is one item.
    ///
    /// The size is the drawing's frame, grown to hold every box.
    public init(drawing: Drawing, title: String? = nil) {
        var builder = DrawingSceneBuilder()
        switch drawing.role {
        case .grid:
            builder.boxes.append(RenderBox(kind: .container, frame: drawing.frame))
            builder.add(drawing, to: 0, nestedIn: -1)
        case .gridItem:
            builder.add(drawing, to: nil, nestedIn: -1)
        default:
            builder.boxes.append(RenderBox(kind: .item, frame: drawing.frame))
            builder.add(drawing, to: 0, nestedIn: 0)
        }
        let boxes = builder.boxes.map(DrawingSceneBuilder.named)
        var maxX = drawing.frame.maxX
        var maxY = drawing.frame.maxY
        for box in boxes {
            maxX = Swift.max(maxX, box.frame.maxX)
            maxY = Swift.max(maxY, box.frame.maxY)
        }
        self.init(size: Size(width: Swift.max(0, maxX), height: Swift.max(0, maxY)), boxes: boxes, title: title)
    }
}

/// Splits a drawing tree into boxes, one per grid item.
private struct DrawingSceneBuilder {
    var boxes: [RenderBox] = []

    /// Adds `node` and its descendants to the box at `box`; `depth` is the depth of
    /// the item that box is (−1 outside any item).
    mutating func add(_ node: Drawing, to box: Int?, nestedIn depth: Int) {
        var box = box
        var depth = depth
        if node.role == .gridItem {
            depth += 1
            boxes.append(RenderBox(kind: .item, frame: node.frame, depth: depth))
            box = boxes.count - 1
        } else if let box, node.fill != nil || node.text != nil {
            var part = node
            part.children = []
            boxes[box].parts.append(part)
        }
        for child in node.children {
            add(child, to: box, nestedIn: depth)
        }
    }

    /// The box with its label and colour taken from what it draws: the first
    /// text, else the first visible fill's colour name.
    static func named(_ box: RenderBox) -> RenderBox {
        var box = box
        let fills = box.parts.compactMap { part -> Color? in
            guard let fill = part.fill, fill.opacity > 0 else { return nil }
            return fill
        }
        box.color = fills.first
        if let text = box.parts.first(where: { $0.text != nil })?.text {
            box.label = text.string
        } else {
            box.label = fills.first?.description
        }
        return box
    }
}
