import Testing
@testable import LatticeCore

// A node keeps a summary of its style for the grid's per-item paths (NodeSummary):
// these pin down that the summary follows every way a style or measure can change,
// and that boxes it does not cover still take the general path.

/// A 100-wide grid with one `auto` column and `auto` rows, holding `child`.
private func grid(_ child: Node) throws -> Node {
    Node(style: try Style(css: ["display": "grid", "width": "100px", "grid-template-columns": "auto"]),
         children: [child])
}

@Test func theSummaryFollowsAStyleChangedInPlace() throws {
    var root = try grid(Node(style: try Style(css: ["width": "10px", "height": "20px"])))
    #expect(root.children[0].summary.plainBox?.width == 10)
    root.children[0].style.width = .points(40)
    root.children[0].style.padding.left = .points(4)
    let child = root.layout(available: .maxContent).children[0]
    // Border-box sizing: 40 wide with its padding, 20 high.
    #expect(child.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(root.children[0].summary.plainBox?.insetX == 4)
}

@Test func aStyleThatStopsBeingPlainLeavesTheFastPath() throws {
    var root = try grid(Node(style: try Style(css: ["height": "20px"])))
    root.children[0].style.minWidth = .points(30)
    #expect(root.children[0].summary.plainBox == nil)
    // An auto width stretched across the 100-wide column; the min width does not bind.
    #expect(root.layout(available: .maxContent).children[0].frame.width == 100)
    root.children[0].style.maxWidth = .points(60)
    #expect(root.layout(available: .maxContent).children[0].frame.width == 60)
}

@Test func aMeasureSetAfterTheNodeIsMadeIsMeasured() throws {
    var root = try grid(Node(style: Style()))
    #expect(!root.children[0].summary.hasContent)
    // Two 30-wide words on one 10-high line fit the 100-wide column.
    root.children[0].measure = .words([30, 30], lineHeight: 10)
    #expect(root.children[0].summary.hasContent)
    #expect(root.children[0].summary.plainBox != nil)
    let child = root.layout(available: .maxContent).children[0]
    #expect(child.frame == Rect(x: 0, y: 0, width: 100, height: 10))
}

@Test func aPlainBoxWithContentIsSizedAsAnyBox() throws {
    // The same text leaf, once plain and once with a (non-binding) max width that takes
    // it off the fast path, in a max-content column: both 70 wide (30 + 40), one line.
    let words = Measure.words([30, 40], lineHeight: 10)
    let plain = try grid(Node(style: try Style(css: ["padding": "2px", "margin": "1px"]), measure: words))
    let general = try grid(Node(style: try Style(css: ["padding": "2px", "margin": "1px", "max-width": "1000px"]),
                                measure: words))
    #expect(plain.children[0].summary.plainBox != nil)
    #expect(general.children[0].summary.plainBox == nil)
    let a = plain.layout(available: .maxContent).children[0]
    let b = general.layout(available: .maxContent).children[0]
    // Stretched across the 100-wide column less its margins: 98 wide at x 1; one line
    // of 10 plus 4 of padding high.
    #expect(a.frame == Rect(x: 1, y: 1, width: 98, height: 14))
    #expect(b.frame == a.frame)
}

@Test func nonFiniteLengthsAreNeverPlain() {
    var style = Style()
    style.margin.left = .points(.infinity)
    #expect(NodeSummary(style: style, measure: nil).plainBox == nil)
    style = Style()
    style.width = .points(.nan)
    #expect(NodeSummary(style: style, measure: nil).plainBox == nil)
}

