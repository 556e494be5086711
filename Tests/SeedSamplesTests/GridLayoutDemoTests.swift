// The GridLayoutDemo app's three grids (SwiftUI's `Grid`), type-checked against
// the stand-in and laid out by Lattice's Apple-style `Grid` with each cell
// measured through the test host (Support/AppleGridLayout.swift), at an
// iPhone's width in a scroll view (no height).
//
// Frames are derived by hand from SwiftUI's documented `Grid` rules: a column
// is as wide as its widest single-column cell, a row as tall as its tallest
// cell, cells are 8 points apart; a cell spanning columns that are too narrow
// widens them equally; alignment comes from the cell's anchor, else its
// column's alignment, else its row's, else the grid's.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import Lattice
import Testing

@MainActor @Suite struct GridLayoutDemoTests {
    private func layout(_ view: some SwiftUIStandIn.View) throws -> Lattice.GridLayoutResult {
        let host = ViewHost(view)
        #expect(host.unsupported.isEmpty)
        return try #require(appleGridLayout(host, proposal: Lattice.ProposedSize(width: 390, height: nil)))
    }

    private func frames(_ result: Lattice.GridLayoutResult) -> [CGRect] {
        result.frames.map { rect($0.x, $0.y, $0.width, $0.height) }
    }

    @Test func cellAlignmentsAndSpans() throws {
        let result = try layout(CellAlignmentsAndSpansSample())
        // Single-column cells make four columns of 50. The 110 square spans columns
        // 0–1, which give 50 + 8 + 50 = 108: each widens by 1, to 51. Columns at x 0,
        // 59, 118, 176: 226 wide. Rows of 110, 50 and the divider's 1 at y 0, 118,
        // 176: 177 tall.
        #expect(result.size == Lattice.Size(width: 226, height: 177))
        expectFrames(frames(result), [
            rect(0, 0, 110, 110),                   // centred in 51 + 8 + 51, row aligned top
            rect(118, 0, 50, 50),                   // row alignment .top
            rect(176, 60, 50, 50),                  // anchor .bottom: 110 − 50
            rect(0.5, 118, 50, 50),                 // centred in 51
            rect(59.5, 118, 50, 50),
            rect(118 + 58, 118, 50, 50),            // anchor .trailing in 50 + 8 + 50
            rect(0, 176, 226, 1),                   // the unsized divider spans the grid
        ])
    }

    @Test func gridColumnRowAndCellAlignmentOverrides() throws {
        let result = try layout(AlignmentOverridesSample())
        // Columns 100, 100, 100, 50 at x 0, 108, 216, 324; rows of 100 at y 0, 108,
        // 216, 324. The grid is .leading (and vertically centred); column 2 is
        // .trailing; row 1 .top, row 2 .bottom; one cell anchored .bottomTrailing.
        #expect(result.size == Lattice.Size(width: 374, height: 424))
        expectFrames(frames(result), [
            rect(0, 0, 100, 100), rect(108, 25, 50, 50), rect(266, 25, 50, 50), rect(324, 25, 50, 50),
            rect(0, 108, 50, 50), rect(108, 108, 100, 100), rect(266, 108, 50, 50), rect(324, 108, 50, 50),
            rect(0, 266, 50, 50), rect(108, 266, 50, 50), rect(216, 216, 100, 100), rect(324, 266, 50, 50),
            rect(0, 324, 100, 100), rect(158, 374, 50, 50), rect(266, 349, 50, 50), rect(324, 349, 50, 50),
        ])
    }

    @Test func aTableOfLeaders() throws {
        let result = try layout(TextGridSample())
        // Columns: the widest country (United States, 104), the widest first name or
        // population (Volodymyr, 332268200: 72), the widest last name (Zelenskyy,
        // 72): x 0, 112, 192; 264 wide. Rows: the header, then per leader a divider
        // (1), its names and its population (16 each): 11 × 16 + 5 + 15 × 8 = 301.
        #expect(result.size == Lattice.Size(width: 264, height: 301))
        var expected: [CGRect] = [rect(0, 0, 56, 16), rect(112 + (152 - 48) / 2, 0, 48, 16)]   // "Leader" centred in 2 columns
        let leaders: [(country: Double, first: Double, last: Double, population: Double)] = [
            (48, 48, 56, 64), (104, 24, 40, 72), (56, 72, 72, 64), (56, 32, 56, 64), (48, 64, 40, 72),
        ]
        for (index, leader) in leaders.enumerated() {
            let top = 24 + 57 * Double(index)      // each leader: 1 + 8 + 16 + 8 + 16 + 8
            expected += [
                rect(0, top, 264, 1),                                   // divider
                rect(0, top + 9, leader.country, 16),
                rect(184 - leader.first, top + 9, leader.first, 16),    // column 1 is .trailing
                rect(192, top + 9, leader.last, 16),
                rect(0, top + 33, 88, 16),                              // "Population:"
                rect(184 - leader.population, top + 33, leader.population, 16),
            ]
        }
        expectFrames(frames(result), expected)
    }
}
#endif
