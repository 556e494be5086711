#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.VerticalAlignment
import struct SwiftUI.Alignment
import enum SwiftUI.Axis
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.VerticalAlignment
import struct SwiftUIStandIn.Alignment
import enum SwiftUIStandIn.Axis
#endif
import Lattice

/// The exyte-style grid as a SwiftUI `Layout`: use it directly, in an
/// `AnyLayout`, or through ``LatticeGrid``.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(LatticeGridLayout(tracks: 2)) : AnyLayout(LatticeGridLayout(tracks: 4))
/// layout {
///     ForEach(items) { ItemView($0).gridSpan(column: $0.isWide ? 2 : 1) }
/// }
/// ```
///
/// Its subviews are laid out exactly as `Lattice`'s `Grid` lays out content of
/// the same sizes: exyte's placement, then the CSS engine. Each subview is
/// measured with `sizeThatFits` (an unspecified proposal for a `.fit` track's
/// ideal size, `0` for a minimum, a number for its cell) and placed at its
/// frame, proposed the size it chose. See ``LatticeGrid`` for the options.
public struct LatticeGridLayout: Layout, Hashable {
    public typealias Cache = LatticeLayoutCache

    enum Template: Hashable, Sendable {
        case tracks([GridTrack])
        case explicit(columns: [GridTrack], rows: [GridTrack])
    }

    struct Options: Hashable, Sendable {
        var contentMode: GridContentMode?
        var flow: GridFlow?
        var packing: GridPacking?
        var commonItemsAlignment: Lattice.Alignment?
        var contentAlignment: Lattice.Alignment?
        var cache: GridCacheMode?
        var spacingStyle: GridSpacingStyle?
        var fitSizing: GridFitSizing?

        /// `self` where set, else `fallback`.
        func merged(over fallback: Options) -> Options {
            Options(contentMode: contentMode ?? fallback.contentMode, flow: flow ?? fallback.flow,
                    packing: packing ?? fallback.packing,
                    commonItemsAlignment: commonItemsAlignment ?? fallback.commonItemsAlignment,
                    contentAlignment: contentAlignment ?? fallback.contentAlignment, cache: cache ?? fallback.cache,
                    spacingStyle: spacingStyle ?? fallback.spacingStyle, fitSizing: fitSizing ?? fallback.fitSizing)
        }
    }

    var template: Template
    /// The gaps between tracks: CSS `column-gap` and `row-gap`, never around the grid.
    public var spacing: GridSpacing
    var initializerOptions: Options
    var modifierOptions = Options()
    var autoTracks: [GridTrack]?
    /// Where placement warnings go (`onGridWarnings`), besides debug builds' runtime warnings.
    var warningsAction: GridWarningsAction?

    /// A layout of `tracks` fixed tracks (columns in the rows flow); exyte/Grid's
    /// parameters and defaults. An option given here wins over the same container modifier.
    public init(tracks: [GridTrack] = 1, contentMode: GridContentMode? = nil, flow: GridFlow? = nil,
                packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil) {
        template = .tracks(tracks)
        self.spacing = spacing
        initializerOptions = Options(contentMode: contentMode, flow: flow, packing: packing,
                                     commonItemsAlignment: commonItemsAlignment.map(Bridge.alignment),
                                     contentAlignment: contentAlignment.map(Bridge.alignment), cache: cache)
    }

    /// A layout of `tracks` flexible tracks (`.fr(1)` each).
    public init(tracks: Int, contentMode: GridContentMode? = nil, flow: GridFlow? = nil,
                packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil) {
        self.init(tracks: [GridTrack](integerLiteral: tracks), contentMode: contentMode, flow: flow,
                  packing: packing, spacing: spacing, commonItemsAlignment: commonItemsAlignment,
                  contentAlignment: contentAlignment, cache: cache)
    }

    /// Beyond exyte: separate column and row templates. The flow picks the fixed
    /// axis; the other template sizes the first growing tracks.
    public init(columns: [GridTrack], rows: [GridTrack] = [], contentMode: GridContentMode? = nil,
                flow: GridFlow? = nil, packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil) {
        self.init(tracks: [], contentMode: contentMode, flow: flow, packing: packing, spacing: spacing,
                  commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment, cache: cache)
        template = .explicit(columns: columns, rows: rows)
    }

