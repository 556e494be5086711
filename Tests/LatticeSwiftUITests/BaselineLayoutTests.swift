// SwiftUI's text baseline alignments through every LatticeSwiftUI layout: the
// layouts read each subview's `dimensions(in:)[.firstTextBaseline]` (and
// `[.lastTextBaseline]`) and the engine lines the rows up. The fake subviews'
// dimensions are Lattice text's: a label (default metrics) is a 16-point line
// with its baseline at 12; a field (`field`: 14 a character, 28-point lines,
// ascent 21, descent 7) has its baseline at 21. Frames derived by hand: in a
// first-baseline row each item moves down by the row's largest extent above the
// baseline less its own, and the row holds the largest extents above and below.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
import struct SwiftUIStandIn.GridItem
import struct SwiftUIStandIn.VerticalAlignment
@testable import LatticeSwiftUI
import Lattice
import Testing

private let field = Lattice.TextMetrics(characterWidth: 14, lineHeight: 28)

/// A label "Name" (32 × 16, baseline 12) and a field "Big" (42 × 28, baseline 21).
private func labelAndField() -> [FakeSubview] {
    [FakeSubview.text("Name"), FakeSubview(Lattice.Text("Big").metrics(field))]
}

@Suite struct BaselineLayoutTests {
    @Test func theBaselineGuidesMapOntoLatticesOnes() {
        #expect(Bridge.vertical(.firstTextBaseline) == .firstTextBaseline)
        #expect(Bridge.vertical(.lastTextBaseline) == .lastTextBaseline)
        #expect(Bridge.alignment(.trailingLastTextBaseline) == .trailingLastTextBaseline)
        #expect(Bridge.alignment(.centerFirstTextBaseline) == .centerFirstTextBaseline)
    }

    @Test func aSubviewsBaselinesAreItsDimensionsGuides() {
        // A text "Hello world" at 40 wide: two lines, baselines 12 and 28.
        let fake = FakeSubview.text("Hello world")
        let subviews = LayoutSubviews(testDoubles: [fake])
        let content = SubviewContent(subviews: subviews, index: 0)
        #expect(content.textBaselines(at: Size(width: 40, height: 32)) == Baselines(first: 12, last: 28))
        // A view without text: its guides' default, the bottom edge.
        let shape = SubviewContent(subviews: LayoutSubviews(testDoubles: [FakeSubview.fixed(20, 30)]), index: 0)
        #expect(shape.textBaselines(at: Size(width: 20, height: 30)) == Baselines(first: 30, last: 30))
    }

    @Test func latticeGridLayoutAlignsCommonAndItemBaselines() {
        let layout = LatticeGridLayout(tracks: [.pt(60), .pt(120)], spacing: 0,
                                       commonItemsAlignment: .leadingFirstTextBaseline).gridContentMode(.scroll)
        let fakes = labelAndField() + [
            FakeSubview(Lattice.Text("a\nb")).with(GridItemAlignmentKey.self, Bridge.alignment(.trailingLastTextBaseline)),
            FakeSubview(Lattice.Text("Big").metrics(field)).with(GridItemAlignmentKey.self,
                                                                  Bridge.alignment(.leadingLastTextBaseline)),
        ]
        let driven = drive(layout, fakes, proposal: ProposedViewSize(width: 180, height: 400))
        // Row 1 (first baselines): 21 + 7 = 28 tall, "Name" at 21 − 12 = 9. Row 2 (last
        // baselines) from 28: "a\nb" 8 × 32 (last baseline 28, 4 below), the field (7
        // below): 28 + 7 = 35 tall; "a\nb" ends 3 above the bottom: y = 28 + 35 − 3 − 32
        // = 28, trailing: x = 60 − 8; the field ends at the bottom: y = 28 + 7 = 35.
        #expect(same(driven.size, Size(width: 180, height: 63)))
        let expected = [Rect(x: 0, y: 9, width: 32, height: 16), Rect(x: 60, y: 0, width: 42, height: 28),
                        Rect(x: 52, y: 28, width: 8, height: 32), Rect(x: 60, y: 35, width: 42, height: 28)]
        for index in expected.indices { #expect(same(driven.frames[index], expected[index]), "item \(index)") }
    }

    @Test func vGridLayoutAlignsTheRowsOfBaselineColumns() {
        let layout = VGridLayout(columns: [GridItem(.fixed(60), alignment: .leadingFirstTextBaseline),
                                           GridItem(.fixed(120), alignment: .leadingFirstTextBaseline)])
        let driven = drive(layout, labelAndField(), proposal: ProposedViewSize(width: 188, height: nil))
        // Columns 60 and 120, 8 apart; one row 21 + 7 = 28 tall; "Name" at 9.
        #expect(same(driven.frames[0], Rect(x: 0, y: 9, width: 32, height: 16)))
        #expect(same(driven.frames[1], Rect(x: 68, y: 0, width: 42, height: 28)))
        #expect(same(driven.size, Size(width: 188, height: 28)))
    }

    @Test func adaptiveGridLayoutAlignsEachRowsBaselines() {
        let driven = drive(AdaptiveGridLayout(alignment: .leadingFirstTextBaseline), labelAndField(),
                           proposal: ProposedViewSize(width: 82, height: nil))
        // Natural widths 32 and 42: both fit in one row (32 + 8 + 42 = 82); the row is
        // 21 + 7 = 28 tall, "Name" at 9.
        #expect(same(driven.frames[0], Rect(x: 0, y: 9, width: 32, height: 16)))
        #expect(same(driven.frames[1], Rect(x: 40, y: 0, width: 42, height: 28)))
    }

    @Test func cssGridLayoutAlignsItemsByBaseline() {
        let driven = drive(CSSGridLayout("align-items: baseline", columns: "60px 60px"), labelAndField(),
                           proposal: ProposedViewSize(width: 120, height: nil))
        // `align-self: baseline` items are sized to their content: "Name" 32 × 16 at 9,
        // the field at 0; the row is 28.
        #expect(same(driven.frames[0], Rect(x: 0, y: 9, width: 32, height: 16)))
        #expect(same(driven.frames[1], Rect(x: 60, y: 0, width: 42, height: 28)))
        #expect(same(driven.size, Size(width: 120, height: 28)))
    }

    @Test func onlySubviewsAlignedByABaselineAreAskedTheirDimensions() {
        let fakes = labelAndField() + [FakeSubview.text("x")]
        let layout = LatticeGridLayout(tracks: 3)
        _ = drive(layout, fakes, proposal: ProposedViewSize(width: 300, height: 100))
        _ = drive(CSSGridLayout(columns: "1fr 1fr 1fr"), fakes, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(fakes.allSatisfy { $0.dimensionsAsked.isEmpty })
        let aligned = labelAndField()
        _ = drive(CSSGridLayout("align-items: baseline", columns: "1fr 1fr"), aligned, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(aligned.allSatisfy { !$0.dimensionsAsked.isEmpty })
    }
}
#endif
