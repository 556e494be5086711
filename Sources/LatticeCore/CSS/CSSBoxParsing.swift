// Box keywords and aspect-ratio: display, position, box-sizing, direction,
// overflow (CSS Display §2, CSS Positioned Layout §2, CSS Box Sizing §4,
// CSS Writing Modes §2.1, CSS Overflow §3, CSS Box Sizing 4 §2).

extension CSSValueParser {
    /// Consumes one of the identifiers in `table` (lowercase keys).
    mutating func consumeKeyword<Value>(from table: KeyValuePairs<String, Value>, _ expected: String) throws(CSSParseError) -> Value {
        let token = current
        if token.kind == .ident {
            for (keyword, value) in table where token.text.asciiCaseInsensitiveEquals(keyword) {
                advance()
                return value
            }
        }
        throw fail(expected, at: token)
    }

    /// `display`: `grid` and `inline-grid` make a grid container (the engine has
    /// no inline formatting, so both are ``Display/grid``), `grid-lanes` and
    /// `inline-grid-lanes` a grid-lanes container; `block` and `flow-root` a block
    /// leaf; `none`.
    mutating func consumeDisplay() throws(CSSParseError) -> Display {
        try consumeKeyword(from: [
            "grid": .grid, "inline-grid": .grid, "grid-lanes": .gridLanes, "inline-grid-lanes": .gridLanes,
            "block": .block, "flow-root": .block, "none": .none,
        ], "expected 'grid', 'inline-grid', 'grid-lanes', 'inline-grid-lanes', 'block', 'flow-root' or 'none'")
    }

    /// `position`: `relative`, `absolute`, or `static` (treated as `relative`:
    /// the engine makes every box a containing block; insets on it still shift it).
    mutating func consumePosition() throws(CSSParseError) -> Position {
        try consumeKeyword(from: [
            "relative": .relative, "absolute": .absolute, "static": .relative,
        ], "expected 'relative', 'absolute' or 'static'")
    }

    /// `box-sizing`: `border-box` or `content-box`.
    mutating func consumeBoxSizing() throws(CSSParseError) -> BoxSizing {
        try consumeKeyword(from: ["border-box": .borderBox, "content-box": .contentBox],
                           "expected 'border-box' or 'content-box'")
    }

    /// `direction`: `ltr` or `rtl`.
    mutating func consumeDirection() throws(CSSParseError) -> Direction {
        try consumeKeyword(from: ["ltr": .ltr, "rtl": .rtl], "expected 'ltr' or 'rtl'")
    }

    /// `writing-mode`: only `horizontal-tb` (the engine lays out horizontal writing
    /// modes); the vertical and sideways modes are rejected rather than laid out as
    /// horizontal ones.
    mutating func consumeWritingMode() throws(CSSParseError) {
        let token = current
        for keyword in ["vertical-rl", "vertical-lr", "sideways-rl", "sideways-lr"] where token.isKeyword(keyword) {
            throw fail("'\(keyword)' is not supported: the engine lays out horizontal writing modes only ('horizontal-tb')", at: token)
        }
        _ = try consumeKeyword(from: ["horizontal-tb": true], "expected 'horizontal-tb'")
    }

    /// `order`: an integer, clamped to ±2,147,483,647 as browsers clamp it.
    mutating func consumeOrder() throws(CSSParseError) -> Int {
        let token = current
        guard token.kind == .number, token.isInteger else { throw fail("expected an integer", at: token) }
        advance()
        return Int(Swift.max(-2_147_483_647, Swift.min(2_147_483_647, token.value)))
    }

    /// One `overflow` keyword: `visible`, `hidden`, `clip`, `scroll`, or `auto`
    /// (and its legacy alias `overlay`), which is treated as ``Overflow/hidden``:
    /// a scroll container that reserves no scrollbar gutter.
    mutating func consumeOverflow() throws(CSSParseError) -> Overflow {
        try consumeKeyword(from: [
            "visible": .visible, "hidden": .hidden, "clip": .clip, "scroll": .scroll,
            "auto": .hidden, "overlay": .hidden,
        ], "expected 'visible', 'hidden', 'clip', 'scroll' or 'auto'")
    }

    /// `aspect-ratio` (CSS Box Sizing 4 §2.1): `auto || <ratio>`, `<ratio> = <number [0,∞]> [ / <number [0,∞]> ]?`.
    ///
    /// Returns width / height, or `nil` for `auto` and for a degenerate ratio
    /// (either number zero, or a quotient that is zero or not finite), which CSS
    /// treats like `auto` for non-replaced boxes.
    mutating func consumeAspectRatio() throws(CSSParseError) -> Double? {
        var sawAuto = false
        var ratio: Double?? = nil
        repeat {
            if !sawAuto, consumeKeyword("auto") {
                sawAuto = true
                continue
            }
            guard ratio == nil, current.kind == .number else {
                let message: String
                switch (sawAuto, ratio != nil) {
                case (false, false): message = "expected 'auto' or a ratio such as '16 / 9'"
                case (true, false): message = "expected a ratio such as '16 / 9' or the end of the value"
                case (false, true): message = "expected 'auto' or the end of the value"
                case (true, true): message = "expected the end of the value"
                }
                throw fail(message, at: current)
            }
            let width = try consumeNonNegativeNumber()
            var height = 1.0
            if current.kind == .slash {
                advance()
                guard current.kind == .number else { throw fail("expected a number after '/'", at: current) }
                height = try consumeNonNegativeNumber()
            }
            let quotient = width / height
            ratio = .some(width > 0 && height > 0 && quotient.isFinite && quotient > 0 ? quotient : nil)
        } while !atEnd
        return ratio ?? nil
    }

    private mutating func consumeNonNegativeNumber() throws(CSSParseError) -> Double {
        let token = advance()
        guard token.value >= 0 else { throw fail("expected a non-negative number", at: token) }
        return token.value
    }
}
