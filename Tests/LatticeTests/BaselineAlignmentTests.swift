import Testing
import Lattice

// SwiftUI's text baseline alignments in every Lattice front-end, against frames
// derived by hand. The numbers used throughout:
// - a label, default metrics: 8 points a character, lines of 16, baseline 12 (ascent
//   12, descent 4), so 12 above its baseline and 4 below;
// - a field, `field` metrics: 14 a character, lines of 28, ascent 21, descent 7
//   (¾ and ¼ of the line): baseline 21, 21 above and 7 below;
// - a shape without text: its baseline is its bottom edge (all above, nothing below).
// In a row of first-baseline-aligned items, each moves down by the row's largest
// extent above the baseline less its own, and the row holds the largest extent
// above plus the largest below (CSS Grid §10.6); last baselines the same from the
// row's bottom.

private let field = TextMetrics(characterWidth: 14, lineHeight: 28)

@Suite struct AppleGridBaselineTests {
    @Test func aFormAlignsLabelsAndFieldsOnTheirFirstBaselines() {
        let form = Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12) {
            GridRow { Text("Name"); Text("Ada Lovelace").metrics(field) }
            GridRow { Text("Email"); Text("ada@example.com").metrics(field) }
        }
        let result = form.layout(in: Size(width: 400, height: 300))
        // Columns: "Email" 5 × 8 = 40; "ada@example.com" 15 × 14 = 210; 40 + 12 + 210 = 262.
        // Rows: 21 above + 7 below = 28 each, 8 apart. Labels move down 21 − 12 = 9.
        expectFrames(result.frames, [
            r(0, 9, 32, 16), r(52, 0, 168, 28),
            r(0, 36 + 9, 40, 16), r(52, 36, 210, 28),
        ])
        expectSize(result.size, Size(width: 262, height: 64))
    }

    @Test func aShapeSitsOnTheBaselineOfTheTextBesideIt() {
        let grid = Grid(alignment: .centerFirstTextBaseline) {
            GridRow { Color.red.frame(width: 20, height: 20); Text("Name") }
        }
        let result = grid.layout(in: Size(width: 300, height: 300))
        // Above: max(20, 12) = 20; below: max(0, 4) = 4: the row is 24. The text moves
        // down 20 − 12 = 8, so its baseline (8 + 12) meets the square's bottom (20).
        // Columns 20 and 32, 8 apart.
        expectFrames(result.frames, [r(0, 0, 20, 20), r(28, 8, 32, 16)])
        expectSize(result.size, Size(width: 60, height: 24))
    }

    @Test func aRowAlignsLastBaselinesAtItsBottom() {
        let grid = Grid {
            GridRow(alignment: .lastTextBaseline) {
                Text("one\ntwo")
                Text("Big").metrics(field)
            }
        }
        let result = grid.layout(in: Size(width: 300, height: 300))
        // Last baselines: "one\ntwo" is 32 tall, last baseline 16 + 12 = 28, 4 below it;
        // the field 28 tall, baseline 21, 7 below. The row: max(28, 21) + max(4, 7) = 35.
        // From the bottom: the two lines end 7 − 4 = 3 above it: y = 35 − 3 − 32 = 0;
        // the field ends at the bottom: y = 35 − 28 = 7. Both baselines at 28.
        // Columns 24 and 42, centred in them (each as wide as its cell), 8 apart.
        expectFrames(result.frames, [r(0, 0, 24, 32), r(32, 7, 42, 28)])
        expectSize(result.size, Size(width: 74, height: 35))
    }

    @Test func anAnchorTakesACellOutOfTheRowsBaselineGroup() {
        let grid = Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 0) {
            GridRow {
                Text("Name")
                Text("Big").metrics(field)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(.top)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let result = grid.layout(in: Size(width: 300, height: 300))
        // The group: "Name" (12 above, 4 below), the field (21, 7), the last square (10, 0):
        // the row is 21 + 7 = 28; "Name" at 21 − 12 = 9, the field at 0, the last square
        // at 21 − 10 = 11. The anchored square is at its cell's top: y = 0.
        expectFrames(result.frames, [r(0, 9, 32, 16), r(32, 0, 42, 28), r(74, 0, 10, 10), r(84, 11, 10, 10)])
    }
}

