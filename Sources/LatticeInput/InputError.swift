import LatticeDocuments

/// A problem with a command's input, printed as one line:
/// `error: FILE:LINE:COLUMN: what was expected`.
public struct InputError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The same problem as a document error (JSON syntax, invalid CSS).
    public init(_ error: DocumentError) {
        self.init(file: error.file, line: error.line, column: error.column,
                  (error.nodePath.map { $0 + ": " } ?? "") + error.message)
    }

    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text + ": " + message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
