/// JSON text being written as UTF-8 bytes, piece by piece: the benchmark scenarios are
/// written this way so that their bytes are exactly those of the scenario files (compact,
/// keys in a fixed order, integers without a fraction).
struct JSONTextWriter {
    /// The text so far.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text` as it is: it is JSON text already.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as it is: it is JSON text already.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `value` in decimal, as JSON writes an integer.
    mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var magnitude = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends `,` unless `index` is 0: the separator before an array's element `index`.
    mutating func separator(before index: Int) {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
    }
}
