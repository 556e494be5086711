import LatticeCore

/// A decoded tree as text, to read a failing input and write its regression test: the
/// space, then each node indented by depth with its style's properties that differ from
/// the default (as Swift prints them) and its content.
///
/// ```text
/// available: definite(800.0) × maxContent
/// - display: grid, gridRow: GridPlacement(start: .line(2), end: .auto)
///   - width: points(40.0); words [30.0, 20.0] line 10.0 font ahem
/// ```
extension TreeCoding {
    var description: String {
        var lines = ["available: \(available.width) × \(available.height)"]
        func visit(_ node: TreeNode, depth: Int) {
            let defaults = Mirror(reflecting: Style()).children.map { String(describing: $0.value) }
            var properties: [String] = []
            for (index, child) in Mirror(reflecting: node.style).children.enumerated() {
                let value = String(describing: child.value)
                if value != defaults[index] { properties.append("\(child.label ?? "?"): \(value)") }
            }
            var text = String(repeating: "  ", count: depth) + "- " + properties.joined(separator: ", ")
            switch node.content {
            case .words(let words):
                text += "; words \(words.widths) line \(words.lineHeight)" + (words.font.map { " font \($0)" } ?? "")
            case .box(let width, let height, let intrinsic):
                text += "; box \(width) × \(height)" + (intrinsic.map { " intrinsic \($0.minContent)…\($0.maxContent)" } ?? "")
            case nil:
                break
            }
            lines.append(text)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}
