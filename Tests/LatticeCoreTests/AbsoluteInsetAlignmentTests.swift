import Testing
@testable import LatticeCore

// CSS Position 3 §4.1 and Box Alignment 3 §6.1: an absolutely positioned child with both
// insets set on an axis is aligned in its containing block less the insets.

/// A 100 × 200 grid (no tracks: the containing block is its padding box) with one
/// absolutely positioned child.
private func child(_ css: String, content: Measure? = nil, grid: String = "") throws -> Rect {
    let node = Node(style: try Style(css: "display: grid; width: 100px; height: 200px; " + grid),
                    children: [Node(style: try Style(css: "position: absolute; " + css), measure: content)])
    return node.layout(available: .maxContent).children[0].frame
}

@Test func aFixedHeightBetweenBothInsetsIsAlignedByAlignSelf() throws {
    // Area 0 ... 200; `end` puts the 50 px box at 150, `center` at 75; `normal` keeps
    // the over-constrained box at the top (CSS 2).
    #expect(try child("top: 0; bottom: 0; height: 50px; align-self: end").y == 150)
    #expect(try child("top: 0; bottom: 0; height: 50px; align-self: center").y == 75)
    #expect(try child("top: 0; bottom: 0; height: 50px").y == 0)
}

@Test func anAlignedBoxKeepsItsContentSizeAndAStretchedOneFillsTheArea() throws {
    // Words of 20 px, 10 px lines: with `center` the box is as wide as its words (40)
    // and centred in 100 - 10 - 10 = 80: x = 10 + 20; stretched, it is 80 wide.
    let words = Measure.words([20, 20], lineHeight: 10)
    #expect(try child("left: 10px; right: 10px; justify-self: center", content: words) == Rect(x: 30, y: 0, width: 40, height: 10))
    #expect(try child("left: 10px; right: 10px", content: words) == Rect(x: 10, y: 0, width: 80, height: 10))
}

@Test func anOverConstrainedBoxInAnRTLGridKeepsItsRightInset() throws {
    // 40 px wide between insets of 10 and 10 in 100: the start side wins; in rtl that is
    // the right, so x = 100 - 10 - 40.
    #expect(try child("left: 10px; right: 10px; width: 40px", grid: "direction: rtl").x == 50)
    #expect(try child("left: 10px; right: 10px; width: 40px").x == 10)
}

@Test func anAlignedBoxWiderThanItsAreaStaysInsideTheContainingBlock() throws {
    // Insets 10 and 60 leave 30; an 80 px box aligned `end` there would start at
    // 10 + 30 - 80 = -40, past the 100 px containing block's start: it is kept at 0.
    // `unsafe end` keeps -40.
    #expect(try child("left: 10px; right: 60px; width: 80px; justify-self: end").x == 0)
    #expect(try child("left: 10px; right: 60px; width: 80px; justify-self: unsafe end").x == -40)
}
