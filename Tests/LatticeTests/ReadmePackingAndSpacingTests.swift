import Testing
import Lattice

// exyte/Grid README, "9. Packing" and "10. Spacing".

private func packingGrid(_ packing: GridPacking) -> Grid {
    Grid(tracks: 4) {
        Color.red

        Color.black
            .gridSpan(column: 4)

        Color.purple

        Color.orange
        Color.green
    }
    .gridPacking(packing)
}

@Test func readmeSparsePackingKeepsOrderAndLeavesHoles() {
    // red r0c0; black (4 columns) cannot fit after red → r1; purple r2c0, orange r2c1, green r2c2.
    // Columns (415 - 15) / 4 = 100; 3 rows of (310 - 10) / 3 = 100.
    let result = packingGrid(.sparse).layout(in: Size(width: 415, height: 310))
    expectFrames(result.frames, [
        r(0, 0, 100, 100), r(0, 105, 415, 100), r(0, 210, 100, 100), r(105, 210, 100, 100), r(210, 210, 100, 100),
    ])
}

@Test func readmeDensePackingBackFillsHoles() {
    // red r0c0; black r1; purple, orange, green back-fill r0 c1…c3. 2 rows of (310 - 5) / 2 = 152.5.
    let result = packingGrid(.dense).layout(in: Size(width: 415, height: 310))
    expectFrames(result.frames, [
        r(0, 0, 100, 152.5), r(0, 157.5, 415, 152.5), r(105, 0, 100, 152.5), r(210, 0, 100, 152.5), r(315, 0, 100, 152.5),
    ])
}

@Test func readmeSpacingForms() {
    let literal: GridSpacing = 5
    #expect(literal == GridSpacing(horizontal: 5, vertical: 5))
    let explicit = GridSpacing(horizontal: 10, vertical: 5)
    let array: GridSpacing = [10, 5]
    #expect(explicit == array)
    let grid = Grid(tracks: 4, spacing: [10, 5]) {
        for _ in 0..<8 { Color.red }
    }
    // Columns (430 - 3 × 10) / 4 = 100 at x = 110 × column; rows (205 - 5) / 2 = 100 at y = 105 × row.
    expectFrames(grid.layout(in: Size(width: 430, height: 205)).frames,
                 (0..<8).map { r(110 * Double($0 % 4), 105 * Double($0 / 4), 100, 100) })
}

@Test func readmeSpacingExampleWithOverlaysInScrollMode() {
    let hSpacing = 10.0
    let vSpacing = 4.0
    let grid = Grid(tracks: 3, spacing: [hSpacing, vSpacing]) {
        ForEach(0..<21) {
            // The README measures an invisible image; a clear colour 50 tall stands in for it.
            Color.clear
                .frame(height: 50)
                .gridSpan(column: max(1, $0 % 4))
                .gridCellOverlay {
                    Rectangle().frame(width: $0?.width, height: $0?.height)
                }
        }
    }
    .gridContentMode(.scroll)
    .gridPacking(.dense)
    // Spans 1, 1, 2, 3 repeating. Dense placement (row, column):
    // 0 (0,0) 1 (0,1) 2 (1,0-1) 3 (2,0-2) 4 (0,2) 5 (1,2) 6 (3,0-1) 7 (4,0-2) 8 (3,2) 9 (5,0)
    // 10 (5,1-2) 11 (6,0-2) 12 (7,0) 13 (7,1) 14 (8,0-1) 15 (9,0-2) 16 (7,2) 17 (8,2)
    // 18 (10,0-1) 19 (11,0-2) 20 (10,2).
    let starts: [(Int, Int)] = [(0, 0), (0, 1), (1, 0), (2, 0), (0, 2), (1, 2), (3, 0), (4, 0), (3, 2), (5, 0),
                                (5, 1), (6, 0), (7, 0), (7, 1), (8, 0), (9, 0), (7, 2), (8, 2), (10, 0), (11, 0), (10, 2)]
    // Columns (320 - 2 × 10) / 3 = 100 at x 0, 110, 220; 12 rows of 50 (max-content) at y = 54 × row;
    // height 12 × 50 + 11 × 4 = 644.
    let result = grid.layout(in: Size(width: 320, height: 300))
    expectSize(result.size, Size(width: 320, height: 644))
    let expected = starts.enumerated().map { index, start -> Rect in
        let span = max(1, index % 4)
        return r(110 * Double(start.1), 54 * Double(start.0), Double(span) * 100 + Double(span - 1) * 10, 50)
    }
    expectFrames(result.frames, expected)
    // Each overlay fills its cell.
    expectFrames(result.overlays.map(\.frame), expected)
}
