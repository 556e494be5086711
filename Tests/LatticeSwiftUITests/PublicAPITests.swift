// The public API as an app writes it: this file imports SwiftUI (here the
// stand-in) and LatticeSwiftUI only, not Lattice, so every name below must
// come from LatticeSwiftUI or SwiftUI.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import LatticeSwiftUI
import Testing

/// A leaf view (the stand-in has no Color or Text).
private struct Swatch: View {
    var body: some View { EmptyView() }
}

private struct Photo: Identifiable {
    let id: Int
}

/// Whether `layout`, used as any `Layout` is, places every subview: two views
/// of 10 × 10 (the stand-in's subviews come from the test-only SPI).
private func placesEverySubview<L: Layout>(_ layout: L) -> Bool {
    let boxes = [Box(), Box()]
    let subviews = LayoutSubviews(testDoubles: boxes)
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: .unspecified, subviews: subviews, cache: &cache)
    return boxes.allSatisfy(\.placed) && size.width >= 10 && size.height >= 10
}

private final class Box: LayoutSubviewTestDouble {
    var placed = false
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 10, height: 10) }
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) { placed = true }
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? { nil }
}

@Suite @MainActor struct PublicAPITests {
    @Test func exyteStyleCodeTypeChecksWithSwiftUIAndLatticeSwiftUIOnly() {
        let showsTitle = true
        let grid = LatticeGrid(tracks: [.fr(1), .pt(150), .fit, .fitContent(.points(40))], spacing: [10, 5]) {
            Swatch().gridSpan(column: 2)
            Swatch().gridSpan([1, 2]).gridStart(column: 1)
            Swatch().gridStart([nil, 2]).gridItemAlignment(.topLeading)
            Swatch().gridCellBackground { size in Swatch().frame(width: size?.width) }
            Swatch().gridCellOverlay { _ in Swatch() }.gridStart(GridStart(column: 0, row: 3))
            GridGroup(0..<3) { _ in Swatch() }
            GridGroup(["a", "b"], id: \.self) { _ in Swatch() }
            GridGroup.empty
            if showsTitle { Swatch().gridSpan(GridSpan(column: 4)) }
        }
        .gridContentMode(.scroll)
        .gridFlow(.columns)
        .gridPacking(.dense)
        .gridCommonItemsAlignment(.leading)
        .gridContentAlignment(.top)
        .gridCache(.noCache)
        .gridAutoTracks([.pt(44)])
        .gridAnimation(.default)
        // The container modifiers are environment values: the grid's layout, as
        // shown, carries them (the test host evaluates the view as SwiftUI would).
        let shown = ViewHost(grid).layouts(LatticeGridLayout.self).map(\.layout)
        let expected = LatticeGridLayout(tracks: [.fr(1), .pt(150), .fit, .fitContent(.points(40))], spacing: [10, 5])
            .gridContentMode(.scroll).gridFlow(.columns).gridPacking(.dense).gridCommonItemsAlignment(.leading)
            .gridContentAlignment(.top).gridCache(.noCache).gridAutoTracks([.pt(44)])
        #expect(shown == [expected])
    }

    @Test func dataInitializersTypeCheckAndUseTheirIDs() {
        let byIndex = LatticeGrid(0..<6, tracks: 3) { _ in Swatch() }
        let byKey = LatticeGrid(["x", "y"], id: \.self, tracks: 2) { _ in Swatch() }
        let byIdentity = LatticeGrid([Photo(id: 1), Photo(id: 2)], tracks: [.repeat(.autoFill, [.minmax(.pt(80), .fr(1))])]) { _ in
            Swatch()
        }
        let nested = LatticeGrid(tracks: 2, contentMode: .fill, flow: .rows, packing: .sparse, spacing: 4,
                                 commonItemsAlignment: .center, contentAlignment: .center, cache: .inMemoryCache) {
            LatticeGrid(tracks: 2) { Swatch().gridSpan(column: 2) }
            GridGroup(Photo(id: 7)) { _ in Swatch() }
            GridGroup("single") { _ in Swatch() }
            GridGroup { Swatch(); Swatch() }
        }
        _ = (byIndex.body, byKey.body, byIdentity.body, nested.body)
        #expect(byIndex.layout == LatticeGridLayout(tracks: 3))
        #expect(byKey.content.data == ["x", "y"])
        #expect(byIdentity.content.data.map(\.id) == [1, 2])
    }

