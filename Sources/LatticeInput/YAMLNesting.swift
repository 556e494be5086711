/// How deep the collections of a YAML text may nest, bounded before the text is parsed.
///
/// Yams composes a document recursively, one level of the stack per collection, so a
/// text of twenty thousand `[` (or `- - - …`) would overflow the stack; the JSON reader
/// rejects nesting past ``maximumDepth`` as it reads, and this does the same for YAML
/// before Yams sees the text.
///
/// The bound is never less than the real depth. At each point of the text it adds the
/// flow collections open there (`[` and `{` where a node can start, outside quoted
/// scalars, comments and block scalars, less the `]` and `}` closing them) to twice the
/// columns the line's block structure takes (its indentation and compact indicators
/// such as `- - `), plus two: a block collection nested in another starts further
/// right, but for a sequence that is a mapping's value, which may start at the
/// mapping's column. A text it rejects has collections nested over 500 levels deep, or
/// a line indented over 255 columns (a grid nested some 60 levels deep in block style).
enum YAMLNesting {
    /// Deeper nesting is rejected rather than risking the stack (as ``JSONReader`` does).
    static let maximumDepth = 512

    /// The line and column (from 1, in characters) where the bound first passes
    /// ``maximumDepth``, or `nil` when it never does.
    static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var scanner = Scanner()
        var lineNumber = 1
        var line: [Unicode.Scalar] = []
        var afterReturn = false
        // Lines end at a line feed, a carriage return, or both, and at NEL, LS and PS,
        // which libyaml (YAML 1.1) takes as line breaks too.
        for character in text.unicodeScalars {
            if character == "\n" && afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = character == "\r"
            if "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains(character) {
                if let column = scanner.scan(line) { return (lineNumber, column) }
                lineNumber += 1
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(character)
            }
        }
        return scanner.scan(line).map { (lineNumber, $0) }
    }

    /// The scanner's state from one line to the next.
    private struct Scanner {
        /// The quote of a quoted scalar that goes on past the line, if any.
        var quote: Unicode.Scalar?
        var flowDepth = 0
        /// Twice the columns of the block structure of the line the open collections
        /// started on, plus two.
        var blockBound = 2
        /// The structure's columns on the line that started a block scalar, while in
        /// one: its content is the lines indented further.
        var blockScalarIndent: Int?

        /// Scans one line (without its line break); returns the column (from 1) where
        /// the bound passes ``maximumDepth``, if it does.
        mutating func scan(_ line: [Unicode.Scalar]) -> Int? {
            let indent = line.prefix { $0 == " " }.count
            if let parent = blockScalarIndent {
                if indent == line.count || indent > parent { return nil }
                blockScalarIndent = nil
            }
            let structure = line.prefix { " \t-?:".unicodeScalars.contains($0) }.count
            if quote == nil && flowDepth == 0 {
                blockBound = 2 * structure + 2
                // (Past the column of the structure where the bound passes the maximum.)
                if blockBound > YAMLNesting.maximumDepth { return YAMLNesting.maximumDepth / 2 }
            }
            // Whether a node can start here: at the line's first character that is not a
            // space, and after an indicator (a `[` or `{` that opened a collection, a `,`
            // in one, a `-`, `?` or `:` followed by a space, and any `:` in one).
            var nodeCanStart = true
            var index = 0
            while index < line.count {
                let character = line[index]
                defer { index += 1 }
                if let open = quote {
                    if open == "\"" && character == "\\" {
                        index += 1
                    } else if character == open {
                        if open == "'" && index + 1 < line.count && line[index + 1] == "'" { index += 1 } else { quote = nil }
                    }
                    nodeCanStart = false
                    continue
                }
                if character == " " || character == "\t" { continue }
                let canStartHere = nodeCanStart
                nodeCanStart = false
                if character == "#" && (index == 0 || line[index - 1] == " " || line[index - 1] == "\t") {
                    return nil
                } else if (character == "\"" || character == "'") && canStartHere {
                    quote = character
                } else if (character == "[" || character == "{")
                            && (canStartHere || flowDepth > 0 || (index > 0 && (line[index - 1] == " " || line[index - 1] == "\t"))) {
                    // (After a space too: a node's anchor or tag may come before it.)
                    flowDepth += 1
                    if blockBound + flowDepth > YAMLNesting.maximumDepth { return index + 1 }
                    nodeCanStart = true
                } else if (character == "]" || character == "}") && flowDepth > 0 {
                    flowDepth -= 1
                } else if (character == "|" || character == ">") && canStartHere && flowDepth == 0 {
                    // Its content is indented further than its parent, which starts at
                    // the line's structure or before it.
                    blockScalarIndent = structure
                    return nil
                } else if character == "," && flowDepth > 0 {
                    nodeCanStart = true
                } else if character == "-" || character == "?" || character == ":" {
                    let followedBySpace = index + 1 == line.count || line[index + 1] == " " || line[index + 1] == "\t"
                    nodeCanStart = followedBySpace || (character == ":" && flowDepth > 0)
                }
            }
            return nil
        }
    }
}
