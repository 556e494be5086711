import Testing
import Lattice

// exyte/Grid README, "1. Initialization" and "2. Containers", with Lattice's primitives
// (`ColorView(.blue)` is `Color.blue`).

private struct ColorModel: Identifiable, Hashable, Sendable {
    var id: Int
    var color: Color
}

private let colorModels = [
    ColorModel(id: 10, color: .blue), ColorModel(id: 11, color: .purple), ColorModel(id: 12, color: .red),
    ColorModel(id: 13, color: .cyan), ColorModel(id: 14, color: .green), ColorModel(id: 15, color: .orange),
]

// Three .fr(1) columns in 310 × 205 with spacing 5: (310 - 2 × 5) / 3 = 100 wide at x 0, 105, 210;
// two rows (205 - 5) / 2 = 100 tall at y 0, 105. Every colour fills its cell.
private let threeByTwo = uniformCells(columns: 3, rows: 2, width: 100, height: 100, gap: 5)

@Test func readmeTracksIntegerLiteralGrid() {
    let grid = Grid(tracks: 3) {
        Color.blue
        Color.purple
        Color.red
        Color.cyan
        Color.green
        Color.orange
    }
    expectFrames(grid.layout(in: Size(width: 310, height: 205)).frames, threeByTwo)
}

@Test func readmeRangeInitializer() {
    let grid = Grid(0..<6, tracks: 3) { _ in
        Color.red
    }
    let result = grid.layout(in: Size(width: 310, height: 205))
    expectFrames(result.frames, threeByTwo)
    #expect(result.ids == (0..<6).map { GridItemID.position($0) })
}

@Test func readmeIdentifiableInitializer() {
    let grid = Grid(colorModels, tracks: 3) {
        $0.color
    }
    let result = grid.layout(in: Size(width: 310, height: 205))
    expectFrames(result.frames, threeByTwo)
    #expect(result.ids == (10...15).map { GridItemID.explicit(ContentKey($0), 0) })
}

@Test func readmeExplicitIDInitializer() {
    let grid = Grid(colorModels, id: \.self, tracks: 3) {
        $0.color
    }
    let result = grid.layout(in: Size(width: 310, height: 205))
    expectFrames(result.frames, threeByTwo)
    #expect(result.ids == colorModels.map { GridItemID.explicit(ContentKey($0), 0) })
}

@Test func readmeForEachInsideTheBuilder() {
    let grid = Grid(tracks: 4) {
        Color.red
        Color.purple

        ForEach(0..<4) { _ in
            Color.black
        }

        Color.orange
        Color.green
    }
    // 8 items, 4 columns of (415 - 3 × 5) / 4 = 100 at x 0, 105, 210, 315; 2 rows of 100.
    let result = grid.layout(in: Size(width: 415, height: 205))
    expectFrames(result.frames, uniformCells(columns: 4, rows: 2, width: 100, height: 100, gap: 5))
}

private enum MathOperation: String, Hashable, Sendable, CaseIterable {
    case divide = "÷", multiply = "×", substract = "−", add = "+", equal = "="
}

private func calcButton(_ operation: MathOperation) -> some GridContent {
    Color.orange.overlay(Text(operation.rawValue))
}

private var arithmeticButtonsGroup: GridGroup {
    GridGroup {
        calcButton(.divide)
        calcButton(.multiply)
        calcButton(.substract)
        calcButton(.equal)
    }
}

private var arithmeticButtonsByID: GridGroup {
    let operations: [MathOperation] = [.divide, .multiply, .substract, .add, .equal]
    return GridGroup(operations, id: \.self) {
        calcButton($0)
    }
}

private var arithmeticButtonsForEach: GridGroup {
    let operations: [MathOperation] = [.divide, .multiply, .substract, .add, .equal]
    return GridGroup {
        ForEach(operations, id: \.self) {
            calcButton($0)
        }
    }
}

@Test func readmeGridGroupOfFourButtons() {
    let grid = Grid(tracks: 4) { arithmeticButtonsGroup }
    // One row of four 100-wide cells in 415 × 100.
    let result = grid.layout(in: Size(width: 415, height: 100))
    expectFrames(result.frames, uniformCells(columns: 4, rows: 1, width: 100, height: 100, gap: 5))
    #expect(result.ids == (0..<4).map { GridItemID.position($0) })
}

@Test func readmeGridGroupWithExplicitIDs() {
    for group in [arithmeticButtonsByID, arithmeticButtonsForEach] {
        let grid = Grid(tracks: 4) { group }
        // Five buttons in four columns: the fifth starts row 2. Rows (205 - 5) / 2 = 100.
        let result = grid.layout(in: Size(width: 415, height: 205))
        expectFrames(result.frames, Array(uniformCells(columns: 4, rows: 2, width: 100, height: 100, gap: 5).prefix(5)))
        #expect(result.ids == MathOperation.allCases.map { GridItemID.explicit(ContentKey($0), 0) })
    }
}

@Test func gridGroupEmptyAddsNoItem() {
    let grid = Grid(tracks: 2) {
        Color.red
        GridGroup.empty
        Color.blue
    }
    #expect(grid.items.count == 2)
}
