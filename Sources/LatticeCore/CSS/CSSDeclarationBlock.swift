/// Splits a CSS declaration block (`"display: grid; width: 10px"`) into
/// declarations (CSS Syntax §5.4.5, simplified).
///
/// Semicolons inside parentheses, brackets or strings do not split; comments
/// are ignored; empty declarations are skipped.
enum CSSDeclarationBlock {
    struct Declaration {
        /// The property name as written, without surrounding whitespace.
        var name: String
        /// Byte offset of the name.
        var nameStart: Int
        /// Byte range of the value, after the colon.
        var valueRange: Range<Int>
    }

    static func declarations(in source: CSSSource) throws(CSSParseError) -> [Declaration] {
        let bytes = source.bytes
        var declarations: [Declaration] = []
        var segmentStart = 0
        var colon: Int? = nil
        var depth = 0
        var quote: UInt8? = nil
        var i = 0

        func finish(_ end: Int) throws(CSSParseError) {
            defer {
                segmentStart = end + 1
                colon = nil
            }
            let nameEnd = colon ?? end
            let name = trimmedRange(bytes, segmentStart..<nameEnd)
            guard let colon else {
                if name.isEmpty { return }
                var wordEnd = name.lowerBound
                while wordEnd < name.upperBound, !CSSTokenizer.isWhitespace(bytes[wordEnd]) { wordEnd += 1 }
                throw source.with(property: String(decoding: bytes[name.lowerBound..<wordEnd], as: UTF8.self))
                    .error("expected ':' after the property name", at: wordEnd)
            }
            guard !name.isEmpty else {
                throw source.error("expected a property name before ':'", at: colon)
            }
            declarations.append(Declaration(
                name: String(decoding: bytes[name], as: UTF8.self),
                nameStart: name.lowerBound,
                valueRange: (colon + 1)..<end))
        }

        while i < bytes.count {
            let byte = bytes[i]
            if let open = quote {
                if byte == open || byte == UInt8(ascii: "\n") { quote = nil }
                i += 1
                continue
            }
            if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = Swift.min(i + 2, bytes.count)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = Swift.max(0, depth - 1)
            case UInt8(ascii: ":") where depth == 0 && colon == nil: colon = i
            case UInt8(ascii: ";") where depth == 0: try finish(i)
            default: break
            }
            i += 1
        }
        try finish(bytes.count)
        return declarations
    }

    /// `range` without leading and trailing whitespace and comments.
    private static func trimmedRange(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while true {
            if lower < upper, CSSTokenizer.isWhitespace(bytes[lower]) {
                lower += 1
            } else if lower + 1 < upper, bytes[lower] == UInt8(ascii: "/"), bytes[lower + 1] == UInt8(ascii: "*") {
                lower += 2
                while lower < upper, !(bytes[lower] == UInt8(ascii: "*") && lower + 1 < upper && bytes[lower + 1] == UInt8(ascii: "/")) { lower += 1 }
                lower = Swift.min(lower + 2, upper)
            } else {
                break
            }
        }
        while true {
            if upper > lower, CSSTokenizer.isWhitespace(bytes[upper - 1]) {
                upper -= 1
            } else if upper - 1 > lower, bytes[upper - 1] == UInt8(ascii: "/"), bytes[upper - 2] == UInt8(ascii: "*") {
                upper -= 2
                while upper - 1 > lower, !(bytes[upper - 2] == UInt8(ascii: "/") && bytes[upper - 1] == UInt8(ascii: "*")) { upper -= 1 }
                upper = Swift.max(upper - 2, lower)
            } else {
                break
            }
        }
        return lower..<upper
    }
}