@Suite struct ExyteGridBaselineTests {
    @Test func commonAndItemAlignmentsAlignBaselinesInEachRow() {
        let grid = Grid(tracks: [.pt(60), .pt(120)], spacing: 0, commonItemsAlignment: .leadingFirstTextBaseline) {
            Text("Name")
            Text("Big").metrics(field)
            Text("a\nb").gridItemAlignment(.trailingLastTextBaseline)
            Text("Big").metrics(field).gridItemAlignment(.leadingLastTextBaseline)
        }
        .gridContentMode(.scroll)
        let result = grid.layout(in: Size(width: 180, height: 400))
        // Row 1 (first baselines): 21 + 7 = 28; "Name" at 21 − 12 = 9.
        // Row 2 (last baselines): "a\nb" 8 × 32, last baseline 28, 4 below; the field
        // 7 below: max(28, 21) + max(4, 7) = 35, from y = 28. "a\nb" ends 3 above the
        // row's bottom: y = 28 + 35 − 3 − 32 = 28, at the trailing edge x = 60 − 8;
        // the field ends at the bottom: y = 28 + 35 − 28 = 35.
        expectFrames(result.frames, [r(0, 9, 32, 16), r(60, 0, 42, 28), r(52, 28, 8, 32), r(60, 35, 42, 28)])
        expectSize(result.size, Size(width: 180, height: 63))
    }
}

@Suite struct LazyGridBaselineTests {
    @Test func gridItemAlignmentsLineUpEachRowsBaselines() {
        let columns = [GridItem(.fixed(60), alignment: .leadingFirstTextBaseline),
                       GridItem(.fixed(120), alignment: .leadingFirstTextBaseline)]
        let grid = LazyVGrid(columns: columns, spacing: 10) {
            Text("Name")
            Text("Big").metrics(field)
            Color.green.frame(width: 30, height: 30)
            Text("x")
        }
        let result = grid.layout(in: Size(width: 188, height: 400))
        // Columns 60 and 120, 8 apart (60 + 8 + 120 = 188). Row 1: 21 + 7 = 28, "Name"
        // at 9. Row 2 from 28 + 10 = 38: the square (30 above its bottom-edge baseline)
        // and "x" (12 above, 4 below): 30 + 4 = 34; "x" at 38 + 30 − 12 = 56.
        expectFrames(result.frames, [r(0, 9, 32, 16), r(68, 0, 42, 28), r(0, 38, 30, 30), r(68, 56, 8, 16)])
        expectSize(result.size, Size(width: 188, height: 72))
    }
}

@Suite struct AdaptiveGridBaselineTests {
    @Test func everyRowIsAsTallAsTheTallestRowAlignedOnItsBaselines() {
        let grid = AdaptiveGrid(alignment: .leadingFirstTextBaseline) {
            Text("Name")
            Text("Big").metrics(field)
            Text("x")
            Color.red.frame(width: 10, height: 40)
        }
        .equalWidth()
        let result = grid.layout(in: Size(width: 92, height: 400))
        // Equal width: the widest item is 42; ⌊(92 + 8) / (42 + 8)⌋ = 2 columns of
        // (92 − 8) / 2 = 42. Row 1: "Name" and the field: 21 + 7 = 28. Row 2: "x" (12
        // above, 4 below) and the 40-point bar (40 above): 40 + 4 = 44. Every row is 44
        // tall (the tallest), 8 apart. Row 1: "Name" at 21 − 12 = 9. Row 2 from 52: the
        // bar at 52, "x" at 52 + 40 − 12 = 80.
        expectFrames(result.frames, [r(0, 9, 32, 16), r(50, 0, 42, 28), r(0, 80, 8, 16), r(50, 52, 10, 40)])
        expectSize(result.size, Size(width: 92, height: 96))
    }
}
