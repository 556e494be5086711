// exyte/Grid README, "3. Track sizes", "5. Spans" and "6. Starts": the tracks,
// spans and positions its pictures show, laid out by LatticeSwiftUI.
//
// Frames are derived by hand from Lattice's rules (see
// ExyteInitializationAndContainersTests.swift) and exyte's placement rules:
// items with both starts first, then items with one start (the fixed axis
// first), then the rest in order, each at the first free place after the
// previous one (sparse).
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import LatticeSwiftUI
import Testing

@MainActor @Suite struct ExyteTracksSpansAndStartsTests {
    @Test func fixedTracksAreCentredInAWiderGrid() throws {
        // 50 + 200 + 100 and two gaps of 5: 360 of 400, centred: x 20, 75, 280.
        let laidOut = try grid(FixedTracksSample(), CGSize(width: 400, height: 400))
        let columns: [(x: Double, width: Double)] = [(20, 50), (75, 200), (280, 100)]
        expectFrames(laidOut.frames, (0..<6).map { rect(columns[$0 % 3].x, Double($0 / 3) * 202.5, columns[$0 % 3].width, 197.5) })
    }

    @Test func fitTracksTakeTheIdealSizeOfTheirItems() throws {
        // Lattice's `.fit` is an item's ideal size: a colour offered no width is
        // 10 wide, and `frame(maxWidth:)` keeps it (a frame with only a maximum
        // is as wide as its content when offered no width). Three columns of 10
        // and two gaps: 40 of 400, centred at x 180, 195, 210.
        let laidOut = try grid(FitTracksSample(), CGSize(width: 400, height: 400))
        expectFrames(laidOut.frames, (0..<6).map { rect(180 + Double($0 % 3) * 15, Double($0 / 3) * 202.5, 10, 197.5) })
    }

    @Test func fitTracksMeasuredAsExyteMatchTheReadmePicture() throws {
        // With exyte's measure an item is offered the grid's width (400), so each
        // colour takes its maximum, 50 + 15 × index: columns of max(50, 95) = 95,
        // max(65, 110) = 110 and max(80, 125) = 125, as the README's picture shows.
        // 330 + 10 of 400, centred: x 30, 130, 245. Each item is centred in its column.
        let laidOut = try grid(FitTracksSample().gridFitSizing(.exyte), CGSize(width: 400, height: 400))
        expectFrames(laidOut.frames, [
            rect(30 + (95 - 50) / 2, 0, 50, 197.5), rect(130 + (110 - 65) / 2, 0, 65, 197.5),
            rect(245 + (125 - 80) / 2, 0, 80, 197.5),
            rect(30, 202.5, 95, 197.5), rect(130, 202.5, 110, 197.5), rect(245, 202.5, 125, 197.5),
        ])
    }

    @Test func flexibleTracksShareWhatTheFixedTrackLeaves() throws {
        // 310 − 100 − 2 × 5 = 200 shared 1 : 2.5, so one fr is 200 / 3.5.
        let fr = 200 / 3.5
        let laidOut = try grid(FlexibleTracksSample(), CGSize(width: 310, height: 400))
        let columns: [(x: Double, width: Double)] = [(0, 100), (105, fr), (110 + fr, 2.5 * fr)]
        expectFrames(laidOut.frames, (0..<6).map { rect(columns[$0 % 3].x, Double($0 / 3) * 202.5, columns[$0 % 3].width, 197.5) })
    }

    @Test func spansAcrossFlexibleAndFixedTracks() throws {
        // Columns: 310 − 150 − 2 × 5 = 150 shared 1 : 2: 50, 150, 100 at x 0, 55, 210.
        // Placement (3 columns): blue 0–1 row 0; purple column 2 rows 0–1; red 0 and
        // cyan 1 in row 1; green (2 columns, 3 rows) does not fit after cyan: 0–1,
        // rows 2–4; orange column 2 row 2; magenta column 2 rows 3–4. Five rows of
        // (400 − 4 × 5) / 5 = 76 at y 81 × row.
        let laidOut = try grid(SpansSample(), CGSize(width: 310, height: 400))
        expectFrames(laidOut.frames, [
            rect(0, 0, 205, 76),        // blue: 50 + 5 + 150
            rect(210, 0, 100, 157),     // purple: 76 + 5 + 76
            rect(0, 81, 50, 76),        // red
            rect(55, 81, 150, 76),      // cyan
            rect(0, 162, 205, 238),     // green: 3 × 76 + 2 × 5
            rect(210, 162, 100, 76),    // orange
            rect(210, 243, 100, 157),   // magenta
        ])
    }