    @Test func everyGridIsALayoutThatPlacesEverySubview() {
        #expect(placesEverySubview(LatticeGridLayout(columns: [.pt(100), .fr(1)], rows: [.pt(44)])))
        #expect(placesEverySubview(AdaptiveGridLayout(alignment: .leading).equalWidth()))
        #expect(placesEverySubview(CSSGridLayout(columns: "repeat(auto-fill, minmax(120px, 1fr))")))
        #expect(placesEverySubview(VGridLayout(columns: [GridItem(.adaptive(minimum: 80))])))
        #expect(placesEverySubview(HGridLayout(rows: [GridItem(.fixed(44))])))
        _ = LatticeGridLayout(tracks: 4) { Swatch(); Swatch() }
        _ = VGridLayout(columns: [GridItem(), GridItem()]) { Swatch() }
    }

    @Test func adaptiveCSSAndLazyGridsTypeCheck() {
        let tags = AdaptiveGrid(alignment: .leading, horizontalSpacing: 6) {
            ForEach(["SwiftUI", "Layout"], id: \.self) { _ in Swatch() }
        }.equalWidth()
        let page = CSSGrid(columns: "160px 1fr", rows: "56px 1fr", areas: "'header header' 'sidebar main'", gap: "8px") {
            Swatch().gridArea("header")
            Swatch().gridArea("sidebar")
            Swatch().gridColumn("2 / span 1").gridRow("2")
            Swatch().gridItemStyle("justify-self: end; margin: 4px")
        }
        let gallery = CSSGrid("grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px") {
            ForEach(0..<3) { _ in Swatch() }
        }
        let photos = LazyGridScrollView(count: 100_000, columns: [GridItem(.adaptive(minimum: 80))], rowHeight: 100) { _ in
            Swatch()
        }
        let named = LazyGridScrollView([Photo(id: 1)], columns: [GridItem()], rowHeight: 44) { _ in Swatch() }
        let shelf = LazyGridScrollView(count: 10, rows: [GridItem(.fixed(60))], columnWidth: 80, alignment: .top) { _ in
            Swatch()
        }
        _ = (page.body, gallery.body, photos.body, named.body, shelf.body)
        #expect(ViewHost(tags).layouts(AdaptiveGridLayout.self).map(\.layout.isEqualWidth) == [true])
        #expect(page.layout.errors.isEmpty)
        #expect(gallery.layout.errors.isEmpty)
    }

    @Test func subgridsAndBaselineAlignmentsTypeCheck() {
        let cards = CSSGrid(columns: "repeat(3, 1fr)", gap: "16px") {
            ForEach(0..<3) { _ in
                CSSGrid("grid-row: span 3; padding: 12px", rows: "subgrid") {
                    Swatch(); Swatch(); Swatch()
                } background: {
                    Swatch()
                }
            }
        }
        let form = LatticeGrid(tracks: [.fit, .fr(1)], commonItemsAlignment: .leadingFirstTextBaseline) {
            Swatch()
            Swatch().gridItemAlignment(.trailingLastTextBaseline)
        }
        let rows = VGridLayout(columns: [GridItem(.flexible(), alignment: .centerFirstTextBaseline)])
        let tags = AdaptiveGrid(alignment: .leadingLastTextBaseline) { Swatch() }
        _ = (cards.body, form.body, tags.body, rows)
        // The cards are one layout: each subgrid hands its views to it.
        #expect(ViewHost(cards).layouts(CSSGridLayout.self).count == 1)
        #expect(CSSGridLayout(rows: "subgrid").isSubgrid)
    }
}
#endif
