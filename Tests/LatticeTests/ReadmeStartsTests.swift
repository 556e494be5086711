import Testing
import Lattice

// exyte/Grid README, "6. Starts".

@Test func readmeStartsPlaceFrozenItemsFirst() {
    let grid = Grid(tracks: [.pt(50), .fr(1), .fr(1.5), .fit]) {
        ForEach(0..<6) { _ in
            Color.black
        }

        Color.brown
            .gridSpan(column: 3)

        Color.blue
            .gridSpan(column: 2)

        Color.orange
            .gridSpan(row: 3)

        Color.red
            .gridStart(row: 1)
            .gridSpan(column: 2, row: 2)

        Color.yellow
            .gridStart(row: 2)

        Color.purple
            .frame(maxWidth: 50)
            .gridStart(column: 3, row: 0)
            .gridSpan(row: 9)

        Color.green
            .gridSpan(column: 2, row: 3)

        Color.cyan

        Color.gray
            .gridStart(column: 2)
    }
    // Placement, 4 columns:
    // 1. both starts: purple c3 r0-8.
    // 2. fixed start: gray c2 → first free row 0. Growing starts: red r1-2 → c0-1;
    //    yellow r2 → c0, c1 taken by red → c2.
    // 3. auto, sparse: blacks r0c0, r0c1, r1c2, r3c0, r3c1, r3c2; brown r4 c0-2;
    //    blue r5 c0-1; orange r5-7 c2; green r6-8 c0-1; cyan r8 c2.
    let expectedAreas: [GridItemArea] = [
        .init(column: 0, row: 0, columnSpan: 1, rowSpan: 1), .init(column: 1, row: 0, columnSpan: 1, rowSpan: 1),
        .init(column: 2, row: 1, columnSpan: 1, rowSpan: 1), .init(column: 0, row: 3, columnSpan: 1, rowSpan: 1),
        .init(column: 1, row: 3, columnSpan: 1, rowSpan: 1), .init(column: 2, row: 3, columnSpan: 1, rowSpan: 1),
        .init(column: 0, row: 4, columnSpan: 3, rowSpan: 1), // brown
        .init(column: 0, row: 5, columnSpan: 2, rowSpan: 1), // blue
        .init(column: 2, row: 5, columnSpan: 1, rowSpan: 3), // orange
        .init(column: 0, row: 1, columnSpan: 2, rowSpan: 2), // red
        .init(column: 2, row: 2, columnSpan: 1, rowSpan: 1), // yellow
        .init(column: 3, row: 0, columnSpan: 1, rowSpan: 9), // purple
        .init(column: 0, row: 6, columnSpan: 2, rowSpan: 3), // green
        .init(column: 2, row: 8, columnSpan: 1, rowSpan: 1), // cyan
        .init(column: 2, row: 0, columnSpan: 1, rowSpan: 1), // gray
    ]
    // Columns in 325: the .fit column holds only purple, whose ideal width is the
    // colour's 10; 325 - 50 - 10 - 3 × 5 = 250 for 2.5 fr → 100 and 150.
    // x: 0, 55, 160, 315. Rows: 9 rows of 100 in 9 × 100 + 8 × 5 = 940, y = 105 × row.
    let result = grid.layout(in: Size(width: 325, height: 940))
    #expect(result.areas == expectedAreas)
    #expect(result.warnings.isEmpty)
    let xs: [Double] = [0, 55, 160, 315]
    let widths: [Double] = [50, 100, 150, 10]
    let expected = expectedAreas.map { area -> Rect in
        let width = (area.column..<(area.column + area.columnSpan)).reduce(0) { $0 + widths[$1] }
            + Double(area.columnSpan - 1) * 5
        return r(xs[area.column], 105 * Double(area.row), width, Double(area.rowSpan) * 100 + Double(area.rowSpan - 1) * 5)
    }
    // Every item fills its cell; purple's max-width frame is offered 10 and keeps it.
    expectFrames(result.frames, expected)
}
