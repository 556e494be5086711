import Lattice

/// What a renderer draws: boxes in absolute coordinates, back to front, and
/// optionally the tracks of the grids they sit in.
///
/// A scene is made from a layout result, then handed to a renderer:
///
/// ```swift
/// let grid = Grid(tracks: 3) { Color.red; Color.green; Color.blue }
/// let scene = RenderScene(grid, in: Size(width: 300, height: 100))
/// let svg = scene.svg()                 // SVG 1.1 text
/// print(scene.text(columns: 40))        // box drawing for a terminal
/// ```
///
/// Scenes come from the `Lattice` front-ends (``init(_:in:title:)-(Grid,_,_)`` and the
/// other grids'), from a ``GridContent`` drawing (``init(drawing:title:)``) and from a
/// raw engine layout of a ``Node`` tree (``init(node:layout:appearances:title:)``).
public struct RenderScene: Hashable, Sendable {
    /// The size of the drawing; every box lies in `0...size`.
    public var size: Size
    /// The boxes, back to front: containers before the items they hold.
    public var boxes: [RenderBox]
    /// The grid containers' tracks, for a devtools-like grid overlay.
    public var grids: [GridOverlay]
    /// Drawn below the boxes and not part of any box: captions of a composed scene.
    public var decorations: [Drawing]
    /// A title for the whole drawing (SVG `<title>`, HTML heading).
    public var title: String?

    public init(size: Size, boxes: [RenderBox] = [], grids: [GridOverlay] = [],
                decorations: [Drawing] = [], title: String? = nil) {
        self.size = size
        self.boxes = boxes
        self.grids = grids
        self.decorations = decorations
        self.title = title
    }

    /// The number of boxes that are items (containers not counted).
    public var itemCount: Int {
        boxes.reduce(0) { $0 + ($1.kind == .item ? 1 : 0) }
    }

    /// The scene moved by `dx`, `dy`: every box, grid and decoration.
    public func offsetBy(dx: Double, dy: Double) -> RenderScene {
        var moved = self
        moved.boxes = boxes.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.grids = grids.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.decorations = decorations.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}

/// One box of a ``RenderScene``: a grid item or a container, with what to paint in it.
public struct RenderBox: Hashable, Sendable {
    /// What the box stands for.
    public enum Kind: Hashable, Sendable {
        /// A grid item: a leaf, or a nested grid placed in its parent.
        case item
        /// The outermost grid container (not an item of anything).
        case container
    }

    public var kind: Kind
    /// The box in scene coordinates: an item's cell for the `Lattice` front-ends,
    /// the border box for engine layouts.
    public var frame: Rect
    /// A short name: the item's text, its colour's name, or a label given to it.
    public var label: String?
    /// The box's main colour, used by renderers that draw outlines (the terminal).
    public var color: Color?
    /// What to paint, in scene coordinates, back to front (nested items excluded:
    /// they are boxes of their own, later in ``RenderScene/boxes``).
    public var parts: [Drawing]
    /// How many items this box is nested in (0 for top-level items and containers).
    public var depth: Int
    /// The item's identity in its grid (its ``GridItemID``), to find the same
    /// item in another layout (``SceneTransition``); `nil` for containers,
    /// nested items and scenes not made from a grid.
    public var id: String?

    public init(kind: Kind = .item, frame: Rect, label: String? = nil, color: Color? = nil,
                parts: [Drawing] = [], depth: Int = 0, id: String? = nil) {
        self.kind = kind
        self.frame = frame
        self.label = label
        self.color = color
        self.parts = parts
        self.depth = depth
        self.id = id
    }

    /// The box moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> RenderBox {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.parts = parts.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}

/// A grid container's resolved tracks, placed in the scene, and its items'
/// baselines.
///
/// `columns` and `rows` offsets, and the baselines, are relative to ``frame``'s
/// origin (the container's border box), as ``NodeLayout`` gives them.
public struct GridOverlay: Hashable, Sendable {
    /// The container's border box in scene coordinates.
    public var frame: Rect
    public var columns: GridTracks
    public var rows: GridTracks
    /// The baselines of its items that have one or align by one.
    public var baselines: [ItemBaseline]

    public init(frame: Rect, columns: GridTracks, rows: GridTracks, baselines: [ItemBaseline] = []) {
        self.frame = frame
        self.columns = columns
        self.rows = rows
        self.baselines = baselines
    }

    /// The overlay moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> GridOverlay {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        return moved
    }
}