    @Test func cardsSpanningFlexibleAndFitTracks() throws {
        // Spacing 10. Placement: card 0 column 0, card 1 column 1, card 2 column 2
        // rows 0–1, card 3 (2 columns) columns 0–1 of row 1, card 4 (3 columns) row 2.
        // `.fit` columns take the ideal width of the cards spanning them alone: card
        // 1's frame(maxWidth: 70) is 70 (its text is wider), card 2's 100. The `.fr`
        // column takes the rest: 390 − 70 − 100 − 2 × 10 = 200. Columns at x 0, 210, 290.
        // Three fill rows of (600 − 2 × 10) / 3 = 580 / 3 at y 0, 590 / 3, 1180 / 3.
        let laidOut = try grid(SpanningCardsSample(), CGSize(width: 390, height: 600))
        let row = 580.0 / 3
        // Each card's cell background fills its cell.
        expectFrames(laidOut.cells, [
            rect(0, 0, 200, row), rect(210, 0, 70, row), rect(290, 0, 100, 2 * row + 10),
            rect(0, row + 10, 280, row), rect(0, 2 * row + 20, 390, row),
        ])
        // Card 1 is 70 wide; its text "Lorem ipsum dolor sit amet, co!" in 70 − 10
        // points (7 characters a line) breaks into six lines (Lorem / ipsum / dolor /
        // sit / amet, / co!), 96 tall; with its padding 106, centred in its cell.
        #expect(same(laidOut.frames[1], rect(210, (row - 106) / 2, 70, 106)))
    }

    @Test func startsPlaceTheirItemsFirst() throws {
        // Columns [.pt(50), .fr(1), .fr(1.5), .fit] at 310: the fit column holds the
        // purple item, whose frame(maxWidth: 50) has a colour's ideal width, 10.
        // 310 − 50 − 10 − 3 × 5 = 235 shared 1 : 1.5: 94 and 141. x 0, 55, 154, 300.
        // Nine rows (purple spans rows 0–8) of (450 − 8 × 5) / 9 = 410 / 9.
        let laidOut = try grid(StartsSample(), CGSize(width: 310, height: 450))
        let row = 410.0 / 9
        func y(_ index: Int) -> Double { Double(index) * (row + 5) }
        // Placement: purple (both starts) column 3, rows 0–8; gray (column start)
        // column 2 row 0; red (row 1, 2 × 2) columns 0–1 rows 1–2; yellow (row 2)
        // column 2. Then in order: blacks at (0, 0), (1, 0), (2, 1), (0, 3), (1, 3),
        // (2, 3); brown (3 columns) row 4; blue (2 columns) row 5; orange (3 rows)
        // column 2 rows 5–7; green (2 × 3) columns 0–1 rows 6–8; cyan column 2 row 8.
        expectFrames(laidOut.frames, [
            rect(0, y(0), 50, row), rect(55, y(0), 94, row), rect(154, y(1), 141, row),
            rect(0, y(3), 50, row), rect(55, y(3), 94, row), rect(154, y(3), 141, row),
            rect(0, y(4), 295, row),            // brown: 50 + 94 + 141 + 2 × 5
            rect(0, y(5), 149, row),            // blue: 50 + 94 + 5
            rect(154, y(5), 141, 3 * row + 10), // orange
            rect(0, y(1), 149, 2 * row + 5),    // red
            rect(154, y(2), 141, row),          // yellow
            rect(300, 0, 10, 450),              // purple
            rect(0, y(6), 149, 3 * row + 10),   // green
            rect(154, y(8), 141, row),          // cyan
            rect(154, 0, 141, row),             // gray
        ])
    }

    @Test func startsWithExyteFitMeasureGiveThePurpleColumnItsMaximum() throws {
        // Offered the grid's width, purple takes its maximum, 50, as in the README's
        // picture: 310 − 50 − 50 − 15 = 195 shared 1 : 1.5: 78 and 117; x 0, 55, 138, 260.
        let laidOut = try grid(StartsSample().gridFitSizing(.exyte), CGSize(width: 310, height: 450))
        #expect(same(laidOut.frames[11], rect(260, 0, 50, 450)))
        #expect(same(laidOut.frames[6], rect(0, 4 * (410.0 / 9 + 5), 255, 410.0 / 9)))   // brown: 50 + 78 + 117 + 10
    }
}
#endif
