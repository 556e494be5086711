import Testing
import Lattice

/// A small deterministic generator (SplitMix64), so random tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The answer a query must give: every item whose rectangle intersects `query`.
private func bruteForce(_ rects: [Rect], _ query: Rect) -> [Int] {
    rects.indices.filter { rects[$0].intersects(query) }
}

/// Rectangles like a grid's items: rows of cells, some spanning, frames aligned in cells,
/// plus a few oddities (tall spanning items, empty ones, overflowing ones).
private func randomGridRects(_ random: inout SeededGenerator, count: Int) -> (frames: [Rect], cells: [Rect]) {
    let columns = Int.random(in: 1...12, using: &random)
    let cellWidth = Double.random(in: 5...80, using: &random)
    let cellHeight = Double.random(in: 5...80, using: &random)
    let gap = Double(Int.random(in: 0...10, using: &random))
    var frames: [Rect] = []
    var cells: [Rect] = []
    for index in 0..<count {
        let column = index % columns
        let row = index / columns
        var span = 1.0
        var rowSpan = 1.0
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<5: span = Double(Int.random(in: 2...3, using: &random))
        case 5..<7: rowSpan = Double(Int.random(in: 2...150, using: &random))   // some exceed 64 bands
        default: break
        }
        let cell = Rect(x: Double(column) * (cellWidth + gap), y: Double(row) * (cellHeight + gap),
                        width: span * cellWidth + (span - 1) * gap, height: rowSpan * cellHeight + (rowSpan - 1) * gap)
        var width = cell.width * Double.random(in: 0...1, using: &random)
        var height = cell.height * Double.random(in: 0...1, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<3: width = 0                                  // empty frames
        case 3..<6: width = cell.width * 2; height = cell.height * 1.5   // overflowing frames
        default: break
        }
        let frame = Rect(x: cell.x + (cell.width - width) * Double.random(in: 0...1, using: &random),
                         y: cell.y + (cell.height - height) * Double.random(in: 0...1, using: &random),
                         width: width, height: height)
        frames.append(frame)
        cells.append(cell)
    }
    return (frames, cells)
}

private func randomQuery(_ random: inout SeededGenerator, in bounds: Size) -> Rect {
    let x = Double.random(in: -50...(bounds.width + 50), using: &random)
    let y = Double.random(in: -50...(bounds.height + 50), using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return Rect(x: x, y: y, width: 0, height: Double.random(in: 0...200, using: &random))
    case 1: return Rect(x: -10, y: y, width: bounds.width + 20, height: Double.random(in: 0...500, using: &random))
    default:
        return Rect(x: x, y: y, width: Double.random(in: 0...300, using: &random),
                    height: Double.random(in: 0...300, using: &random))
    }
}

@Test func visibleItemIndexMatchesBruteForceOnRandomGrids() {
    var random = SeededGenerator(seed: 0x1A77_1CE)
    for _ in 0..<40 {
        let count = Int.random(in: 0...600, using: &random)
        let (frames, cells) = randomGridRects(&random, count: count)
        let byFrames = VisibleItemIndex(rects: frames, bounds: cells)
        let byCells = VisibleItemIndex(rects: cells)
        let plain = VisibleItemIndex(rects: frames)
        let extent = Size(width: cells.map(\.maxX).max() ?? 100, height: cells.map(\.maxY).max() ?? 100)
        for _ in 0..<60 {
            let query = randomQuery(&random, in: extent)
            let expected = bruteForce(frames, query)
            #expect(byFrames.items(intersecting: query) == expected)
            #expect(plain.items(intersecting: query) == expected)
            #expect(byCells.items(intersecting: query) == bruteForce(cells, query))
        }
    }
}

@Test func visibleItemIndexMatchesBruteForceOnArbitraryRectangles() {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<30 {
        let count = Int.random(in: 1...400, using: &random)
        var rects: [Rect] = []
        for _ in 0..<count {
            rects.append(Rect(x: Double(Int.random(in: -100...500, using: &random)),
                              y: Double(Int.random(in: -100...500, using: &random)),
                              width: Double(Int.random(in: 0...120, using: &random)),
                              height: Double(Int.random(in: 0...120, using: &random))))
        }
        let index = VisibleItemIndex(rects: rects)
        for _ in 0..<80 {
            let query = randomQuery(&random, in: Size(width: 500, height: 500))
            #expect(index.items(intersecting: query) == bruteForce(rects, query))
        }
    }
}

