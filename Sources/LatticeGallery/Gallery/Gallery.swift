import LatticeRender

/// One picture of the built-in gallery: a classic grid, built with one of
/// Lattice's APIs and laid out by the engine.
///
/// ```swift
/// for example in Gallery.examples {
///     let svg = example.scene().svg(SVGOptions(showsGrid: true))
///     // write "\(example.name).svg"
/// }
/// ```
public struct GalleryExample: Sendable {
    /// The API an example is written with.
    public enum API: String, Hashable, Sendable, CaseIterable {
        case exyte = "exyte-style Grid"
        case apple = "Apple-style Grid"
        case adaptive = "AdaptiveGrid"
        case lazy = "LazyVGrid"
        case cssGrid = "CSSGrid"
        case masonry = "MasonryGrid"
        case css = "CSS engine"
    }

    /// A file-name-safe identifier, e.g. `calculator`.
    public var name: String
    /// A title, e.g. `Calculator`.
    public var title: String
    /// One sentence on what it shows.
    public var summary: String
    public var api: API
    /// The number of grid items in all its panels, counted from the grids
    /// themselves (not from the scene).
    public var itemCount: Int
    /// The CSS document, for examples written directly in CSS (to export as HTML).
    public var document: StyledDocument?
    private let makeScene: @Sendable () -> RenderScene
    private let makeTransition: (@Sendable () -> SceneTransition)?

    public init(name: String, title: String, summary: String, api: API, itemCount: Int,
                document: StyledDocument? = nil, scene: @escaping @Sendable () -> RenderScene) {
        self.name = name
        self.title = title
        self.summary = summary
        self.api = api
        self.itemCount = itemCount
        self.document = document
        self.makeScene = scene
        self.makeTransition = nil
    }

    /// An animated example: the move between two layouts of the same items.
    /// Its ``scene()`` is the first layout.
    public init(name: String, title: String, summary: String, api: API, itemCount: Int,
                transition: @escaping @Sendable () -> SceneTransition) {
        self.name = name
        self.title = title
        self.summary = summary
        self.api = api
        self.itemCount = itemCount
        self.document = nil
        self.makeScene = { transition().from }
        self.makeTransition = transition
    }

    /// Whether the example's SVG is animated.
    public var isAnimated: Bool { makeTransition != nil }

    /// Lays the example out and returns what to draw.
    public func scene() -> RenderScene {
        var scene = makeScene()
        scene.title = title
        return scene
    }

    /// The example as an SVG document: animated for an animated example.
    ///
    /// ```swift
    /// let svg = Gallery.example(named: "flow-animation")?.svg(SVGOptions())
    /// ```
    public func svg(_ options: SVGOptions) -> String {
        guard let makeTransition else { return scene().svg(options) }
        var transition = makeTransition()
        transition.to.title = title
        return transition.svg(options)
    }
}

/// The built-in gallery: exyte/Grid's example screens, SwiftUI's Grid, AdaptiveGrid
/// and LazyVGrid classics, masonries (MasonryGrid) and CSS page layouts. `lattice demo` renders it.
///
/// ```swift
/// let calculator = RenderScene(Gallery.calculator, in: Gallery.calculatorSize)
/// print(calculator.text(columns: 50))
/// ```
public enum Gallery {
    /// Every example, in the order the demo shows them.
    public static var examples: [GalleryExample] {
        exyteExamples + appleExamples + level2Examples + masonryExamples + cssExamples
    }

    /// The example called `name`, if any.
    public static func example(named name: String) -> GalleryExample? {
        examples.first { $0.name == name }
    }
}

/// One panel of an example: its caption, its number of items (counted from the
/// grid itself) and how to lay it out.
typealias GalleryPanel = (caption: String, count: Int, scene: @Sendable () -> RenderScene)

/// An example made of panels shown side by side, `perRow` to a row.
func sceneExample(_ name: String, _ title: String, api: GalleryExample.API, _ summary: String,
                  perRow: Int = 2, _ panels: [GalleryPanel]) -> GalleryExample {
    let count = panels.reduce(0) { $0 + $1.count }
    return GalleryExample(name: name, title: title, summary: summary, api: api, itemCount: count) {
        if panels.count == 1 { return panels[0].scene() }
        return RenderScene.panels(panels.map { RenderPanel($0.caption, $0.scene()) }, perRow: perRow)
    }
}

/// An example made of exyte-style grids laid out in the sizes given.
func gridExample(_ name: String, _ title: String, _ summary: String, api: GalleryExample.API = .exyte,
                 perRow: Int = 2, _ panels: [(caption: String, grid: Grid, size: Size)]) -> GalleryExample {
    sceneExample(name, title, api: api, summary, perRow: perRow, panels.map { panel in
        (panel.caption, panel.grid.items.count, { RenderScene(panel.grid, in: panel.size) })
    })
}

/// The first `length` characters of a Lorem ipsum text (exyte's `placeholderText`).
func lorem(_ length: Int) -> String {
    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt "
        + "ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco "
        + "laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in "
        + "voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat "
        + "non proident, sunt in culpa qui officia deserunt mollit anim id est laborum."
    return String(text.prefix(Swift.max(0, length)))
}
