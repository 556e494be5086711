#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
@testable import LatticeSwiftUI
import Lattice
import Testing

/// A stand-in leaf view for building masonries (never drawn).
private struct Tile: View {
    var body: some View { EmptyView() }
}

private struct Photo: Identifiable {
    var id: Int
    var height: CGFloat
}

@Suite @MainActor struct MasonryLayoutTests {
    /// Boxes of varied heights filling the width offered, every fifth spanning two lanes.
    private let contents: [AnyGridContent] = (0 ..< 30).map {
        AnyGridContent(Lattice.Color.red.frame(height: Double(30 + ($0 * 41) % 120)))
    }
    private func span(_ index: Int) -> Int { index % 5 == 2 ? 2 : 1 }
    /// Every eighth subview in lane 1 (`.gridStart(column: 1)`).
    private func start(_ index: Int) -> Int? { index % 8 == 6 ? 1 : nil }

    @Test(arguments: [MasonryLayout(columns: [GridItem(.adaptive(minimum: 90))], spacing: 6),
                      MasonryLayout(columns: [GridItem(.fixed(80), alignment: .leading), GridItem(.flexible())],
                                    alignment: .trailing, spacing: 10, tolerance: 25)])
    func placesSubviewsAsLatticesMasonryGrid(layout: MasonryLayout) {
        let fakes = contents.indices.map {
            FakeSubview(contents[$0]).with(GridSpanKey.self, GridSpan(column: span($0), row: 1))
                .with(GridStartKey.self, GridStart(column: start($0)))
        }
        let expectedGrid = layout.description {
            Lattice.ForEach(0 ..< contents.count) { index in
                contents[index].gridSpan(column: span(index)).gridStart(column: start(index))
            }
        }
        for width in [390.0, 250, 700] {
            let proposal = ProposedViewSize(width: width, height: nil)
            let driven = drive(layout, fakes, proposal: proposal)
            let expected = expectedGrid.layout(proposal: latticeProposal(proposal))
            #expect(same(driven.size, expected.size), "size at \(width)")
            for index in contents.indices {
                #expect(same(driven.frames[index], expected.frames[index]), "item \(index) at \(width)")
            }
        }
    }

    @Test func eachSubviewGoesToTheShortestLane() {
        // Two lanes of (200 − 8) / 2 = 96; heights 50, 20, 10: the third goes under the
        // second (lane 1 ends at 28), at 28.
        let fakes = [FakeSubview.fixed(96, 50), FakeSubview.fixed(96, 20), FakeSubview.fixed(96, 10)]
        let driven = drive(MasonryLayout(columns: [GridItem(), GridItem()]), fakes,
                           proposal: ProposedViewSize(width: 200, height: nil))
        #expect(same(driven.frames[2], Rect(x: 104, y: 28, width: 96, height: 10)))
        #expect(same(driven.size, Size(width: 200, height: 50)))
    }

    @Test func theViewSetsItsToleranceOnItsLayout() {
        let grid = LatticeSwiftUI.MasonryGrid(columns: [GridItem(), GridItem()], spacing: 4) { Tile(); Tile() }.masonryTolerance(12)
        #expect(grid.layout == MasonryLayout(columns: [GridItem(), GridItem()], spacing: 4, tolerance: 12))
        let rows = LatticeSwiftUI.MasonryGrid(rows: [GridItem(.fixed(40))]) { Tile() }
        #expect(rows.layout == MasonryLayout(rows: [GridItem(.fixed(40))]))
        _ = (grid.body, rows.body)
    }
}

@Suite @MainActor struct LazyMasonryScrollViewTests {
    private let cards = LazyMasonryScrollView(count: 100_000, columns: [GridItem(.adaptive(minimum: 160))], spacing: 8,
                                              overscan: 0) { index in CGFloat(100 + index % 4 * 50) } item: { _ in Tile() }
    private let viewport = CGSize(width: 700, height: 900)

    private func estimates(_ count: Int) -> [MasonryWindow.Item] {
        (0 ..< count).map { MasonryWindow.Item(length: Double(100 + $0 % 4 * 50)) }
    }

    @Test func theWindowIsLatticesMasonryWindowOfTheEstimates() {
        let window = cards.window(viewport: viewport, store: MasonryWindowStore())
        let expected = Lattice.MasonryGrid(columns: [Lattice.GridItem(.adaptive(minimum: 160))], spacing: 8)
            .window(length: 700, items: estimates(100_000))
        #expect(window == expected)
        #expect(window.lanes.count == 4)      // ⌊708 / 168⌋
    }

