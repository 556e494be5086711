import Testing
@testable import LatticeCore

/// A grid container with `css` holding `children`, laid out under a max-content constraint.
private func layoutGrid(_ css: [String: String], _ children: [Node]) throws -> NodeLayout {
    Node(style: try Style(css: css), children: children).layout(available: .maxContent)
}

/// A leaf of unbreakable words (SCHEMA.md "Leaf content").
private func words(_ widths: [Double], lineHeight: Double = 10, _ css: [String: String] = [:]) throws -> Node {
    Node(style: try Style(css: css), measure: .words(widths, lineHeight: lineHeight))
}

@Test func explicitAlignStretchGivesARatioItemItsWidthFromTheRowFlooredByMinContent() throws {
    // Column 200 px, row 10 px, `align-items: stretch`: the item's height is the row's
    // 10 px, so its ratio 0.5 gives it 10 × 0.5 = 5 px of width, floored by its automatic
    // minimum, the min-content width (the 60 px word): 60, not the 200 px column.
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "200px",
                                 "grid-template-rows": "10px", "align-items": "stretch"],
                                [try words([60, 40], ["aspect-ratio": "0.5"])])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 60, height: 10))
}

@Test func aTransferredHeightKeepsThePaddingAndBorder() throws {
    // width 40 and ratio 4 give a 10 px height, but 8 + 8 px of border need 16.
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "100px"],
                                [Node(style: try Style(css: ["width": "40px", "aspect-ratio": "4",
                                                             "border-width": "8px", "justify-self": "start",
                                                             "align-self": "start"]))])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 40, height: 16))
}

@Test func aSpecifiedMaxWidthWinsOverAMinWidthTransferredFromTheMinHeight() throws {
    // min-height 60 through ratio 2 would ask for a 120 px min width; max-width 50
    // wins (CSS Sizing 4 §5.2), and the ratio then gives 50 / 2 = 25, floored by the
    // min-height: the item is 50 × 60.
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "200px"],
                                [Node(style: try Style(css: ["aspect-ratio": "2", "min-height": "60px",
                                                             "max-width": "50px", "justify-self": "start",
                                                             "align-self": "start"]))])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 50, height: 60))
}

@Test func aMinContentHeightStillTakesItsHeightFromTheRatio() throws {
    // `height: min-content` behaves as auto for the ratio: the item stretches to the
    // 120 px column and the ratio 2 gives it 60 px of height (it has no content).
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "120px"],
                                [Node(style: try Style(css: ["height": "min-content", "aspect-ratio": "2"]))])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 120, height: 60))
}

@Test func aRatioGridMeasuresItsContentHeightInsideTheRatioHeight() throws {
    // A 40 px wide grid with ratio 4 is 10 px tall by the ratio. Its rows are
    // `20px minmax(0, 30px)`: laid out in those 10 px the second row stays at its 0 base
    // (no free space to grow into), so the content is 20 px, and the grid is 20 tall
    // (the content floors the ratio height), not 50.
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "100px"],
                                [Node(style: try Style(css: ["display": "grid", "width": "40px", "aspect-ratio": "4",
                                                             "grid-template-rows": "20px minmax(0, 30px)",
                                                             "align-self": "start"]))])
    #expect(layout.children[0].frame.height == 20)
}

@Test func aMinContentWidthWithADefiniteHeightIsTheRatioWidthWithinTheAutomaticMinimum() throws {
    // height 30 and ratio 2: the min-content width is 30 × 2 = 60 (not the 90 px word),
    // so with `min-width: 0` the `width: min-content` item is 60 wide; with the automatic
    // minimum (`min-width: auto`) the content's min-content width, 90, floors it.
    func item(_ extra: [String: String]) throws -> Node {
        try words([90], ["height": "30px", "width": "min-content", "aspect-ratio": "2",
                         "align-self": "start"].merging(extra) { $1 })
    }
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "200px"],
                                [try item(["min-width": "0"]), try item([:])])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 60, height: 30))
    #expect(layout.children[1].frame == Rect(x: 0, y: 30, width: 90, height: 30))
}

@Test func aNestedGridOfRatioItemsIsAsWideAsItsStretchedRowsMakeThem() throws {
    // The outer `auto` column holds an auto-width grid stretched to the 100 px row. In
    // that height its `auto` row stretches to 100, so its ratio-1 item (no content) is
    // 100 wide: the inner grid's min- and max-content widths are 100, and so is the
    // column (`justify-content: start`, so nothing stretches it further).
    let inner = Node(style: try Style(css: ["display": "grid"]),
                     children: [Node(style: try Style(css: ["aspect-ratio": "1"]))])
    let layout = try layoutGrid(["display": "grid", "width": "300px", "grid-template-columns": "auto",
                                 "grid-template-rows": "100px", "justify-content": "start"],
                                [inner])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(layout.children[0].children[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
}

@Test func aBorderBoxRatioKeepsTheWidthItsVerticalPaddingGives() throws {
    // A 0 px column stretches the item to 0, but its 2 + 2 px vertical padding is a
    // height it cannot go below, and through the border-box ratio 2 that is 8 px of
    // width: the item is 8 wide and 8 / 2 = 4 tall (its padding).
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "0px"],
                                [Node(style: try Style(css: ["aspect-ratio": "2", "padding": "2px"]))])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 8, height: 4))
}

