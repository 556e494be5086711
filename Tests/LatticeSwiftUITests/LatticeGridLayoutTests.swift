#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
@testable import LatticeSwiftUI
import Lattice
import Testing

/// One item of a test grid: content plus the attributes its modifiers set,
/// given to the adapter as layout values and to Lattice's `Grid` through its modifiers.
private struct Item {
    var content: AnyGridContent
    var span: GridSpan? = nil
    var start: GridStart? = nil
    var alignment: Lattice.Alignment? = nil

    init<Content: GridContent>(_ content: Content, span: GridSpan? = nil, start: GridStart? = nil,
                               alignment: Lattice.Alignment? = nil) {
        self.content = AnyGridContent(content)
        self.span = span
        self.start = start
        self.alignment = alignment
    }

    func fake() -> FakeSubview {
        let fake = FakeSubview(content)
        if let span { _ = fake.with(GridSpanKey.self, span) }
        if let start { _ = fake.with(GridStartKey.self, start) }
        if let alignment { _ = fake.with(GridItemAlignmentKey.self, alignment) }
        return fake
    }

    /// The same item for Lattice's front-end, through its public modifiers.
    var lattice: AnyGridContent {
        var result = content
        if let span { result = AnyGridContent(result.gridSpan(span)) }
        if let start { result = AnyGridContent(result.gridStart(start)) }
        if let alignment { result = AnyGridContent(result.gridItemAlignment(alignment)) }
        return result
    }
}

private func latticeGrid(_ items: [Item], tracks: [GridTrack], spacing: GridSpacing = 5,
                         contentMode: GridContentMode? = nil, flow: GridFlow? = nil,
                         packing: GridPacking? = nil) -> Lattice.Grid {
    Lattice.Grid(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing, spacing: spacing) {
        Lattice.GridGroup(elements: items.map { Lattice.GridElement($0.lattice) })
    }
}

/// A mix of fixed, flexible and text items with spans, starts and alignments.
private let mixedItems: [Item] = [
    Item(Lattice.Color.red.frame(width: 40, height: 30), span: [2, 1]),
    Item(Lattice.Color.blue),
    Item(Lattice.Text("Hello wide world"), alignment: .topLeading),
    Item(Lattice.Color.green.frame(width: 20, height: 20), start: [2, nil]),
    Item(Lattice.Text("Lattice")),
    Item(Lattice.Color.orange, span: [1, 2]),
    Item(Lattice.Color.purple.frame(width: 70, height: 12), alignment: .bottomTrailing),
]

@Suite struct LatticeGridLayoutTests {
    @Test(arguments: GridContentMode.allCases, GridFlow.allCases)
    func placementsEqualLatticeGridForNilZeroNumberAndInfinityProposals(mode: Lattice.GridContentMode, flow: Lattice.GridFlow) {
        let tracks: [GridTrack] = [.fr(1), .pt(60), .fit]
        let layout = LatticeGridLayout(tracks: tracks, contentMode: mode, flow: flow, spacing: [6, 4])
        let expectedGrid = latticeGrid(mixedItems, tracks: tracks, spacing: [6, 4], contentMode: mode, flow: flow)
        for proposal in proposals(width: 320, height: 240) {
            let fakes = mixedItems.map { $0.fake() }
            let driven = drive(layout, fakes, proposal: proposal, origin: CGPoint(x: 7, y: 11))
            let expected = expectedGrid.layout(proposal: latticeProposal(proposal))
            #expect(same(driven.size, expected.size), "size for \(proposal)")
            for index in mixedItems.indices {
                // Placed relative to the bounds' origin (7, 11).
                let frame = expected.frames[index].offsetBy(dx: 7, dy: 11)
                #expect(same(driven.frames[index], frame), "item \(index) for \(proposal)")
            }
        }
    }