    /// The Lattice grid these options describe, over `elements`.
    func grid(_ elements: [GridElement]) -> Lattice.Grid {
        let options = initializerOptions
        var grid: Lattice.Grid
        switch template {
        case .tracks(let tracks):
            grid = Lattice.Grid(tracks: tracks, contentMode: options.contentMode, flow: options.flow,
                                packing: options.packing, spacing: spacing,
                                commonItemsAlignment: options.commonItemsAlignment,
                                contentAlignment: options.contentAlignment, cache: options.cache) {
                Lattice.GridGroup(elements: elements)
            }
        case .explicit(let columns, let rows):
            grid = Lattice.Grid(columns: columns, rows: rows, contentMode: options.contentMode, flow: options.flow,
                                packing: options.packing, spacing: spacing,
                                commonItemsAlignment: options.commonItemsAlignment,
                                contentAlignment: options.contentAlignment, cache: options.cache) {
                Lattice.GridGroup(elements: elements)
            }
        }
        let modifiers = modifierOptions
        if let value = modifiers.contentMode { grid = grid.gridContentMode(value) }
        if let value = modifiers.flow { grid = grid.gridFlow(value) }
        if let value = modifiers.packing { grid = grid.gridPacking(value) }
        if let value = modifiers.commonItemsAlignment { grid = grid.gridCommonItemsAlignment(value) }
        if let value = modifiers.contentAlignment { grid = grid.gridContentAlignment(value) }
        if let value = modifiers.cache { grid = grid.gridCache(value) }
        if let value = modifiers.spacingStyle { grid = grid.gridSpacingStyle(value) }
        if let value = modifiers.fitSizing { grid = grid.gridFitSizing(value) }
        if let autoTracks { grid = grid.gridAutoTracks(autoTracks) }
        return grid
    }

    /// The cache mode in force: the initializer's, else the modifier's, else in-memory.
    var cacheMode: GridCacheMode {
        initializerOptions.cache ?? modifierOptions.cache ?? .inMemoryCache
    }

    /// The content mode in force: the initializer's, else the modifier's, else `.fill`.
    var contentMode: GridContentMode {
        initializerOptions.contentMode ?? modifierOptions.contentMode ?? .fill
    }

    /// The flow in force: the initializer's, else the modifier's, else `.rows`.
    var flow: GridFlow {
        initializerOptions.flow ?? modifierOptions.flow ?? .rows
    }

    /// The axis a grid in scroll mode grows and scrolls along; `nil` in fill mode.
    var scrollAxis: Axis.Set? {
        contentMode == .scroll ? (flow == .rows ? .vertical : .horizontal) : nil
    }

