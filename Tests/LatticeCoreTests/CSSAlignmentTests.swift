import Testing
@testable import LatticeCore

/// justify-/align- content, items and self, and the place-* shorthands (CSS Box Alignment §5–6).
struct CSSAlignmentTests {
    private func style(_ property: String, _ value: String) throws -> Style {
        try Style(css: [property: value])
    }

    @Test func contentAlignmentKeywords() throws {
        #expect(try style("justify-content", "space-evenly").justifyContent == .spaceEvenly)
        #expect(try style("align-content", "space-around").alignContent == .spaceAround)
        #expect(try style("align-content", "stretch").alignContent == .stretch)
        #expect(try style("justify-content", "flex-end").justifyContent == .flexEnd)
        #expect(try style("align-content", "safe end").alignContent == ContentAlignment(.end, overflow: .safe))
        #expect(try style("justify-content", "unsafe center").justifyContent == ContentAlignment(.center, overflow: .unsafe))
        #expect(try style("justify-content", "left").justifyContent == .left)
        #expect(try ContentAlignment(css: "right") == .right)
    }

    @Test func leftAndRightAreJustifyOnly() {
        #expect(throws: CSSParseError(property: "align-content", text: "left", offset: 0,
            message: "expected 'normal', 'stretch', 'space-between', 'space-around', 'space-evenly', or 'center', 'start', 'end', 'flex-start' or 'flex-end' optionally after 'safe' or 'unsafe' ('left' and 'right' apply to justify-content only)")) {
            try style("align-content", "left")
        }
        #expect(throws: CSSParseError.self) { try style("align-items", "right") }
        #expect(throws: CSSParseError.self) { try style("align-self", "safe left") }
    }

    @Test func contentBaselineIsItsFallback() throws {
        // CSS Box Alignment §5.1: first baseline falls back to safe start, last baseline to safe end.
        #expect(try style("align-content", "baseline").alignContent == ContentAlignment(.start, overflow: .safe))
        #expect(try style("align-content", "last baseline").alignContent == ContentAlignment(.end, overflow: .safe))
        #expect(throws: CSSParseError.self) { try style("justify-content", "baseline") }
    }

    @Test func overflowKeywordNeedsAPosition() {
        #expect(throws: CSSParseError(property: "justify-content", text: "safe", offset: 4,
            message: "expected 'center', 'start', 'end', 'flex-start', 'flex-end', 'left' or 'right' after 'safe'")) {
            try style("justify-content", "safe")
        }
        #expect(throws: CSSParseError.self) { try style("justify-content", "safe space-between") }
        #expect(throws: CSSParseError.self) { try style("justify-content", "end safe") }
    }

    @Test func itemAlignmentKeywords() throws {
        #expect(try style("align-items", "center").alignItems == .center)
        #expect(try style("justify-items", "self-end").justifyItems == .selfEnd)
        #expect(try style("justify-self", "safe center").justifySelf == ItemAlignment(.center, overflow: .safe))
        #expect(try style("align-self", "unsafe end").alignSelf == ItemAlignment(.end, overflow: .unsafe))
        #expect(try style("align-self", "self-start").alignSelf == .selfStart)
        #expect(try style("justify-self", "right").justifySelf == .right)
        #expect(try style("align-items", "first baseline").alignItems == .baseline)
        #expect(try style("align-self", "baseline").alignSelf == .baseline)
        #expect(try style("align-items", "last baseline").alignItems == .lastBaseline)
        #expect(try ItemAlignment(css: "flex-start") == .flexStart)
    }

    @Test func selfAutoIsNil() throws {
        var style = try style("align-self", "end")
        try style.apply(property: "align-self", value: "auto")
        #expect(style.alignSelf == nil)
        #expect(throws: CSSParseError.self) { try self.style("align-items", "auto") }
        #expect(throws: CSSParseError.self) { try ItemAlignment(css: "auto") }
    }

    @Test func legacyJustifyItems() throws {
        #expect(try style("justify-items", "legacy").justifyItems == .normal)
        #expect(try style("justify-items", "legacy center").justifyItems == .center)
        #expect(try style("justify-items", "right legacy").justifyItems == .right)
        #expect(throws: CSSParseError.self) { try style("align-items", "legacy") }
        #expect(throws: CSSParseError.self) { try style("justify-self", "legacy") }
    }

    @Test func placeShorthands() throws {
        let both = try style("place-items", "end center")
        #expect(both.alignItems == .end && both.justifyItems == .center)
        let one = try style("place-content", "space-between")
        #expect(one.alignContent == .spaceBetween && one.justifyContent == .spaceBetween)
        let baseline = try style("place-content", "baseline")
        #expect(baseline.alignContent == ContentAlignment(.start, overflow: .safe) && baseline.justifyContent == .start)
        let selfAuto = try Style(css: ["place-self": "auto start", "justify-self": "end"])
        #expect(selfAuto.alignSelf == nil && selfAuto.justifySelf == .end)
    }
}
