/// Reads values from the fuzzer's bytes (see ``ValueCoder``). Past the end every byte
/// reads as zero, so any input decodes.
struct ByteDecoder: ValueCoder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Eight bytes, least significant first.
    mutating func word() -> UInt64 {
        var word: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { word |= UInt64(byte()) << UInt64(shift) }
        return word
    }

    mutating func code(choice: inout Int, of count: Int) {
        choice = Int(byte()) % count
    }

    mutating func code(_ value: inout Double) {
        value = number(small: { Double($0) }, special: SpecialValues.numbers, raw: { Double(bitPattern: $0) })
    }

    mutating func code(_ value: inout Int) {
        value = number(small: { $0 - SpecialValues.smallIntegerOffset }, special: SpecialValues.integers,
                       raw: { Int(truncatingIfNeeded: $0) })
    }

    /// A number coded by a tag byte: a small one (`small` of the tag), one of `special`,
    /// or any (`raw` of the next word).
    private mutating func number<Value>(small: (Int) -> Value, special: [Value], raw: (UInt64) -> Value) -> Value {
        let tag = Int(byte())
        if tag < SpecialValues.smallNumbers { return small(tag) }
        if tag - SpecialValues.smallNumbers < special.count { return special[tag - SpecialValues.smallNumbers] }
        return raw(word())
    }

    mutating func code(_ value: inout String) {
        let tag = Int(byte())
        if tag < SpecialValues.names.count {
            value = SpecialValues.names[tag]
        } else {
            let count = Int(byte()) % 33
            var utf8: [UInt8] = []
            for _ in 0 ..< count { utf8.append(byte()) }
            value = String(decoding: utf8, as: UTF8.self)
        }
    }
}
