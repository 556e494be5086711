#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
@testable import LatticeSwiftUI
import Lattice
import Testing

/// A ``LatticeGridLayout`` whose items set no attribute lays them out straight from its
/// subviews (``LatticeGridItems/automatic(_:)``): the same layouts (size, frames, cells,
/// warnings) as the grid of their elements it makes otherwise.
struct LatticeGridItemsTests {
    /// Subviews without attributes: words, fixed boxes, runs of flexible colours, with a
    /// cell background and a cell overlay among them (subviews that are not items).
    static func plainSubviews() -> [FakeSubview] {
        [FakeSubview.text("one"), FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellBackground),
         FakeSubview.fixed(60, 20), FakeSubview.text("a longer text that wraps"), FakeSubview.flexible(),
         FakeSubview.flexible(), FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellOverlay),
         FakeSubview.text("two words"), FakeSubview.fixed(30, 45), FakeSubview.flexible(), FakeSubview.text("end")]
    }

    static let proposals: [ProposedViewSize] = [
        ProposedViewSize(width: 320, height: nil), ProposedViewSize(width: nil, height: nil),
        ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: 181, height: 240),
        ProposedViewSize(width: .infinity, height: 90), ProposedViewSize(width: 320, height: nil),
    ]

    /// `layout`'s items made of ``plainSubviews()``, laid out straight from them, against
    /// the grid of their elements, at each of ``proposals`` in turn.
    static func expectSameLayouts(_ layout: LatticeGridLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        let subviews = LayoutSubviews(testDoubles: plainSubviews())
        let plan = SubviewPlan(subviews)
        let shared = SubviewContent.Subviews(subviews)
        guard case .automatic(let automatic) = layout.items(plan, shared) else {
            Issue.record("items with no attribute made a grid of elements", sourceLocation: sourceLocation)
            return
        }
        let elements = layout.grid(plan.elements(shared))
        for proposal in proposals {
            let expected = ComputedLayout(elements.layout(proposal: latticeProposal(proposal)))
            let computed = ComputedLayout(automatic.layout(proposal: latticeProposal(proposal)))
            #expect(computed == expected, "layout for \(proposal)", sourceLocation: sourceLocation)
            #expect(computed.frames.count == plan.items.count, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: GridContentMode.allCases, GridFlow.allCases)
    func itemsWithoutAttributesAreLaidOutAsTheirElements(mode: Lattice.GridContentMode, flow: Lattice.GridFlow) {
        Self.expectSameLayouts(LatticeGridLayout(tracks: [.fr(1), .pt(60), .fit], contentMode: mode, flow: flow,
                                                 spacing: [6, 4]))
        Self.expectSameLayouts(LatticeGridLayout(tracks: [.repeat(.autoFill, [.pt(60)])], contentMode: mode, flow: flow))
    }

    @Test func withTheLayoutsOptions() {
        Self.expectSameLayouts(LatticeGridLayout(columns: [.fr(1), .fr(2)], rows: [.pt(30), .fit]).gridAutoTracks([.pt(25)]))
        Self.expectSameLayouts(LatticeGridLayout(tracks: 3, packing: .dense, commonItemsAlignment: .bottomTrailing,
                                                 contentAlignment: .topLeading))
        Self.expectSameLayouts(LatticeGridLayout(tracks: 3).gridCommonItemsAlignment(.leadingFirstTextBaseline))
        Self.expectSameLayouts(LatticeGridLayout(tracks: 4, cache: .noCache))
        Self.expectSameLayouts(LatticeGridLayout(tracks: []))
    }

    @Test func itemsWithAnAttributeOrExyteMetricsMakeAGridOfElements() {
        func items(_ layout: LatticeGridLayout, _ fakes: [FakeSubview]) -> LatticeGridItems {
            let subviews = LayoutSubviews(testDoubles: fakes)
            return layout.items(SubviewPlan(subviews), SubviewContent.Subviews(subviews))
        }
        func isAutomatic(_ items: LatticeGridItems) -> Bool {
            if case .automatic = items { return true }
            return false
        }
        #expect(isAutomatic(items(LatticeGridLayout(tracks: 2), Self.plainSubviews())))
        let attributed = [
            FakeSubview.fixed(10, 10).with(GridSpanKey.self, [2, 1]),
            FakeSubview.fixed(10, 10).with(GridStartKey.self, [1, nil]),
            FakeSubview.fixed(10, 10).with(GridItemAlignmentKey.self, .topLeading),
        ]
        for fake in attributed {
            #expect(!isAutomatic(items(LatticeGridLayout(tracks: 2), Self.plainSubviews() + [fake])))
        }
        #expect(!isAutomatic(items(LatticeGridLayout(tracks: 2).gridSpacingStyle(.exyte), Self.plainSubviews())))
        #expect(!isAutomatic(items(LatticeGridLayout(tracks: 2).gridFitSizing(.exyte), Self.plainSubviews())))
    }

    @Test func decorationsFillTheCellsOfItemsLaidOutStraightFromTheSubviews() {
        // [background, item, item, overlay] in 3 columns of (320 − 20) / 3 = 100 and one row of 50.
        let background = FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellBackground)
        let overlay = FakeSubview.flexible().with(GridSubviewRoleKey.self, .cellOverlay)
        let driven = drive(LatticeGridLayout(tracks: 3, spacing: 10),
                           [background, FakeSubview.fixed(30, 20), FakeSubview.fixed(10, 10), overlay],
                           proposal: ProposedViewSize(width: 320, height: 50))
        #expect(same(driven.frames[0], Rect(x: 0, y: 0, width: 100, height: 50)))     // the first item's cell
        #expect(same(driven.frames[1], Rect(x: 35, y: 15, width: 30, height: 20)))    // centred in it
        #expect(same(driven.frames[2], Rect(x: 155, y: 20, width: 10, height: 10)))   // 110 + (100 − 10) / 2
        #expect(same(driven.frames[3], Rect(x: 110, y: 0, width: 100, height: 50)))   // the second item's cell
    }
}
#endif
