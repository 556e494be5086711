import Testing
import Lattice

/// Lays out a fixture-format document given as JSON.
private func layout(_ json: String) throws -> NodeLayout {
    let document = try GridDocument(json: json, path: "t.json")
    return try document.makeNode().layout(available: document.available)
}

@Test func rowsOfAnAutoHeightGridGrowToTheirLimitsPastItsMaxHeight() throws {
    // The item's minimum contribution is its min-height, 10; its content is 5 lines
    // of 20 = 100 tall. The grid's content height would be 100, clamped to 50. As in
    // Chrome, §12.6 is not redone against max-height and the rows are not sized
    // again in the clamped height: the row stays 100 and overflows (not 50).
    let result = try layout("""
        {"name": "t", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid", "width": "60px", "max-height": "50px", "grid-template-rows": "auto 10px"},
          "children": [{"style": {"min-height": "10px"}, "content": {"words": [50, 50, 50, 50, 50], "lineHeight": 20}}]}}
        """)
    #expect(result.frame.height == 50)
    #expect(result.rows?.sizes == [100, 10])
    #expect(result.children[0].frame == Rect(x: 0, y: 0, width: 60, height: 100))
}
