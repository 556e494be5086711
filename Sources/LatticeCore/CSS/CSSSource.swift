/// The text a CSS value is parsed from, and how to report an error in it.
///
/// Parsing works on UTF-8 byte offsets; errors report character offsets into
/// ``text`` as ``CSSParseError/offset`` promises.
struct CSSSource: Sendable {
    /// The property being parsed, `""` for a bare value parser.
    let property: String
    /// The full text errors point into.
    let text: String
    /// `text` as UTF-8.
    let bytes: [UInt8]

    init(property: String, text: String) {
        self.property = property
        self.text = text
        self.bytes = Array(text.utf8)
    }

    /// The same text (sharing its bytes) reported under another property name.
    func with(property: String) -> CSSSource {
        CSSSource(property: property, text: text, bytes: bytes)
    }

    private init(property: String, text: String, bytes: [UInt8]) {
        self.property = property
        self.text = text
        self.bytes = bytes
    }

    /// An error at a UTF-8 byte offset of `text`.
    func error(_ message: String, at byteOffset: Int) -> CSSParseError {
        CSSParseError(property: property, text: text, offset: characterOffset(ofByte: byteOffset), message: message)
    }

    /// The number of characters before `byteOffset` (a character the offset
    /// falls inside of counts as before it).
    func characterOffset(ofByte byteOffset: Int) -> Int {
        var count = 0
        var consumed = 0
        for character in text {
            if consumed >= byteOffset { break }
            consumed += character.utf8.count
            count += 1
        }
        return count
    }
}
