import Testing
@testable import LatticeCore

/// Box properties: display … overflow, sizes, aspect-ratio, margin/padding/border, insets.
struct CSSBoxTests {
    private func style(_ property: String, _ value: String) throws -> Style {
        try Style(css: [property: value])
    }

    private func error(_ property: String, _ value: String, _ offset: Int, _ message: String) -> CSSParseError {
        CSSParseError(property: property, text: value, offset: offset, message: message)
    }

    @Test func boxKeywords() throws {
        #expect(try style("display", "grid").display == .grid)
        #expect(try style("display", "inline-grid").display == .grid)
        #expect(try style("display", "none").display == Display.none)
        #expect(try style("display", "block").display == .block)
        #expect(try style("position", "absolute").position == .absolute)
        #expect(try style("position", "static").position == .relative)
        #expect(try style("box-sizing", "content-box").boxSizing == .contentBox)
        #expect(try style("direction", "rtl").direction == .rtl)
        #expect(throws: error("display", "flex", 0, "expected 'grid', 'inline-grid', 'grid-lanes', 'inline-grid-lanes', 'block', 'flow-root' or 'none'")) {
            try style("display", "flex")
        }
        #expect(throws: error("direction", "ltr rtl", 4, "expected the end of the value, found 'rtl'")) {
            try style("direction", "ltr rtl")
        }
    }

    @Test func overflowTakesOneOrTwoValuesAndAutoIsHidden() throws {
        let one = try style("overflow", "scroll")
        #expect(one.overflowX == .scroll && one.overflowY == .scroll)
        let two = try style("overflow", "hidden clip")
        #expect(two.overflowX == .hidden && two.overflowY == .clip)
        #expect(try style("overflow-y", "auto").overflowY == .hidden)
        #expect(try style("overflow-x", "visible").overflowX == .visible)
        #expect(throws: error("overflow", "hidden clip scroll", 12, "expected the end of the value, found 'scroll'")) {
            try style("overflow", "hidden clip scroll")
        }
    }

    @Test func sizesAcceptLengthsPercentagesAndContentKeywords() throws {
        #expect(try style("width", "120px").width == .points(120))
        #expect(try style("width", "0").width == .points(0))
        #expect(try style("height", "33%").height == .percent(33))
        #expect(try style("min-width", "min-content").minWidth == .minContent)
        #expect(try style("width", "max-content").width == .maxContent)
        #expect(try style("width", "fit-content").width == .fitContent)
        #expect(try style("min-height", "auto").minHeight == .auto)
        #expect(try style("max-width", "none").maxWidth == .auto)
        #expect(try style("max-height", "25%").maxHeight == .percent(25))
        // `stretch` is stored as auto (see consumeDimension).
        #expect(try style("width", "stretch").width == .auto)
    }

    @Test func sizeKeywordsAreCheckedPerProperty() {
        #expect(throws: error("max-width", "auto", 0, "expected a length, percentage, 'none', 'min-content', 'max-content' or 'fit-content'")) {
            try style("max-width", "auto")
        }
        #expect(throws: error("width", "none", 0, "expected a length, percentage, 'auto', 'min-content', 'max-content' or 'fit-content'")) {
            try style("width", "none")
        }
    }

    @Test func negativeSizesAreErrors() {
        #expect(throws: error("width", "-10px", 0, "expected a non-negative length or percentage")) {
            try style("width", "-10px")
        }
        #expect(throws: error("min-height", "-1%", 0, "expected a non-negative length or percentage")) {
            try style("min-height", "-1%")
        }
    }

    @Test func aspectRatioForms() throws {
        #expect(try style("aspect-ratio", "2").aspectRatio == 2)
        #expect(try style("aspect-ratio", "4 / 2").aspectRatio == 2)
        #expect(try style("aspect-ratio", "1/2").aspectRatio == 0.5)
        #expect(try style("aspect-ratio", "auto 3 / 4").aspectRatio == 0.75)
        #expect(try style("aspect-ratio", "16 / 8 auto").aspectRatio == 2)
        #expect(try style("aspect-ratio", "auto").aspectRatio == nil)
        #expect(try style("aspect-ratio", "0.5").aspectRatio == 0.5)
    }

    @Test func degenerateAspectRatiosAreAuto() throws {
        #expect(try style("aspect-ratio", "0").aspectRatio == nil)
        #expect(try style("aspect-ratio", "1 / 0").aspectRatio == nil)
        #expect(try style("aspect-ratio", "0 / 5").aspectRatio == nil)
        // 1e300 / 1e-300 overflows to infinity: degenerate too.
        #expect(try style("aspect-ratio", "1e300 / 1e-300").aspectRatio == nil)
    }

    @Test func aspectRatioErrors() {
        #expect(throws: error("aspect-ratio", "-1", 0, "expected a non-negative number")) {
            try style("aspect-ratio", "-1")
        }
        #expect(throws: error("aspect-ratio", "1 / -2", 4, "expected a non-negative number")) {
            try style("aspect-ratio", "1 / -2")
        }
        #expect(throws: error("aspect-ratio", "1 /", 3, "expected a number after '/'")) {
            try style("aspect-ratio", "1 /")
        }
        #expect(throws: error("aspect-ratio", "auto auto", 5, "expected a ratio such as '16 / 9' or the end of the value")) {
            try style("aspect-ratio", "auto auto")
        }
        #expect(throws: error("aspect-ratio", "2px", 0, "expected 'auto' or a ratio such as '16 / 9'")) {
            try style("aspect-ratio", "2px")
        }
    }

    @Test func fourValueShorthandsExpandTopRightBottomLeft() throws {
        #expect(try style("padding", "1px").padding == Edges(all: .points(1)))
        #expect(try style("padding", "1px 2px").padding == Edges(top: .points(1), right: .points(2), bottom: .points(1), left: .points(2)))
        #expect(try style("padding", "1px 2px 3px").padding == Edges(top: .points(1), right: .points(2), bottom: .points(3), left: .points(2)))
        #expect(try style("padding", "1px 2px 3px 4%").padding == Edges(top: .points(1), right: .points(2), bottom: .points(3), left: .percent(4)))
        #expect(try style("margin", "10px auto").margin == Edges(top: .points(10), right: .auto, bottom: .points(10), left: .auto))
        #expect(try style("margin", "-5px").margin == Edges(all: .points(-5)))
        #expect(try style("inset", "0 auto").inset == Edges(top: .zero, right: .auto, bottom: .zero, left: .auto))
        #expect(throws: error("margin", "1px 2px 3px 4px 5px", 16, "expected at most four values")) {
            try style("margin", "1px 2px 3px 4px 5px")
        }
    }

    @Test func sideLonghands() throws {
        let s = try Style(css: [
            "margin-left": "auto", "margin-top": "-3px",
            "padding-bottom": "20%", "border-right-width": "thick",
            "top": "-11px", "left": "50%", "right": "auto", "bottom": "0",
        ])
        #expect(s.margin == Edges(top: .points(-3), right: .zero, bottom: .zero, left: .auto))
        #expect(s.padding == Edges(top: .zero, right: .zero, bottom: .percent(20), left: .zero))
        #expect(s.border == Edges(top: .zero, right: .points(5), bottom: .zero, left: .zero))
        #expect(s.inset == Edges(top: .points(-11), right: .auto, bottom: .zero, left: .percent(50)))
    }

    @Test func paddingAndBorderMayNotBeNegative() {
        #expect(throws: error("padding", "1px -2px", 4, "expected a non-negative length or percentage")) {
            try style("padding", "1px -2px")
        }
        #expect(throws: error("border-top-width", "-1px", 0, "expected a non-negative length or percentage")) {
            try style("border-top-width", "-1px")
        }
        #expect(throws: error("padding", "auto", 0, "expected a length or percentage")) {
            try style("padding", "auto")
        }
    }

    @Test func borderWidthKeywordsAndNoPercentages() throws {
        #expect(try style("border-width", "thin medium thick 2px").border
                == Edges(top: .points(1), right: .points(3), bottom: .points(5), left: .points(2)))
        #expect(throws: error("border-width", "10%", 0, "expected a length, 'thin', 'medium' or 'thick'")) {
            try style("border-width", "10%")
        }
    }

    @Test func borderShorthandKeepsOnlyTheWidth() throws {
        #expect(try style("border", "2px").border == Edges(all: .points(2)))
        #expect(try style("border", "solid 2px").border == Edges(all: .points(2)))
        #expect(try style("border", "2px solid red").border == Edges(all: .points(2)))
        #expect(try style("border", "#f00 dashed 1px").border == Edges(all: .points(1)))
        #expect(try style("border", "rgb(1, 2, 3) 4px").border == Edges(all: .points(4)))
        // No width: medium, 3px. Style none: no border at all.
        #expect(try style("border", "solid").border == Edges(all: .points(3)))
        #expect(try style("border", "4px none").border == Edges(all: .zero))
        #expect(try style("border-left", "7px solid").border == Edges(top: .zero, right: .zero, bottom: .zero, left: .points(7)))
        #expect(throws: error("border", "1px 2px", 4, "expected a border width, style or color")) {
            try style("border", "1px 2px")
        }
    }
}