@Test func visibleItemIndexReportsEachItemOnceAndSkipsNaN() {
    let rects = [
        Rect(x: 0, y: 0, width: 10, height: 1000),           // spans many bands
        Rect(x: 0, y: 10, width: 10, height: 10),
        Rect(x: .nan, y: 0, width: 10, height: 10),
        Rect(x: 20, y: 500, width: 10, height: 10),
    ] + (0..<100).map { Rect(x: 40, y: Double($0) * 10, width: 5, height: 5) }
    let index = VisibleItemIndex(rects: rects)
    var seen: [Int] = []
    index.forEachItem(intersecting: Rect(x: -5, y: -5, width: 100, height: 2000)) { seen.append($0) }
    #expect(seen.sorted() == [0, 1, 3] + Array(4..<104))
    #expect(Set(seen).count == seen.count)
    #expect(index.items(intersecting: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
    #expect(VisibleItemIndex(rects: []).items(intersecting: Rect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
}

@Test func layoutResultIndexMatchesBruteForce() {
    let grid = Grid(tracks: [.pt(40), .fr(1), .fr(2)], spacing: 6) {
        ForEach(0..<300) { index in
            if index % 17 == 0 {
                Color.red.frame(width: 20, height: 20).gridSpan(column: 2, row: 3)
            } else {
                Text("\(index)")
            }
        }
    }.gridContentMode(.scroll)
    let result = grid.layout(in: Size(width: 320, height: 600))
    var random = SeededGenerator(seed: 7)
    let frames = result.visibleItemIndex()
    let cells = result.visibleItemIndex(selecting: .cells)
    for _ in 0..<200 {
        let query = randomQuery(&random, in: result.size)
        #expect(frames.items(intersecting: query) == bruteForce(result.frames, query))
        #expect(cells.items(intersecting: query) == bruteForce(result.cells, query))
    }
}

@Test func lazyWindowMatchesBruteForceOnRandomGrids() {
    var random = SeededGenerator(seed: 2024)
    for _ in 0..<60 {
        var columns: [GridItem] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let spacing: Double? = Bool.random(using: &random) ? nil : Double(Int.random(in: 0...20, using: &random))
            switch Int.random(in: 0..<3, using: &random) {
            case 0: columns.append(GridItem(.fixed(Double(Int.random(in: 0...90, using: &random))), spacing: spacing))
            case 1: columns.append(GridItem(.flexible(minimum: Double(Int.random(in: 0...60, using: &random))), spacing: spacing))
            default: columns.append(GridItem(.adaptive(minimum: Double(Int.random(in: 1...80, using: &random))), spacing: spacing))
            }
        }
        let alignment = [HorizontalAlignment.leading, .center, .trailing][Int.random(in: 0..<3, using: &random)]
        let grid = LazyVGrid(columns: columns, alignment: alignment,
                             spacing: Double(Int.random(in: 0...12, using: &random)))
        let count = Int.random(in: 0...700, using: &random)
        let rowHeight = Double(Int.random(in: 0...60, using: &random))
        let window = grid.window(count: count, rowHeight: rowHeight, width: Double(Int.random(in: 50...500, using: &random)))
        let cells = (0..<count).map { window.cell(at: $0) }
        for _ in 0..<40 {
            let query = randomQuery(&random, in: window.size)
            let expected = bruteForce(cells, query)
            #expect(window.items(intersecting: query) == expected)
            let rows = Set(expected.map { $0 / window.tracks.count })
            let range = window.lines(intersecting: query)
            #expect(rows.isEmpty ? range.isEmpty : range == rows.min()!..<(rows.max()! + 1))
        }
    }
}

