// Box alignment keywords (CSS Box Alignment Level 3 §5–6; CSS Grid Level 2 §10).

extension CSSValueParser {
    /// Which axis a content alignment is parsed for: `left`/`right` are only valid
    /// on `justify-content`, `<baseline-position>` only on `align-content`.
    enum ContentAlignmentProperty {
        case justifyContent, alignContent, any
    }

    /// Consumes `justify-content`/`align-content` (CSS Box Alignment §5.1):
    /// `normal | <content-distribution> | <overflow-position>? <content-position>`,
    /// plus `left | right` for justify and `<baseline-position>` for align.
    ///
    /// A baseline content alignment is stored as its fallback alignment
    /// (`safe start` for `[first] baseline`, `safe end` for `last baseline`, CSS Box
    /// Alignment §4.3): a grid container's tracks are aligned by it, as in browsers
    /// (its items' baselines are aligned by `align-items`/`align-self`).
    mutating func consumeContentAlignment(_ property: ContentAlignmentProperty) throws(CSSParseError) -> ContentAlignment {
        let allowsLeftRight = property != .alignContent
        let allowsBaseline = property != .justifyContent
        let positions = allowsLeftRight
            ? "'center', 'start', 'end', 'flex-start', 'flex-end', 'left' or 'right'"
            : "'center', 'start', 'end', 'flex-start' or 'flex-end'"
        let expected = "expected 'normal', 'stretch', 'space-between', 'space-around', 'space-evenly', or \(positions) optionally after 'safe' or 'unsafe'"

        let first = current
        guard first.kind == .ident else { throw fail(expected, at: first) }
        switch first.text.asciiLowercased {
        case "normal": advance(); return .normal
        case "stretch": advance(); return .stretch
        case "space-between": advance(); return .spaceBetween
        case "space-around": advance(); return .spaceAround
        case "space-evenly": advance(); return .spaceEvenly
        case "baseline" where allowsBaseline, "first" where allowsBaseline, "last" where allowsBaseline:
            let isLast = try consumeBaselinePosition()
            return ContentAlignment(isLast ? .end : .start, overflow: .safe)
        default: break
        }

        let (value, overflow, _) = try consumePosition(
            after: first, expected: expected, positions: positions,
            values: ["center": .center, "start": .start, "end": .end, "flex-start": .flexStart, "flex-end": .flexEnd]
                as [String: ContentAlignment.Value],
            leftRight: allowsLeftRight ? (.left, .right) : nil, leftRightOnly: "justify-content")
        return ContentAlignment(value, overflow: overflow)
    }

    /// Consumes an optional `<overflow-position>` (`safe` or `unsafe`).
    mutating func consumeOverflowPosition() -> OverflowAlignment {
        if consumeKeyword("safe") { return .safe }
        if consumeKeyword("unsafe") { return .unsafe }
        return .default
    }

    /// Which property an item alignment is parsed for.
    enum ItemAlignmentProperty {
        case justifyItems, alignItems, justifySelf, alignSelf
        /// A bare ``ItemAlignment/init(css:)``: `left`/`right` allowed, no `auto` or `legacy`.
        case any

        var allowsLeftRight: Bool { self == .justifyItems || self == .justifySelf || self == .any }
        var allowsAuto: Bool { self == .justifySelf || self == .alignSelf }
    }

