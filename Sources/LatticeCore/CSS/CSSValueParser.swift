/// A cursor over the tokens of one CSS value, with the helpers every
/// property grammar shares.
struct CSSValueParser {
    let source: CSSSource
    let tokens: [CSSToken]
    private(set) var index = 0

    /// Tokenizes `range` of `source`. With `allowImportant`, a trailing
    /// `!important` (as a declaration block may have) is dropped.
    init(source: CSSSource, range: Range<Int>, allowImportant: Bool = false) throws(CSSParseError) {
        self.source = source
        var tokens = try CSSTokenizer.tokenize(source, range: range)
        if allowImportant, tokens.count >= 3 {
            let bang = tokens[tokens.count - 3]
            let important = tokens[tokens.count - 2]
            if bang.kind == .delim, bang.text == "!", important.isKeyword("important") {
                tokens.removeSubrange((tokens.count - 3)..<(tokens.count - 1))
            }
        }
        self.tokens = tokens
    }

    /// Parses `text` as one whole value of `property` with `body`, then requires the end.
    static func parse<T>(
        property: String,
        text: String,
        _ body: (inout CSSValueParser) throws(CSSParseError) -> T
    ) throws(CSSParseError) -> T {
        let source = CSSSource(property: property, text: text)
        var parser = try CSSValueParser(source: source, range: 0..<source.bytes.count)
        let value = try body(&parser)
        try parser.expectEnd()
        return value
    }

    // MARK: Cursor

    /// The current token (the `.end` token once everything is consumed).
    var current: CSSToken { tokens[index] }

    /// The token `offset` places ahead of the current one, or `.end`.
    func peek(_ offset: Int) -> CSSToken {
        tokens[Swift.min(index + offset, tokens.count - 1)]
    }

    var atEnd: Bool { current.kind == .end }

    /// Returns the current token and moves past it (never past `.end`).
    @discardableResult
    mutating func advance() -> CSSToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the identifier `keyword` (lowercase) if it is next.
    mutating func consumeKeyword(_ keyword: String) -> Bool {
        guard current.isKeyword(keyword) else { return false }
        advance()
        return true
    }

    /// Consumes a token of `kind` or fails with `message`.
    @discardableResult
    mutating func expect(_ kind: CSSToken.Kind, _ message: String) throws(CSSParseError) -> CSSToken {
        guard current.kind == kind else { throw fail(message, at: current) }
        return advance()
    }

    /// Requires that nothing is left.
    func expectEnd() throws(CSSParseError) {
        guard atEnd else { throw fail("expected the end of the value, found \(current.display)", at: current) }
    }

    /// Whether the whole value is the single identifier `keyword`.
    func isOnly(_ keyword: String) -> Bool {
        tokens.count == 2 && tokens[0].isKeyword(keyword)
    }

    // MARK: Errors

    /// An error at `token`. A dimension with a unit this parser does not know
    /// points at its unit and says so.
    func fail(_ message: String, at token: CSSToken) -> CSSParseError {
        if token.kind == .dimension, CSSUnit.lengthInPixels(token.text) == nil, !token.text.asciiCaseInsensitiveEquals("fr") {
            return source.error("\(message); '\(token.text)' is not a supported unit", at: token.unitStart)
        }
        return source.error(message, at: token.start)
    }

    /// An error at a byte offset.
    func fail(_ message: String, atByte offset: Int) -> CSSParseError {
        source.error(message, at: offset)
    }

    // MARK: Identifiers

    /// Keywords a `<custom-ident>` may never be (CSS Values §3.2): the CSS-wide keywords and `default`.
    static let reservedIdentifiers = ["initial", "inherit", "unset", "revert", "revert-layer", "default"]

    /// Whether `token` is a `<custom-ident>` that is not one of `excluded` (lowercase) or a reserved keyword.
    static func isCustomIdent(_ token: CSSToken, excluding excluded: [String]) -> Bool {
        guard token.kind == .ident else { return false }
        for keyword in excluded where token.text.asciiCaseInsensitiveEquals(keyword) { return false }
        for keyword in reservedIdentifiers where token.text.asciiCaseInsensitiveEquals(keyword) { return false }
        return true
    }
}
