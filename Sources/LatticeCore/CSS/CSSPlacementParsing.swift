// Grid item placement: grid-row-start … grid-area (CSS Grid Level 2 §8.3–8.4).

extension CSSValueParser {
    /// The largest line number or span kept, Chromium's: larger magnitudes are clamped
    /// to it (``gridLineLimit``).
    static let maxLineNumber = Int(gridLineLimit)

    /// Consumes a `<grid-line>` (CSS Grid §8.3) up to the end or a `/`:
    /// `auto | <custom-ident> | [ <integer> && <custom-ident>? ] | [ span && [ <integer [1,∞]> || <custom-ident> ] ]`.
    mutating func consumeGridLine() throws(CSSParseError) -> GridLine {
        if consumeKeyword("auto") { return .auto }

        let expectedFirst = "expected a line number, 'span', a line name or 'auto'"
        var span: CSSToken? = nil
        var spanIndex = 0
        var integer: CSSToken? = nil
        var name: CSSToken? = nil
        var count = 0
        while !current.isTerminator {
            let token = current
            if token.isKeyword("span") {
                if span != nil { throw fail("expected 'span' only once", at: token) }
                span = token
                spanIndex = count
            } else if token.kind == .number {
                guard token.isInteger else { throw fail("expected an integer", at: token) }
                if integer != nil { throw fail("expected only one line number", at: token) }
                integer = token
            } else if Self.isCustomIdent(token, excluding: ["span", "auto"]) {
                if name != nil { throw fail("expected only one line name", at: token) }
                name = token
            } else {
                throw fail(count == 0 ? expectedFirst : "expected a line number, 'span', a line name, '/' or the end of the value", at: token)
            }
            advance()
            count += 1
        }
        if count == 0 { throw fail(expectedFirst, at: current) }

        if let span {
            // `span && [ <integer> || <custom-ident> ]`: the bracketed pair stays together.
            if spanIndex != 0, spanIndex != count - 1 {
                throw fail("expected 'span' before or after the span count and name, not between them", at: span)
            }
            if count == 1 { throw fail("expected a span count or a line name after 'span'", at: current) }
            var spanCount = 1
            if let integer {
                guard integer.value >= 1 else { throw fail("expected a positive span", at: integer) }
                spanCount = Self.clampLine(integer.value)
            }
            return .span(spanCount, name: name?.text)
        }
        if let integer {
            guard integer.value != 0 else { throw fail("expected a non-zero line number", at: integer) }
            return .line(Self.clampLine(integer.value), name: name?.text)
        }
        guard let name else { throw fail(expectedFirst, at: current) }
        return .named(name.text)
    }

    static func clampLine(_ value: Double) -> Int {
        Int(Swift.max(Double(-maxLineNumber), Swift.min(Double(maxLineNumber), value)))
    }

    /// Consumes `grid-row`/`grid-column` (CSS Grid §8.4): `<grid-line> [ / <grid-line> ]?`.
    /// An omitted end copies a lone line name, otherwise it is `auto`.
    mutating func consumeGridPlacement() throws(CSSParseError) -> GridPlacement {
        let start = try consumeGridLine()
        guard current.kind == .slash else {
            if !atEnd { throw fail("expected '/' or the end of the value", at: current) }
            return GridPlacement(start: start, end: start.defaultOppositeEdge)
        }
        advance()
        let end = try consumeGridLine()
        return GridPlacement(start: start, end: end)
    }

    /// Consumes `grid-area` (CSS Grid §8.4): up to four `<grid-line>`s in the order
    /// row-start / column-start / row-end / column-end. An omitted column-start
    /// copies a lone name in row-start, an omitted row-end copies row-start's
    /// name, an omitted column-end copies column-start's name; otherwise `auto`.
    mutating func consumeGridArea() throws(CSSParseError) -> (row: GridPlacement, column: GridPlacement) {
        var lines: [GridLine] = [try consumeGridLine()]
        while current.kind == .slash {
            if lines.count == 4 { throw fail("expected at most four lines", at: current) }
            advance()
            lines.append(try consumeGridLine())
        }
        if !atEnd { throw fail("expected '/' or the end of the value", at: current) }
        let rowStart = lines[0]
        let columnStart = lines.count > 1 ? lines[1] : rowStart.defaultOppositeEdge
        let rowEnd = lines.count > 2 ? lines[2] : rowStart.defaultOppositeEdge
        let columnEnd = lines.count > 3 ? lines[3] : columnStart.defaultOppositeEdge
        return (GridPlacement(start: rowStart, end: rowEnd), GridPlacement(start: columnStart, end: columnEnd))
    }
}

extension GridLine {
    /// The value an omitted edge takes in `grid-row`/`grid-column`/`grid-area`:
    /// the same name for a lone `<custom-ident>`, otherwise `auto`.
    var defaultOppositeEdge: GridLine {
        if case .named = self { return self }
        return .auto
    }

    /// Parses one CSS `<grid-line>` as `grid-row-start` and friends take:
    /// `auto`, `3`, `-1`, `2 header`, `span 2`, `span header`, `header`.
    ///
    /// Line numbers and spans beyond ±10 000 are clamped to it; `0` and
    /// non-positive spans are errors.
    ///
    /// ```swift
    /// let start = try GridLine(css: "span 2")   // .span(2)
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            let line = try parser.consumeGridLine()
            if !parser.atEnd { throw parser.fail("expected the end of the value", at: parser.current) }
            return line
        }
    }
}

extension GridPlacement {
    /// Parses a `grid-row`/`grid-column` value: `<grid-line> [ / <grid-line> ]?`.
    ///
    /// ```swift
    /// let column = try GridPlacement(css: "2 / span 3")   // start .line(2), end .span(3)
    /// let row = try GridPlacement(css: "header")          // .named("header") on both edges
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeGridPlacement()
        }
    }
}
