import Testing
@testable import LatticeCore

/// `Style(css:)`, `apply(property:value:)` and the declaration block form.
struct CSSStyleTests {
    @Test func schemaExampleParsesToTheDocumentedModel() throws {
        let style = try Style(css: [
            "display": "grid", "width": "200px", "padding": "5px",
            "grid-template-columns": "40px 1fr", "column-gap": "10px",
        ])
        var expected = Style()
        expected.display = .grid
        expected.width = .points(200)
        expected.padding = Edges(all: .points(5))
        expected.gridTemplateColumns = TrackList([.points(40), .fr(1)])
        expected.columnGap = .points(10)
        #expect(style == expected)
    }

    @Test func emptyDictionaryIsTheDefaultStyle() throws {
        #expect(try Style(css: [String: String]()) == Style())
    }

    @Test func longhandsOverrideShorthandsWhateverTheDictionaryOrder() throws {
        // Many keys make it likely that some dictionary order puts longhands first.
        let style = try Style(css: [
            "margin-top": "7px", "margin": "1px",
            "row-gap": "3px", "gap": "9px",
            "grid-row-start": "4", "grid-row": "1 / 2",
            "overflow-x": "scroll", "overflow": "clip",
            "grid-template-columns": "10px", "grid": "20px / 30px",
            "border-left-width": "2px", "border-width": "6px",
            "padding-right": "8px", "padding": "1px",
            "top": "5px", "inset": "0",
            "grid-template-rows": "40px", "grid-template": "50px / 60px",
        ])
        #expect(style.margin == Edges(top: .points(7), right: .points(1), bottom: .points(1), left: .points(1)))
        #expect(style.rowGap == .points(3))
        #expect(style.columnGap == .points(9))
        #expect(style.gridRow == GridPlacement(start: .line(4), end: .line(2)))
        #expect(style.overflowX == .scroll)
        #expect(style.overflowY == .clip)
        // grid sets columns 30px, grid-template then 60px, the longhand then 10px.
        #expect(style.gridTemplateColumns == TrackList([.points(10)]))
        // grid sets rows 20px, grid-template 50px, the longhand 40px.
        #expect(style.gridTemplateRows == TrackList([.points(40)]))
        #expect(style.border == Edges(top: .points(6), right: .points(6), bottom: .points(6), left: .points(2)))
        #expect(style.padding.right == .points(8))
        #expect(style.padding.left == .points(1))
        #expect(style.inset == Edges(top: .points(5), right: .zero, bottom: .zero, left: .zero))
    }

    @Test func gridShorthandResetsTheImplicitGridProperties() throws {
        let style = try Style(css: [
            "grid-auto-flow": "column", "grid-auto-rows": "10px", "grid-auto-columns": "20px",
            "grid": "30px / 40px",
        ])
        // grid (depth 0) is applied first, the auto longhands (depth 1) after it.
        #expect(style.gridAutoFlow == .column)
        #expect(style.gridAutoRows == [.points(10)])

        var applied = Style()
        try applied.apply(property: "grid-auto-flow", value: "column")
        try applied.apply(property: "grid-auto-rows", value: "10px")
        try applied.apply(property: "grid", value: "30px / 40px")
        #expect(applied.gridAutoFlow == .row)
        #expect(applied.gridAutoRows == [.auto])
        #expect(applied.gridTemplateRows == TrackList([.points(30)]))
        #expect(applied.gridTemplateColumns == TrackList([.points(40)]))
    }

    @Test func propertyNamesAndKeywordsAreCaseInsensitive() throws {
        let style = try Style(css: ["DISPLAY": "Grid", "Justify-Content": "SPACE-between", "width": "10PX"])
        #expect(style.display == .grid)
        #expect(style.justifyContent == .spaceBetween)
        #expect(style.width == .points(10))
    }

