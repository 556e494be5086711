/// One token of a CSS value (CSS Syntax Level 3 §4), with its UTF-8 byte range in the source.
struct CSSToken: Sendable {
    enum Kind: Sendable, Equatable {
        case ident
        /// An identifier directly followed by `(`; ``CSSToken/text`` is the name without the parenthesis.
        case function
        case number
        case percentage
        /// A number with a unit; ``CSSToken/text`` is the unit as written.
        case dimension
        /// A quoted string; ``CSSToken/text`` is its content, without the quotes.
        case string
        case openParen, closeParen, openBracket, closeBracket, comma, slash
        /// Any other single character, in ``CSSToken/text``.
        case delim
        /// The end of the value.
        case end
    }

    var kind: Kind
    /// Byte offset of the first byte.
    var start: Int
    /// Byte offset after the last byte.
    var end: Int
    /// Identifier, function name, unit, string content or delimiter, as written.
    var text: String = ""
    /// The numeric value of numbers, percentages (`50%` is 50) and dimensions.
    var value: Double = 0
    /// Whether a number was written as a CSS `<integer>` (no fraction, no exponent).
    var isInteger: Bool = false
    /// For dimensions: byte offset where the unit starts.
    var unitStart: Int = 0

    /// Whether this is the identifier `keyword` (ASCII case-insensitive; `keyword` is lowercase).
    func isKeyword(_ keyword: String) -> Bool {
        kind == .ident && text.asciiCaseInsensitiveEquals(keyword)
    }

    /// Whether this is the function `name(` (ASCII case-insensitive; `name` is lowercase).
    func isFunction(_ name: String) -> Bool {
        kind == .function && text.asciiCaseInsensitiveEquals(name)
    }

    /// Whether the token ends the current component: the end of the value or a `/`.
    var isTerminator: Bool { kind == .end || kind == .slash }

    /// A short human-readable rendering for error messages.
    var display: String {
        switch kind {
        case .ident: return "'\(text)'"
        case .function: return "'\(text)('"
        case .string: return "a string"
        case .end: return "the end of the value"
        case .openParen: return "'('"
        case .closeParen: return "')'"
        case .openBracket: return "'['"
        case .closeBracket: return "']'"
        case .comma: return "','"
        case .slash: return "'/'"
        case .delim: return "'\(text)'"
        case .number, .percentage, .dimension: return "a number"
        }
    }
}

extension String {
    /// ASCII case-insensitive comparison with an all-lowercase ASCII string.
    func asciiCaseInsensitiveEquals(_ lowercase: String) -> Bool {
        var other = lowercase.utf8.makeIterator()
        for byte in utf8 {
            guard let expected = other.next() else { return false }
            let folded = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
            if folded != expected { return false }
        }
        return other.next() == nil
    }

    /// The string with ASCII letters lowercased (CSS keywords and property names are ASCII case-insensitive).
    var asciiLowercased: String {
        String(decoding: utf8.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
