import Testing
import Lattice

@Test func textIdealSizeIsOneLineOfEightPointCharacters() {
    // "Hello world" = 11 characters × 8 = 88 wide, one 16-point line.
    #expect(Text("Hello world").sizeThatFits(.unspecified) == Size(width: 88, height: 16))
    #expect(Text("Hello world").sizeThatFits(.infinity) == Size(width: 88, height: 16))
}

@Test func textWrapsAtSpacesToFitTheProposedWidth() {
    // "one two three": "one two" = 7 × 8 = 56 ≤ 60; "one two three" = 104 > 60.
    let size = Text("one two three").sizeThatFits(ProposedSize(width: 60, height: nil))
    // lines "one two" (56) and "three" (40): width 56, height 2 × 16
    #expect(size == Size(width: 56, height: 32))
}

@Test func textMinimumWidthIsTheLongestWord() {
    // Proposal 0: one word per line; longest "three" = 5 × 8 = 40, 3 lines.
    #expect(Text("one two three").sizeThatFits(ProposedSize(width: 0, height: nil)) == Size(width: 40, height: 48))
}

@Test func textWordWiderThanTheProposalOverflows() {
    // "extraordinary" = 13 × 8 = 104 > 50: it stays whole.
    #expect(Text("extraordinary").sizeThatFits(ProposedSize(width: 50, height: nil)) == Size(width: 104, height: 16))
}

@Test func textHardLineBreaksStartNewLines() {
    // "ab" (16) / "cdef" (32): width 32, 2 lines.
    #expect(Text("ab\ncdef").sizeThatFits(.unspecified) == Size(width: 32, height: 32))
}

@Test func textShortHeightProposalTruncatesToWholeLinesKeepingOne() {
    // At width 0 there are 3 lines (48); a 40-point height keeps floor(40 / 16) = 2.
    #expect(Text("one two three").sizeThatFits(ProposedSize(width: 0, height: 40)) == Size(width: 40, height: 32))
    #expect(Text("one two three").sizeThatFits(ProposedSize(width: 0, height: 3)) == Size(width: 40, height: 16))
}

@Test func textMetricsAreConfigurable() {
    let metrics = TextMetrics(characterWidth: 10, lineHeight: 20)
    // "abc de" = 6 × 10 = 60.
    #expect(Text("abc de", metrics: metrics).sizeThatFits(.unspecified) == Size(width: 60, height: 20))
    #expect(Text("abc de").metrics(metrics).sizeThatFits(ProposedSize(width: 0, height: nil)) == Size(width: 30, height: 40))
}

@Test func emptyTextHasNoSize() {
    #expect(Text("").sizeThatFits(.unspecified) == Size(width: 0, height: 0))
}

@Test func textDrawingListsItsLinesInTheFrame() {
    let drawing = Text("one two three").drawing(in: Rect(x: 10, y: 20, width: 60, height: 100))
    let text = try! #require(drawing.text)
    #expect(text.lines.map(\.text) == ["one two", "three"])
    // second line at y = 20 + 16, 5 × 8 = 40 wide
    #expect(text.lines[1].frame == Rect(x: 10, y: 36, width: 40, height: 16))
    #expect(text.isTruncated == false)
    #expect(drawing.role == .text)
}
