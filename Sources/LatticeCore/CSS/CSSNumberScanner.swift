/// Scans CSS `<number>` text without Foundation (CSS Syntax Level 3 §4.3.12–4.3.13).
///
/// Grammar: `[+-]? ( digits ( '.' digits )? | '.' digits ) ( [eE] [+-]? digits )?`.
/// A number with a fraction or an exponent is not an `<integer>`.
enum CSSNumberScanner {
    struct Scan {
        /// Byte offset after the number.
        var end: Int
        /// The value; may be infinite when the text overflows a `Double` (`1e999`).
        var value: Double
        var isInteger: Bool
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether the bytes at `index` start a number (CSS Syntax §4.3.10).
    static func startsNumber(_ bytes: [UInt8], at index: Int, end: Int) -> Bool {
        func at(_ i: Int) -> UInt8? { i < end ? bytes[i] : nil }
        guard let first = at(index) else { return false }
        var i = index
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { i += 1 }
        guard let next = at(i) else { return false }
        if isDigit(next) { return true }
        if next == UInt8(ascii: "."), let after = at(i + 1), isDigit(after) { return true }
        return false
    }

    /// Scans the number at `index`; call only where ``startsNumber(_:at:end:)`` is true.
    static func scan(_ bytes: [UInt8], at index: Int, end: Int) -> Scan {
        func at(_ i: Int) -> UInt8? { i < end ? bytes[i] : nil }
        var i = index
        var normalized: [UInt8] = []
        var isInteger = true

        if let sign = at(i), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            normalized.append(sign)
            i += 1
        }
        let integerStart = i
        while let byte = at(i), isDigit(byte) { i += 1 }
        if i == integerStart {
            normalized.append(UInt8(ascii: "0"))
        } else {
            normalized.append(contentsOf: bytes[integerStart..<i])
        }
        if at(i) == UInt8(ascii: "."), let after = at(i + 1), isDigit(after) {
            isInteger = false
            normalized.append(UInt8(ascii: "."))
            i += 1
            let fractionStart = i
            while let byte = at(i), isDigit(byte) { i += 1 }
            normalized.append(contentsOf: bytes[fractionStart..<i])
        }
        if let e = at(i), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var j = i + 1
            var exponentSign: UInt8? = nil
            if let sign = at(j), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponentSign = sign
                j += 1
            }
            if let digit = at(j), isDigit(digit) {
                isInteger = false
                normalized.append(UInt8(ascii: "e"))
                if let exponentSign { normalized.append(exponentSign) }
                let exponentStart = j
                while let byte = at(j), isDigit(byte) { j += 1 }
                normalized.append(contentsOf: bytes[exponentStart..<j])
                i = j
            }
        }
        // The slice is validated above, so the stdlib conversion cannot fail;
        // it yields ±infinity on overflow, which callers reject.
        let value = Double(String(decoding: normalized, as: UTF8.self)) ?? .nan
        return Scan(end: i, value: value, isInteger: isInteger)
    }
}
