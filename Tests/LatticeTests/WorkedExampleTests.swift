import Testing
import Lattice

@Test func issueWorkedExampleFixedAndFlexibleColumnsFillTheContainer() {
    let grid = Grid(tracks: [.pt(50), .fr(1), .fr(2)]) {
        Color.red; Color.orange; Color.yellow
        Color.green; Color.blue; Color.purple
    }
    let result = grid.layout(in: Size(width: 300, height: 600))
    // Columns: 50, then 300 - 50 - 2 × 5 = 240 shared 1 : 2 → 80 and 160.
    // x: 0, 50 + 5 = 55, 55 + 80 + 5 = 140.
    // Rows (fill, minmax(0, 1fr)): (600 - 5) / 2 = 297.5 at y 0 and 302.5.
    expectSize(result.size, Size(width: 300, height: 600))
    expectFrames(result.frames, [
        r(0, 0, 50, 297.5), r(55, 0, 80, 297.5), r(140, 0, 160, 297.5),
        r(0, 302.5, 50, 297.5), r(55, 302.5, 80, 297.5), r(140, 302.5, 160, 297.5),
    ])
    expectFrames(result.cells, result.frames)
    #expect(result.warnings.isEmpty)
    #expect(result.ids == (0..<6).map { GridItemID.position($0) })
    let columns = try! #require(result.columns)
    #expect(columns.sizes.count == 3)
    #expect(abs(columns.offsets[2] - 140) < 0.01)
}
