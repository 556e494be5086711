/// Why a ``GridDocument`` could not be read or turned into a ``Node`` tree.
///
/// Its ``description`` is one line that names the file and the place:
///
/// ```text
/// fixtures/taffy/grid_gap.json:1:245: expected ',' or '}' in an object
/// fixtures/taffy/grid_gap.json: root/children[2]: grid-column: invalid value "2 / spam"
/// ```
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The file or folder could not be read.
        case unreadable
        /// The file is not JSON, or not in the document format.
        case malformed
        /// A node's style was rejected by the CSS parser.
        case invalidStyle
    }

    public var kind: Kind
    /// The file, as given when reading it.
    public var file: String
    /// The 1-based line and column of the error in the file, when known.
    public var line: Int?
    public var column: Int?
    /// The node the error is about, like `root/children[2]`, when known.
    public var nodePath: String?
    /// What is wrong, without the file and position.
    public var message: String

    public init(kind: Kind, file: String, line: Int? = nil, column: Int? = nil, nodePath: String? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.nodePath = nodePath
        self.message = message
    }

    public var description: String {
        var text = file
        if let line, let column { text += ":\(line):\(column)" }
        text += ": "
        if let nodePath { text += nodePath + ": " }
        // One line, whatever the message holds.
        text += message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return text
    }
}
