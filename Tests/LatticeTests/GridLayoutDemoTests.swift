import Testing
import Lattice

// The three screens of the GridLayoutDemo app (mvolkmann/GridLayoutDemo), laid
// out at an iPhone width of 390 with the default spacing of 8.

/// The app's `Square`: a rectangle `width` points on each side.
private func square(_ width: Double) -> FixedFrame<Rectangle> {
    Rectangle().frame(width: width, height: width)
}

@Test func demoCellAlignmentsAndSpans() {
    let grid = Grid {
        GridRow(alignment: .top) {
            square(110).gridCellColumns(2)      // the app's comment: "100+10 for space between cells"
            square(50)
            square(50).gridCellAnchor(.bottom)
        }
        GridRow {
            square(50)
            square(50)
            square(50).gridCellColumns(2).gridCellAnchor(.trailing)
        }
        Divider().gridCellUnsizedAxes([.horizontal])
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // Single cells make four 50-point columns. The 110 square spans columns 0–1, which give
    // 50 + 8 + 50 = 108: the 2 missing points are shared (CSS Grid §12.5) → 51 and 51.
    // Columns at x 0, 59, 118, 176; width 51 + 51 + 50 + 50 + 3 × 8 = 226.
    // Rows: 110, 50 and 1 (the divider) at y 0, 118, 176; height 110 + 50 + 1 + 2 × 8 = 177.
    expectSize(result.size, Size(width: 226, height: 177))
    expectFrames(result.frames, [
        r(0, 0, 110, 110),              // spanning: grid centre + row top, as an anchor in 110 × 110
        r(118, 0, 50, 50),              // row top
        r(176, 60, 50, 50),             // anchor bottom: 110 − 50
        r(0.5, 118, 50, 50),            // centred in 51
        r(59.5, 118, 50, 50),
        r(118 + 58, 118, 50, 50),       // anchor trailing in the merged 50 + 8 + 50 = 108
        r(0, 176, 226, 1),              // the unsized divider is offered the whole width
    ])
    #expect(result.areas.map(\.columnSpan) == [2, 1, 1, 1, 1, 2, 4])
}

@Test func demoGridColumnAndRowAlignmentOverrides() {
    let grid = Grid(alignment: .leading) {
        GridRow {
            square(100); square(50); square(50); square(50)
        }
        GridRow(alignment: .top) {
            square(50); square(100); square(50).gridColumnAlignment(.trailing); square(50)
        }
        GridRow(alignment: .bottom) {
            square(50); square(50); square(100); square(50)
        }
        GridRow {
            square(100); square(50).gridCellAnchor(.bottomTrailing); square(50); square(50)
        }
    }
    let result = grid.layout(in: Size(width: 390, height: 844))
    // Columns 100, 100, 100, 50 at x 0, 108, 216, 324; rows 100 at y 0, 108, 216, 324.
    // Grid: leading, vertically centred; column 2 trailing; rows 1 top and 2 bottom.
    expectSize(result.size, Size(width: 374, height: 424))
    expectFrames(result.frames, [
        r(0, 0, 100, 100), r(108, 25, 50, 50), r(266, 25, 50, 50), r(324, 25, 50, 50),
        r(0, 108, 50, 50), r(108, 108, 100, 100), r(266, 108, 50, 50), r(324, 108, 50, 50),
        r(0, 266, 50, 50), r(108, 266, 50, 50), r(216, 216, 100, 100), r(324, 266, 50, 50),
        r(0, 324, 100, 100), r(158, 374, 50, 50), r(266, 349, 50, 50), r(324, 349, 50, 50),
    ])
}

private struct Leader: Sendable {
    var firstName: String
    var lastName: String
    var country: String
    var population: Int
}

private let leaders = [
    Leader(firstName: "Justin", lastName: "Trudeau", country: "Canada", population: 36_991_981),
    Leader(firstName: "Joe", lastName: "Biden", country: "United States", population: 332_268_200),
    Leader(firstName: "Volodymyr", lastName: "Zelenskyy", country: "Ukraine", population: 43_189_518),
    Leader(firstName: "Olaf", lastName: "Scholtz", country: "Germany", population: 83_190_556),
    Leader(firstName: "Vladimir", lastName: "Putin", country: "Russia", population: 146_171_015),
]

@Test func demoTextTableWithDividersBetweenRecords() {
    let grid = Grid(alignment: .leading) {
        GridRow {
            Text("Country")
            Text("Leader").gridCellColumns(2).gridCellAnchor(.center)
        }
        Divider().gridCellUnsizedAxes([.horizontal])
        ForEach(0..<leaders.count) { index in
            GridRow {
                Text(leaders[index].country)
                Text(leaders[index].firstName).gridColumnAlignment(.trailing)
                Text(leaders[index].lastName)
            }
            GridRow {
                Text("Population:")
                Text("\(leaders[index].population)")
            }
            Divider().gridCellUnsizedAxes([.horizontal])
        }
    }
    let result = grid.layout(in: Size(width: 358, height: 800))   // 390 less the app's padding
    // Column 0: 104 ("United States"); column 1: 72 ("Volodymyr", "332268200"); column 2: 72
    // ("Zelenskyy"); at x 0, 112, 192; width 264. 17 rows: header 16, divider 1, then per
    // leader 16, 16, 1: 17 + 5 × 33 = 182 plus 16 gaps of 8 = 310.
    expectSize(result.size, Size(width: 264, height: 310))
    #expect(result.frames.count == 2 + 1 + 5 * 6)
    expectFrames(Array(result.frames[0..<3]), [
        r(0, 0, 56, 16),
        r(112 + (152 - 48) / 2, 0, 48, 16),       // "Leader" centred in columns 1–2 (72 + 8 + 72)
        r(0, 24, 264, 1),
    ])
    // Column 1 is trailing for every row (set once, by the first leader's first name).
    let widths: [(country: Double, first: Double, last: Double, population: Double)] = [
        (48, 48, 56, 64), (104, 24, 40, 72), (56, 72, 72, 64), (56, 32, 56, 64), (48, 64, 40, 72),
    ]
    for (index, width) in widths.enumerated() {
        let top = 33 + 57 * Double(index)              // each record: 16 + 8 + 16 + 8 + 1 + 8 = 57
        expectFrames(Array(result.frames[(3 + 6 * index)..<(9 + 6 * index)]), [
            r(0, top, width.country, 16),
            r(184 - width.first, top, width.first, 16),        // trailing edge at 112 + 72
            r(192, top, width.last, 16),
            r(0, top + 24, 88, 16),                            // "Population:"
            r(184 - width.population, top + 24, width.population, 16),
            r(0, top + 48, 264, 1),
        ])
    }
}
