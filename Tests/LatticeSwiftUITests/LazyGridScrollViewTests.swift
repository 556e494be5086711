#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
@testable import LatticeSwiftUI
import Lattice
import Testing

/// A stand-in leaf view for building lazy grids (never drawn).
private struct Cell: View {
    var body: some View { EmptyView() }
}

@Suite @MainActor struct LazyGridScrollViewTests {
    /// 100,000 items in adaptive columns of at least 80 points, rows 100 tall and 8 apart.
    private let photos = LazyGridScrollView(count: 100_000, columns: [GridItem(.adaptive(minimum: 80))], rowHeight: 100,
                                            spacing: 8, overscan: 0) { _ in Cell() }

    @Test func theWindowIsLatticesLazyVGridWindowForTheViewportWidth() {
        let window = photos.window(viewport: CGSize(width: 390, height: 844))
        let expected = Lattice.LazyVGrid(columns: [Lattice.GridItem(.adaptive(minimum: 80))], spacing: 8)
            .window(count: 100_000, rowHeight: 100, width: 390)
        #expect(window == expected)
        // ⌊(390 + 8) / (80 + 8)⌋ = 4 columns; 25,000 rows: 25,000 × 100 + 24,999 × 8 = 2,699,992 points.
        #expect(window.tracks.count == 4)
        #expect(window.size == Size(width: 390, height: 2_699_992))
    }

    @Test func theVisibleRectIsTheViewportInContentCoordinatesPlusOverscan() {
        // Content scrolled 1,000 points up under a viewport whose top is at 100.
        let rect = LazyGridWindow.visibleRect(contentOrigin: CGPoint(x: 0, y: -1_000),
                                              viewport: CGRect(x: 0, y: 100, width: 390, height: 844),
                                              overscan: 400, fixedAxis: .horizontal)
        #expect(rect == Rect(x: 0, y: 700, width: 390, height: 1_644))    // 1,100 − 400; 844 + 2 × 400
        let sideways = LazyGridWindow.visibleRect(contentOrigin: CGPoint(x: -50, y: 20),
                                                  viewport: CGRect(x: 0, y: 20, width: 300, height: 91),
                                                  overscan: 10, fixedAxis: .vertical)
        #expect(sideways == Rect(x: 40, y: 0, width: 320, height: 91))
    }

    @Test func onlyTheItemsOnScreenAreBuilt() {
        let window = photos.window(viewport: CGSize(width: 390, height: 844))
        let viewport = Rect(x: 0, y: 1_000_000, width: 390, height: 844)
        let entries = window.entries(intersecting: viewport) { $0 }
        // Rows are 108 apart: row 9,259 spans 999,972–1,000,072 (the first to reach 1,000,000),
        // row 9,267 starts at 1,000,836 (the last before 1,000,844): 9 rows of 4 items.
        #expect(entries.count == 36)
        #expect(entries.first?.index == 9_259 * 4)
        #expect(entries.last?.index == 9_267 * 4 + 3)
    }

    @Test func visibleItemsArePlacedWhereLatticesWindowPutsThem() {
        let window = photos.window(viewport: CGSize(width: 390, height: 844))
        let viewport = Rect(x: 0, y: 54_321, width: 390, height: 844)
        let entries = window.entries(intersecting: viewport) { $0 }
        let content: (Int) -> Lattice.Text = { Lattice.Text("Photo number \($0)") }
        let fakes = entries.map { FakeSubview(content($0.index)).with(LazyGridIndexKey.self, $0.index) }
        let driven = drive(LazyGridWindowLayout(window: window), fakes, proposal: ProposedViewSize(width: 390, height: nil))
        let expected = window.layout(visibleIn: viewport, item: content)
        #expect(driven.size == window.size)
        #expect(expected.map(\.index) == entries.map(\.index))
        for (position, item) in expected.enumerated() {
            #expect(same(driven.frames[position], item.frame), "item \(item.index)")
        }
        // Each text is offered its column's width, (390 − 3 × 8) / 4 = 91.5, and no height.
        #expect(fakes[0].measured.contains(ProposedViewSize(width: 91.5, height: nil)))
    }

    @Test func subviewsWithoutAValidIndexArePlacedWithZeroSize() {
        let window = photos.window(viewport: CGSize(width: 390, height: 844))
        let fakes = [FakeSubview.flexible(), FakeSubview.flexible().with(LazyGridIndexKey.self, 100_000)]
        let driven = drive(LazyGridWindowLayout(window: window), fakes, proposal: .unspecified)
        #expect(driven.frames == [Rect.zero, Rect.zero])
    }

    @Test func aHorizontalGridScrollsAlongItsColumns() {
        let shelf = LazyGridScrollView(count: 1_000, rows: [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60))],
                                       columnWidth: 40, spacing: 5) { _ in Cell() }
        let window = shelf.window(viewport: CGSize(width: 320, height: 91))
        // 500 columns of 40, 5 apart: 500 × 40 + 499 × 5 = 22,495 wide; rows 30 + 1 + 60 = 91.
        #expect(window.size == Size(width: 22_495, height: 91))
        #expect(window.cell(at: 3) == Rect(x: 45, y: 31, width: 40, height: 60))
    }

    @Test func dataIdentifiesTheVisibleItems() {
        let names = (0..<50).map { "name-\($0)" }
        let grid = LazyGridScrollView(names, id: \.self, columns: [GridItem(), GridItem()], rowHeight: 20) { _ in Cell() }
        let window = grid.window(viewport: CGSize(width: 200, height: 100))
        let entries = window.entries(intersecting: Rect(x: 0, y: 0, width: 200, height: 20), id: grid.id)
        // Row 0 only (row 1 starts at 28): items 0 and 1, identified by their names.
        #expect(entries.map(\.id) == ["name-0", "name-1"])
    }
}
#endif
