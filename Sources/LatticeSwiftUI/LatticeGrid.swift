#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.Alignment
import struct SwiftUI.ForEach
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
import struct SwiftUIStandIn.ForEach
#endif
import Lattice

/// exyte/Grid's `Grid` as a SwiftUI view, laid out by Lattice's CSS Grid engine.
///
/// ```swift
/// LatticeGrid(tracks: [.fr(1), .pt(150), .fr(2)], spacing: 8) {
///     Color.blue.gridSpan(column: 2)
///     Color.purple.gridSpan(row: 2)
///     Color.red
///     Text("Hello").gridCellBackground { _ in Color.yellow }
/// }
/// .gridPacking(.dense)
/// ```
///
/// ## Why `LatticeGrid` and not `Grid`
/// SwiftUI has its own `Grid` (with `GridRow`). A `Grid` declared here would
/// shadow it in every file that imports LatticeSwiftUI, so the exyte-style view
/// is `LatticeGrid` and its `Layout` is ``LatticeGridLayout``. To keep exyte
/// code unchanged, declare `typealias Grid = LatticeGrid` in your own module
/// (your declaration then shadows SwiftUI's there, as exyte's did).
///
/// ## Behaviour
/// The same as `Lattice`'s `Grid` (see its documentation and "Migrating from
/// exyte/Grid"): `tracks` are the fixed tracks (columns in the ``GridFlow/rows``
/// flow), `spacing` is the gap *between* tracks, items are placed by exyte's
/// rules and sized SwiftUI-style (each is offered its cell, picks its size and
/// is aligned in the cell).
///
/// - In ``GridContentMode/scroll`` mode the grid is as long as its content
///   along the growing axis, so it works inside a `ScrollView`; in
///   ``GridContentMode/fill`` mode it takes the size it is offered, and inside
///   a scroll view (no length offered) its growing tracks are as long as their content.
/// - Grids nest: a nested grid is one item of its parent, and its items'
///   modifiers apply to it alone.
/// - Items keep their SwiftUI identity (`ForEach` and ``GridGroup`` data ids),
///   so with ``gridAnimation(_:)`` (or `withAnimation`) a change of tracks,
///   flow or packing moves every item to its new frame.
public struct LatticeGrid<Content: View>: View {
    /// The layout: tracks, spacing and options.
    public var layout: LatticeGridLayout
    /// The items.
    public var content: Content
    var animation: Animation?
    var animates = false

    /// A grid of the items built by `content` in `tracks` fixed tracks, with
    /// exyte/Grid's parameters and defaults. An option given here wins over the
    /// same container modifier.
    public init(tracks: [GridTrack] = 1, contentMode: GridContentMode? = nil, flow: GridFlow? = nil,
                packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil, @GridBuilder content: () -> Content) {
        layout = LatticeGridLayout(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing,
                                   spacing: spacing, commonItemsAlignment: commonItemsAlignment,
                                   contentAlignment: contentAlignment, cache: cache)
        self.content = content()
    }

    /// A grid of `tracks` flexible tracks (`.fr(1)` each).
    ///
    /// ```swift
    /// LatticeGrid(tracks: 3) { Color.red; Color.green; Color.blue }
    /// ```
    public init(tracks: Int, contentMode: GridContentMode? = nil, flow: GridFlow? = nil,
                packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil, @GridBuilder content: () -> Content) {
        self.init(tracks: [GridTrack](integerLiteral: tracks), contentMode: contentMode, flow: flow,
                  packing: packing, spacing: spacing, commonItemsAlignment: commonItemsAlignment,
                  contentAlignment: contentAlignment, cache: cache, content: content)
    }

    /// Beyond exyte: a grid with separate column and row templates.
    ///
    /// ```swift
    /// LatticeGrid(columns: [.pt(100), .fr(1)], rows: [.pt(44)]) {
    ///     Text("Header").gridSpan(column: 2)
    ///     Text("Menu"); Text("Body")
    /// }
    /// ```
    public init(columns: [GridTrack], rows: [GridTrack] = [], contentMode: GridContentMode? = nil,
                flow: GridFlow? = nil, packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil, @GridBuilder content: () -> Content) {
        layout = LatticeGridLayout(columns: columns, rows: rows, contentMode: contentMode, flow: flow,
                                   packing: packing, spacing: spacing, commonItemsAlignment: commonItemsAlignment,
                                   contentAlignment: contentAlignment, cache: cache)
        self.content = content()
    }

    /// A grid of `content` arranged by `layout`.
    public init(layout: LatticeGridLayout, @GridBuilder content: () -> Content) {
        self.layout = layout
        self.content = content()
    }

    public var body: some View {
        if animates {
            layout { content }
                .animation(animation, value: layout)
        } else {
            layout { content }
        }
    }
}

