import Testing
import Lattice

// exyte/Grid README, "8. Content mode", with deterministic texts and spans
// in place of randomText() and randomSpan.

@Test func readmeRowsFlowScrollSizesRowsToTheirContent() {
    let texts = ["aaa bbb ccc", "one two three four five six seven", "x", words(20), "hello world again", "tiny"]
    let spans = [1, 2, 1, 3, 1, 1]
    let grid = Grid(tracks: 3) {
        ForEach(0..<6) { index in
            vCard(texts[index], .random(index))
                .gridSpan(column: spans[index])
        }
    }
    .gridContentMode(.scroll)
    .gridPacking(.dense)
    .gridFlow(.rows)
    // Columns: (310 - 2 × 5) / 3 = 100 at x 0, 105, 210.
    // Dense placement: 0 r0c0; 1 r0 c1-2; 2 r1c0; 3 (span 3) r2; 4 r1c1; 5 r1c2.
    // Rows are max-content: each item's ideal height when offered its cell width.
    //   0: text in 90: one line (88) → 98 × 26.   1: text in 195: "one two three four five" (184)
    //   / "six seven" → 194 × 42.                  Row 0 = 42.
    //   2: "x" → 18 × 26.  4: "hello world" (88) / "again" → 98 × 42.  5: "tiny" → 42 × 26. Row 1 = 42.
    //   3: text in 300: 7 words (272) per line, 20 words → 3 lines → 282 × 58. Row 2 = 58.
    // Height: 42 + 42 + 58 + 2 × 5 = 152; rows at y 0, 47, 94. Items keep their size, centred.
    let result = grid.layout(in: Size(width: 310, height: 600))
    expectSize(result.size, Size(width: 310, height: 152))
    expectFrames(result.cells, [
        r(0, 0, 100, 42), r(105, 0, 205, 42), r(0, 47, 100, 42), r(0, 94, 310, 58), r(105, 47, 100, 42), r(210, 47, 100, 42),
    ])
    expectFrames(result.frames, [
        r(1, 8, 98, 26), r(110.5, 0, 194, 42), r(41, 55, 18, 26), r(14, 94, 282, 58), r(106, 47, 98, 42), r(239, 55, 42, 26),
    ])
}

@Test func readmeColumnsFlowScrollSizesColumnsToTheirContent() {
    let texts = ["alpha", "beta gamma", "a somewhat longer caption here", "x"]
    let spans = [1, 2, 1, 3]
    let grid = Grid(tracks: 3) {
        ForEach(0..<4) { index in
            // exyte's HCardView: an image and a text limited to 200 points.
            Text(texts[index])
                .frame(maxWidth: 200)
                .padding(5)
                .gridCellBackground { _ in Color.random(index) }
                .gridSpan(row: spans[index])
        }
    }
    .gridContentMode(.scroll)
    .gridFlow(.columns)
    .gridPacking(.dense)
    // Rows (fixed): (310 - 2 × 5) / 3 = 100 at y 0, 105, 210.
    // Dense placement: 0 c0 r0; 1 c0 r1-2; 2 c1 r0; 3 c2 r0-2.
    // Columns are max-content: ideal widths (text ≤ 200, + 10 padding):
    //   c0 = max(40 + 10, 80 + 10) = 90; c1 = min(240, 200) + 10 = 210; c2 = 8 + 10 = 18.
    // Width 90 + 210 + 18 + 2 × 5 = 328; columns at x 0, 95, 310.
    let result = grid.layout(in: Size(width: 1000, height: 310))
    expectSize(result.size, Size(width: 328, height: 310))
    expectFrames(result.cells, [r(0, 0, 90, 100), r(0, 105, 90, 205), r(95, 0, 210, 100), r(310, 0, 18, 310)])
    expectFrames(result.frames, [
        // Offered 90 × 100: the frame takes the 80 offered (max(40, 80)), 90 × 26 centred.
        r(0, 37, 90, 26),
        // Offered 90 × 205: "beta gamma" fits 80 → 90 × 26 at y 105 + (205 - 26) / 2.
        r(0, 194.5, 90, 26),
        // Offered 210 × 100: text wraps at 200: "a somewhat longer caption" / "here" → 210 × 42.
        r(95, 29, 210, 42),
        // Offered 18 × 310: "x" → 18 × 26 at y (310 - 26) / 2 = 142.
        r(310, 142, 18, 26),
    ])
}

private struct CardModel: Hashable, Sendable {
    var text: String
    var color: Color
    var span: GridSpan
}

@Test func readmeFillModeSharesTheContainer() {
    let models = [
        CardModel(text: "a", color: .red, span: [1, 1]),
        CardModel(text: "b", color: .blue, span: [2, 1]),
        CardModel(text: "c", color: .green, span: [3, 1]),
    ]
    var contentMode = GridContentMode.fill
    func grid() -> Grid {
        Grid(models, id: \.self, tracks: 3) {
            vCard($0.text, $0.color)
                .gridSpan($0.span)
        }
        .gridContentMode(contentMode)
        .gridFlow(.rows)
    }
    // Fill: 0 r0c0, 1 r0 c1-2, 2 r1 c0-2; rows (205 - 5) / 2 = 100.
    let fill = grid().layout(in: Size(width: 310, height: 205))
    expectSize(fill.size, Size(width: 310, height: 205))
    expectFrames(fill.cells, [r(0, 0, 100, 100), r(105, 0, 205, 100), r(0, 105, 310, 100)])
    // Each card (8 + 10) × (16 + 10) is centred in its cell.
    expectFrames(fill.frames, [r(41, 37, 18, 26), r(198.5, 37, 18, 26), r(146, 142, 18, 26)])
    #expect(fill.ids == models.map { GridItemID.explicit(ContentKey($0), 0) })

    // Scroll: rows are as tall as the cards, 26; height 26 + 5 + 26 = 57.
    contentMode = .scroll
    let scroll = grid().layout(in: Size(width: 310, height: 205))
    expectSize(scroll.size, Size(width: 310, height: 57))
    expectFrames(scroll.frames, [r(41, 0, 18, 26), r(198.5, 0, 18, 26), r(146, 31, 18, 26)])
}

extension Color {
    /// A colour that depends only on `seed` (the README's `.random`).
    static func random(_ seed: Int) -> Color {
        let palette: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink, .brown]
        return palette[abs(seed) % palette.count]
    }
}
