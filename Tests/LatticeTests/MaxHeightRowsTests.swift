import Testing
import Lattice

@Test func rowsOfAnAutoHeightGridGrowToTheirLimitsPastItsMaxHeight() throws {
    // The item's minimum contribution is its min-height, 10; its content is 5 lines
    // of 20 = 100 tall. The grid's content height would be 100 + 10 = 110, clamped to 50. As in
    // Chrome, §12.6 is not redone against max-height and the rows are not sized
    // again in the clamped height: the row stays 100 and overflows (not 50).
    let result = try layoutDocument("""
        {"name": "t", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid", "width": "60px", "max-height": "50px", "grid-template-rows": "auto 10px"},
          "children": [{"style": {"min-height": "10px"}, "content": {"words": [50, 50, 50, 50, 50], "lineHeight": 20}}]}}
        """)
    #expect(result.frame.height == 50)
    #expect(result.rows?.sizes == [100, 10])
    #expect(result.children[0].frame == Rect(x: 0, y: 0, width: 60, height: 100))
}

@Test func rowsOfAnUnstretchedGridItemOverflowItsOwnMaxHeight() throws {
    // The inner grid is start-aligned with an auto height: its content height 100
    // (the leaf's 5 lines of 20) is clamped to max-height 30, and its row keeps the
    // 100 it was sized at with an indefinite height, as in Chrome (a re-run in the
    // definite 30 would give the row 30: base 10 from min-height, plus 20 free).
    let result = try layoutDocument("""
        {"name": "t", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid", "width": "60px"},
          "children": [{"style": {"display": "grid", "max-height": "30px", "align-self": "start"},
           "children": [{"style": {"min-height": "10px"}, "content": {"words": [50, 50, 50, 50, 50], "lineHeight": 20}}]}]}}
        """)
    #expect(result.children[0].frame == Rect(x: 0, y: 0, width: 60, height: 30))
    #expect(result.children[0].rows?.sizes == [100])
    #expect(result.children[0].children[0].frame == Rect(x: 0, y: 0, width: 60, height: 100))
}

@Test func rowsOfAKeywordSizedGridItemOverflowItsOwnMaxHeight() throws {
    // `height: max-content` is not stretched: the inner grid's height is its content
    // height, clamped to max-height 30. Its row minmax(min-content, 50px) was sized
    // with that height indefinite, so §12.6 grew it to its limit 50 (the leaf's one
    // 10 px line is its base); it keeps 50 rather than 30 from a definite re-run.
    let result = try layoutDocument("""
        {"name": "t", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid", "width": "60px"},
          "children": [{"style": {"display": "grid", "width": "max-content", "height": "max-content",
                                  "max-height": "30px", "grid-template-rows": "minmax(min-content, 50px)"},
           "children": [{"content": {"words": [50, 50], "lineHeight": 10}}]}]}}
        """)
    #expect(result.children[0].frame == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(result.children[0].rows?.sizes == [50])
    #expect(result.children[0].children[0].frame == Rect(x: 0, y: 0, width: 100, height: 50))
}
