import Testing
@testable import LatticeCore

/// grid-row-start … grid-area (CSS Grid §8.3–8.4).
struct CSSPlacementTests {
    private func error(_ text: String, _ offset: Int, _ message: String) -> CSSParseError {
        CSSParseError(property: "", text: text, offset: offset, message: message)
    }

    @Test func gridLineForms() throws {
        #expect(try GridLine(css: "auto") == .auto)
        #expect(try GridLine(css: "3") == .line(3))
        #expect(try GridLine(css: "-1") == .line(-1))
        #expect(try GridLine(css: "+2") == .line(2))
        #expect(try GridLine(css: "2 header") == .line(2, name: "header"))
        #expect(try GridLine(css: "header 2") == .line(2, name: "header"))
        #expect(try GridLine(css: "-1 a") == .line(-1, name: "a"))
        #expect(try GridLine(css: "span 3") == .span(3))
        #expect(try GridLine(css: "SPAN 3") == .span(3))
        #expect(try GridLine(css: "3 span") == .span(3))
        #expect(try GridLine(css: "span a") == .span(1, name: "a"))
        #expect(try GridLine(css: "span 2 a") == .span(2, name: "a"))
        #expect(try GridLine(css: "span a 2") == .span(2, name: "a"))
        #expect(try GridLine(css: "a 2 span") == .span(2, name: "a"))
        #expect(try GridLine(css: "header") == .named("header"))
        // Custom idents keep their case.
        #expect(try GridLine(css: "Header") == .named("Header"))
    }

    @Test func gridLineErrors() {
        #expect(throws: error("0", 0, "expected a non-zero line number")) { try GridLine(css: "0") }
        #expect(throws: error("0 a", 0, "expected a non-zero line number")) { try GridLine(css: "0 a") }
        #expect(throws: error("span 0", 5, "expected a positive span")) { try GridLine(css: "span 0") }
        #expect(throws: error("span -2", 5, "expected a positive span")) { try GridLine(css: "span -2") }
        #expect(throws: error("span", 4, "expected a span count or a line name after 'span'")) { try GridLine(css: "span") }
        #expect(throws: error("2 span a", 2, "expected 'span' before or after the span count and name, not between them")) {
            try GridLine(css: "2 span a")
        }
        #expect(throws: error("1.5", 0, "expected an integer")) { try GridLine(css: "1.5") }
        #expect(throws: error("1e1", 0, "expected an integer")) { try GridLine(css: "1e1") }
        #expect(throws: error("2 3", 2, "expected only one line number")) { try GridLine(css: "2 3") }
        #expect(throws: error("a b", 2, "expected only one line name")) { try GridLine(css: "a b") }
        #expect(throws: error("span span 2", 5, "expected 'span' only once")) { try GridLine(css: "span span 2") }
        #expect(throws: error("auto 2", 5, "expected the end of the value")) { try GridLine(css: "auto 2") }
        #expect(throws: error("2 auto", 2, "expected a line number, 'span', a line name, '/' or the end of the value")) {
            try GridLine(css: "2 auto")
        }
        #expect(throws: error("", 0, "expected a line number, 'span', a line name or 'auto'")) { try GridLine(css: "") }
        #expect(throws: error("2px", 0, "expected a line number, 'span', a line name or 'auto'")) { try GridLine(css: "2px") }
        #expect(throws: error("inherit", 0, "expected a line number, 'span', a line name or 'auto'")) { try GridLine(css: "inherit") }
    }

    @Test func hugeLineNumbersAndSpansAreClamped() throws {
        // Chromium's limits: ±10,000,000.
        #expect(try GridLine(css: "123456789") == .line(10_000_000))
        #expect(try GridLine(css: "-123456789") == .line(-10_000_000))
        #expect(try GridLine(css: "span 99999999999999999999") == .span(10_000_000))
        #expect(try GridLine(css: "2000000") == .line(2_000_000))
    }

    @Test func gridRowAndColumn() throws {
        #expect(try GridPlacement(css: "2") == GridPlacement(start: .line(2), end: .auto))
        #expect(try GridPlacement(css: "-5 / span 4") == GridPlacement(start: .line(-5), end: .span(4)))
        #expect(try GridPlacement(css: "span 2 / 2") == GridPlacement(start: .span(2), end: .line(2)))
        #expect(try GridPlacement(css: "1/-1") == GridPlacement(start: .line(1), end: .line(-1)))
        #expect(try GridPlacement(css: "auto / span 2") == GridPlacement(start: .auto, end: .span(2)))
        // A lone name is copied to the omitted end; anything else leaves it auto.
        #expect(try GridPlacement(css: "main") == GridPlacement(start: .named("main"), end: .named("main")))
        #expect(try GridPlacement(css: "span main") == GridPlacement(start: .span(1, name: "main"), end: .auto))
        #expect(try GridPlacement(css: "2 main") == GridPlacement(start: .line(2, name: "main"), end: .auto))
    }

    @Test func gridRowErrors() {
        #expect(throws: error("1 / 2 / 3", 6, "expected the end of the value, found '/'")) { try GridPlacement(css: "1 / 2 / 3") }
        #expect(throws: error("1 /", 3, "expected a line number, 'span', a line name or 'auto'")) { try GridPlacement(css: "1 /") }
        #expect(throws: error("/ 2", 0, "expected a line number, 'span', a line name or 'auto'")) { try GridPlacement(css: "/ 2") }
    }

    @Test func longhandsSetOneEdge() throws {
        let style = try Style(css: [
            "grid-row-start": "-3", "grid-row-end": "span 2",
            "grid-column-start": "auto", "grid-column-end": "b",
        ])
        #expect(style.gridRow == GridPlacement(start: .line(-3), end: .span(2)))
        #expect(style.gridColumn == GridPlacement(start: .auto, end: .named("b")))
    }

    @Test func gridAreaDefaults() throws {
        // One name: copied everywhere.
        let one = try Style(css: ["grid-area": "main"])
        #expect(one.gridRow == GridPlacement(start: .named("main"), end: .named("main")))
        #expect(one.gridColumn == GridPlacement(start: .named("main"), end: .named("main")))
        // One number: everything else auto.
        let number = try Style(css: ["grid-area": "2"])
        #expect(number.gridRow == GridPlacement(start: .line(2), end: .auto))
        #expect(number.gridColumn == .auto)
        // row-start / column-start: row-end copies a, column-end copies b.
        let two = try Style(css: ["grid-area": "a / b"])
        #expect(two.gridRow == GridPlacement(start: .named("a"), end: .named("a")))
        #expect(two.gridColumn == GridPlacement(start: .named("b"), end: .named("b")))
        // Three: column-end would copy a name, but column-start is a number, so auto.
        let three = try Style(css: ["grid-area": "1 / 2 / 3"])
        #expect(three.gridRow == GridPlacement(start: .line(1), end: .line(3)))
        #expect(three.gridColumn == GridPlacement(start: .line(2), end: .auto))
        let four = try Style(css: ["grid-area": "1 / 2 / span 3 / -1"])
        #expect(four.gridRow == GridPlacement(start: .line(1), end: .span(3)))
        #expect(four.gridColumn == GridPlacement(start: .line(2), end: .line(-1)))
        #expect(throws: CSSParseError(property: "grid-area", text: "1/2/3/4/5", offset: 7, message: "expected at most four lines")) {
            try Style(css: ["grid-area": "1/2/3/4/5"])
        }
    }
}
