import Testing
import Lattice
import LatticeDocuments

@Test func minContentMinWidthOfAGridIsItsContentsEvenUnderASmallerMaxWidth() throws {
    // The inner grid's min-content width is its 76 px word plus 4 + 4 padding = 84.
    // `max-width: 10px` clamps the width, but `min-width: min-content` wins over it
    // (min beats max) and must be the content's 84, not the max-clamped size.
    let document = try GridDocument(json: """
        {"name": "t", "available": {"width": 200, "height": 200},
         "root": {"style": {"display": "grid", "width": "50px"}, "children": [
          {"style": {"display": "grid", "width": "40px", "min-width": "min-content", "max-width": "10px",
                     "padding": "0px 4px", "justify-self": "start"},
           "children": [{"content": {"words": [76], "lineHeight": 10}}]}]}}
        """, path: "t.json")
    let result = try document.makeNode().layout(available: document.available)
    #expect(result.children[0].frame.width == 84)
}
