import Testing
@testable import LatticeCore

// CSS Grid §10.6 and Box Alignment 3 §9: items aligned by their baselines in a row.
// Text in the Ahem model: 10 px glyphs, ascent 8, descent 2; a line of height h has its
// baseline at floor((h - 10) / 2) + 8 from its top.

private func text(_ css: String, _ words: [Double], line: Double) throws -> Node {
    Node(style: try Style(css: css), measure: .words(words, lineHeight: line, font: .ahem))
}

@Test func aLineBoxPlacesTheBaselineAfterHalfTheLeadingRoundedDown() {
    #expect(FontMetrics.ahem.baseline(inLineOf: 20) == 13)
    #expect(FontMetrics.ahem.baseline(inLineOf: 15) == 10)
    #expect(FontMetrics.ahem.baseline(inLineOf: 7) == 6)
    #expect(FontMetrics.ahem.baseline(inLineOf: 0) == 3)
    let measure = Measure.words([30, 40], lineHeight: 20, font: .ahem)
    #expect(measure.baselines?(Size(width: 40, height: 40)) == Baselines(first: 13, last: 33))
}

@Test func firstBaselinesLineUpAtTheTopOfTheRow() throws {
    // Lines of 20 (baseline 13) and 40 (baseline 23): the first item moves down 10, to
    // end at 30; the row is as tall as the taller item, 40.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 50px 50px; align-items: baseline"),
                    children: [try text("", [30], line: 20), try text("", [30], line: 40)])
    let layout = grid.layout(available: .maxContent)
    #expect(layout.children[0].frame.y == 10)
    #expect(layout.children[1].frame.y == 0)
    #expect(layout.frame.height == 40)
    // The grid's baseline is its first row's shared baseline: 23.
    #expect(layout.baselines?.first == 23)
}

@Test func aShimGrowsTheRowToHoldTheWholeGroup() throws {
    // Item 1: padding-top 30, line 10 (baseline 8): 38 above the baseline, 2 below.
    // Item 2: line 40 (baseline 23): 23 above, 17 below. The row holds 38 + 17 = 55.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 50px 50px; align-items: baseline"),
                    children: [try text("padding-top: 30px", [30], line: 10), try text("", [30], line: 40)])
    let layout = grid.layout(available: .maxContent)
    #expect(layout.frame.height == 55)
    #expect(layout.children[0].frame.y == 0)
    #expect(layout.children[1].frame.y == 15)
}

@Test func lastBaselinesLineUpAtTheEndOfTheRow() throws {
    // A 60 px row; last baselines: item 1 two lines of 10 (last baseline 18, 2 below),
    // item 2 one line of 20 (13, 7 below). Group extent below: 7; item 1 ends 5 above
    // the row's end: y = 60 - 5 - 20; item 2 at 60 - 20.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 30px 50px; grid-template-rows: 60px; align-items: last baseline"),
                    children: [try text("", [30, 30], line: 10), try text("", [30], line: 20)])
    let layout = grid.layout(available: .maxContent)
    #expect(layout.children[0].frame == Rect(x: 0, y: 35, width: 30, height: 20))
    #expect(layout.children[1].frame == Rect(x: 30, y: 40, width: 50, height: 20))
}

@Test func aBoxWithoutTextHasItsBaselineAtItsBottomEdge() throws {
    // A 30 px box (baseline 30) beside a line of 20 (baseline 13): the text moves down 17.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 50px 50px; align-items: baseline"),
                    children: [Node(style: try Style(css: "height: 30px")), try text("", [30], line: 20)])
    let layout = grid.layout(available: .maxContent)
    #expect(layout.children[1].frame.y == 17)
    #expect(layout.frame.height == 37)
}

@Test func anAutoMarginTakesAnItemOutOfItsGroup() throws {
    // With `margin-top: auto` the first item is not baseline-aligned: it takes the free
    // space above it in the 40 px row (the auto margin), so it sits at the bottom.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 50px 50px; grid-template-rows: 40px; align-items: baseline"),
                    children: [try text("margin-top: auto", [30], line: 10), try text("", [30], line: 20)])
    let layout = grid.layout(available: .maxContent)
    #expect(layout.children[0].frame.y == 30)
    #expect(layout.children[1].frame.y == 0)
}