@Test func aPlacementThatNeedsNothingOfTheGridIsResolvedInTheSummary() throws {
    let spans = NodeSummary(style: try Style(css: ["grid-column": "span 2", "grid-row": "auto / span 3"]), measure: nil)
    #expect(spans.itemPlacement?.column == .auto(span: 2))
    #expect(spans.itemPlacement?.row == .auto(span: 3))
    // Lines 2 / span 2 are origin-zero tracks 1 ..< 3; lines 5 / 3 are swapped: 2 ..< 4.
    let lines = NodeSummary(style: try Style(css: ["grid-column": "2 / span 2", "grid-row": "5 / 3"]), measure: nil)
    #expect(lines.itemPlacement?.column == .definite(start: 1, end: 3))
    #expect(lines.itemPlacement?.row == .definite(start: 2, end: 4))
    // A named line or span, a negative line, an alignment of its own: placed the general way.
    for css in [["grid-column": "a / span 2"], ["grid-column": "span 2 foo"], ["grid-row": "-1"],
                ["grid-row": "span 2", "align-self": "end"]] {
        #expect(NodeSummary(style: try Style(css: css), measure: nil).itemPlacement == nil)
    }
}

@Test func spansOnTheFastPathPlaceAsTheyDoOnTheGeneralOne() throws {
    // Three 10-wide columns, a 2-span item then two others, by auto-placement: item 0 in
    // columns 1-2 of row 1, item 1 in column 3 of row 1, item 2 in column 1 of row 2.
    // The same with an alignment of its own, which takes the general path.
    func layout(_ extra: [String: String]) throws -> [Rect] {
        var first = ["grid-column": "span 2", "height": "10px"]
        first.merge(extra) { $1 }
        let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "10px 10px 10px"]),
                        children: [Node(style: try Style(css: first)),
                                   Node(style: try Style(css: ["height": "10px"])),
                                   Node(style: try Style(css: ["height": "10px"]))])
        return root.layout(available: .maxContent).children.map(\.frame)
    }
    let fast = try layout([:])
    #expect(fast == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 20, y: 0, width: 10, height: 10),
                     Rect(x: 0, y: 10, width: 10, height: 10)])
    #expect(try layout(["justify-self": "stretch"]) == fast)
}

@Test func boxesWithoutContentOrMarginsAreLaidOutFromTheirItemAlone() throws {
    // Three leaves in 100-wide columns, in one auto row:
    // - auto width and height, 30 px of padding across, 50 down: stretched to the area;
    // - 20 x 10, centred on both axes;
    // - 60 x 40, at the end of its column (justify-self: end).
    let root = Node(
        style: try Style(css: ["display": "grid", "grid-template-columns": "100px 100px 100px", "align-items": "stretch"]),
        children: [
            Node(style: try Style(css: ["padding": "25px 15px"])),
            Node(style: try Style(css: ["width": "20px", "height": "10px", "place-self": "center"])),
            Node(style: try Style(css: ["width": "60px", "height": "40px", "justify-self": "end"])),
        ])
    #expect(root.children.allSatisfy { $0.summary.plainBox?.isBare == true })
    let frames = root.layout(available: .maxContent).children.map(\.frame)
    // The row is 50 high: the first leaf's padding (25 + 25) is its content-based height.
    #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 50))
    // Centred: x 100 + (100 - 20) / 2 = 140, y (50 - 10) / 2 = 20.
    #expect(frames[1] == Rect(x: 140, y: 20, width: 20, height: 10))
    // At the end of the third column: x 200 + 100 - 60 = 240; its height is set (not stretched).
    #expect(frames[2] == Rect(x: 240, y: 0, width: 60, height: 40))
}

@Test func marginsAFloatCannotHoldExactlyTakeTheGeneralPath() throws {
    // A plain box keeps its margins and insets in 32 bits: 0.5 fits exactly, 0.1 does not.
    let exact = try grid(Node(style: try Style(css: ["height": "10px", "margin-left": "0.5px"])))
    let inexact = try grid(Node(style: try Style(css: ["height": "10px", "margin-left": "0.1px"])))
    #expect(exact.children[0].summary.plainBox?.marginLeft == 0.5)
    #expect(inexact.children[0].summary.plainBox == nil)
    // Either way the margin is the double written: stretched across the 100-wide column
    // less the margin.
    let a = exact.layout(available: .maxContent).children[0].frame
    let b = inexact.layout(available: .maxContent).children[0].frame
    #expect(a == Rect(x: 0.5, y: 0, width: 99.5, height: 10))
    #expect(b == Rect(x: 0.1, y: 0, width: 100 - 0.1, height: 10))
}
