/// A grid of items laid out with CSS Grid, with exyte/Grid's API.
///
/// ```swift
/// let grid = Grid(tracks: [.pt(50), .fr(1), .fr(2)]) {
///     Color.red; Color.orange; Color.yellow
///     Color.green; Color.blue; Color.purple
/// }
/// let result = grid.layout(in: Size(width: 300, height: 600))
/// result.frames[1] // x 55, y 0, 80 × 297.5
/// ```
///
/// ## How it maps onto CSS Grid
/// - The `tracks` are the fixed tracks: columns when the flow is ``GridFlow/rows``
///   (`grid-template-columns`), rows when it is ``GridFlow/columns``. See
///   ``GridTrack`` for each size. The other axis grows: its tracks are implicit,
///   sized `minmax(0, 1fr)` in ``GridContentMode/fill`` mode and `max-content`
///   in ``GridContentMode/scroll`` mode (or as ``gridAutoTracks(_:)`` says).
/// - `spacing` is `column-gap`/`row-gap`: gaps between tracks only.
/// - Items are placed by exyte's rules (see ``GridStart``): items with both
///   starts first, then items with one start (fixed axis first), then the
///   rest in order, sparse or dense. The resulting positions are given to the
///   engine as explicit `grid-column`/`grid-row` lines.
/// - Items are sized SwiftUI-style: each is offered its cell (the spanned tracks
///   and the gaps between them), chooses its size, and is aligned in the cell by
///   its ``GridContent/gridItemAlignment(_:)``, else the grid's common items
///   alignment, else `.center` (`justify-self`/`align-self`). A text baseline
///   alignment (``Alignment/leadingFirstTextBaseline``, …) lines up the baselines
///   of the items of each row that use it (`align-self: baseline`).
/// - The content alignment (default `.center`) places the tracks in a larger
///   container (`justify-content`/`align-content`).
///
/// A grid is itself ``GridContent``: grids nest, and a nested grid is offered
/// its cell like any item. Its size for a proposal is its layout's ``GridLayoutResult/size``.
public struct Grid: GridContent {
    /// The items, in declaration order after flattening groups, data and branches.
    public internal(set) var items: [GridElement] {
        didSet {
            ids = GridElement.ids(of: items)
            keptItemNodes = KeptItemNodes()
        }
    }
    /// Each item's identity: its id from data, else its position (kept with the items:
    /// every layout's result shares it).
    public private(set) var ids: [GridItemID]
    /// The fixed tracks (exyte's `tracks`), or explicit column and row templates.
    var template: GridTemplate
    /// The gaps between tracks.
    public internal(set) var spacing: GridSpacing
    /// Options given to the initializer.
    var initializerOptions: GridOptions
    /// Options given by container modifiers.
    var modifierOptions = GridOptions()
    /// Sizes of the growing tracks; `nil` uses the content mode's.
    var autoTracks: [GridTrack]?
    /// How renderers animate the items between two layouts (``gridAnimation(_:)``).
    public internal(set) var animation: Animation?
    /// The engine's leaves for the items, from the last layout (see ``KeptItemNodes``).
    private var keptItemNodes = KeptItemNodes<GridItemNodes.Key, GridItemNodes>()

    init(items: [GridElement], template: GridTemplate, spacing: GridSpacing, options: GridOptions) {
        self.items = items
        ids = GridElement.ids(of: items)
        self.template = template
        self.spacing = spacing
        self.initializerOptions = options
    }

    /// The options in force: the initializer's, else the modifiers', else the defaults.
    public var options: ResolvedGridOptions {
        ResolvedGridOptions(initializerOptions.merged(over: modifierOptions))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(proposal: proposal).size
    }

    /// Where the items' leaves are kept between layouts: nowhere in
    /// ``GridCacheMode/noCache`` mode, where every layout measures its items anew.
    func keptNodes(_ options: ResolvedGridOptions) -> KeptItemNodes<GridItemNodes.Key, GridItemNodes>? {
        options.cache == .inMemoryCache ? keptItemNodes : nil
    }
}

/// Where a grid's tracks come from.
enum GridTemplate: Hashable, Sendable {
    /// exyte's `tracks`: the fixed axis follows the flow.
    case fixed([GridTrack])
    /// Explicit columns and rows; the flow picks which one is fixed, the other
    /// sizes the first growing tracks.
    case explicit(columns: [GridTrack], rows: [GridTrack])
    /// SwiftUI's rows: the tracks come from the ``GridRow``s (see AppleGrid/).
    case rows

    /// The fixed tracks and the explicit growing tracks under `flow`.
    func tracks(for flow: GridFlow) -> (fixed: [GridTrack], growing: [GridTrack]) {
        switch self {
        case .fixed(let tracks): return (tracks, [])
        case .explicit(let columns, let rows): return flow == .rows ? (columns, rows) : (rows, columns)
        case .rows: return ([], [])
        }
    }
}
