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
        let tag = Int(byte())
        if tag < SpecialValues.smallNumbers {
            value = Double(tag)
        } else if tag - SpecialValues.smallNumbers < SpecialValues.numbers.count {
            value = SpecialValues.numbers[tag - SpecialValues.smallNumbers]
        } else {
            value = Double(bitPattern: word())
        }
    }

    mutating func code(_ value: inout Int) {
        let tag = Int(byte())
        let specials = SpecialValues.smallNumbers + SpecialValues.integers.count
        switch tag {
        case ..<SpecialValues.smallNumbers: value = tag - SpecialValues.smallIntegerOffset
        case ..<specials: value = SpecialValues.integers[tag - SpecialValues.smallNumbers]
        case ..<SpecialValues.hugeIntegerTag: value = Int(Int16(truncatingIfNeeded: UInt16(byte()) | UInt16(byte()) << 8))
        case SpecialValues.hugeIntegerTag: value = SpecialValues.hugeIntegers[Int(byte()) % SpecialValues.hugeIntegers.count]
        default: value = Int(truncatingIfNeeded: word())
        }
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
