import Testing
@testable import LatticeCore

// CSS Grid 2 §12.1 step 2: in a definite width, the rows are sized with the column gaps
// `justify-content` widens, so a spanning item is measured at its distributed width.

@Test func aSpanningItemWrapsAtTheWidthJustifyContentDistributes() throws {
    // Columns 25% (50 px) and 4 px in 200 px; space-between puts the 146 px left between
    // them, so the item spanning both is 200 wide: six words of 16 px on one line. At the
    // undistributed 54 px it would take two lines.
    let grid = Node(style: try Style(css: "display: grid; width: 200px; grid-template-columns: 25% 4px; justify-content: space-between"),
                    children: [Node(style: try Style(css: "grid-column: 1 / 3"), measure: .words(Array(repeating: 16, count: 6), lineHeight: 16))])
    let layout = grid.layout(available: .maxContent)
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 200, height: 16))
    #expect(layout.frame.height == 16)
}

@Test func spaceAroundWidensTheGapsTheItemSpansOnly() throws {
    // Three 20 px columns in 200: space-around gives each track 140 / 3 around it, so a
    // gutter is 140 / 3 wide; an item over columns 1-2 is 20 + 140/3 + 20 ≈ 86.67 wide:
    // five 16 px words (80) on one line.
    let grid = Node(style: try Style(css: "display: grid; width: 200px; grid-template-columns: repeat(3, 20px); justify-content: space-around"),
                    children: [Node(style: try Style(css: "grid-column: 1 / 3"), measure: .words(Array(repeating: 16, count: 5), lineHeight: 10))])
    let frame = grid.layout(available: .maxContent).children[0].frame
    #expect(abs(frame.width - (40 + 140.0 / 3)) < 1e-9)
    #expect(frame.height == 10)
}