    @Test func itemsAreProposedExactlyTheSizeTheyChose() {
        let fakes = mixedItems.map { $0.fake() }
        let proposal = ProposedViewSize(width: 300, height: 200)
        _ = drive(LatticeGridLayout(tracks: 3), fakes, proposal: proposal)
        let expected = latticeGrid(mixedItems, tracks: 3).layout(in: Size(width: 300, height: 200))
        for (index, fake) in fakes.enumerated() {
            let placement = fake.placements.last
            #expect(placement?.anchor == .topLeading)
            #expect(placement?.proposal == ProposedViewSize(width: CGFloat(expected.frames[index].width),
                                                            height: CGFloat(expected.frames[index].height)))
        }
    }

    @Test func threeFlexibleTracksWithSpacingTenShareThreeHundredPoints() {
        let fakes = [FakeSubview.flexible(), .flexible(), .flexible()]
        let driven = drive(LatticeGridLayout(tracks: 3, spacing: 10), fakes, proposal: ProposedViewSize(width: 300, height: 100))
        // (300 − 2 × 10) / 3 = 93.333… per column, at x = 0, 93.333 + 10, 2 × 103.333.
        let width = 280.0 / 3
        #expect(same(driven.size, Size(width: 300, height: 100)))
        #expect(same(driven.frames[0], Rect(x: 0, y: 0, width: width, height: 100)))
        #expect(same(driven.frames[1], Rect(x: width + 10, y: 0, width: width, height: 100)))
        #expect(same(driven.frames[2], Rect(x: 2 * (width + 10), y: 0, width: width, height: 100)))
    }

    @Test func scrollModeInsideAScrollViewIsAsTallAsItsRows() {
        // A vertical scroll view proposes no height. Six 40-point-tall items in
        // three columns make two rows: 40 + 5 + 40 = 85.
        let fakes = (0..<6).map { _ in FakeSubview.fixed(20, 40) }
        let layout = LatticeGridLayout(tracks: 3).gridContentMode(.scroll)
        let driven = drive(layout, fakes, proposal: ProposedViewSize(width: 310, height: nil))
        #expect(same(driven.size, Size(width: 310, height: 85)))
        // Columns of (310 − 10) / 3 = 100; the fourth item starts the second row at y 45,
        // centred in its cell: x (100 − 20) / 2 = 40.
        #expect(same(driven.frames[3], Rect(x: 40, y: 45, width: 20, height: 40)))
    }

    @Test func fillModeWithoutAProposedHeightIsNotEmpty() {
        // exyte's fill grid collapsed in a scroll view. Offered no height, the
        // growing rows take their content: 2 rows of 40 and a gap of 5.
        let fakes = (0..<6).map { _ in FakeSubview.fixed(20, 40) }
        let driven = drive(LatticeGridLayout(tracks: 3), fakes, proposal: ProposedViewSize(width: 310, height: nil))
        #expect(same(driven.size, Size(width: 310, height: 85)))
    }

    @Test func initializerOptionsWinOverContainerModifiers() {
        let items = (0..<5).map { _ in Item(Lattice.Color.red.frame(width: 10, height: 10)) }
        let layout = LatticeGridLayout(tracks: 2, flow: .rows).gridFlow(.columns).gridPacking(.dense)
        let driven = drive(layout, items.map { $0.fake() }, proposal: ProposedViewSize(width: 100, height: 100))
        let expected = latticeGrid(items, tracks: 2, flow: .rows, packing: .dense).layout(in: Size(width: 100, height: 100))
        for index in items.indices {
            #expect(same(driven.frames[index], expected.frames[index]))
        }
        // Rows flow: the second item is beside the first, not below it.
        #expect(driven.frames[1]?.y == driven.frames[0]?.y)
    }

    @Test func cellDecorationsFillTheCellOfTheirItem() {
        // [background, item spanning 2 columns, item, overlay]: the background
        // belongs to the next item, the overlay to the previous one.
        let background = FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellBackground)
        let wide = FakeSubview.fixed(30, 20).with(GridSpanKey.self, [2, 1])
        let narrow = FakeSubview.fixed(10, 10)
        let overlay = FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellOverlay)
        let driven = drive(LatticeGridLayout(tracks: 3, spacing: 10), [background, wide, narrow, overlay],
                           proposal: ProposedViewSize(width: 320, height: 50))
        // Columns of (320 − 20) / 3 = 100; one row of 50.
        #expect(same(driven.frames[0], Rect(x: 0, y: 0, width: 210, height: 50)))     // the wide item's cell
        #expect(same(driven.frames[1], Rect(x: 90, y: 15, width: 30, height: 20)))    // centred in it
        #expect(same(driven.frames[2], Rect(x: 265, y: 20, width: 10, height: 10)))    // 220 + (100 − 10) / 2
        #expect(same(driven.frames[3], Rect(x: 220, y: 0, width: 100, height: 50)))   // the narrow item's cell
    }

    @Test func decorationsWithoutAnItemArePlacedWithZeroSize() {
        let overlay = FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellOverlay)
        let item = FakeSubview.fixed(10, 10)
        let background = FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellBackground)
        let driven = drive(LatticeGridLayout(tracks: 1), [overlay, item, background],
                           proposal: ProposedViewSize(width: 100, height: 100))
        #expect(same(driven.frames[0], Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(same(driven.frames[2], Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(same(driven.frames[1], Rect(x: 45, y: 45, width: 10, height: 10)))
    }

    @Test func aNestedGridIsOneItemAndKeepsItsItemsAttributes() {
        // The inner grid's first item spans 2 of its columns; the outer grid
        // sees one item with no attribute, laid out as Lattice lays out nested grids.
        let innerItems = [Item(Lattice.Color.red.frame(width: 10, height: 10), span: [2, 1]), Item(Lattice.Color.blue)]
        let inner = latticeGrid(innerItems, tracks: 2)
        let outerItems = [Item(inner), Item(Lattice.Color.green)]
        let driven = drive(LatticeGridLayout(tracks: 2), outerItems.map { $0.fake() },
                           proposal: ProposedViewSize(width: 205, height: 100))
        let expected = latticeGrid(outerItems, tracks: 2).layout(in: Size(width: 205, height: 100))
        #expect(same(driven.frames[0], expected.frames[0]))
        #expect(same(driven.frames[1], expected.frames[1]))
        // Had the span leaked, the nested grid would fill both columns (205 wide).
        #expect(same(driven.frames[0], Rect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func theCacheMeasuresOnceForARepeatedProposalUnlessDisabled() {
        func measurements(_ layout: LatticeGridLayout) -> Int {
            let fake = FakeSubview.text("Hello")
            let subviews = LayoutSubviews(testDoubles: [fake])
            var cache = layout.makeCache(subviews: subviews)
            let proposal = ProposedViewSize(width: 200, height: nil)
            _ = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            let first = fake.measured.count
            _ = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 200, height: 16), proposal: proposal,
                                 subviews: subviews, cache: &cache)
            return fake.measured.count - first
        }
        #expect(measurements(LatticeGridLayout(tracks: 2)) == 0)
        #expect(measurements(LatticeGridLayout(tracks: 2).gridCache(.noCache)) > 0)
        #expect(measurements(LatticeGridLayout(tracks: 2, cache: .noCache).gridCache(.inMemoryCache)) > 0)
    }

    @Test func explicitColumnsAndRowsEqualLatticeGrid() {
        let items = [Item(Lattice.Text("Header"), span: [2, 1]), Item(Lattice.Text("Menu")), Item(Lattice.Color.teal)]
        let layout = LatticeGridLayout(columns: [.pt(100), .fr(1)], rows: [.pt(44)]).gridAutoTracks([.pt(30)])
        let expected = Lattice.Grid(columns: [.pt(100), .fr(1)], rows: [.pt(44)]) {
            Lattice.GridGroup(elements: items.map { Lattice.GridElement($0.lattice) })
        }.gridAutoTracks([.pt(30)])
        for proposal in proposals(width: 300, height: 200) {
            let driven = drive(layout, items.map { $0.fake() }, proposal: proposal)
            let result = expected.layout(proposal: latticeProposal(proposal))
            #expect(same(driven.size, result.size))
            for index in items.indices { #expect(same(driven.frames[index], result.frames[index])) }
        }
    }

    @Test func alignmentsMapTheStandardGuides() {
        #expect(Bridge.alignment(.topLeading) == Lattice.Alignment.topLeading)
        #expect(Bridge.alignment(.bottomTrailing) == Lattice.Alignment.bottomTrailing)
        #expect(Bridge.alignment(.center) == Lattice.Alignment.center)
        #expect(Bridge.alignment(.trailing) == Lattice.Alignment.trailing)
    }
}
#endif