    /// Consumes `justify-items`/`align-items`/`justify-self`/`align-self`
    /// (CSS Box Alignment §6.1–6.3): `normal | stretch | <baseline-position> |
    /// <overflow-position>? <self-position>`, `left`/`right` on the justify
    /// properties, `auto` (returned as `nil`) on the self properties, and `legacy`
    /// on `justify-items` (alone it means `normal`; `legacy center|left|right` means that position).
    ///
    /// `[first] baseline` is ``ItemAlignment/baseline``, `last baseline`
    /// ``ItemAlignment/lastBaseline``.
    mutating func consumeItemAlignment(_ property: ItemAlignmentProperty) throws(CSSParseError) -> ItemAlignment? {
        let positions = property.allowsLeftRight
            ? "'center', 'start', 'end', 'self-start', 'self-end', 'flex-start', 'flex-end', 'left' or 'right'"
            : "'center', 'start', 'end', 'self-start', 'self-end', 'flex-start' or 'flex-end'"
        let expected = "expected \(property.allowsAuto ? "'auto', " : "")'normal', 'stretch', 'baseline', or \(positions) optionally after 'safe' or 'unsafe'"

        let first = current
        guard first.kind == .ident else { throw fail(expected, at: first) }
        switch first.text.asciiLowercased {
        case "auto" where property.allowsAuto: advance(); return nil
        case "normal": advance(); return .normal
        case "stretch": advance(); return .stretch
        case "baseline", "first", "last":
            let isLast = try consumeBaselinePosition()
            return isLast ? .lastBaseline : .baseline
        case "legacy" where property == .justifyItems:
            advance()
            if current.kind == .ident, let value = Self.legacyPosition(current.text) {
                advance()
                return ItemAlignment(value)
            }
            return .normal
        default: break
        }

        let (value, overflow, token) = try consumePosition(
            after: first, expected: expected, positions: positions,
            values: ["center": .center, "start": .start, "end": .end, "self-start": .selfStart, "self-end": .selfEnd,
                     "flex-start": .flexStart, "flex-end": .flexEnd] as [String: ItemAlignment.Value],
            leftRight: property.allowsLeftRight ? (.left, .right) : nil, leftRightOnly: "justify-items and justify-self")
        // `legacy && [ left | right | center ]` in either order.
        if property == .justifyItems, overflow == .default, Self.legacyPosition(token.text) != nil, current.isKeyword("legacy") {
            advance()
        }
        return ItemAlignment(value, overflow: overflow)
    }

    /// Consumes `<overflow-position>? <position>`, the rest of an alignment whose first
    /// keyword, `first`, was none of the single keywords: the position is one of
    /// `values` (lowercased keywords), or `left`/`right` when `leftRight` gives them.
    /// Returns the value, the overflow position and the position's token.
    private mutating func consumePosition<Value>(
        after first: CSSToken, expected: String, positions: String, values: [String: Value],
        leftRight: (left: Value, right: Value)?, leftRightOnly properties: String
    ) throws(CSSParseError) -> (Value, OverflowAlignment, CSSToken) {
        let overflow = consumeOverflowPosition()
        let token = current
        let positionExpected = overflow == .default ? expected : "expected \(positions) after '\(first.text)'"
        guard token.kind == .ident else { throw fail(positionExpected, at: token) }
        let keyword = token.text.asciiLowercased
        let value: Value
        if let known = values[keyword] {
            value = known
        } else if keyword == "left" || keyword == "right" {
            guard let leftRight else {
                throw fail("\(positionExpected) ('left' and 'right' apply to \(properties) only)", at: token)
            }
            value = keyword == "left" ? leftRight.left : leftRight.right
        } else {
            throw fail(positionExpected, at: token)
        }
        advance()
        return (value, overflow, token)
    }

    private static func legacyPosition(_ keyword: String) -> ItemAlignment.Value? {
        switch keyword.asciiLowercased {
        case "left": return .left
        case "right": return .right
        case "center": return .center
        default: return nil
        }
    }

    /// Consumes `<baseline-position>` = `[ first | last ]? baseline`; returns whether it is `last`.
    private mutating func consumeBaselinePosition() throws(CSSParseError) -> Bool {
        if consumeKeyword("baseline") { return false }
        let isLast = current.isKeyword("last")
        let qualifier = advance()
        guard consumeKeyword("baseline") else {
            throw fail("expected 'baseline' after '\(qualifier.text)'", at: current)
        }
        return isLast
    }
}

extension ContentAlignment {
    /// Parses a `justify-content`/`align-content` value such as `center`,
    /// `space-between` or `safe end`. `left` and `right` are accepted (they
    /// are only valid on `justify-content` when parsed through ``Style``).
    ///
    /// ```swift
    /// let alignment = try ContentAlignment(css: "safe end")   // ContentAlignment(.end, overflow: .safe)
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeContentAlignment(.any)
        }
    }
}

extension ItemAlignment {
    /// Parses a `justify-items`/`align-items`/`justify-self`/`align-self` value
    /// such as `center`, `stretch`, `baseline` or `unsafe end`. `left` and
    /// `right` are accepted; `auto` is not (a `*-self: auto` is `nil` in ``Style``).
    ///
    /// ```swift
    /// let alignment = try ItemAlignment(css: "self-end")   // .selfEnd
    /// ```
    public init(css text: String) throws(CSSParseError) {
        let parsed = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeItemAlignment(.any)
        }
        // `.any` never yields `nil` (no `auto`); fall back to `normal` defensively.
        self = parsed ?? .normal
    }
}
