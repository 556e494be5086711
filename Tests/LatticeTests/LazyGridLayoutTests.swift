import Testing
import Lattice

@Test func lazyVGridWorkedExampleFrames() {
    let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
        ForEach(0..<7) { _ in Color.orange.frame(height: 40) }
    }
    let result = grid.layout(in: Size(width: 200, height: 600))
    // Columns 70, 57, 57 at x 0, 78, 143; rows 40 tall every 48; three rows: 3 × 40 + 2 × 8 = 136.
    expectSize(result.size, Size(width: 200, height: 136))
    expectFrames(result.frames, [
        r(0, 0, 70, 40), r(78, 0, 57, 40), r(143, 0, 57, 40),
        r(0, 48, 70, 40), r(78, 48, 57, 40), r(143, 48, 57, 40),
        r(0, 96, 70, 40),
    ])
    expectFrames(result.cells, result.frames)
    #expect(result.areas.map(\.column) == [0, 1, 2, 0, 1, 2, 0])
    let columns = try! #require(result.columns)
    #expect(columns.sizes == [70, 57, 57])
}

@Test func lazyVGridRowsAreAsTallAsTheirTallestItem() {
    let grid = LazyVGrid(columns: [GridItem(), GridItem(alignment: .top)], spacing: 10) {
        Color.red.frame(height: 20)
        Color.blue.frame(height: 50)
        Text("Hi")
        Color.green.frame(width: 30, height: 30)
    }
    let result = grid.layout(in: Size(width: 200, height: 600))
    // Columns (200 − 8) / 2 = 96 at x 0 and 104. Row 0: max(20, 50) = 50; row 1 at 60: max(16, 30) = 30.
    // Items are offered (96, no height): colours take 96 wide, text and fixed frames their own size.
    expectSize(result.size, Size(width: 200, height: 90))
    expectFrames(result.frames, [
        r(0, 15, 96, 20),                 // centred: (50 − 20) / 2
        r(104, 0, 96, 50),                // column 1 is top-aligned
        r(40, 60 + 7, 16, 16),            // (96 − 16) / 2, (30 − 16) / 2
        r(104 + 33, 60, 30, 30),          // top, horizontally centred: (96 − 30) / 2
    ])
}

@Test func lazyVGridAlignmentPlacesNarrowColumns() {
    func frames(_ alignment: HorizontalAlignment) -> [Rect] {
        LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], alignment: alignment) {
            ForEach(0..<2) { _ in Color.red.frame(height: 10) }
        }.layout(in: Size(width: 300, height: 100)).frames
    }
    // The columns take 50 + 8 + 50 = 108 of 300.
    expectFrames(frames(.leading), [r(0, 0, 50, 10), r(58, 0, 50, 10)])
    expectFrames(frames(.center), [r(96, 0, 50, 10), r(154, 0, 50, 10)])   // (300 − 108) / 2 = 96
    expectFrames(frames(.trailing), [r(192, 0, 50, 10), r(250, 0, 50, 10)])
}

@Test func lazyHGridGridItemDocumentationExample() {
    // Apple's GridItem example: four fixed rows with their own spacings; columns 5 apart.
    let rows = [
        GridItem(.fixed(30), spacing: 1),
        GridItem(.fixed(60), spacing: 10),
        GridItem(.fixed(90), spacing: 20),
        GridItem(.fixed(10), spacing: 50),
    ]
    let grid = LazyHGrid(rows: rows, spacing: 5) {
        ForEach(0..<2) { _ in
            Color.red.frame(width: 30)
            Color.green.frame(width: 30)
            Color.blue.frame(width: 30)
            Color.yellow.frame(width: 30)
        }
    }
    let result = grid.layout(in: Size(width: 400, height: 300))
    // Rows take 30 + 1 + 60 + 10 + 90 + 20 + 10 = 221 (the last spacing is not used), centred in
    // 300: (300 − 221) / 2 = 39.5 → rows at 39.5, 70.5, 140.5, 250.5. Columns 30 wide at x 0 and 35.
    expectSize(result.size, Size(width: 65, height: 300))
    let y = [39.5, 70.5, 140.5, 250.5]
    let heights = [30.0, 60, 90, 10]
    var expected: [Rect] = []
    for column in 0..<2 {
        for row in 0..<4 { expected.append(r(Double(column) * 35, y[row], 30, heights[row])) }
    }
    expectFrames(result.frames, expected)
    #expect(result.areas.map(\.row) == [0, 1, 2, 3, 0, 1, 2, 3])
    let tracks = try! #require(result.rows)
    #expect(tracks.sizes == heights)
}

@Test func lazyHGridColumnsAreAsWideAsTheirWidestItem() {
    let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], alignment: .top, spacing: 4) {
        Text("abc")
        Text("a")
        Text("abcdef")
    }
    let result = grid.layout(in: Size(width: 300, height: 100))
    // Rows 20 at y 0 and 28 (top). Column 0: max(24, 8) = 24; column 1 at 28: 48.
    expectSize(result.size, Size(width: 24 + 4 + 48, height: 100))
    expectFrames(result.frames, [r(0, 2, 24, 16), r(8, 30, 8, 16), r(28, 2, 48, 16)])
}

@Test func lazyGridWithoutGridItemsWarnsAndUsesOneFlexibleColumn() {
    let result = LazyVGrid(columns: []) { Color.red; Color.blue }.layout(in: Size(width: 100, height: 100))
    #expect(result.warnings == [GridWarning(.noTracks, itemIndex: nil)])
    #expect(result.areas.map(\.row) == [0, 1])
}

@Test func lazyVGridIdealWidthUsesMinimums() {
    let grid = LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.flexible(minimum: 20))]) {
        Color.red.frame(height: 10)
        Color.red.frame(height: 10)
    }
    // No width: 30 + 8 + 20.
    expectSize(grid.sizeThatFits(.unspecified), Size(width: 58, height: 10))
}
