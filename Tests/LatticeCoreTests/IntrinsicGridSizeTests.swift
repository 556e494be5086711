import Testing
@testable import LatticeCore

/// A leaf of unbreakable words (SCHEMA.md "Leaf content").
private func words(_ widths: [Double], _ css: [String: String] = [:]) throws -> Node {
    Node(style: try Style(css: css), measure: .words(widths, lineHeight: 10))
}

@Test func spanningItemsGiveAutoMinimumsOnlyTheirMinContentUnderMaxContent() throws {
    // Column 2 holds five 20 px words: base 20 (min-content), growth limit 100.
    // The item spanning both columns has min-content 30 and max-content 60.
    // §12.5 step 3, intrinsic minimums: 30 - (0 + 20) = 10 shared equally, 5 each:
    // bases 5 and 25. Max-content minimums touch only `max-content` minimums, so the
    // `auto` minimums stay; the growth limits (5 and 100) already hold 60. §12.6 under
    // max-content fills each column to its limit: 5 + 100 = 105.
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "auto auto"]),
                    children: [
                        try words([20, 20, 20, 20, 20], ["grid-column": "2", "grid-row": "1"]),
                        try words([30, 30], ["grid-column": "1 / span 2", "grid-row": "2"]),
                    ])
    let layout = root.layout(available: .maxContent)
    #expect(abs(layout.frame.width - 105) < 0.01)
    #expect(abs(layout.children[0].frame.x - 5) < 0.01)
}

@Test func itemsInOneFlexibleTrackAndItemsSpanningFlexibleTracksAreDistributedTogether() throws {
    // §12.5 step 4 takes every item crossing a flexible track at once, each item's extra
    // space measured from the base sizes before the step: the 100 px box raises column
    // 1 to 100; the 50 px box spanning both shares its 50 by flex factor, 25 each, so
    // column 2 is 25. (Counting the first box before the second would leave column 2
    // at 0.) Under min-content the flexible columns keep their base sizes: 125 wide.
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "1fr 1fr"]),
                    children: [
                        Node(style: try Style(css: ["width": "100px", "height": "10px"])),
                        Node(style: try Style(css: ["width": "50px", "height": "10px", "grid-column": "span 2"])),
                        Node(style: try Style(css: ["height": "10px", "grid-column": "2", "grid-row": "1"])),
                    ])
    let layout = root.layout(available: AvailableSize(width: .minContent, height: .maxContent))
    #expect(layout.frame.width == 125)
    #expect(layout.children[2].frame == Rect(x: 100, y: 0, width: 25, height: 10))
}

@Test func intrinsicWidthOfAGridWithADefiniteHeightUsesItsRows() throws {
    // The 1fr row fills the 80 px height, so the item's aspect ratio makes it 80 wide
    // (§12.1 step 3) already when the container's min-/max-content width is found:
    // shrink-to-fit in 50 px is min(80, max(80, 50)) = 80.
    let root = Node(style: try Style(css: ["display": "grid", "height": "80px", "grid-template-rows": "1fr"]),
                    children: [Node(style: try Style(css: ["aspect-ratio": "1"]))])
    let layout = root.layout(available: AvailableSize(width: .definite(50), height: .definite(600)))
    #expect(layout.frame.width == 80)
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 80, height: 80))
}

@Test func shorthandsKnowTheLonghandsTheySet() {
    #expect(Style.shorthand("gap", sets: "row-gap"))
    #expect(Style.shorthand("grid-gap", sets: "column-gap"))
    #expect(Style.shorthand("margin", sets: "margin-left"))
    #expect(Style.shorthand("border", sets: "border-top-width"))
    #expect(Style.shorthand("grid", sets: "grid-template-rows"))
    #expect(Style.shorthand("grid-area", sets: "grid-column-end"))
    #expect(!Style.shorthand("margin", sets: "padding-top"))
    #expect(!Style.shorthand("row-gap", sets: "gap"))
    #expect(!Style.shorthand("width", sets: "width"))
    #expect(!Style.shorthand("nonsense", sets: "row-gap"))
    #expect(Style.isShorthand("PADDING") && !Style.isShorthand("padding-left"))
}