@Test func lazyWindowCellsFollowTheResolvedColumns() {
    let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 10)
    let window = grid.window(count: 10, rowHeight: 30, width: 200)
    // Columns 70, 57, 57 at x 0, 78, 143; rows every 30 + 10 = 40; 4 rows → 4 × 30 + 3 × 10 = 150.
    #expect(window.tracks.map(\.size) == [70, 57, 57])
    #expect(window.size == Size(width: 200, height: 150))
    #expect(window.cell(at: 4) == Rect(x: 78, y: 40, width: 57, height: 30))
    #expect(window.cell(at: 9) == Rect(x: 0, y: 120, width: 70, height: 30))
    // The rectangle y 35…75 meets row 1 (40…70) only; x 100…150 meets columns 1 and 2.
    #expect(window.items(intersecting: Rect(x: 100, y: 35, width: 50, height: 40)) == [4, 5])
}

@Test func hundredThousandItemsLayOutOnlyTheVisibleRows() {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8)
    let window = grid.window(count: 100_000, rowHeight: 100, width: 390)
    // ⌊(390 + 8) / 88⌋ = 4 columns of 91.5; 25,000 rows every 108.
    #expect(window.tracks.count == 4)
    #expect(window.size.height == 25_000 * 100 + 24_999 * 8)
    // Viewport y 1,000,000…1,000,844: row r is visible when 108r + 100 > 1,000,000 (r ≥ 9,259)
    // and 108r < 1,000,844 (r ≤ 9,267): 9 rows, items 37,036 ..< 37,072.
    let viewport = Rect(x: 0, y: 1_000_000, width: 390, height: 844)
    #expect(window.lines(intersecting: viewport) == 9_259..<9_268)
    var built: [Int] = []
    let visible = window.layout(visibleIn: viewport) { index -> FixedFrame<Color> in
        built.append(index)
        return Color.blue.frame(height: 100)
    }
    #expect(built == Array(37_036..<37_072))
    #expect(visible.map(\.index) == built)
    // Item 37,037 is in row 9,259, column 1: x 91.5 + 8 = 99.5, y 9,259 × 108 = 999,972.
    #expect(visible[1].frame == Rect(x: 99.5, y: 999_972, width: 91.5, height: 100))
}

@Test func lazyWindowAgreesWithTheFullLayout() {
    for alignment in [HorizontalAlignment.leading, .center, .trailing] {
        // 390 − 12 − 50 = 328 for the adaptive item: 4 columns of (328 − 24) / 4 = 76, clamped to 70,
        // so the columns take 50 + 12 + 4 × 70 + 3 × 8 = 366 and the alignment places them.
        let grid = LazyVGrid(columns: [GridItem(.fixed(50), spacing: 12),
                                       GridItem(.adaptive(minimum: 60, maximum: 70), alignment: .top)],
                             alignment: alignment, spacing: 6) {
            ForEach(0..<103) { index in
                Color.green.frame(width: Double(10 + index % 30), height: 44)
            }
        }
        let full = grid.layout(in: Size(width: 390, height: 800))
        let window = grid.window(rowHeight: 44, width: 390)
        let visible = grid.layout(visibleIn: Rect(x: 0, y: 0, width: 390, height: window.size.height), rowHeight: 44, width: 390)
        expectSize(window.size, full.size)
        #expect(full.columns?.sizes == [50, 70, 70, 70, 70])
        // 390 − 366 = 24 left over: the columns start at 0, 24 / 2 = 12 or 24.
        let start: Double = alignment == .leading ? 0 : alignment == .center ? 12 : 24
        #expect(full.columns?.offsets.first == start)
        #expect(visible.count == 103)
        expectFrames(visible.map(\.frame), full.frames)
        expectFrames(visible.map(\.cell), full.cells)
    }
}

@Test func lazyHGridWindowRunsAlongTheXAxis() {
    let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], alignment: .top, spacing: 4)
    let window = grid.window(count: 1_000, columnWidth: 30, height: 200)
    // Rows at y 0 and 48; columns every 34; item i in column i / 2.
    #expect(window.cell(at: 3) == Rect(x: 34, y: 48, width: 30, height: 40))
    #expect(window.items(intersecting: Rect(x: 340, y: 0, width: 1, height: 10)) == [20])
    #expect(window.size == Size(width: 500 * 30 + 499 * 4, height: 200))
}
