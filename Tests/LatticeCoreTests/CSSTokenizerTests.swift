import Testing
@testable import LatticeCore

/// Number syntax, units, comments and balance checks, seen through the value parsers.
struct CSSTokenizerTests {
    private func error(_ text: String, offset: Int, _ message: String) -> CSSParseError {
        CSSParseError(property: "", text: text, offset: offset, message: message)
    }

    @Test func numbersFollowCSSSyntax() throws {
        #expect(try LengthPercentage(css: "+1.5px") == .points(1.5))
        #expect(try LengthPercentage(css: ".5px") == .points(0.5))
        #expect(try LengthPercentage(css: "-.25px") == .points(-0.25))
        #expect(try LengthPercentage(css: "1e2px") == .points(100))
        #expect(try LengthPercentage(css: "2.5E-1%") == .percent(0.25))
        #expect(try LengthPercentage(css: "1e+1px") == .points(10))
        #expect(try LengthPercentage(css: "0") == .points(0))
        #expect(try LengthPercentage(css: "-0") == .points(0))
        #expect(try LengthPercentage(css: "  12px  ") == .points(12))
    }

    @Test func exponentWithoutDigitsIsPartOfTheUnit() {
        // "1em" is 1 with unit "em" (not an exponent), which is unsupported.
        #expect(throws: error("1em", offset: 1, "expected a length or percentage; 'em' is not a supported unit")) {
            try LengthPercentage(css: "1em")
        }
    }

    @Test func absoluteUnitsConvertAt96PixelsPerInch() throws {
        #expect(try LengthPercentage(css: "1in") == .points(96))
        #expect(try LengthPercentage(css: "3pt") == .points(4))      // 3 × 96/72
        #expect(try LengthPercentage(css: "2pc") == .points(32))     // 2 × 16
        #expect(try LengthPercentage(css: "2PX") == .points(2))
        let cm = try LengthPercentage(css: "2.54cm")                 // 2.54 × 96/2.54 = 96
        if case .points(let value) = cm { #expect(abs(value - 96) < 1e-9) } else { Issue.record("not points") }
    }

    @Test func unitlessNonZeroIsNotALength() {
        #expect(throws: error("10", offset: 0, "expected a length or percentage")) {
            try LengthPercentage(css: "10")
        }
    }

    @Test func overflowingNumberIsAnErrorNotInfinity() throws {
        #expect(throws: error("1e999px", offset: 0, "expected a number small enough to represent")) {
            try LengthPercentage(css: "1e999px")
        }
        #expect(throws: error("1e308in", offset: 0, "expected a length small enough to represent")) {
            try LengthPercentage(css: "1e308in")
        }
        // An exponent far below the range just rounds to zero.
        #expect(try LengthPercentage(css: "1e-999px") == .points(0))
    }

    @Test func commentsAreWhitespace() throws {
        #expect(try TrackList(css: "10px/* a comment */20px") == TrackList([.points(10), .points(20)]))
        #expect(throws: CSSParseError.self) { try LengthPercentage(css: "/* unterminated") }
    }

    @Test func unbalancedParenthesesAndBracketsAreErrorsAtTheRightPlace() {
        // The ')' for "repeat(" (offset 0) is missing at the end, offset 14.
        #expect(throws: error("repeat(2, 10px", offset: 14, "expected ')' to close 'repeat(' at offset 0")) {
            try TrackList(css: "repeat(2, 10px")
        }
        #expect(throws: error("10px)", offset: 4, "expected no ')' without a matching '('")) {
            try TrackList(css: "10px)")
        }
        #expect(throws: error("[a 10px", offset: 7, "expected ']' to close the '[' at offset 0")) {
            try TrackList(css: "[a 10px")
        }
        #expect(throws: error("minmax(1px, [a)]", offset: 14, "expected ']' to close the '[' at offset 12 before ')'")) {
            try TrackList(css: "minmax(1px, [a)]")
        }
        #expect(throws: error("10px]", offset: 4, "expected no ']' without a matching '['")) {
            try TrackList(css: "10px]")
        }
    }

    @Test func unterminatedStringIsAnError() {
        #expect(throws: CSSParseError(property: "", text: #""a b"#, offset: 4, message: #"expected a closing '"' for the string"#)) {
            try [GridTemplateArea](css: #""a b"#)
        }
        #expect(throws: CSSParseError(property: "", text: "\"a\nb\"", offset: 2, message: "expected the string to close before the line break")) {
            try [GridTemplateArea](css: "\"a\nb\"")
        }
    }

    @Test func offsetsCountCharactersNotBytes() {
        // "é" is 2 UTF-8 bytes but one character: "1fz" starts at character 9, its unit at 10.
        let text = "[é] 40px 1fz"
        #expect(throws: error(text, offset: 10, "expected a track size; 'fz' is not a supported unit")) {
            try TrackList(css: text)
        }
    }

    @Test func veryLongInputParses() throws {
        let count = 20_000
        let text = Array(repeating: "1px", count: count).joined(separator: " ")
        let list = try TrackList(css: text)
        #expect(list.entries.count == count)
        let digits = String(repeating: "9", count: 5_000) + "px"
        #expect(throws: error(digits, offset: 0, "expected a number small enough to represent")) {
            try LengthPercentage(css: digits)
        }
    }
}
