import Testing
@testable import LatticeCore

/// grid-auto-flow and the gaps (CSS Grid §7.7; CSS Box Alignment §8).
struct CSSGridContainerTests {
    @Test func autoFlowKeywordsInAnyOrder() throws {
        #expect(try GridAutoFlow(css: "row") == .row)
        #expect(try GridAutoFlow(css: "column") == .column)
        #expect(try GridAutoFlow(css: "dense") == .rowDense)
        #expect(try GridAutoFlow(css: "row dense") == .rowDense)
        #expect(try GridAutoFlow(css: "dense column") == .columnDense)
        #expect(try Style(css: ["grid-auto-flow": "Column Dense"]).gridAutoFlow == .columnDense)
    }

    @Test func autoFlowErrors() {
        #expect(throws: CSSParseError(property: "", text: "row column", offset: 4, message: "expected the end of the value")) {
            try GridAutoFlow(css: "row column")
        }
        #expect(throws: CSSParseError(property: "", text: "dense dense", offset: 6, message: "expected the end of the value")) {
            try GridAutoFlow(css: "dense dense")
        }
        #expect(throws: CSSParseError(property: "", text: "auto-flow", offset: 0, message: "expected 'row', 'column' or 'dense'")) {
            try GridAutoFlow(css: "auto-flow")
        }
    }

    @Test func gapTakesRowThenColumn() throws {
        let one = try Style(css: ["gap": "12px"])
        #expect(one.rowGap == .points(12) && one.columnGap == .points(12))
        let two = try Style(css: ["gap": "5% 10%"])
        #expect(two.rowGap == .percent(5) && two.columnGap == .percent(10))
        let normal = try Style(css: ["gap": "normal 4px"])
        #expect(normal.rowGap == .zero && normal.columnGap == .points(4))
        let legacy = try Style(css: ["grid-gap": "1px 2px", "grid-row-gap": "3px"])
        #expect(legacy.rowGap == .points(3) && legacy.columnGap == .points(2))
        let longhands = try Style(css: ["row-gap": "30%", "column-gap": "0", "grid-column-gap": "9px"])
        #expect(longhands.rowGap == .percent(30))
        // column-gap and its legacy alias grid-column-gap are both depth 1; sorted by
        // name, "grid-column-gap" comes after "column-gap" and wins.
        #expect(longhands.columnGap == .points(9))
    }

    @Test func gapErrors() {
        #expect(throws: CSSParseError(property: "gap", text: "-1px", offset: 0, message: "expected a non-negative length or percentage")) {
            try Style(css: ["gap": "-1px"])
        }
        #expect(throws: CSSParseError(property: "row-gap", text: "auto", offset: 0, message: "expected a length, percentage or 'normal'")) {
            try Style(css: ["row-gap": "auto"])
        }
        #expect(throws: CSSParseError(property: "gap", text: "1px 2px 3px", offset: 8, message: "expected the end of the value, found a number")) {
            try Style(css: ["gap": "1px 2px 3px"])
        }
    }
}