    @Test func unknownPropertyIsAnErrorNamingIt() {
        #expect(throws: CSSParseError(property: "colour", text: "red", offset: 0, message: "unknown property")) {
            try Style(css: ["display": "grid", "colour": "red"])
        }
        var style = Style()
        #expect(throws: CSSParseError(property: "flex", text: "1", offset: 0, message: "unknown property")) {
            try style.apply(property: "flex", value: "1")
        }
    }

    @Test func failedApplyLeavesTheStyleUnchanged() {
        var style = Style()
        style.padding = Edges(all: .points(3))
        #expect(throws: CSSParseError.self) { try style.apply(property: "padding", value: "1px 2px -3px") }
        #expect(style.padding == Edges(all: .points(3)))
    }

    @Test func cssWideKeywordsResetToTheEngineDefault() throws {
        var style = try Style(css: ["box-sizing": "content-box", "max-width": "10px", "justify-self": "end"])
        try style.apply(property: "box-sizing", value: "initial")
        try style.apply(property: "max-width", value: "unset")
        try style.apply(property: "justify-self", value: "revert")
        #expect(style == Style())
        #expect(throws: CSSParseError.self) { try style.apply(property: "direction", value: "inherit") }
    }

    // MARK: Declaration blocks

    @Test func declarationBlockAppliesInWrittenOrder() throws {
        let style = try Style(css: "display: grid; margin-top: 7px; margin: 1px 2px;; width : 10px !important ;")
        #expect(style.display == .grid)
        // margin comes after margin-top in the text, so it wins, as in CSS.
        #expect(style.margin == Edges(top: .points(1), right: .points(2), bottom: .points(1), left: .points(2)))
        #expect(style.width == .points(10))
    }

    @Test func declarationBlockKeepsSemicolonsInsideCommentsParenthesesAndStrings() throws {
        let style = try Style(css: "/* a; b */ height: 5px; grid-template-columns: repeat(2, 1px)")
        #expect(style.height == .points(5))
        #expect(style.gridTemplateColumns == TrackList(entries: [.repeat(.count(2), tracks: [.points(1)], lineNames: [[], []])]))
        // Not split at the `;` inside the string: the areas parser sees it, at character 23.
        #expect(throws: CSSParseError(property: "grid-template-areas", text: #"grid-template-areas: "a;b"; height: 5px"#,
                                      offset: 23, message: "expected area names, '.' or spaces")) {
            try Style(css: #"grid-template-areas: "a;b"; height: 5px"#)
        }
    }

    @Test func declarationBlockErrorOffsetsAreRelativeToTheWholeText() {
        // "display: grid; width: -1px": the value -1px starts at character 22.
        #expect(throws: CSSParseError(property: "width", text: "display: grid; width: -1px", offset: 22,
                                      message: "expected a non-negative length or percentage")) {
            try Style(css: "display: grid; width: -1px")
        }
        // The unknown name "colr" starts at character 15.
        #expect(throws: CSSParseError(property: "colr", text: "display: grid; colr: red", offset: 15, message: "unknown property")) {
            try Style(css: "display: grid; colr: red")
        }
        // "width 10px" has no colon: the error is after the name, at character 5.
        #expect(throws: CSSParseError(property: "width", text: "width 10px", offset: 5, message: "expected ':' after the property name")) {
            try Style(css: "width 10px")
        }
    }

    @Test func errorDescriptionNamesPropertyOffsetTextAndExpectation() {
        let error = CSSParseError(property: "grid-template-columns", text: "40px 1fz", offset: 6, message: "expected a track size")
        #expect(error.description == #"invalid value for 'grid-template-columns' at offset 6 in "40px 1fz": expected a track size"#)
        let bare = CSSParseError(property: "", text: "x", offset: 0, message: "expected a length")
        #expect(bare.description == #"invalid value at offset 0 in "x": expected a length"#)
        let unknown = CSSParseError(property: "colr", text: "red", offset: 0, message: "unknown property")
        #expect(unknown.description == "unknown property 'colr'")
    }
}
