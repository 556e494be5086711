import Testing
@testable import LatticeCore

@Test func percentagesResolveTruncatedToASixtyFourthOfAPixel() {
    // 2% of 55.5 = 1.11 px = 71.04 / 64, truncated to 71 / 64 = 1.109375.
    #expect(LengthPercentage.percent(2).resolve(against: 55.5) == 1.109375)
    #expect(LengthPercentageAuto.percent(2).resolve(against: 55.5) == 1.109375)
    // Negative: toward zero, -71 / 64.
    #expect(LengthPercentage.percent(-2).resolve(against: 55.5) == -1.109375)
    // Exact values and points are unchanged: 50% of 30 = 15; 1.11px stays 1.11.
    #expect(LengthPercentage.percent(50).resolve(against: 30) == 15)
    #expect(LengthPercentage.points(1.11).resolve(against: 55.5) == 1.11)
    #expect(LengthPercentage.percent(50).resolve(against: nil) == nil)
}

@Test func percentageRowGapsOfAnAutoHeightGridResolveAgainstItsContentHeightAndTheRowsShrinkToFit() throws {
    // The rows are sized with the 2% gaps as zero: 0, 15 (the scroll container's
    // horizontal scrollbar) and 69 px, so the grid is 84 px tall. The gaps then resolve
    // against 84 px (1.67 px, truncated to a 64th) and the rows are sized again in what
    // is left: the scroll container's row, whose automatic minimum is 0, shrinks to
    // 11.66 px, and the item aligned at its start overflows it onto the next row.
    // Chromium 156 gives these frames.
    let grid = Node(style: try Style(css: "display: grid; row-gap: 2%"), children: [
        Node(style: Style()),
        Node(style: try Style(css: "overflow-x: scroll; align-self: start")),
        Node(style: Style(), measure: .words([69], lineHeight: 69)),
    ])
    let layout = grid.layout(available: AvailableSize(width: .maxContent, height: .definite(800)))
    #expect(layout.frame == Rect(x: 0, y: 0, width: 69, height: 84))
    #expect(layout.children.map(\.frame) == [
        Rect(x: 0, y: 0, width: 69, height: 0),
        Rect(x: 0, y: 1.671875, width: 69, height: 15),
        Rect(x: 0, y: 15, width: 69, height: 69),
    ])
}
