import Testing
import Lattice

// Apple's documentation examples for Grid, GridRow and the grid cell modifiers,
// with Lattice's deterministic content: Text is 8 points per character and 16
// per line; an SF Symbol image stands in as a fixed 24 × 24 rectangle; a Button
// or Toggle as its label's Text. Spacing is 8 unless the example sets it.

/// A stand-in for `Image(systemName:)`: not flexible, 24 × 24.
private func symbol() -> FixedFrame<Rectangle> { Rectangle().frame(width: 24, height: 24) }

@Test func appleOverviewGridIsAsSmallAsItsCells() {
    let grid = Grid {
        GridRow {
            Text("Hello")
            symbol()
        }
        GridRow {
            symbol()
            Text("World")
        }
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // Columns: max(40 "Hello", 24) = 40 and max(24, 40 "World") = 40, at x 0 and 48.
    // Rows: max(16, 24) = 24 each, at y 0 and 32. Size 40 + 8 + 40 = 88 by 24 + 8 + 24 = 56.
    expectSize(result.size, Size(width: 88, height: 56))
    // Centred: text 40 × 16 at y (24 − 16) / 2 = 4; image 24 × 24 at x (40 − 24) / 2 = 8.
    expectFrames(result.frames, [r(0, 4, 40, 16), r(56, 0, 24, 24), r(8, 32, 24, 24), r(48, 36, 40, 16)])
    expectFrames(result.cells, [r(0, 0, 40, 24), r(48, 0, 40, 24), r(0, 32, 40, 24), r(48, 32, 40, 24)])
}

@Test func appleDividerOutsideRowsWidensTheGridToTheOffer() {
    let grid = Grid {
        GridRow {
            Text("Hello")
            symbol()
        }
        Divider()
        GridRow {
            symbol()
            Text("World")
        }
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // The divider spans both columns and is flexible: both columns share 390 − 8 = 382 → 191 each.
    // Rows 24, 1 (the divider), 24 at y 0, 32, 41; height 24 + 8 + 1 + 8 + 24 = 65.
    expectSize(result.size, Size(width: 390, height: 65))
    expectFrames(result.frames, [
        r((191 - 40) / 2, 4, 40, 16),              // "Hello" centred in 191
        r(199 + (191 - 24) / 2, 0, 24, 24),        // second column starts at 191 + 8 = 199
        r(0, 32, 390, 1),                          // the divider takes the whole row
        r((191 - 24) / 2, 41, 24, 24),
        r(199 + (191 - 40) / 2, 45, 40, 16),       // 41 + (24 − 16) / 2
    ])
    #expect(result.areas[2] == GridItemArea(column: 0, row: 1, columnSpan: 2, rowSpan: 1))
}

@Test func appleUnsizedDividerRestoresTheContentWidth() {
    let grid = Grid {
        GridRow {
            Text("Hello")
            symbol()
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        GridRow {
            symbol()
            Text("World")
        }
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // As without the divider: 88 wide; the divider is offered the 88-point row and takes it.
    expectSize(result.size, Size(width: 88, height: 65))
    expectFrames(result.frames, [r(0, 4, 40, 16), r(56, 0, 24, 24), r(0, 32, 88, 1), r(8, 41, 24, 24), r(48, 45, 40, 16)])
}

/// Apple's "Column count" grid: rows of 3, 6 and 5 cells.
private func columnCountGrid(alignment: Alignment = .center, spacing: Double? = nil) -> Grid {
    Grid(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing) {
        GridRow {
            Text("Row 1")
            ForEach(0..<2) { _ in Color.red }
        }
        GridRow {
            Text("Row 2")
            ForEach(0..<5) { _ in Color.green }
        }
        GridRow {
            Text("Row 3")
            ForEach(0..<4) { _ in Color.blue }
        }
    }
}

@Test func appleColumnCountIsTheLongestRow() {
    let result = columnCountGrid().layout(in: Size(width: 390, height: 616))
    // 6 columns; the shorter rows end in empty cells.
    #expect(result.areas.map(\.column) == [0, 1, 2, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4])
    #expect(result.areas.map(\.row) == [0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
    #expect(result.warnings.isEmpty)
}

@Test func appleColorsShareTheSpaceTheTextColumnLeaves() {
    let result = columnCountGrid().layout(in: Size(width: 390, height: 616))
    // Text column: 40 ("Row 1"). Five colour columns share 390 − 40 − 5 × 8 = 310 → 62 each,
    // at x 48 + 70k. Three colour rows share 616 − 2 × 8 = 600 → 200 each, at y 0, 208, 416.
    expectSize(result.size, Size(width: 390, height: 616))
    let columns = try! #require(result.columns)
    #expect(columns.sizes.count == 6)
    let x = [48.0, 118, 188, 258, 328]
    let y = [0.0, 208, 416]
    var expected: [Rect] = []
    for (row, colours) in [2, 5, 4].enumerated() {
        expected.append(r(0, y[row] + 92, 40, 16))            // text centred: (200 − 16) / 2 = 92
        for column in 0..<colours { expected.append(r(x[column], y[row], 62, 200)) }
    }
    expectFrames(result.frames, expected)
}

@Test func appleBottomAlignedGridWithOnePointSpacing() {
    let result = columnCountGrid(alignment: .bottom, spacing: 1).layout(in: Size(width: 390, height: 602))
    // Colour columns: (390 − 40 − 5) / 5 = 69 at x 41 + 70k; rows (602 − 2) / 3 = 200 at y 0, 201, 402.
    // Texts are bottom-aligned: y = row + 200 − 16; colours fill their cells.
    let x = [41.0, 111, 181, 251, 321]
    let y = [0.0, 201, 402]
    var expected: [Rect] = []
    for (row, colours) in [2, 5, 4].enumerated() {
        expected.append(r(0, y[row] + 184, 40, 16))
        for column in 0..<colours { expected.append(r(x[column], y[row], 69, 200)) }
    }
    expectFrames(result.frames, expected)
}

@Test func appleInitializerExampleWithThirtyPointSpacing() {
    let grid = Grid(horizontalSpacing: 30, verticalSpacing: 30) {
        ForEach(0..<5) { row in
            GridRow {
                ForEach(0..<5) { column in
                    Text("(\(column), \(row))")
                }
            }
        }
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // Each label is 6 characters: 48 × 16. Columns every 48 + 30 = 78, rows every 16 + 30 = 46.
    // Width 5 × 48 + 4 × 30 = 360, height 5 × 16 + 4 × 30 = 200.
    expectSize(result.size, Size(width: 360, height: 200))
    var expected: [Rect] = []
    for row in 0..<5 {
        for column in 0..<5 { expected.append(r(Double(column) * 78, Double(row) * 46, 48, 16)) }
    }
    expectFrames(result.frames, expected)
}

@Test func appleRowAlignmentsOverrideTheGridsVerticalAlignment() {
    let grid = Grid(alignment: .trailing) {
        GridRow(alignment: .top) {
            Text("Top")
            Color.red.frame(width: 1, height: 50)
            Color.blue.frame(width: 50, height: 1)
        }
        GridRow {
            Text("Center")
            Color.red.frame(width: 1, height: 50)
            Color.blue.frame(width: 50, height: 1)
        }
        GridRow(alignment: .bottom) {
            Text("Bottom")
            Color.red.frame(width: 1, height: 50)
            Color.blue.frame(width: 50, height: 1)
        }
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // Columns 48 ("Center", "Bottom"), 1, 50 at x 0, 56, 65; rows 50 at y 0, 58, 116.
    expectSize(result.size, Size(width: 48 + 8 + 1 + 8 + 50, height: 3 * 50 + 2 * 8))
    expectFrames(result.frames, [
        r(48 - 24, 0, 24, 16), r(56, 0, 1, 50), r(65, 0, 50, 1),          // top; "Top" trailing
        r(0, 58 + 17, 48, 16), r(56, 58, 1, 50), r(65, 58 + 24.5, 50, 1),  // centre: (50 − 16) / 2, (50 − 1) / 2
        r(0, 116 + 34, 48, 16), r(56, 116, 1, 50), r(65, 116 + 49, 50, 1), // bottom
    ])
}

@Test func appleConfigurationViewWithTrailingColumnAndSpanningToggle() {
    let grid = Grid(alignment: .leading) {   // Apple: .leadingFirstTextBaseline (no baselines here)
        GridRow {
            Text("Regular font:").gridColumnAlignment(.trailing)
            Text("Helvetica 12")
            Text("Select...")
        }
        GridRow {
            Text("Fixed-width font:")
            Text("Menlo Regular 11")
            Text("Select...")
        }
        GridRow {
            Color.clear.gridCellUnsizedAxes([.vertical, .horizontal])
            Text("Use fixed-width font for new documents").gridCellColumns(2)
        }
    }
    let result = grid.layout(in: Size(width: 600, height: 400))
    // Single cells: column 0 = 136 ("Fixed-width font:"), column 1 = 128 ("Menlo Regular 11"),
    // column 2 = 72 ("Select..."). The toggle (304) spans 1–2: 128 + 8 + 72 = 208, 96 short,
    // shared equally (CSS Grid §12.5): columns 1 and 2 become 176 and 120.
    // Width 136 + 8 + 176 + 8 + 120 = 448; rows 16 (the empty cell sizes nothing) at y 0, 24, 48.
    expectSize(result.size, Size(width: 448, height: 64))
    expectFrames(result.frames, [
        r(136 - 104, 0, 104, 16), r(144, 0, 96, 16), r(328, 0, 72, 16),
        r(0, 24, 136, 16), r(144, 24, 128, 16), r(328, 24, 72, 16),
        r(0, 48, 136, 16),                   // the empty cell is offered its cell and fills it
        r(144, 48, 304, 16),                 // spanning: leading in the merged cell
    ])
}

/// Apple's `gridCellAnchor(_:)` grid: 60-point red squares and a 10-point blue marker.
private func anchorGrid(_ anchor: UnitPoint) -> Grid {
    Grid(horizontalSpacing: 1, verticalSpacing: 1) {
        GridRow {
            Color.red.frame(width: 60, height: 60)
            Color.red.frame(width: 60, height: 60)
        }
        GridRow {
            Color.red.frame(width: 60, height: 60)
            Color.blue.frame(width: 10, height: 10).gridCellAnchor(anchor)
        }
    }
}

@Test func appleCellAnchorAlignsAUnitPointOfTheViewWithTheCell() {
    let result = anchorGrid(UnitPoint(x: 0.25, y: 0.75)).layout(in: Size(width: 390, height: 844))
    // Cell (61, 61, 60, 60): x = 61 + (60 − 10) × 0.25 = 73.5, y = 61 + (60 − 10) × 0.75 = 98.5.
    expectSize(result.size, Size(width: 121, height: 121))
    expectFrames([result.frames[3]], [r(73.5, 98.5, 10, 10)])
    let corner = anchorGrid(.topTrailing).layout(in: Size(width: 390, height: 844))
    expectFrames([corner.frames[3]], [r(61 + 50, 61, 10, 10)])
}

@Test func appleMergedCellCentresItsMarker() {
    let grid = Grid(alignment: .center, horizontalSpacing: 1, verticalSpacing: 1) {
        GridRow {
            Color.red.frame(width: 60, height: 60)
            Color.red.frame(width: 60, height: 60)
            Color.red.frame(width: 60, height: 60)
        }
        GridRow {
            Color.red.frame(width: 60, height: 60)
            Color.blue.frame(width: 10, height: 10).gridCellColumns(2)
        }
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // Merged cell x 61…182 (60 + 1 + 60 = 121 wide), y 61…121: the marker at
    // 61 + (121 − 10) / 2 = 116.5, 61 + (60 − 10) / 2 = 86.
    expectSize(result.size, Size(width: 182, height: 121))
    expectFrames([result.frames[4]], [r(116.5, 86, 10, 10)])
    expectFrames([result.cells[4]], [r(61, 61, 121, 60)])
}

@Test func appleGridRowExampleWithEmptyCornerAndFlexibleCells() {
    let grid = Grid {
        GridRow {
            Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
            ForEach(1..<4) { column in Text("C\(column)") }
        }
        ForEach(1..<4) { row in
            GridRow {
                Text("R\(row)")
                ForEach(1..<4) { _ in Color.mint }     // Apple: Circle().foregroundStyle(.mint)
            }
        }
    }
    let result = grid.layout(in: Size(width: 400, height: 400))
    // Column 0: 16 ("R1"); columns 1–3 flexible: (400 − 16 − 3 × 8) / 3 = 120 at x 24, 152, 280.
    // Row 0: 16 ("C1"); rows 1–3 flexible: (400 − 16 − 3 × 8) / 3 = 120 at y 24, 152, 280.
    expectSize(result.size, Size(width: 400, height: 400))
    let offsets = [24.0, 152, 280]
    var expected = [r(0, 0, 16, 16)]                       // the empty corner fills its 16 × 16 cell
    for x in offsets { expected.append(r(x + 52, 0, 16, 16)) }          // (120 − 16) / 2
    for y in offsets {
        expected.append(r(0, y + 52, 16, 16))
        for x in offsets { expected.append(r(x, y, 120, 120)) }
    }
    expectFrames(result.frames, expected)
}