// exyte/Grid's data initializers.
extension LatticeGrid {
    /// A grid of the items built for each element of `data`, identified by `id`.
    ///
    /// ```swift
    /// LatticeGrid(colorNames, id: \.self, tracks: 3) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, Item: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, tracks: [GridTrack] = 1,
        contentMode: GridContentMode? = nil, flow: GridFlow? = nil, packing: GridPacking? = nil,
        spacing: GridSpacing = 5, commonItemsAlignment: GridAlignment? = nil,
        contentAlignment: GridAlignment? = nil, cache: GridCacheMode? = nil,
        @GridBuilder item: @escaping (Data.Element) -> Item
    ) where Content == ForEach<Data, ID, Item> {
        self.init(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing, spacing: spacing,
                  commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment, cache: cache) {
            ForEach(data, id: id, content: item)
        }
    }

    /// A grid of the items built for each number of `data` (a constant range).
    ///
    /// ```swift
    /// LatticeGrid(0..<6, tracks: 3) { _ in Color.red }
    /// ```
    public init<Item: View>(
        _ data: Range<Int>, tracks: [GridTrack] = 1,
        contentMode: GridContentMode? = nil, flow: GridFlow? = nil, packing: GridPacking? = nil,
        spacing: GridSpacing = 5, commonItemsAlignment: GridAlignment? = nil,
        contentAlignment: GridAlignment? = nil, cache: GridCacheMode? = nil,
        @GridBuilder item: @escaping (Int) -> Item
    ) where Content == ForEach<Range<Int>, Int, Item> {
        self.init(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing, spacing: spacing,
                  commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment, cache: cache) {
            ForEach(data, content: item)
        }
    }

    /// A grid of the items built for each `Identifiable` element of `data`.
    ///
    /// ```swift
    /// LatticeGrid(photos, tracks: 3) { PhotoView($0) }
    /// ```
    public init<Data: RandomAccessCollection, Item: View>(
        _ data: Data, tracks: [GridTrack] = 1,
        contentMode: GridContentMode? = nil, flow: GridFlow? = nil, packing: GridPacking? = nil,
        spacing: GridSpacing = 5, commonItemsAlignment: GridAlignment? = nil,
        contentAlignment: GridAlignment? = nil, cache: GridCacheMode? = nil,
        @GridBuilder item: @escaping (Data.Element) -> Item
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Item> {
        self.init(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing, spacing: spacing,
                  commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment, cache: cache) {
            ForEach(data, content: item)
        }
    }
}

// exyte/Grid's container modifiers. They configure this grid only (exyte's were
// environment values that nested grids inherited); an initializer's argument wins.
extension LatticeGrid {
    /// Sets the content mode unless the initializer did.
    ///
    /// ```swift
    /// ScrollView {
    ///     LatticeGrid(tracks: 3) { … }.gridContentMode(.scroll)
    /// }
    /// ```
    public func gridContentMode(_ contentMode: GridContentMode) -> LatticeGrid {
        var grid = self
        grid.layout = layout.gridContentMode(contentMode)
        return grid
    }

    /// Sets the flow unless the initializer did.
    public func gridFlow(_ flow: GridFlow) -> LatticeGrid {
        var grid = self
        grid.layout = layout.gridFlow(flow)
        return grid
    }

    /// Sets the packing unless the initializer did.
    public func gridPacking(_ packing: GridPacking) -> LatticeGrid {
        var grid = self
        grid.layout = layout.gridPacking(packing)
        return grid
    }

    /// Sets the alignment of items without a `gridItemAlignment` unless the
    /// initializer did (CSS `justify-items`/`align-items`).
    public func gridCommonItemsAlignment(_ alignment: GridAlignment) -> LatticeGrid {
        var grid = self
        grid.layout = layout.gridCommonItemsAlignment(alignment)
        return grid
    }

    /// Sets where the tracks sit in a larger grid unless the initializer did
    /// (CSS `justify-content`/`align-content`).
    public func gridContentAlignment(_ alignment: GridAlignment) -> LatticeGrid {
        var grid = self
        grid.layout = layout.gridContentAlignment(alignment)
        return grid
    }

    /// Sets the cache mode unless the initializer did: ``GridCacheMode/inMemoryCache``
    /// keeps the layouts of the last few proposals until the grid or its items
    /// change; ``GridCacheMode/noCache`` computes every time.
    public func gridCache(_ cache: GridCacheMode) -> LatticeGrid {
        var grid = self
        grid.layout = layout.gridCache(cache)
        return grid
    }

    /// Animates the items to their new frames with `animation` whenever the
    /// grid's tracks, spacing or options change (`nil`: such changes never animate).
    ///
    /// ```swift
    /// LatticeGrid(tracks: columns) { … }.gridAnimation(.default)
    /// ```
    public func gridAnimation(_ animation: Animation?) -> LatticeGrid {
        var grid = self
        grid.animation = animation
        grid.animates = true
        return grid
    }

    /// Beyond exyte: the sizes of the growing tracks (`grid-auto-rows` in the
    /// rows flow), repeated in turn.
    ///
    /// ```swift
    /// LatticeGrid(tracks: 3) { … }.gridAutoTracks([.pt(44)])   // every row 44 points
    /// ```
    public func gridAutoTracks(_ tracks: [GridTrack]) -> LatticeGrid {
        var grid = self
        grid.layout = layout.gridAutoTracks(tracks)
        return grid
    }
}
