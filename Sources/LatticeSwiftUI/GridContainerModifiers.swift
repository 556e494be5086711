#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.Animation
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.Animation
#endif
import Lattice

// exyte/Grid's container modifiers, as exyte declares them: environment values,
// so they work anywhere in a modifier chain and on any ancestor of a grid, and
// every ``LatticeGrid`` below reads them (nested grids included). A value set
// closer to the grid wins; the grid's initializer argument wins over all of
// them. `nil` clears a value set further up: the grid uses its default.

extension View {
    /// The content mode of the grids in this view (`nil`: their default, `.fill`).
    ///
    /// ```swift
    /// LatticeGrid(tracks: 3) { … }
    ///     .background(Color.black)
    ///     .gridContentMode(.scroll)
    /// ```
    public func gridContentMode(_ contentMode: GridContentMode?) -> some View {
        environment(\.latticeGrid.options.contentMode, contentMode)
    }

    /// The flow of the grids in this view (`nil`: their default, `.rows`).
    ///
    /// ```swift
    /// VStack { LatticeGrid(tracks: 5) { … } }.gridFlow(.columns)
    /// ```
    public func gridFlow(_ flow: GridFlow?) -> some View {
        environment(\.latticeGrid.options.flow, flow)
    }

    /// The packing of the grids in this view (`nil`: their default, `.sparse`).
    ///
    /// ```swift
    /// LatticeGrid(tracks: 4) { … }.gridPacking(.dense)
    /// ```
    public func gridPacking(_ packing: GridPacking?) -> some View {
        environment(\.latticeGrid.options.packing, packing)
    }

    /// How the grids in this view align the items that have no
    /// `gridItemAlignment(_:)` in their cells (CSS
    /// `justify-items`/`align-items`; `nil`: `.center`).
    ///
    /// ```swift
    /// LatticeGrid(tracks: 3) { … }.gridCommonItemsAlignment(.topLeading)
    /// ```
    public func gridCommonItemsAlignment(_ alignment: GridAlignment?) -> some View {
        environment(\.latticeGrid.options.commonItemsAlignment, alignment.map(Bridge.alignment))
    }

    /// Where the grids in this view place their tracks when they are smaller
    /// than the grid (CSS `justify-content`/`align-content`; `nil`: `.center`).
    ///
    /// ```swift
    /// LatticeGrid(tracks: [.pt(50), .pt(50)]) { … }.gridContentAlignment(.trailing)
    /// ```
    public func gridContentAlignment(_ alignment: GridAlignment?) -> some View {
        environment(\.latticeGrid.options.contentAlignment, alignment.map(Bridge.alignment))
    }

    /// Whether the grids in this view keep the layouts of their last few
    /// proposals (`nil`: `.inMemoryCache`).
    ///
    /// ```swift
    /// LatticeGrid(tracks: 3) { … }.gridCache(.noCache)
    /// ```
    public func gridCache(_ cache: GridCacheMode?) -> some View {
        environment(\.latticeGrid.options.cache, cache)
    }

    /// `gridCache(_:)` under the name exyte's README gives it.
    public func gridCaching(_ cache: GridCacheMode?) -> some View {
        gridCache(cache)
    }

    /// Animates the items of the grids in this view to their new frames with
    /// `animation` whenever a grid's tracks, spacing or options change (`nil`:
    /// such changes do not animate). Items keep their identities (`ForEach` and
    /// ``GridGroup`` data ids), so each moves to its own new frame.
    ///
    /// ```swift
    /// LatticeGrid(tracks: columns) { … }.gridAnimation(.default)
    /// ```
    public func gridAnimation(_ animation: Animation?) -> some View {
        environment(\.latticeGrid.animation, animation)
    }

    /// Beyond exyte: the sizes of the growing tracks of the grids in this view
    /// (`grid-auto-rows` in the rows flow), repeated in turn; `nil` or an empty
    /// list: the content mode's.
    ///
    /// ```swift
    /// LatticeGrid(tracks: 3) { … }.gridAutoTracks([.pt(44)])   // every row 44 points
    /// ```
    public func gridAutoTracks(_ tracks: [GridTrack]?) -> some View {
        environment(\.latticeGrid.autoTracks, tracks.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Whether a grid in `.scroll` mode puts its content in a
    /// `ScrollView` of its own along its growing axis (vertical in the rows
    /// flow), as exyte's does (`true`, the default). Pass `false` for grids that
    /// already sit in a scroll view along that axis: they are then as long as
    /// their content, and the outer scroll view scrolls them.
    ///
    /// ```swift
    /// ScrollView {
    ///     Header()
    ///     LatticeGrid(tracks: 3) { … }
    ///         .gridContentMode(.scroll)
    ///         .gridScrollsContent(false)
    /// }
    /// ```
    public func gridScrollsContent(_ scrolls: Bool) -> some View {
        environment(\.latticeGrid.scrollsContent, scrolls)
    }

    /// Where the grids in this view put their spacing: between the tracks (CSS
    /// gaps, the default) or around every item as exyte/Grid did, for a port
    /// that must look the same. See `Lattice`'s ``GridSpacingStyle``.
    ///
    /// ```swift
    /// LatticeGrid(tracks: 3, spacing: 10) { … }.gridSpacingStyle(.exyte)
    /// ```
    public func gridSpacingStyle(_ style: GridSpacingStyle?) -> some View {
        environment(\.latticeGrid.options.spacingStyle, style)
    }

    /// How the `.fit` tracks of the grids in this view measure their items: by
    /// their ideal size (the default) or offered the grid's size, as exyte/Grid
    /// did. See `Lattice`'s ``GridFitSizing``.
    ///
    /// ```swift
    /// LatticeGrid(0..<3, tracks: [.fit, .fit, .fit]) { Color.red.frame(maxWidth: 50 + 15 * CGFloat($0)) }
    ///     .gridFitSizing(.exyte)      // columns of 50, 65 and 80
    /// ```
    public func gridFitSizing(_ sizing: GridFitSizing?) -> some View {
        environment(\.latticeGrid.options.fitSizing, sizing)
    }
}
