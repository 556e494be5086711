// The properties of grid-lanes containers (CSS Grid 3, editor's draft):
// grid-lanes-direction, flow-tolerance, and font-size as the basis of its `em`.

extension CSSValueParser {
    /// `grid-lanes-direction`: `normal`, `row` or `column`, the values Chromium accepts
    /// (its `fill-reverse` and `track-reverse` flags are rejected, not laid out forwards).
    mutating func consumeGridLanesDirection() throws(CSSParseError) -> GridLanesDirection {
        let token = current
        for keyword in ["fill-reverse", "track-reverse", "row-reverse", "column-reverse"] where token.isKeyword(keyword) {
            throw fail("'\(keyword)' is not supported: expected 'normal', 'row' or 'column'", at: token)
        }
        return try consumeKeyword(from: ["normal": .normal, "row": .row, "column": .column],
                                  "expected 'normal', 'row' or 'column'")
    }

    /// `flow-tolerance`: `normal`, `infinite`, or a non-negative length (`px` and the
    /// other absolute units, `em` of the container's `font-size`) or percentage.
    mutating func consumeFlowTolerance() throws(CSSParseError) -> FlowTolerance {
        let expected = "expected 'normal', 'infinite', a length or a percentage"
        let token = current
        if token.kind == .ident {
            return try consumeKeyword(from: ["normal": .normal, "infinite": .infinite], expected)
        }
        if token.kind == .dimension, token.text.asciiCaseInsensitiveEquals("em") {
            // (At the token's start: ``fail(_:at:)`` would call `em` an unsupported unit.)
            guard token.value.isFinite else { throw fail("expected a length small enough to represent", atByte: token.start) }
            guard token.value >= 0 else { throw fail("expected a non-negative length or percentage", atByte: token.start) }
            advance()
            return .em(token.value)
        }
        return .length(try consumeLengthPercentage(expected, allowNegative: false))
    }

    /// `font-size`: a non-negative length in `px` or another absolute unit. (Keywords,
    /// relative units and percentages need an inherited font size, which the engine's
    /// styles do not have.)
    mutating func consumeFontSize() throws(CSSParseError) -> Double {
        let token = current
        guard token.kind != .percentage,
              case .points(let points) = try consumeLengthPercentage("expected a length in 'px'", allowNegative: false)
        else { throw fail("expected a length in 'px' (percentages of an inherited font size are not supported)", at: token) }
        return points
    }
}
