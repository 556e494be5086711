import Testing
import Lattice
import LatticeDocuments

/// Lays out a fixture-format document given as JSON (SCHEMA.md).
func layoutDocument(_ json: String) throws -> NodeLayout {
    let document = try GridDocument(json: json, path: "t.json")
    return try document.makeNode().layout(available: document.available)
}

/// `Rect(x:y:width:height:)`, short.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Whether two rectangles agree within `tolerance` on every edge.
func close(_ a: Rect, _ b: Rect, tolerance: Double = 0.01) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Expects `actual` to match `expected` rectangle by rectangle.
func expectFrames(_ actual: [Rect], _ expected: [Rect], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "count", sourceLocation: sourceLocation)
    for (index, (got, want)) in zip(actual, expected).enumerated() {
        #expect(close(got, want), "item \(index): got \(got), expected \(want)", sourceLocation: sourceLocation)
    }
}

/// Expects two sizes to agree within 0.01.
func expectSize(_ actual: Size, _ expected: Size, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual.width - expected.width) <= 0.01 && abs(actual.height - expected.height) <= 0.01,
            "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// The cells of a uniform grid: `columns` × `rows` cells of `width` × `height`
/// with `gap` between them, row by row.
func uniformCells(columns: Int, rows: Int, width: Double, height: Double, gap: Double) -> [Rect] {
    var cells: [Rect] = []
    for row in 0..<rows {
        for column in 0..<columns {
            cells.append(r(Double(column) * (width + gap), Double(row) * (height + gap), width, height))
        }
    }
    return cells
}

