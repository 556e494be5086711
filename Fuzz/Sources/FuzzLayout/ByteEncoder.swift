/// Writes the bytes a ``ByteDecoder`` reads back as the values coded (see ``ValueCoder``):
/// the seeds' encoding.
struct ByteEncoder: ValueCoder {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// `tag`, then the eight bytes of `word`, least significant first.
    private mutating func append(tag: UInt8, word: UInt64) {
        bytes.append(tag)
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }

    mutating func code(choice: inout Int, of count: Int) {
        bytes.append(UInt8(clamping: min(max(choice, 0), count - 1)))
    }

    mutating func code(_ value: inout Double) {
        if value >= 0, value < Double(SpecialValues.smallNumbers), value.rounded() == value, value.sign == .plus {
            bytes.append(UInt8(value))
        } else if let index = SpecialValues.numbers.firstIndex(where: { $0.bitPattern == value.bitPattern }) {
            bytes.append(UInt8(SpecialValues.smallNumbers + index))
        } else {
            append(tag: 255, word: value.bitPattern)
        }
    }

    mutating func code(_ value: inout Int) {
        let small = value + SpecialValues.smallIntegerOffset
        if small >= 0, small < SpecialValues.smallNumbers {
            bytes.append(UInt8(small))
        } else if let index = SpecialValues.integers.firstIndex(of: value) {
            bytes.append(UInt8(SpecialValues.smallNumbers + index))
        } else if let index = SpecialValues.hugeIntegers.firstIndex(of: value) {
            bytes.append(UInt8(SpecialValues.hugeIntegerTag))
            bytes.append(UInt8(index))
        } else if let short = Int16(exactly: value) {
            bytes.append(UInt8(SpecialValues.smallNumbers + SpecialValues.integers.count))
            bytes.append(UInt8(truncatingIfNeeded: short))
            bytes.append(UInt8(truncatingIfNeeded: short >> 8))
        } else {
            append(tag: UInt8(SpecialValues.anyIntegerTag), word: UInt64(bitPattern: Int64(value)))
        }
    }

    mutating func code(_ value: inout String) {
        if let index = SpecialValues.names.firstIndex(of: value) {
            bytes.append(UInt8(index))
        } else {
            let utf8 = Array(value.utf8.prefix(32))
            bytes.append(255)
            bytes.append(UInt8(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}
