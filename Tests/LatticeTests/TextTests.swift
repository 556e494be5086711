import Testing
@testable import Lattice

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

@Test func textSizeAgreesWithTheLinesItIsDrawnIn() {
    // The size is worked out without making the lines; it must be the size of the
    // lines `layout(width:)` makes (and draws), for any text, width and height.
    let strings = ["", " ", "a", "one two three", "  leading and  double  spaces ", "a\nbb\n\nccc dd",
                   "\n", "x\n", "unbreakablewordlongerthananything and short", "é ü 日本 語\r\nline",
                   "tab\tis a letter", String(repeating: "ab ", count: 40), "two\r\nlines\r\n\r\n", "\r\n",
                   "cr\ronly \n\r\n x"]
    let widths: [Double?] = [nil, 0, 7.9, 8, 30, 56, 60, 100, 1000, .infinity, .nan]
    let heights: [Double?] = [nil, 0, 15, 16, 33, .infinity]
    for metrics in [TextMetrics.default, TextMetrics(characterWidth: 5.5, lineHeight: 11)] {
        for string in strings {
            let text = Text(string, metrics: metrics)
            for width in widths {
                for height in heights {
                    let proposal = ProposedSize(width: width, height: height)
                    let sanitized = proposal.sanitized
                    let layout = text.layout(width: sanitized.width)
                    let lines = layout.visibleLineCount(inHeight: sanitized.height)
                    let expected = Size(width: layout.width, height: Double(lines) * metrics.lineHeight)
                    #expect(text.sizeThatFits(proposal) == expected, "\(string.debugDescription) in \(proposal)")
                }
            }
        }
    }
}
