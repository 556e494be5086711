#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.Alignment
import struct SwiftUI.ForEach
import struct SwiftUI.Animation
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
import struct SwiftUIStandIn.ForEach
import struct SwiftUIStandIn.Animation
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
/// exyte/Grid"): `tracks` are the fixed tracks (columns in the `.rows`
/// flow), `spacing` is the gap *between* tracks (`gridSpacingStyle(_:)`
/// puts it around items as exyte did), items are placed by exyte's rules and
/// sized SwiftUI-style (each is offered its cell, picks its size and is aligned
/// in the cell).
///
/// - The container modifiers (`gridContentMode(_:)`,
///   `gridFlow(_:)`, `gridPacking(_:)`, …) are
///   environment values, as in exyte: write them anywhere after the grid or on
///   any ancestor, and every grid below follows them. An initializer argument
///   wins over them.
/// - In `.scroll` mode the grid scrolls along its growing
///   axis (vertically in the rows flow), in a `ScrollView` of its own, and is
///   as long as its content in it. A grid that already sits in a scroll view
///   along that axis opts out with `gridScrollsContent(_:)`.
///   In `.fill` mode it takes the size it is offered, and
///   inside a scroll view (no length offered) its growing tracks are as long as
///   their content.
/// - Placement warnings (a start outside the tracks, on taken cells, …) are
///   printed in debug builds and given to `onGridWarnings(perform:)`.
/// - Grids nest: a nested grid is one item of its parent, and its items'
///   modifiers apply to it alone.
/// - Items keep their SwiftUI identity (`ForEach` and ``GridGroup`` data ids),
///   so with `gridAnimation(_:)` (or `withAnimation`) a change of
///   tracks, flow or packing moves every item to its new frame.
public struct LatticeGrid<Content: View>: View {
    /// The layout: tracks, spacing and the initializer's options (the container
    /// modifiers' come from the environment when the grid is shown).
    public var layout: LatticeGridLayout
    /// The items.
    public var content: Content
    @Environment(\.latticeGrid) private var environment

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
        let layout = self.layout.inheriting(environment)
        if environment.scrollsContent, let axis = layout.scrollAxis {
            ScrollView(axis) {
                grid(layout)
            }
        } else {
            grid(layout)
        }
    }

    /// The items laid out by `layout`, animated as the environment says.
    @ViewBuilder
    private func grid(_ layout: LatticeGridLayout) -> some View {
        if let animation = environment.animation {
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
