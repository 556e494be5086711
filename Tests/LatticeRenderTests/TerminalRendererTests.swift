import Testing
@testable import LatticeRender
import Lattice

@Test func cellMappingKeepsTouchingBoxesApartWhenRoundingIsTight() {
    // 10-point boxes at 0.1 cell per point would be 1 cell each; the minimum of
    // 2 pushes every end edge: [0, 2), then [2, 4), then [4, 6).
    let cells = CellMapping.map([(0, 10), (10, 20), (20, 30)], scale: 0.1, minimum: 2)
    #expect(cells == [0..<2, 2..<4, 4..<6])
}

@Test func cellMappingRoundsEdgesToTheNearestCell() {
    // Edges 0, 72.5, 82.5, 155 at 1/10: 0, 7.25 → 7, 8.25 → 8, 15.5 → 16.
    let cells = CellMapping.map([(0, 72.5), (82.5, 155)], scale: 0.1, minimum: 2)
    #expect(cells == [0..<7, 8..<16])
}

@Test func cellMappingNeverOverlapsBoxesThatDoNotOverlap() {
    // 100 one-point boxes with 0.3-point gaps at 0.05 cell per point: rounding alone
    // would put them all in cell 0; pushed apart they follow each other.
    let intervals = (0..<100).map { index -> (start: Double, end: Double) in
        let start = Double(index) * 1.3
        return (start, start + 1)
    }
    let cells = CellMapping.map(intervals, scale: 0.05, minimum: 2).compactMap { $0 }
    #expect(cells.count == 100)
    for (a, b) in zip(cells, cells.dropFirst()) {
        #expect(a.upperBound <= b.lowerBound)
        #expect(a.count >= 2)
    }
}

@Test func cellMappingSkipsEmptyAndNonFiniteIntervals() {
    let cells = CellMapping.map([(5, 5), (.nan, .nan), (0, 10), (3, .infinity)], scale: 1, minimum: 2)
    #expect(cells[0] == nil)
    #expect(cells[1] == nil)
    #expect(cells[2] == 0..<10)
    #expect(cells[3] == nil)
}

@Test func terminalIgnoresBoxesWithNonFiniteFrames() {
    let scene = RenderScene(size: Size(width: 40, height: 40), boxes: [
        RenderBox(frame: r(.nan, 0, 10, 10), label: "nan"),
        RenderBox(frame: r(0, 0, .infinity, 10), label: "inf"),
        RenderBox(frame: r(0, 0, 40, 40), label: "ok"),
    ])
    // 40 points at 10 columns: [0, 10) and 5 rows; "ok" on row 2, after 3 spaces of 8.
    #expect(scene.text(columns: 10) == "┌────────┐\n│        │\n│   ok   │\n│        │\n└────────┘\n")
}

@Test func terminalDrawsTwoItemsWithLabels() {
    // A 100 × 40 scene at 20 columns: 1/5 cell per point, 1/10 row per point.
    // "a" [0, 45] → columns [0, 9), rows [0, 4); "b" [55, 100] → columns [11, 20).
    let scene = RenderScene(size: Size(width: 100, height: 40), boxes: [
        RenderBox(kind: .container, frame: r(0, 0, 100, 40)),
        RenderBox(frame: r(0, 0, 45, 40), label: "a"),
        RenderBox(frame: r(55, 0, 45, 40), label: "bb"),
    ])
    // 4 rows: label on row 1 (0 + 1 + (4 − 3) / 2); 7 inner columns: "a" after 3 spaces, "bb" after 2.
    let expected = """
        ┌───────┐  ┌───────┐
        │   a   │  │  bb   │
        │       │  │       │
        └───────┘  └───────┘

        """
    #expect(scene.text(columns: 20) == expected)
}

@Test func terminalShortensLabelsThatDoNotFit() {
    // 40 points at 10 columns: [0, 10); 8 inner columns for "a long label": 7 characters and "…".
    let scene = RenderScene(size: Size(width: 40, height: 12), boxes: [
        RenderBox(frame: r(0, 0, 40, 12), label: "a long label"),
    ])
    // Rows: 12 × 10/40 × 0.5 = 1.5 → 2 (rounded half away from zero): a 2-row box, label on its top edge.
    #expect(scene.text(columns: 10) == "┌a long …\n└────────┘\n".replacingOccurrences(of: "…\n", with: "…┐\n"))
}

@Test func terminalColoursOnlyWhenAsked() {
    let scene = RenderScene(size: Size(width: 40, height: 40), boxes: [
        RenderBox(frame: r(0, 0, 40, 40), label: "x", color: .red),
    ])
    #expect(!scene.text(columns: 10).contains("\u{1B}"))
    // Color.red is #FF3B30: 255, 59, 48.
    #expect(scene.text(columns: 10, colors: true).contains("\u{1B}[38;2;255;59;48m"))
}

@Test func terminalSkipsTheOuterContainer() {
    let scene = RenderScene(size: Size(width: 40, height: 40), boxes: [
        RenderBox(kind: .container, frame: r(0, 0, 40, 40), label: "grid"),
    ])
    #expect(scene.text(columns: 10) == "")
}

@Test func terminalRefusesDrawingsTooLargeToHold() {
    // 5,000 items on a diagonal, each 1 point wide and tall, at 1 cell per point: every
    // item needs 2 × 2 cells apart from the others, 10,000 × 10,000 cells in all (above 16 million).
    let boxes = (0..<5_000).map { index in RenderBox(frame: r(Double(index), Double(index), 1, 1), label: nil) }
    let scene = RenderScene(size: Size(width: 5_000, height: 5_000), boxes: boxes)
    let text = scene.text(columns: 5_000)
    #expect(text == "(5000 items need 10000 × 10000 character cells to be drawn apart: too many for a terminal; draw them as SVG)\n")
}
