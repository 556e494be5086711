/// Checks that an error's 1-based line and column (either may be unknown) lie in `bytes`,
/// the text the error is about: at most one line past its last line break, one column
/// past its end. A line break is LF, CR LF, or a CR alone (as YAML counts them, YAML 1.2
/// §5.4; a reader that counts LF only never counts more).
public func checkPosition(line: Int?, column: Int?, in bytes: UnsafeBufferPointer<UInt8>, _ what: String) {
    if let line {
        var lines = 1
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                lines += 1
            }
        }
        require(line >= 1 && line <= lines, "\(what): line \(line) outside the text's \(lines) lines")
    }
    if let column {
        require(column >= 1 && column <= bytes.count + 1, "\(what): column \(column) outside the text's \(bytes.count) bytes")
    }
}