    /// This layout with the options `environment` sets where neither the
    /// initializer nor the layout's own modifiers set them.
    func inheriting(_ environment: GridEnvironment) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions = modifierOptions.merged(over: environment.options)
        layout.autoTracks = autoTracks ?? environment.autoTracks
        layout.warningsAction = warningsAction ?? environment.warningsAction
        return layout
    }

    /// The grid's layout for `proposal`, computed by Lattice.
    func computeLayout(_ proposal: ProposedSize, subviews: LayoutSubviews, plan: SubviewPlan,
                       kept: KeptSubviewGrid) -> ComputedLayout {
        switch kept.grid(subviews, make: { items(plan, $0) }) {
        case .automatic(let items): ComputedLayout(items.layout(proposal: proposal))
        case .elements(let grid): ComputedLayout(grid.layout(proposal: proposal))
        }
    }

    /// The Lattice grid of the items of `plan` (the subviews in `shared`): straight
    /// from the subviews when none sets an attribute and the grid places them as
    /// the engine does, else a grid of their elements.
    func items(_ plan: SubviewPlan, _ shared: SubviewContent.Subviews) -> LatticeGridItems {
        if plan.itemsSetNoAttributes(shared.subviews),
           let items = AutomaticGridItems(grid: grid([]), count: plan.items.count,
                                          content: { SubviewContent(shared, index: plan.items[$0]) }) {
            return .automatic(items)
        }
        return .elements(grid(plan.elements(shared)))
    }

    public func makeCache(subviews: Subviews) -> LatticeLayoutCache {
        LatticeLayoutCache(plan: SubviewPlan(subviews), keepsLayouts: cacheMode == .inMemoryCache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LatticeLayoutCache) -> CGSize {
        let (plan, kept) = (cache.plan, cache.kept)
        let layout = cache.layout(for: proposal) { computeLayout($0, subviews: subviews, plan: plan, kept: kept) }
        return Bridge.size(layout.size)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LatticeLayoutCache) {
        let (plan, kept) = (cache.plan, cache.kept)
        let computed = cache.place(in: bounds, proposal: proposal, subviews: subviews) {
            computeLayout($0, subviews: subviews, plan: plan, kept: kept)
        }
        cache.report(computed.warnings, to: warningsAction)
    }

    /// The grid's first or last text baseline: its top row's leading item's (see
    /// ``LatticeLayoutCache``), so that a stack aligned by `.firstTextBaseline` lines
    /// the grid up with its neighbours' text.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout LatticeLayoutCache) -> CGFloat? {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.textBaseline(of: guide, in: bounds, proposal: proposal, subviews: subviews) {
            computeLayout($0, subviews: subviews, plan: plan, kept: kept)
        }
    }
}

// Container modifiers of the layout. A value given to the initializer wins, as in exyte.
extension LatticeGridLayout {
    /// Sets the content mode unless the initializer did.
    public func gridContentMode(_ contentMode: GridContentMode) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.contentMode = contentMode
        return layout
    }

    /// Sets the flow unless the initializer did.
    public func gridFlow(_ flow: GridFlow) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.flow = flow
        return layout
    }

    /// Sets the packing unless the initializer did.
    public func gridPacking(_ packing: GridPacking) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.packing = packing
        return layout
    }

    /// Sets the alignment of items without a `gridItemAlignment` unless the initializer did.
    public func gridCommonItemsAlignment(_ alignment: GridAlignment) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.commonItemsAlignment = Bridge.alignment(alignment)
        return layout
    }

    /// Sets where the tracks sit in a larger grid unless the initializer did.
    public func gridContentAlignment(_ alignment: GridAlignment) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.contentAlignment = Bridge.alignment(alignment)
        return layout
    }

    /// Sets the cache mode unless the initializer did.
    public func gridCache(_ cache: GridCacheMode) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.cache = cache
        return layout
    }

    /// Sets the cache mode unless the initializer did (exyte's README's name for ``gridCache(_:)``).
    public func gridCaching(_ cache: GridCacheMode) -> LatticeGridLayout {
        gridCache(cache)
    }

    /// Where the spacing goes: between the tracks (the default) or around every
    /// item as exyte did. See `Lattice`'s ``GridSpacingStyle``.
    public func gridSpacingStyle(_ style: GridSpacingStyle) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.spacingStyle = style
        return layout
    }

    /// How `.fit` tracks measure their items: by their ideal size (the default)
    /// or offered the grid's size, as exyte did. See `Lattice`'s ``GridFitSizing``.
    public func gridFitSizing(_ sizing: GridFitSizing) -> LatticeGridLayout {
        var layout = self
        layout.modifierOptions.fitSizing = sizing
        return layout
    }

    /// Runs `action` with the placement warnings whenever they change (see
    /// `onGridWarnings(perform:)`).
    public func onGridWarnings(perform action: @escaping @MainActor ([GridWarning]) -> Void) -> LatticeGridLayout {
        var layout = self
        layout.warningsAction = GridWarningsAction(action: action)
        return layout
    }

    /// Beyond exyte: the sizes of the growing tracks (`grid-auto-rows` in the
    /// rows flow), repeated in turn; an empty list restores the content mode's.
    public func gridAutoTracks(_ tracks: [GridTrack]) -> LatticeGridLayout {
        var layout = self
        layout.autoTracks = tracks.isEmpty ? nil : tracks
        return layout
    }
}
