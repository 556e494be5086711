import Lattice

/// Two layouts of the same items, to draw as one animation: every item moves
/// and resizes from its frame in ``from`` to its frame in ``to``, matched by
/// id (``RenderBox/id``, a grid item's ``GridItemID``); an item only in ``to``
/// fades in, one only in ``from`` fades out.
///
/// The SVG (``svg(_:)``) animates with SMIL `<animate>` elements, which browsers
/// play in an `<img>` too; a renderer without SMIL shows the first layout.
///
/// ```swift
/// let rows = Grid(0..<15, tracks: 5, flow: .rows) { Color.orange.overlay(Text("\($0)")) }
///     .gridAnimation(.easeInOut(duration: 0.6))
/// let transition = SceneTransition(from: rows, to: rows.gridFlow(.columns), in: Size(width: 300, height: 190))
/// try transition.svg().write(toFile: "flow.svg", atomically: true, encoding: .utf8)
/// ```
public struct SceneTransition: Hashable, Sendable {
    /// The first layout.
    public var from: RenderScene
    /// The last layout.
    public var to: RenderScene
    /// The duration, curve and delay of the move.
    public var animation: Animation
    /// Whether the move plays forth and back forever, holding each layout for
    /// ``pause`` seconds (as a gallery shows it), or once.
    public var repeats: Bool
    /// How long each layout is held when repeating, in seconds.
    public var pause: Double

    public init(from: RenderScene, to: RenderScene, animation: Animation = .default, repeats: Bool = false,
                pause: Double = 1) {
        self.from = from
        self.to = to
        self.animation = animation
        self.repeats = repeats
        self.pause = pause.isFinite ? Swift.max(0, pause) : 0
    }

    /// The move between two layouts of a grid's items, both in `size`, with the
    /// animation the last grid records (``Grid/gridAnimation(_:)``), else the
    /// first's, else `.default`.
    public init(from first: Grid, to last: Grid, in size: Size, repeats: Bool = false, pause: Double = 1) {
        self.init(from: RenderScene(first, in: size), to: RenderScene(last, in: size),
                  animation: last.animation ?? first.animation ?? .default, repeats: repeats, pause: pause)
    }

    /// The animation as an SVG 1.1 document.
    public func svg(_ options: SVGOptions = SVGOptions()) -> String {
        SVGRenderer(options: options).render(self)
    }
}
