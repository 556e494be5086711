import Testing
import Lattice

// exyte/Grid README, "5. Spans".

@Test func readmeSpansPlaceItemsAcrossTracks() {
    let grid = Grid(tracks: [.fr(1), .pt(150), .fr(2)]) {
        Color.blue
            .gridSpan(column: 2)
        Color.purple
            .gridSpan(row: 2)
        Color.red
        Color.cyan
        Color.green
            .gridSpan(column: 2, row: 3)
        Color.orange
        Color.pink // exyte's example uses UIColor.magenta
            .gridSpan(row: 2)
    }
    // Placement (sparse, 3 columns): blue r0 c0-1; purple r0-1 c2; red r1 c0; cyan r1 c1;
    // green r2-4 c0-1; orange r2 c2; pink r3-4 c2 → 5 rows.
    // Columns in 310: 310 - 150 - 2 × 5 = 150 for 3 fr → 50, 150, 100 at x 0, 55, 210.
    // Rows in 520: (520 - 4 × 5) / 5 = 100 at y 0, 105, 210, 315, 420.
    let result = grid.layout(in: Size(width: 310, height: 520))
    expectFrames(result.frames, [
        r(0, 0, 205, 100),      // 50 + 5 + 150
        r(210, 0, 100, 205),    // 100 + 5 + 100
        r(0, 105, 50, 100),
        r(55, 105, 150, 100),
        r(0, 210, 205, 310),    // 3 × 100 + 2 × 5
        r(210, 210, 100, 100),
        r(210, 315, 100, 205),
    ])
    #expect(result.areas[4] == GridItemArea(column: 0, row: 2, columnSpan: 2, rowSpan: 3))
}

/// exyte's VCardView: text with padding, its colour behind it filling the cell.
func vCard(_ text: String, _ color: Color) -> some GridContent {
    Text(text)
        .padding(5)
        .gridCellBackground { _ in color }
        .gridCellOverlay { _ in Rectangle().fill(color.opacity(0.5)) }
}

/// `count` times "word", separated by spaces: 5 × count - 1 characters.
func words(_ count: Int) -> String {
    Array(repeating: "word", count: count).joined(separator: " ")
}

@Test func readmeSpansAcrossTracksOfDifferentSizeTypes() {
    let grid = Grid(tracks: [.fr(1), .fit, .fit], spacing: 10) {
        vCard("Lorem ipsum dolor sit amet", .red)

        vCard("ut labore et dolore magna aliq", .orange)
            .frame(maxWidth: 70)

        vCard(words(24), .green)
            .frame(maxWidth: 100)
            .gridSpan(column: 1, row: 2)

        vCard(words(32), .pink)
            .gridSpan(column: 2, row: 1)

        vCard(words(38), .cyan)
            .gridSpan(column: 3, row: 1)
    }
    // Placement: 0 r0c0, 1 r0c1, 2 r0-1 c2, 3 r1 c0-1, 4 r2 c0-2.
    // Column 1 (.fit): item 1's ideal width, 30 × 8 + 10 = 250 limited by maxWidth 70 → 70.
    // Column 2 (.fit): item 2's ideal width, 119 × 8 + 10 limited by maxWidth 100 → 100.
    // Items 3 and 4 span the flexible column, so they do not size the .fit ones (CSS Grid §11.5).
    // Column 0: 400 - 70 - 100 - 2 × 10 = 210. x: 0, 220, 300.
    // Rows (fill): (320 - 2 × 10) / 3 = 100 at y 0, 110, 220.
    let result = grid.layout(in: Size(width: 400, height: 320))
    let cells = [r(0, 0, 210, 100), r(220, 0, 70, 100), r(300, 0, 100, 210), r(0, 110, 290, 100), r(0, 220, 400, 100)]
    expectFrames(result.cells, cells)
    expectFrames(result.frames, [
        // Text offered 200 × 90: "Lorem ipsum dolor sit" (168) / "amet" → 168 × 32, padded 178 × 42, centred.
        r(16, 29, 178, 42),
        // Frame offers 70, text 60 × 90: one word per line, 6 lines, 5 fit in 90 → 48 × 80,
        // padded 58 × 90; the max-width frame takes min(70, max(58, 70)) = 70.
        r(220, 5, 70, 90),
        // Text 90 × 200: two words (72) per line, 12 lines = 192 → 82 × 202; frame 100 wide.
        r(300, 4, 100, 202),
        // Text 280 × 90: seven words (272) per line, 5 lines = 80 → 282 × 90.
        r(4, 115, 282, 90),
        // Text 390 × 90: nine words (352) per line, 5 lines = 80 → 362 × 90.
        r(19, 225, 362, 90),
    ])
    // Backgrounds and overlays fill the cells, through the frames around the cards.
    #expect(result.backgrounds.map(\.itemIndex) == [0, 1, 2, 3, 4])
    expectFrames(result.backgrounds.map(\.frame), cells)
    expectFrames(result.overlays.map(\.frame), cells)
}
