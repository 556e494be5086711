import LatticeCore
import LatticeDocuments

/// A fixture document in the YAML form `lattice` reads (README, "The YAML form"), block
/// style, with every CSS value a double-quoted string, words as `content`, and a
/// colour on every fifth node (the form has no fonts: words keep their widths only).
enum YAMLWriter {
    static func text(of document: GridDocument) -> String {
        var lines = ["title: \(quoted(document.name))",
                     "available: {width: \(space(document.available.width)), height: \(space(document.available.height))}",
                     "grid:"]
        var counter = 0
        lines += mapping(document.root, indent: 2, counter: &counter)
        return lines.joined(separator: "\n") + "\n"
    }

    private static let colors = ["teal", "\"#FF8800\"", "\"#abc\"", "red", "purple"]

    /// The lines of `node` as a mapping at `indent` spaces (`{}` for an empty one).
    private static func mapping(_ node: DocumentNode, indent: Int, counter: inout Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for (name, value) in node.style.sorted(by: { $0.key < $1.key }) {
            lines.append(pad + name + ": " + quoted(value))
        }
        if counter % 5 == 0 { lines.append(pad + "color: " + colors[(counter / 5) % colors.count]) }
        counter += 1
        if let content = node.content {
            let words = content.widths.map(number).joined(separator: ", ")
            lines.append(pad + "content: {words: [\(words)], lineHeight: \(number(content.lineHeight))}")
        }
        if !node.children.isEmpty {
            lines.append(pad + "children:")
            for child in node.children {
                var item = mapping(child, indent: indent + 4, counter: &counter)
                // "- " in place of the first line's last two spaces of indentation.
                item[0] = pad + "  - " + item[0].dropFirst(indent + 4)
                lines += item
            }
        }
        return lines.isEmpty ? [pad + "{}"] : lines
    }

    private static func space(_ space: AvailableSpace) -> String {
        switch space {
        case .definite(let value): number(value)
        case .minContent: "min-content"
        case .maxContent: "max-content"
        }
    }

    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