    @Test func onlyTheItemsOnScreenAreBuiltAndPlacedWhereTheWindowSays() {
        let store = MasonryWindowStore()
        let window = cards.window(viewport: viewport, store: store)
        let visible = Rect(x: 0, y: 2_000_000, width: 700, height: 900)
        let entries = window.entries(intersecting: visible) { $0 }
        #expect(entries.map(\.index) == window.items(intersecting: visible))
        #expect(!entries.isEmpty && entries.count < 40)
        // Views as tall as estimated: each at its cell, offered its lane's width.
        let fakes = entries.map { FakeSubview.fixed(169, Double(100 + $0.index % 4 * 50)).with(LazyGridIndexKey.self, $0.index) }
        let driven = drive(MasonryWindowLayout(window: window, visible: visible, store: store), fakes,
                           proposal: ProposedViewSize(width: 700, height: nil))
        #expect(driven.size == window.size)
        for (position, entry) in entries.enumerated() {
            #expect(same(driven.frames[position], window.cell(at: entry.index)), "item \(entry.index)")
            #expect(fakes[position].measured.contains(ProposedViewSize(width: 169, height: nil)))
        }
        // Measured as estimated: the next update places nothing again.
        #expect(cards.window(viewport: viewport, store: store) == window)
    }

    @Test func measuredHeightsKeepTheFirstVisibleItemInPlaceAndReachTheNextWindow() throws {
        let store = MasonryWindowStore()
        let window = cards.window(viewport: viewport, store: store)
        let visible = Rect(x: 0, y: 2_000_000, width: 700, height: 900)
        let entries = window.entries(intersecting: visible) { $0 }
        let anchor = try #require(window.firstItem(intersecting: visible))
        // Every view measures 77 tall.
        let fakes = entries.map { FakeSubview.fixed(169, 77).with(LazyGridIndexKey.self, $0.index) }
        let driven = drive(MasonryWindowLayout(window: window, visible: visible, store: store), fakes,
                           proposal: ProposedViewSize(width: 700, height: nil))
        // As Lattice's window with those heights places them, moved by the anchor's shift:
        // the anchor stays at its estimated cell's top.
        var measured = window
        let lengths = Dictionary(uniqueKeysWithValues: entries.map { ($0.index, 77.0) })
        let shift = measured.setLengths(lengths, anchoredAt: anchor)
        for (position, entry) in entries.enumerated() {
            let expected = measured.cell(at: entry.index).offsetBy(dx: 0, dy: -shift)
            #expect(same(driven.frames[position], expected), "item \(entry.index)")
        }
        let anchorPosition = try #require(entries.firstIndex { $0.index == anchor })
        #expect(driven.frames[anchorPosition]?.y == window.cell(at: anchor).y)
        #expect(store.lengths == lengths)
        // The next update's window has the measured heights: the items before the first
        // measured one do not move.
        let next = cards.window(viewport: viewport, store: store)
        #expect(next == measured)
        let first = try #require(entries.map(\.index).min())
        #expect((0 ..< first).allSatisfy { next.cell(at: $0) == window.cell(at: $0) })
    }

    @Test func appendedItemsDoNotMoveTheVisibleOnes() {
        let store = MasonryWindowStore()
        let window = cards.window(viewport: viewport, store: store)
        let more = LazyMasonryScrollView(count: 100_050, columns: [GridItem(.adaptive(minimum: 160))], spacing: 8,
                                         overscan: 0) { index in CGFloat(100 + index % 4 * 50) } item: { _ in Tile() }
        let grown = more.window(viewport: viewport, store: store)
        #expect(grown.count == 100_050)
        let visible = Rect(x: 0, y: 2_000_000, width: 700, height: 900)
        #expect(window.items(intersecting: visible).allSatisfy { grown.cell(at: $0) == window.cell(at: $0) })
        // Appended as a full layout of the 100,050 estimates places them.
        let full = Lattice.MasonryGrid(columns: [Lattice.GridItem(.adaptive(minimum: 160))], spacing: 8)
            .window(length: 700, items: estimates(100_050))
        #expect(grown == full)
    }

    @Test func aNewWidthMakesTheWindowAnew() {
        let store = MasonryWindowStore()
        _ = cards.window(viewport: viewport, store: store)
        let narrow = cards.window(viewport: CGSize(width: 390, height: 900), store: store)
        #expect(narrow.lanes.count == 2)      // ⌊398 / 168⌋
        #expect(narrow == cards.window(viewport: CGSize(width: 390, height: 900), store: MasonryWindowStore()))
    }

    @Test func dataGivesIdentitiesSpansAndEstimates() {
        let photos = (0 ..< 10).map { Photo(id: 100 + $0, height: CGFloat(60 + $0 * 10)) }
        let wall = LazyMasonryScrollView(photos, columns: [GridItem(), GridItem(), GridItem()],
                                         span: { $0.id == 103 ? 2 : 1 }) { $0.height } item: { _ in Tile() }
        let window = wall.window(viewport: CGSize(width: 316, height: 500), store: MasonryWindowStore())
        #expect(window.items == photos.map { MasonryWindow.Item(length: Double($0.height), span: $0.id == 103 ? 2 : 1) })
        let entries = window.entries(intersecting: Rect(x: 0, y: 0, width: 316, height: 1), id: wall.id)
        // The first three photos start the three lanes at 0.
        #expect(entries.map(\.id) == [100, 101, 102])
        _ = wall.body
    }
}
#endif
