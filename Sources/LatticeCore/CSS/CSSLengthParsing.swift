// Lengths, percentages and box sizes (CSS Values §6, CSS Box Sizing §3).

extension CSSValueParser {
    /// `token` as a `<length-percentage>`: a length in a supported unit, a
    /// percentage, or a unitless `0`. `nil` if it is none of those.
    func lengthPercentage(_ token: CSSToken) throws(CSSParseError) -> LengthPercentage? {
        switch token.kind {
        case .percentage:
            return .percent(token.value)
        case .number:
            return token.value == 0 ? .points(0) : nil
        case .dimension:
            guard let scale = CSSUnit.lengthInPixels(token.text) else { return nil }
            let points = token.value * scale
            guard points.isFinite else { throw fail("expected a length small enough to represent", at: token) }
            return .points(points)
        default:
            return nil
        }
    }

    /// Consumes a `<length-percentage>`; negative values fail unless `allowNegative`.
    mutating func consumeLengthPercentage(
        _ expected: String = "expected a length or percentage",
        allowNegative: Bool
    ) throws(CSSParseError) -> LengthPercentage {
        let token = current
        guard let value = try lengthPercentage(token) else { throw fail(expected, at: token) }
        if !allowNegative, value.isNegative {
            throw fail("expected a non-negative length or percentage", at: token)
        }
        advance()
        return value
    }

    /// Consumes `<length-percentage> | auto` (margins and insets).
    mutating func consumeLengthPercentageAuto(
        _ expected: String = "expected a length, percentage or 'auto'",
        allowNegative: Bool = true
    ) throws(CSSParseError) -> LengthPercentageAuto {
        if consumeKeyword("auto") { return .auto }
        let value = try consumeLengthPercentage(expected, allowNegative: allowNegative)
        switch value {
        case .points(let points): return .points(points)
        case .percent(let percent): return .percent(percent)
        }
    }

    /// Which box size property a ``BoxDimension`` is parsed for.
    enum SizeKind {
        /// `width`, `height`, `min-width`, `min-height`: `auto` is allowed.
        case size
        /// `max-width`, `max-height`: `none` instead of `auto`.
        case maximum
        /// A bare ``BoxDimension/init(css:)``: both `auto` and `none`.
        case any
    }

    /// Consumes a box size (CSS Box Sizing §3.1): `auto` (not on max sizes), `none`
    /// (max sizes only; stored as ``BoxDimension/auto``), a non-negative
    /// `<length-percentage>`, `min-content`, `max-content` or `fit-content`.
    ///
    /// `stretch` (CSS Box Sizing 4 §3.3) is accepted on `width`, `height` and the
    /// min sizes but stored as ``BoxDimension/auto``, which behaves the same for a grid
    /// item whose self-alignment is `normal` or `stretch`; on max sizes it is
    /// rejected rather than silently dropped.
    mutating func consumeDimension(_ kind: SizeKind) throws(CSSParseError) -> BoxDimension {
        let token = current
        let expected: String
        switch kind {
        case .size: expected = "expected a length, percentage, 'auto', 'min-content', 'max-content' or 'fit-content'"
        case .maximum: expected = "expected a length, percentage, 'none', 'min-content', 'max-content' or 'fit-content'"
        case .any: expected = "expected a length, percentage, 'auto', 'none', 'min-content', 'max-content' or 'fit-content'"
        }
        if token.kind == .ident {
            let keyword = token.text.asciiLowercased
            let dimension: BoxDimension?
            switch keyword {
            case "auto": dimension = kind == .maximum ? nil : .auto
            case "none": dimension = kind == .size ? nil : .auto
            case "min-content", "-webkit-min-content", "-moz-min-content": dimension = .minContent
            case "max-content", "-webkit-max-content", "-moz-max-content": dimension = .maxContent
            case "fit-content", "-webkit-fit-content", "-moz-fit-content": dimension = .fitContent
            // ``BoxDimension`` has no `stretch` case yet: approximated by `auto`
            // (the same for `auto`-sized grid items with `normal`/`stretch` alignment).
            case "stretch", "-webkit-fill-available", "-moz-available": dimension = kind == .maximum ? nil : .auto
            default: dimension = nil
            }
            guard let dimension else { throw fail(expected, at: token) }
            advance()
            return dimension
        }
        if token.isFunction("fit-content") {
            throw fail("\(expected) (fit-content() is not supported on box sizes)", at: token)
        }
        switch try consumeLengthPercentage(expected, allowNegative: false) {
        case .points(let points): return .points(points)
        case .percent(let percent): return .percent(percent)
        }
    }
}

extension LengthPercentage {
    var isNegative: Bool {
        switch self {
        case .points(let value), .percent(let value): return value < 0
        }
    }

    /// Parses a CSS `<length-percentage>`: `12px`, `50%`, `0`.
    ///
    /// Lengths are in `px` or another absolute unit (`in`, `cm`, `mm`, `Q`, `pt`,
    /// `pc`, converted at 96 px per inch); a unitless number must be `0`.
    /// Negative values are accepted here; properties that forbid them reject them.
    ///
    /// ```swift
    /// let gap = try LengthPercentage(css: "10%")   // .percent(10)
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeLengthPercentage(allowNegative: true)
        }
    }
}

extension LengthPercentageAuto {
    /// Parses a CSS `<length-percentage> | auto`, as margins and insets take.
    ///
    /// ```swift
    /// let margin = try LengthPercentageAuto(css: "auto")   // .auto
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeLengthPercentageAuto()
        }
    }
}

extension BoxDimension {
    /// Parses a box size: `auto`, `none` (both ``BoxDimension/auto``), a non-negative
    /// length or percentage, `min-content`, `max-content` or `fit-content`.
    ///
    /// ```swift
    /// let width = try BoxDimension(css: "50%")   // .percent(50)
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeDimension(.any)
        }
    }
}