@Test func aMaxContentMaxWidthOfARatioItemComesFromItsAreaHeight() throws {
    // The item fills the 40 px row's height, so its max-content width is 40 × 2 = 80
    // (not its 100 px word): the 300 px stretch is clamped to 80, and the ratio gives
    // 80 / 2 = 40 px of height (one 10 px line fits under it).
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "300px",
                                 "grid-template-rows": "40px"],
                                [try words([100], ["aspect-ratio": "2", "max-width": "max-content"])])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 80, height: 40))
}

@Test func aRatioGridWithAPercentageHeightSizesItsRowByTheRatio() throws {
    // While the auto row is sized, the grid item's `height: 50%` has no definite area to
    // resolve against and behaves as auto: stretched to the 100 px column, its ratio 2
    // gives it 50 px, so the row is 50. Laid out in that row, the height is 50% × 50 = 25,
    // and the width follows through the ratio: 25 × 2 = 50.
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "100px"],
                                [Node(style: try Style(css: ["display": "grid", "height": "50%", "aspect-ratio": "2"]))])
    #expect(layout.frame.height == 50)
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 50, height: 25))
}

@Test func aMaxContentContributionThatShrinksWithTheRowsResizesTheColumns() throws {
    // Step 1 sees no row size, so the item's `height: 50%` is auto and its max-content
    // width is its words', 60 + 60 = 120, which the max-content minimum takes. The 1fr
    // row is then the 100 px height, the height 50 px, and the ratio 1 makes the item's
    // max-content width 50, floored by its min-content width 60 (its automatic
    // minimum): the contribution changed, so the column is sized again (§12.1 step 3)
    // at 60.
    let layout = try layoutGrid(["display": "grid", "width": "300px", "height": "100px",
                                 "grid-template-columns": "max-content",
                                 "grid-template-rows": "1fr", "justify-content": "start"],
                                [try words([60, 60], ["height": "50%", "aspect-ratio": "1"])])
    #expect(layout.columns?.sizes == [60])
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 60, height: 50))
}

@Test func aKeywordWidthRatioItemContributesItsAutomaticMinimum() throws {
    // In the 8 px row the item's `width: min-content` is 8 × 4/3 ≈ 10.67 through the
    // ratio, but as a contribution to its `min-content` column it keeps its automatic
    // minimum, the 75 px word (below the 80 px max width): the column is 75. Laid out,
    // its height is the stretched 8 px row, not a height of its own (unlike the
    // `height: 30px` item above), and a width taken from the stretched height has no
    // min-content floor (see `leafSize`, as Chrome lays such items out): 8 × 4/3 = 32/3.
    // Its two words then make it 2 × 20 = 40 tall.
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "min-content",
                                 "grid-template-rows": "8px"],
                                [try words([29, 75], lineHeight: 20,
                                           ["width": "min-content", "aspect-ratio": "4 / 3", "max-width": "80px"])])
    #expect(layout.columns?.sizes == [75])
    #expect(abs(layout.children[0].frame.width - 32.0 / 3) < 0.01)
    #expect(layout.children[0].frame.height == 40)
}

@Test func aRatioItemInAFlexibleColumnWithoutAnIntrinsicMinimumSizesItAgainInAMaxContentGrid() throws {
    // A max-content grid: `minmax(0, 1fr)` then `auto`. The square item in the first
    // column has no width of its own until the row is known: 40 px, from the 40 px line of
    // the words beside it. Under a max-content constraint the flexible column is sized
    // from its items' max-content contributions (§12.7.1), so §12.1 step 3 sizes it
    // again from the square's 40 px, though its minimum is fixed. Chromium 156: the grid
    // 90 × 40, the square 40 × 40.
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "minmax(0, 1fr) auto"], [
        Node(style: try Style(css: ["grid-column": "1", "aspect-ratio": "1"])),
        try words([50], lineHeight: 40, ["grid-column": "2"]),
    ])
    #expect(layout.frame.size == Size(width: 90, height: 40))
    #expect(layout.children.map(\.frame) == [Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 40, y: 0, width: 50, height: 40)])
}

@Test func aGridsMaxContentWidthIsNeverBelowItsMinContentWidth() throws {
    // Two `auto` columns: words of 11 and 25 px in 14 px lines, and a 2 : 1 item whose
    // width follows its row (§12.1 step 3). At max-content width the words take one line,
    // the row is 14 px and the ratio item 28 px wide: 36 + 28 = 64 px. At min-content
    // width the words take two lines, the row is 28 px and the ratio item 56 px wide: 25 +
    // 56 = 81 px, the larger. The max-content width is 81 px, and the grid laid out in it
    // stretches its columns (17 px to share), the ratio item then past its 14 px row.
    // Chromium 156 gives these frames (64 px for the grid without the floor).
    let layout = try layoutGrid(["display": "grid", "grid-template-columns": "auto auto"], [
        try words([11, 25], lineHeight: 14),
        Node(style: try Style(css: ["aspect-ratio": "2"])),
    ])
    #expect(layout.frame.size == Size(width: 81, height: 14))
    #expect(layout.children.map(\.frame) == [
        Rect(x: 0, y: 0, width: 44.5, height: 18.25), Rect(x: 44.5, y: 0, width: 36.5, height: 18.25),
    ])
}
