/// A pull reader over JSON text (RFC 8259) that documents decode from directly,
/// without building an intermediate tree.
///
/// It exists for two reasons: fixture and benchmark files hold up to 100,000 nodes
/// (several MB on one line), which Foundation's `JSONDecoder` and `JSONSerialization`
/// read several times slower; and every error it throws carries the byte offset
/// where it happened, so messages can say `line:column`.
///
/// ```swift
/// var reader = JSONReader(bytes)
/// try reader.members { reader, key in
///     if key == "name" { name = try reader.string() } else { try reader.skipValue() }
/// }
/// try reader.end()
/// ```
struct JSONReader {
    /// A syntax or type error at byte ``offset``.
    struct Failure: Error {
        var offset: Int
        var message: String
        /// The document node the error is in, like `root/children[2]`, once known.
        var nodePath: String?
    }

    /// Deeper nesting is rejected rather than risking the stack.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private(set) var offset = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Structure

    /// Reads an object, calling `body` with each key; `body` must read or skip its value.
    mutating func members(_ body: (inout JSONReader, String) throws -> Void) throws {
        try open(UInt8(ascii: "{"), "an object")
        defer { depth -= 1 }
        if try peek() == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            guard try peek() == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let key = try string()
            try consume(UInt8(ascii: ":"), "expected ':' after a key")
            try body(&self, key)
            if try closes(UInt8(ascii: "}"), "expected ',' or '}' in an object") { return }
        }
    }

    /// Reads an array, calling `body` once per element; `body` must read or skip it.
    mutating func elements(_ body: (inout JSONReader) throws -> Void) throws {
        try open(UInt8(ascii: "["), "an array")
        defer { depth -= 1 }
        if try peek() == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            try body(&self)
            if try closes(UInt8(ascii: "]"), "expected ',' or ']' in an array") { return }
        }
    }

    /// Checks that nothing but whitespace follows.
    mutating func end() throws {
        skipWhitespace()
        if offset < bytes.count { throw failure("unexpected text after the end of the document") }
    }

    /// The first byte of the next value, after whitespace.
    mutating func peek() throws -> UInt8 {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("unexpected end of file") }
        return bytes[offset]
    }

    /// The offset where the next value starts.
    mutating func valueStart() throws -> Int {
        _ = try peek()
        return offset
    }

    /// Whether the next value is a string.
    mutating func nextIsString() throws -> Bool {
        try peek() == UInt8(ascii: "\"")
    }

    /// A failure at the start of the next value (or at `offset`).
    mutating func failure(_ message: String, at offset: Int? = nil) -> Failure {
        if offset == nil { skipWhitespace() }
        return Failure(offset: offset ?? self.offset, message: message)
    }

    // MARK: Values

    /// Reads a string.
    mutating func string() throws -> String {
        try consume(UInt8(ascii: "\""), "expected a string")
        let start = offset
        // Fast path: no escapes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure("control character in a string", at: offset) }
            offset += 1
        }
        var scalars = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &scalars)
            case ..<0x20:
                throw failure("control character in a string", at: offset - 1)
            default:
                scalars.append(byte)
            }
        }
        throw failure("unterminated string", at: start - 1)
    }

    /// Reads a number; it must be finite.
    mutating func number() throws -> Double {
        skipWhitespace()
        let start = offset
        var negative = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        // Integer part: "0" or a non-zero digit followed by digits.
        var mantissa: UInt64 = 0
        var digits = 0
        var exact = true
        let integerStart = offset
        while offset < bytes.count, let digit = Self.digit(bytes[offset]) {
            accumulate(digit, into: &mantissa, digits: &digits, exact: &exact)
            offset += 1
        }
        let integerDigits = offset - integerStart
        guard integerDigits > 0 else { throw failure("expected a number", at: start) }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw failure("a number cannot start with 0", at: start)
        }
        var fractionDigits = 0
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            while offset < bytes.count, let digit = Self.digit(bytes[offset]) {
                accumulate(digit, into: &mantissa, digits: &digits, exact: &exact)
                fractionDigits += 1
                offset += 1
            }
            guard fractionDigits > 0 else { throw failure("expected a digit after '.'", at: offset) }
        }
        var hasExponent = false
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            let exponentStart = offset
            while offset < bytes.count, Self.digit(bytes[offset]) != nil { offset += 1 }
            guard offset > exponentStart else { throw failure("expected a digit in the exponent", at: offset) }
        }
        let value: Double
        if exact && !hasExponent && fractionDigits < Self.powersOfTen.count {
            // Both operands are exact doubles, so one division is correctly rounded.
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            value = negative ? -magnitude : magnitude
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            guard let parsed = Double(text) else { throw failure("invalid number", at: start) }
            value = parsed
        }
        guard value.isFinite else { throw failure("number out of range", at: start) }
        return value
    }

    /// Skips one value of any kind, checking its syntax.
    mutating func skipValue() throws {
        switch try peek() {
        case UInt8(ascii: "{"): try members { reader, _ in try reader.skipValue() }
        case UInt8(ascii: "["): try elements { reader in try reader.skipValue() }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try number()
        }
    }

    // MARK: Helpers

    private mutating func open(_ byte: UInt8, _ what: String) throws {
        guard try peek() == byte else { throw failure("expected \(what)") }
        guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        depth += 1
        offset += 1
    }

    /// After a member or element: consumes ',' (returns false) or `close` (returns true).
    private mutating func closes(_ close: UInt8, _ message: String) throws -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("unexpected end of file") }
        let byte = bytes[offset]
        offset += 1
        if byte == close { return true }
        if byte == UInt8(ascii: ",") { return false }
        throw failure(message, at: offset - 1)
    }

    private mutating func consume(_ byte: UInt8, _ message: String) throws {
        guard try peek() == byte else { throw failure(message) }
        offset += 1
    }

    private mutating func literal(_ word: StaticString) throws {
        let start = offset
        let count = word.utf8CodeUnitCount
        guard bytes.count - offset >= count,
              (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] })
        else { throw failure("invalid value", at: start) }
        offset += count
    }

    private mutating func escape(into scalars: inout [UInt8]) throws {
        guard offset < bytes.count else { throw failure("unexpected end of file") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
                else { throw failure("unpaired surrogate in \\u escape", at: offset - 6) }
                offset += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate in \\u escape", at: offset - 12) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw failure("unpaired surrogate in \\u escape", at: offset - 6) }
            scalars.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
        default:
            throw failure("invalid escape in a string", at: offset - 2)
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - offset >= 4 else { throw failure("expected 4 hex digits after \\u", at: offset) }
        var code: UInt32 = 0
        for index in offset..<offset + 4 {
            let byte = bytes[index]
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected 4 hex digits after \\u", at: offset)
            }
            code = code << 4 | UInt32(value)
        }
        offset += 4
        return code
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private static func digit(_ byte: UInt8) -> UInt64? {
        byte &- UInt8(ascii: "0") < 10 ? UInt64(byte &- UInt8(ascii: "0")) : nil
    }

    /// Adds a decimal digit while the mantissa stays exactly representable in a Double.
    private func accumulate(_ digit: UInt64, into mantissa: inout UInt64, digits: inout Int, exact: inout Bool) {
        guard exact else { return }
        if mantissa == 0 && digit == 0 { return }  // leading zeros add nothing
        digits += 1
        mantissa = mantissa &* 10 &+ digit
        if digits > 15 { exact = false }
    }

    /// 10^0 ... 10^22, every one exact in a Double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}

extension JSONReader.Failure {
    /// The 1-based line and column (in characters) of `offset` in `bytes`.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
                column += 1
            }
        }
        return (line, column)
    }
}
