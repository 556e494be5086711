/// Checks that an error's 1-based line and column (either may be unknown) lie in `bytes`,
/// the text the error is about: at most one line past its last line break, one column
/// past its end. A line break is LF, CR LF, or a CR alone (YAML 1.2 §5.4), or NEL, LS or
/// PS (U+0085, U+2028, U+2029), which libyaml counts too (YAML 1.1); a reader that counts
/// LF only never counts more.
public func checkPosition(line: Int?, column: Int?, in bytes: UnsafeBufferPointer<UInt8>, _ what: String) {
    if let line {
        var lines = 1
        for index in bytes.indices {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == 0x0A || (byte == 0x0D && next != 0x0A) {
                lines += 1
            } else if byte == 0xC2 && next == 0x85 {
                lines += 1
            } else if byte == 0xE2 && next == 0x80 && index + 2 < bytes.count && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) {
                lines += 1
            }
        }
        require(line >= 1 && line <= lines, "\(what): line \(line) outside the text's \(lines) lines")
    }
    if let column {
        require(column >= 1 && column <= bytes.count + 1, "\(what): column \(column) outside the text's \(bytes.count) bytes")
    }
}
