/// Splits CSS value text into tokens (a subset of CSS Syntax Level 3 §4).
///
/// Differences from a browser, all on input a browser would also flag as a parse error:
/// - an unclosed `(`, `[` or string, or a stray `)` / `]`, is an error
///   (browsers silently close blocks at the end of a value);
/// - escapes (`\`) are not supported;
/// - a number that overflows a `Double` (`1e999px`) is an error rather than a clamp.
///
/// Comments (`/* … */`) are skipped like whitespace.
enum CSSTokenizer {
    static func tokenize(_ source: CSSSource, range: Range<Int>) throws(CSSParseError) -> [CSSToken] {
        let bytes = source.bytes
        let end = range.upperBound
        var tokens: [CSSToken] = []
        /// Open `(`/function or `[` tokens, for balance checks.
        var open: [CSSToken] = []
        var i = range.lowerBound

        func at(_ index: Int) -> UInt8? { index < end ? bytes[index] : nil }

        while i < end {
            let byte = bytes[i]
            let start = i

            if isWhitespace(byte) {
                i += 1
                continue
            }
            if byte == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < end, !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) { i += 1 }
                i = Swift.min(i + 2, end)
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                i += 1
                while true {
                    guard let c = at(i) else {
                        throw source.error("expected a closing \(byte == UInt8(ascii: "\"") ? "'\"'" : "\"'\"") for the string", at: end)
                    }
                    if c == byte { break }
                    if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") || c == 0x0C {
                        throw source.error("expected the string to close before the line break", at: i)
                    }
                    if c == UInt8(ascii: "\\") {
                        throw source.error("expected no escape sequence (escapes are not supported)", at: i)
                    }
                    i += 1
                }
                let content = String(decoding: bytes[(start + 1)..<i], as: UTF8.self)
                i += 1
                tokens.append(CSSToken(kind: .string, start: start, end: i, text: content))
                continue
            }
            if CSSNumberScanner.startsNumber(bytes, at: i, end: end) {
                let scan = CSSNumberScanner.scan(bytes, at: i, end: end)
                guard scan.value.isFinite else {
                    throw source.error("expected a number small enough to represent", at: start)
                }
                i = scan.end
                var token = CSSToken(kind: .number, start: start, end: i, value: scan.value, isInteger: scan.isInteger)
                if at(i) == UInt8(ascii: "%") {
                    i += 1
                    token.kind = .percentage
                } else if startsIdentifier(bytes, at: i, end: end) {
                    token.unitStart = i
                    i = scanName(bytes, at: i, end: end)
                    token.kind = .dimension
                    token.text = String(decoding: bytes[token.unitStart..<i], as: UTF8.self)
                }
                token.end = i
                tokens.append(token)
                continue
            }
            if startsIdentifier(bytes, at: i, end: end) {
                i = scanName(bytes, at: i, end: end)
                let name = String(decoding: bytes[start..<i], as: UTF8.self)
                if at(i) == UInt8(ascii: "(") {
                    i += 1
                    let token = CSSToken(kind: .function, start: start, end: i, text: name)
                    open.append(token)
                    tokens.append(token)
                } else {
                    tokens.append(CSSToken(kind: .ident, start: start, end: i, text: name))
                }
                continue
            }

            i += 1
            var token = CSSToken(kind: .delim, start: start, end: i)
            switch byte {
            case UInt8(ascii: "("):
                token.kind = .openParen
                open.append(token)
            case UInt8(ascii: "["):
                token.kind = .openBracket
                open.append(token)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                let isParen = byte == UInt8(ascii: ")")
                token.kind = isParen ? .closeParen : .closeBracket
                guard let opener = open.last else {
                    throw source.error("expected no '\(isParen ? ")" : "]")' without a matching '\(isParen ? "(" : "[")'", at: start)
                }
                if (opener.kind == .openBracket) == isParen {
                    throw source.error("expected \(closer(for: opener)) to close \(describe(opener, source)) before '\(isParen ? ")" : "]")'", at: start)
                }
                open.removeLast()
            case UInt8(ascii: ","): token.kind = .comma
            case UInt8(ascii: "/"): token.kind = .slash
            default:
                // One whole UTF-8 sequence (non-ASCII bytes start identifiers, so this is ASCII).
                token.text = String(decoding: bytes[start..<i], as: UTF8.self)
            }
            tokens.append(token)
        }

        if let opener = open.last {
            throw source.error("expected \(closer(for: opener)) to close \(describe(opener, source))", at: end)
        }
        tokens.append(CSSToken(kind: .end, start: end, end: end))
        return tokens
    }

    private static func closer(for opener: CSSToken) -> String {
        opener.kind == .openBracket ? "']'" : "')'"
    }

    private static func describe(_ opener: CSSToken, _ source: CSSSource) -> String {
        let at = source.characterOffset(ofByte: opener.start)
        switch opener.kind {
        case .function: return "'\(opener.text)(' at offset \(at)"
        case .openBracket: return "the '[' at offset \(at)"
        default: return "the '(' at offset \(at)"
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// A name code point (CSS Syntax §4.2): a letter, digit, `_`, `-` or non-ASCII.
    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || CSSNumberScanner.isDigit(byte) || byte == UInt8(ascii: "-")
    }

    /// A name-start code point: a letter, `_` or non-ASCII.
    static func isNameStartByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Whether the bytes at `index` start an identifier (CSS Syntax §4.3.9, without escapes).
    static func startsIdentifier(_ bytes: [UInt8], at index: Int, end: Int) -> Bool {
        guard index < end else { return false }
        let first = bytes[index]
        if first == UInt8(ascii: "-") {
            guard index + 1 < end else { return false }
            let second = bytes[index + 1]
            return isNameStartByte(second) || second == UInt8(ascii: "-")
        }
        return isNameStartByte(first)
    }

    static func scanName(_ bytes: [UInt8], at index: Int, end: Int) -> Int {
        var i = index
        while i < end, isNameByte(bytes[i]) { i += 1 }
        return i
    }
}
