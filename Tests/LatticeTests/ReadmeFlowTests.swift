import Testing
import Lattice

// exyte/Grid README, "7. Flow".

private func flowGrid(_ flow: GridFlow) -> Grid {
    Grid(0..<15, tracks: 5, flow: flow, spacing: 5) {
        Color($0.isMultiple(of: 2) ? .black : .orange)
            .overlay(
                Text(String($0))
            )
    }
}

extension Color {
    init(_ color: Color) { self = color }
}

@Test func readmeRowsFlowFillsRowsFirst() {
    // 5 columns of (310 - 4 × 5) / 5 = 58 at x = 63 × column; 3 rows of (520 - 2 × 5) / 3 = 170
    // at y = 175 × row. Item i is in column i % 5, row i / 5.
    let result = flowGrid(.rows).layout(in: Size(width: 310, height: 520))
    expectFrames(result.frames, (0..<15).map { r(63 * Double($0 % 5), 175 * Double($0 / 5), 58, 170) })
}

@Test func readmeColumnsFlowFillsColumnsFirst() {
    // The 5 tracks are rows: (520 - 4 × 5) / 5 = 100 at y = 105 × row; 3 growing columns
    // of (310 - 2 × 5) / 3 = 100 at x = 105 × column. Item i is in column i / 5, row i % 5.
    let result = flowGrid(.columns).layout(in: Size(width: 310, height: 520))
    expectFrames(result.frames, (0..<15).map { r(105 * Double($0 / 5), 105 * Double($0 % 5), 100, 100) })
    #expect(result.areas[7] == GridItemArea(column: 1, row: 2, columnSpan: 1, rowSpan: 1))
}

@Test func flowInitializerArgumentWinsOverModifier() {
    let grid = flowGrid(.rows).gridFlow(.columns)
    #expect(grid.options.flow == .rows)
    let modified = Grid(0..<15, tracks: 5) { _ in Color.red }.gridFlow(.columns)
    #expect(modified.options.flow == .columns)
    #expect(modified.layout(in: Size(width: 310, height: 520)).areas[7] == GridItemArea(column: 1, row: 2, columnSpan: 1, rowSpan: 1))
}
