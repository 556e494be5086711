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

@Test func cellDecorationsWorkInEveryGridThatHoldsTheItems() {
    // The same two items in a LazyVGrid of two fixed 50-wide columns, spacing 10, and an
    // AdaptiveGrid: the first one's background and overlay cover its cell, in the result
    // and in the drawing.
    let lazy = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
        Color.red.frame(width: 20, height: 30)
            .gridCellBackground { _ in Color.yellow }
            .gridCellOverlay { _ in Color.green }
        Color.blue.frame(width: 40, height: 40)
    }
    // LazyVGrid's default horizontal spacing is 8 and its columns are centred: 50 + 8 + 50 =
    // 108 in 200, so the first cell is at x (200 - 108) / 2 = 46; one row, 40 tall.
    let result = lazy.layout(in: Size(width: 200, height: 100))
    #expect(result.backgrounds.map(\.itemIndex) == [0])
    #expect(result.overlays.map(\.itemIndex) == [0])
    #expect(close(result.backgrounds[0].frame, r(46, 0, 50, 40)))
    #expect(close(result.overlays[0].frame, r(46, 0, 50, 40)))
    let drawing = lazy.drawing(in: r(0, 0, 200, 100))
    let parts = drawing.children[0].children.map(\.role)
    #expect(parts.count == 3 && parts.first == .cellBackground && parts.last == .cellOverlay)
    #expect(drawing.children[1].children.count == 1)

    let adaptive = AdaptiveGrid(horizontalSpacing: 10, verticalSpacing: 10) {
        Text("ab").gridCellBackground { _ in Color.yellow }
        Text("cd")
    }
    let adaptiveResult = adaptive.layout(in: Size(width: 200, height: 100))
    #expect(adaptiveResult.backgrounds.map(\.itemIndex) == [0])
    #expect(adaptiveResult.overlays.isEmpty)
    #expect(close(adaptiveResult.backgrounds[0].frame, adaptiveResult.cells[0]))
}
