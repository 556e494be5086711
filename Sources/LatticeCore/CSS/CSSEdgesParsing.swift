// Four-sided properties: margin, padding, border-width, border, inset
// (CSS Box Model §4–6, CSS Backgrounds §4, CSS Positioned Layout §3.1).

extension CSSValueParser {
    /// Consumes one to four values with `side` and expands them as CSS does:
    /// one value for all sides; two for top/bottom and right/left; three for top,
    /// right/left, bottom; four for top, right, bottom, left.
    mutating func consumeEdges<Value>(
        _ side: (inout CSSValueParser) throws(CSSParseError) -> Value
    ) throws(CSSParseError) -> Edges<Value> {
        var values: [Value] = []
        repeat {
            if values.count == 4 { throw fail("expected at most four values", at: current) }
            values.append(try side(&self))
        } while !atEnd
        switch values.count {
        case 1: return Edges(all: values[0])
        case 2: return Edges(top: values[0], right: values[1], bottom: values[0], left: values[1])
        case 3: return Edges(top: values[0], right: values[1], bottom: values[2], left: values[1])
        default: return Edges(top: values[0], right: values[1], bottom: values[2], left: values[3])
        }
    }

    /// A margin: `<length-percentage> | auto`, negative allowed.
    mutating func consumeMargin() throws(CSSParseError) -> LengthPercentageAuto {
        try consumeLengthPercentageAuto()
    }

    /// A padding: a non-negative `<length-percentage>`.
    mutating func consumePadding() throws(CSSParseError) -> LengthPercentage {
        try consumeLengthPercentage(allowNegative: false)
    }

    /// An inset (`top`, …): `<length-percentage> | auto`, negative allowed.
    mutating func consumeInset() throws(CSSParseError) -> LengthPercentageAuto {
        try consumeLengthPercentageAuto()
    }

    /// `<line-width>` (CSS Backgrounds §4.3): a non-negative length, or `thin`,
    /// `medium`, `thick` (1, 3 and 5 px, as browsers use). Percentages are not allowed.
    mutating func consumeBorderWidth() throws(CSSParseError) -> LengthPercentage {
        let expected = "expected a length, 'thin', 'medium' or 'thick'"
        let token = current
        if token.kind == .ident {
            return try consumeKeyword(from: [
                "thin": .points(1), "medium": .points(3), "thick": .points(5),
            ], expected)
        }
        if token.kind == .percentage { throw fail(expected, at: token) }
        return try consumeLengthPercentage(expected, allowNegative: false)
    }

    /// `border`, `border-top`, … (CSS Backgrounds §4.4): `<line-width> || <line-style> || <color>`,
    /// of which only the width matters to layout.
    ///
    /// The engine does not model border styles: an omitted width is `medium`
    /// (3 px); the style `none` or `hidden` makes the width 0; any other or no
    /// style keeps the width (unlike a browser, where an omitted style is `none`).
    /// The color is accepted and ignored: an identifier that is no width or style
    /// keyword, a `#hex` color, or a color function such as `rgb(…)`.
    mutating func consumeBorderShorthand() throws(CSSParseError) -> LengthPercentage {
        let expected = "expected a border width, style or color"
        var width: LengthPercentage? = nil
        var hasStyle = false
        var hidesBorder = false
        var hasColor = false
        repeat {
            let token = current
            if width == nil, token.kind == .number || token.kind == .dimension || Self.isLineWidthKeyword(token) {
                width = try consumeBorderWidth()
            } else if !hasStyle, token.kind == .ident, let hides = Self.lineStyleHidesBorder(token.text) {
                advance()
                hasStyle = true
                hidesBorder = hides
            } else if !hasColor, try consumeColor() {
                hasColor = true
            } else {
                throw fail(expected, at: token)
            }
        } while !atEnd
        return hidesBorder ? .zero : (width ?? .points(3))
    }

    private static func isLineWidthKeyword(_ token: CSSToken) -> Bool {
        token.isKeyword("thin") || token.isKeyword("medium") || token.isKeyword("thick")
    }

    /// For a `<line-style>` keyword: whether it suppresses the border; `nil` if not a style.
    private static func lineStyleHidesBorder(_ keyword: String) -> Bool? {
        switch keyword.asciiLowercased {
        case "none", "hidden": return true
        case "solid", "dotted", "dashed", "double", "groove", "ridge", "inset", "outset": return false
        default: return nil
        }
    }

    /// Consumes something color-like (see ``consumeBorderShorthand()``) and ignores it.
    private mutating func consumeColor() throws(CSSParseError) -> Bool {
        let token = current
        switch token.kind {
        case .ident:
            guard Self.isCustomIdent(token, excluding: []) else { return false }
            advance()
            return true
        case .function:
            let colorFunctions = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "light-dark"]
            guard colorFunctions.contains(where: { token.isFunction($0) }) else { return false }
            advance()
            var depth = 1
            while depth > 0, !atEnd {
                let inner = advance()
                if inner.kind == .function || inner.kind == .openParen { depth += 1 }
                if inner.kind == .closeParen { depth -= 1 }
            }
            return true
        case .delim where token.text == "#":
            let hex = peek(1)
            guard hex.start == token.end, hex.kind == .ident || hex.kind == .number || hex.kind == .dimension else {
                return false
            }
            advance()
            advance()
            return true
        default:
            return false
        }
    }
}