@Test func anItemInAZeroFrTrackSetsNoFrSize() throws {
    // Rows `minmax(0, 0fr) 1fr` at an indefinite height. The item in the first row is
    // 20 tall (two 10 px words in 5 px), but that row's fixed 0 minimum keeps its base
    // size 0, and a range with no positive flex factor gives an fr of 0 (§12.7.1 as
    // Chrome runs it), so the 1fr row stays empty too: the grid is 0 tall and the item
    // overflows (aligned to the start, it keeps its 20). Sharing over a flex factor
    // sum floored at 1 would make the fr 20.
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-rows": "minmax(0, 0fr) 1fr"]),
                    children: [try words([10, 10], ["grid-row": "1", "width": "5px", "align-self": "start"])])
    let layout = root.layout(available: .maxContent)
    #expect(layout.frame.height == 0)
    #expect(layout.children[0].frame.height == 20)
}

@Test func anAutoHeightIsTheRowsSizedBeforeTheColumnsFollowThem() throws {
    // Columns `1fr auto` in 200 px; row 2 is 40 px (the fixed-height item). The
    // square item's width follows its row only once the rows are sized (§12.1 step 3).
    // First run: the auto column is 0, the 1fr column 200, so the three 60 px words
    // fit one line: rows 10 + 40 = 50, the grid's height (Chrome takes the height
    // here). Laid out in it, step 3 makes the square 40 wide: the 1fr column is
    // 160, the words wrap to two lines (row 1 is 20) and the rows overflow to 60.
    let root = Node(style: try Style(css: ["display": "grid", "width": "200px", "grid-template-columns": "1fr auto"]),
                    children: [
                        try words([60, 60, 60], ["grid-column": "1", "grid-row": "1"]),
                        Node(style: try Style(css: ["grid-column": "2", "grid-row": "2", "height": "40px"])),
                        Node(style: try Style(css: ["grid-column": "2", "grid-row": "2", "aspect-ratio": "1"])),
                    ])
    let layout = root.layout(available: .maxContent)
    #expect(layout.frame.height == 50)
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 160, height: 20))
    #expect(layout.children[2].frame == Rect(x: 160, y: 20, width: 40, height: 40))
}

@Test func aPercentageHeightGivesNoContentFloorToTheRatioHeight() throws {
    // The item's `height: 60%` has no definite basis while the rows are sized, so its
    // ratio gives the height from the 24 px width: 24 × 2 = 48. Its five 20 px words,
    // one 10 px line each, are 50 tall, but the content floor of CSS Sizing 4 §5.1 is left to an
    // `auto` height (as Chrome does): the row is 48, and the item then 60% of it, 28.8.
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "24px"]),
                    children: [try words([20, 20, 20, 20, 20], ["height": "60%", "aspect-ratio": "1 / 2"])])
    let layout = root.layout(available: .maxContent)
    #expect(layout.frame.height == 48)
    #expect(abs(layout.children[0].frame.height - 28.8) < 0.01)
}

@Test func aGridItemWithARatioAndAPercentageHeightGivesItsRowTheRatioHeight() throws {
    // While the rows are sized the item's `height: 50%` has no basis and behaves as
    // auto: `start` alignment gives it its fit-content width, the 60 px word, and its
    // 2:1 ratio the height 60 / 2 = 30 (no content floor: 10 px of content would not
    // raise it anyway). The row and the grid are 30 tall; the item is then 50% of it, 15.
    let item = Node(style: try Style(css: ["display": "grid", "aspect-ratio": "2", "height": "50%", "justify-self": "start"]),
                    children: [try words([60])])
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "200px"]), children: [item])
    let layout = root.layout(available: .maxContent)
    #expect(layout.frame.height == 30)
    #expect(layout.children[0].frame.height == 15)
}

@Test func aGridItemWithARatioAndAPercentageHeightIsNotGrownToItsContent() throws {
    // As for a leaf (see above): the item's fit-content width is its 40 px child, its
    // 2:1 ratio gives 20, and its 50 px tall child does not raise that while the
    // `height: 50%` has no basis. The row and the grid are 20 tall.
    let item = Node(style: try Style(css: ["display": "grid", "aspect-ratio": "2", "height": "50%", "justify-self": "start"]),
                    children: [Node(style: try Style(css: ["width": "40px", "height": "50px"]))])
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "200px"]), children: [item])
    #expect(root.layout(available: .maxContent).frame.height == 20)
}
