// grid-auto-flow and the gap properties (CSS Grid Level 2 §7.7; CSS Box Alignment §8).

extension CSSValueParser {
    /// Consumes `grid-auto-flow` (CSS Grid §7.7): `[ row | column ] || dense`.
    mutating func consumeGridAutoFlow() throws(CSSParseError) -> GridAutoFlow {
        var direction: Axis? = nil
        var dense = false
        repeat {
            let token = current
            if direction == nil, consumeKeyword("row") {
                direction = .horizontal
            } else if direction == nil, consumeKeyword("column") {
                direction = .vertical
            } else if !dense, consumeKeyword("dense") {
                dense = true
            } else {
                throw fail(direction == nil && !dense ? "expected 'row', 'column' or 'dense'" : "expected the end of the value", at: token)
            }
        } while !atEnd
        return GridAutoFlow(direction: direction ?? .horizontal, dense: dense)
    }

    /// Consumes one gap (CSS Box Alignment §8.1): `normal` (`nil`: 0 in a grid, its
    /// parent's gutters in a subgrid) or a non-negative `<length-percentage>`.
    mutating func consumeGap() throws(CSSParseError) -> LengthPercentage? {
        if consumeKeyword("normal") { return nil }
        return try consumeLengthPercentage("expected a length, percentage or 'normal'", allowNegative: false)
    }
}

extension GridAutoFlow {
    /// Parses a `grid-auto-flow` value: `row`, `column`, `dense`, `row dense`, `column dense`, …
    ///
    /// ```swift
    /// let flow = try GridAutoFlow(css: "column dense")   // .columnDense
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeGridAutoFlow()
        }
    }
}
