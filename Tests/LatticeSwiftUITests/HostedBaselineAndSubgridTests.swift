// SwiftUI code, written as an app writes it, evaluated by the stand-in's test host
// (`ViewHost`), whose text has deterministic metrics: 8 points a character, lines
// of 16 with their baseline 12 below their top. Frames derived by hand.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
@testable import LatticeSwiftUI
import Testing

/// `view` evaluated by the test host and laid out in `size`.
@MainActor
private func hosted<V: View>(_ view: V, in size: CGSize) -> ViewHost {
    let host = ViewHost(view)
    #expect(host.unsupported.isEmpty, "views the test host does not know: \(host.unsupported)")
    host.layOut(in: size)
    return host
}

/// The frame of the test host's element showing `text`.
@MainActor
private func frame(of text: String, in host: ViewHost) -> CGRect? {
    host.elements.first { $0.text == text }?.frame
}

@MainActor
@Suite struct HostedBaselineAndSubgridTests {
    @Test func theHostsTextReportsItsBaselinesThroughPaddingAndStacks() {
        let host = hosted(VStack { Text("Hello world"); Text("a") }.padding(.top, 10), in: CGSize(width: 40, height: 200))
        let root = host.roots[0]
        // "Hello world" in 40 points: two lines (baselines 12 and 28); then 8 of spacing
        // and "a" (its baseline 12): the stack's last baseline 32 + 8 + 12 = 52; all 10
        // lower for the padding.
        let dimensions = root.dimensions(in: ProposedViewSize(width: 40, height: nil))
        #expect(dimensions[.firstTextBaseline] == 22)
        #expect(dimensions[.lastTextBaseline] == 62)
        // A view without text: the guides are its bottom edge.
        let shape = hosted(Color.red.frame(width: 20, height: 30), in: CGSize(width: 100, height: 100)).roots[0]
        #expect(shape.dimensions(in: .unspecified)[.firstTextBaseline] == 30)
        #expect(shape.dimensions(in: .unspecified)[explicit: .firstTextBaseline] == nil)
    }

    @Test func aCSSGridAlignsTheBaselinesOfSwiftUIViews() {
        let host = hosted(CSSGrid("align-items: baseline", columns: "auto auto auto") {
            Text("Name")
            Text("Ada").padding(.top, 10)
            Color.blue.frame(width: 10, height: 30)
        }, in: CGSize(width: 300, height: 200))
        // Baselines: "Name" 12; the padded text 10 + 12 = 22 (4 below); the bar 30 (its
        // bottom edge). The row: 30 above + 4 below = 34. Each moves down by 30 less
        // its own: "Name" to 18, the padded text to 8 (its text at 18), the bar stays at
        // 0. Columns: 32, 24 and 10 wide, then `auto` tracks stretch to the 300 points:
        // (300 − 66) / 3 = 78 more each, so the second column starts at 110.
        #expect(frame(of: "Name", in: host) == CGRect(x: 0, y: 18, width: 32, height: 16))
        #expect(frame(of: "Ada", in: host) == CGRect(x: 110, y: 18, width: 24, height: 16))
        let grid = host.layouts(CSSGridLayout.self)[0].element
        #expect(grid.frame?.height == 34)
    }

    @Test func aLatticeGridAlignsLastBaselines() {
        let host = hosted(LatticeGrid(tracks: [.pt(40), .pt(40)], spacing: 0, commonItemsAlignment: .leadingLastTextBaseline) {
            VStack(alignment: .leading, spacing: 0) { Text("ab"); Text("cd") }
            Text("x")
        }.gridContentMode(.scroll).gridScrollsContent(false), in: CGSize(width: 80, height: 400))
        // The stack: two lines, 32 tall, last baseline 16 + 12 = 28, 4 below; "x": 16
        // tall, 4 below: the row is 28 + 4 = 32, both end at its bottom: "x" at 16.
        #expect(frame(of: "cd", in: host)?.minY == 16)
        #expect(frame(of: "x", in: host) == CGRect(x: 40, y: 16, width: 8, height: 16))
    }

    @Test func subgridCardsLineUpTheirTitlesBodiesAndButtons() throws {
        let cards = [("Short", "One line"), ("A much longer title", "Text"), ("Three", "Body that wraps onto three lines")]
        let host = hosted(CSSGrid(columns: "repeat(3, 116px)", gap: "10px") {
            ForEach(cards.indices, id: \.self) { index in
                CSSGrid("grid-row: span 3; padding: 8px", rows: "subgrid") {
                    Text(cards[index].0)
                    Text(cards[index].1)
                    Text("Buy \(index)")
                } background: {
                    Color.gray
                }
            }
        }, in: CGSize(width: 368, height: 600))
        // One layout: the cards are subgrids of it, not layouts of their own.
        let layouts = host.layouts(CSSGridLayout.self)
        #expect(layouts.count == 1)
        // Its subviews: per card its box's view, its three texts, its end marker.
        let subviews = try #require(layouts.first).element.children
        #expect(subviews.count == 15)
        // Card content 116 − 2 × 8 = 100 wide (12 characters a line): card 2's title
        // takes 2 lines (32), card 3's body 3 (48). Shared rows (CSS Grid 2 §9), the
        // padding counting at the edges: 32 + 8 = 40, 48, 16 + 8 = 24, 10 apart: rows at
        // 0, 50, 108. Every card's texts start at the same heights, inside its padding.
        for (index, card) in cards.enumerated() {
            let x = Double(index) * 126
            #expect(frame(of: card.0, in: host)?.origin == CGPoint(x: x + 8, y: 8))
            #expect(frame(of: card.1, in: host)?.origin == CGPoint(x: x + 8, y: 50))
            #expect(frame(of: "Buy \(index)", in: host)?.origin == CGPoint(x: x + 8, y: 108))
            // The box's view fills the card: 116 × 132; the end marker is empty.
            #expect(subviews[index * 5].frame == CGRect(x: x, y: 0, width: 116, height: 132))
            #expect(subviews[index * 5 + 4].frame?.size == .zero)
        }
        // The texts are offered their areas: card 3's body 100 × 48.
        #expect(host.elements.first { $0.text == cards[2].1 }?.placedProposal == ProposedViewSize(width: 100, height: 48))
    }
}
#endif
