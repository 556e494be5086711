// A grid's own text baselines (`explicitAlignment(of:in:proposal:subviews:cache:)`),
// for a parent that aligns it by `.firstTextBaseline` or `.lastTextBaseline`: the
// first is the top row's leading item's, the last the bottom row's leading item's,
// in the coordinate space of the bounds. Values derived by hand from the fake
// subviews' dimensions: a label is a 16-point line with its baseline at 12; a field
// (14 a character, 28-point lines) has its baseline at 21; "a\nb" is two label
// lines, 8 × 32, baselines 12 and 28.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.VerticalAlignment
import struct SwiftUIStandIn.HorizontalAlignment
@testable import LatticeSwiftUI
import Lattice
import Testing

private let field = Lattice.TextMetrics(characterWidth: 14, lineHeight: 28)

/// `layout`'s explicit value of `guide` after a layout pass at `proposal`, in bounds
/// whose origin is (50, 100).
private func baseline<L: Layout>(_ layout: L, _ guide: VerticalAlignment, _ fakes: [FakeSubview],
                                 proposal: ProposedViewSize) -> CGFloat? {
    let subviews = LayoutSubviews(testDoubles: fakes)
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let bounds = CGRect(origin: CGPoint(x: 50, y: 100), size: size)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
}

@Suite struct GridTextBaselineTests {
    /// "Name", the field, then "a\nb" alone in a second row.
    private func twoRows() -> [FakeSubview] {
        [FakeSubview.text("Name"), FakeSubview(Lattice.Text("Big").metrics(field)), FakeSubview.text("a\nb")]
    }

    @Test func aLatticeGridLayoutsBaselinesAreItsTopAndBottomRowsLeadingItems() {
        let layout = LatticeGridLayout(tracks: [.pt(60), .pt(120)], spacing: 0,
                                       commonItemsAlignment: .leadingFirstTextBaseline).gridContentMode(.scroll)
        let proposal = ProposedViewSize(width: 180, height: 400)
        // Row 1 on first baselines: the field's 21 above, "Name" moved down 21 − 12 = 9,
        // so both baselines at 21. Row 2 from y 28: "a\nb" alone, its last baseline 28
        // below its top.
        #expect(baseline(layout, .firstTextBaseline, twoRows(), proposal: proposal) == CGFloat(100 + 21))
        #expect(baseline(layout, .lastTextBaseline, twoRows(), proposal: proposal) == CGFloat(100 + 28 + 28))
    }

    @Test func aCSSGridLayoutsFirstBaselineIsItsLeadingItemsOfTheTopRow() {
        // Two 60 px columns, rows auto: "Name" (16 tall) and the field (28) stretch in a
        // 28 px row; a stretched text keeps its first baseline 12 from its top.
        let layout = CSSGridLayout(columns: "60px 60px")
        let proposal = ProposedViewSize(width: 120, height: nil)
        #expect(baseline(layout, .firstTextBaseline, twoRows(), proposal: proposal) == CGFloat(100 + 12))
    }

    @Test func aBoxWithoutTextGivesItsBottomEdge() {
        // A 40 × 30 colour in the top row: no text, so its guides' default, its height.
        let layout = VGridLayout(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))])
        let fakes = [FakeSubview.fixed(40, 30), FakeSubview.text("Name")]
        #expect(baseline(layout, .firstTextBaseline, fakes, proposal: ProposedViewSize(width: 88, height: nil)) == CGFloat(100 + 30))
    }

    @Test func otherGuidesAndEmptyGridsHaveNoExplicitValue() {
        let layout = AdaptiveGridLayout()
        let proposal = ProposedViewSize(width: 200, height: nil)
        #expect(baseline(layout, .top, twoRows(), proposal: proposal) == nil)
        #expect(baseline(layout, .center, twoRows(), proposal: proposal) == nil)
        #expect(baseline(layout, .firstTextBaseline, [], proposal: proposal) == nil)
        #expect(baseline(MasonryLayout(columns: [GridItem(.fixed(50))]), .lastTextBaseline, [], proposal: proposal) == nil)
    }
}
#endif
