import Testing
import Lattice

@Test func gridDrawingListsEachItemWithItsCellDecorations() {
    let grid = Grid(tracks: 2) {
        Text("ab")
            .gridCellBackground { _ in Color.yellow }
            .gridCellOverlay { size in Text("\(Int(size?.width ?? 0))") }
        Color.blue
    }
    // Drawn at (10, 20) in 205 × 100: cells 100 × 100 at x 10 and 115.
    let drawing = grid.drawing(in: r(10, 20, 205, 100))
    #expect(drawing.role == .grid)
    #expect(drawing.children.count == 2)
    let first = drawing.children[0]
    #expect(first.role == .gridItem)
    #expect(close(first.frame, r(10, 20, 100, 100)))
    #expect(first.children.map(\.role) == [.cellBackground, .text, .cellOverlay])
    #expect(first.children[0].children[0].fill == .yellow)
    // The overlay closure received the cell's size: "100".
    #expect(first.children[2].children[0].text?.string == "100")
    // "ab" (16 × 16) centred in the cell: (10 + 42, 20 + 42).
    #expect(close(first.children[1].frame, r(52, 62, 16, 16)))
    #expect(drawing.children[1].children.map(\.fill) == [.blue])
}
