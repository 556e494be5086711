import Lattice
import LatticeRender
import LatticeGallery
import Yams

/// Reads the YAML form of a grid document (Examples/README.md).
///
/// ```yaml
/// title: Two columns
/// available: {width: 400, height: 300}
/// grid:
///   grid-template-columns: 100px 1fr
///   gap: 10
///   children:
///     - {label: Side, color: teal}
///     - {text: Lorem ipsum dolor sit amet}
/// ```
///
/// - A node is a mapping. Its keys are CSS property names (as in the fixtures'
///   `style`) plus `label`, `color`, `text`, `size`, `content` and `children`.
/// - A node with `children` is a grid: `display: grid` unless it says otherwise.
/// - A bare number is in pixels for lengths (`width: 40`, `padding: 4 8`, `gap: 10`).
/// - `grid-template-areas` may be a list of rows (`["a a", "b c"]`).
/// - `size: 40x30` (or `[40, 30]`) sets `width` and `height`.
/// - `text` is drawn in the box and sized as words of 8 px per character, lines of 16 px.
public enum YAMLDocumentReader {
    static let nodeKeys = ["label", "color", "text", "size", "content", "children"]

    /// The document in `text`, from the file at `path` (for errors and the document's name).
    ///
    /// - Throws: ``InputError`` at the line and column of the problem.
    public static func read(_ text: String, path: String) throws -> StyledDocument {
        if let (line, column) = YAMLNesting.firstTooDeep(in: text) {
            throw InputError(file: path, line: line, column: column,
                             "YAML: collections nested too deep (over \(YAMLNesting.maximumDepth) levels, or indented over \(YAMLNesting.maximumDepth / 2 - 1) columns)")
        }
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, path: path, text: text)
        }
        guard let root, let top = root.mapping else {
            // (A root node's mark can be the end of the text: placed as syntax errors are.)
            let (line, column) = positionInText(line: root?.mark?.line ?? 1, column: root?.mark?.column ?? 1, text)
            throw InputError(file: path, line: line, column: column,
                             "expected a mapping with a \"grid\" key (the root node)")
        }
        let reader = Reader(path: path, nodeBudget: NodeBudget(text))
        var title: String?
        var available = AvailableSize(width: .definite(800), height: .definite(600))
        var grid: StyledNode?
        for (key, value) in top {
            switch try reader.key(key) {
            case "title": title = try reader.string(value, "a title")
            case "name": _ = try reader.string(value, "a name")
            case "available": available = try reader.available(value)
            case "grid", "root": grid = try reader.node(value)
            case let other:
                throw reader.error(at: key, "unknown key '\(other)': expected title, available or grid")
            }
        }
        guard let grid else {
            throw InputError(file: path, line: root.mark?.line ?? 1, column: root.mark?.column ?? 1,
                             "expected a \"grid\" key: the root node")
        }
        let stem = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? "document"
        return StyledDocument(name: stem, title: title ?? stem, available: available, root: grid, path: path)
    }

    /// A one-line error from a YAML syntax error in `text`, at its line and column.
    static func syntaxError(_ error: YamlError, path: String, text: String) -> InputError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { " (\($0.text))" } ?? ""
            let (line, column) = positionInText(line: mark.line, column: mark.column, text)
            return InputError(file: path, line: line, column: column, "YAML: \(problem)\(detail)")
        case let .reader(problem, _, _, _):
            return InputError(file: path, "YAML: \(problem)")
        default:
            return InputError(file: path, "YAML: \(error)")
        }
    }
}

extension YAMLDocumentReader {
    /// A 1-based `line` and `column` of libyaml's in `text`: at the end of a text whose
    /// last line has no line break, libyaml reports the line after it, column 1, which
    /// is the end of the last line (its length plus one). Line breaks as YAML counts
    /// them: LF, CR LF, or CR alone.
    static func positionInText(line: Int, column: Int, _ text: String) -> (line: Int, column: Int) {
        var lines = 1
        var lastLineLength = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A {
                if previous != 0x0D { lines += 1 }
                lastLineLength = 0
            } else if byte == 0x0D {
                lines += 1
                lastLineLength = 0
            } else if byte & 0xC0 != 0x80 {
                lastLineLength += 1
            }
            previous = byte
        }
        guard line > lines else { return (line, column) }
        return (lines, lastLineLength + 1)
    }
}

/// How many nodes a YAML text may make: as many as it can hold written out (each
/// takes two characters at least, `{}`), and 100,000 at least. Aliases (`*name`) repeat
/// the node they name, so a few hundred characters could otherwise make billions.
private final class NodeBudget {
    let limit: Int
    private var count = 0

    init(_ text: String) { limit = max(100_000, text.utf8.count / 2) }

    /// Counts one more node; false past the limit.
    func spend() -> Bool {
        count += 1
        return count <= limit
    }
}

/// Turns YAML nodes into document values, with errors at their place.
private struct Reader {
    let path: String
    let nodeBudget: NodeBudget

    /// Properties whose bare numbers are pixels.
    static let lengthProperties: Set<String> = [
        "width", "height", "min-width", "min-height", "max-width", "max-height",
        "margin", "margin-top", "margin-right", "margin-bottom", "margin-left",
        "padding", "padding-top", "padding-right", "padding-bottom", "padding-left",
        "border", "border-width", "border-top", "border-right", "border-bottom", "border-left",
        "border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
        "gap", "row-gap", "column-gap", "grid-gap", "grid-row-gap", "grid-column-gap",
        "inset", "top", "right", "bottom", "left",
    ]

    func error(at node: Yams.Node, _ message: String, offset: Int = 0) -> InputError {
        InputError(file: path, line: node.mark?.line, column: node.mark.map { $0.column + offset }, message)
    }

    func key(_ node: Yams.Node) throws -> String {
        guard let key = node.scalar?.string else { throw error(at: node, "expected a key name") }
        return key
    }

    func string(_ node: Yams.Node, _ what: String) throws -> String {
        guard let scalar = node.scalar else { throw error(at: node, "expected \(what) (text)") }
        return scalar.string
    }

    func number(_ node: Yams.Node, _ what: String) throws -> Double {
        guard let text = node.scalar?.string, let value = Self.pixels(text), value.isFinite else {
            throw error(at: node, "expected \(what): a number of pixels")
        }
        return value
    }

    /// `40`, `40px` → 40.
    static func pixels(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        return Double(trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed)
    }

    func available(_ node: Yams.Node) throws -> AvailableSize {
        guard let mapping = node.mapping else {
            throw error(at: node, "expected {width: …, height: …} (numbers, max-content or min-content)")
        }
        var size = AvailableSize(width: .definite(800), height: .definite(600))
        for (key, value) in mapping {
            let name = try self.key(key)
            guard name == "width" || name == "height" else {
                throw error(at: key, "unknown key '\(name)' in available: expected width or height")
            }
            let space: AvailableSpace
            switch value.scalar?.string.trimmingSpaces {
            case "max-content": space = .maxContent
            case "min-content": space = .minContent
            default:
                guard let text = value.scalar?.string, let number = Self.pixels(text), number.isFinite, number >= 0 else {
                    throw error(at: value, "expected available \(name): a number of pixels, max-content or min-content")
                }
                space = .definite(number)
            }
            if name == "width" { size.width = space } else { size.height = space }
        }
        return size
    }

    func node(_ node: Yams.Node) throws -> StyledNode {
        guard let mapping = node.mapping else {
            throw error(at: node, "expected a node: a mapping of CSS properties, label, color, text, size and children")
        }
        guard nodeBudget.spend() else {
            throw error(at: node, "more than \(nodeBudget.limit) nodes: aliases (*name) repeat the node they name")
        }
        var result = StyledNode()
        var size: (width: String, height: String)?
        for (key, value) in mapping {
            let name = try self.key(key)
            switch name {
            case "label": result.label = try string(value, "a label")
            case "text": result.text = try string(value, "text")
            case "color": result.color = try color(value)
            case "size": size = try self.size(value)
            case "content": result.content = try content(value)
            case "children":
                guard let sequence = value.sequence else {
                    throw error(at: value, "expected children: a list of nodes")
                }
                result.children = try sequence.map { try self.node($0) }
            default:
                let css = try cssText(name, value)
                var style = Style()
                do {
                    try style.apply(property: name, value: css.text)
                } catch {
                    if error.message == CSSParseError.unknownPropertyMessage {
                        throw self.error(at: key, "unknown property '\(name)': expected a CSS property or one of "
                                         + YAMLDocumentReader.nodeKeys.joined(separator: ", "))
                    }
                    let offset = css.exact ? error.offset : 0
                    throw self.error(at: value, "\(name): invalid value \"\(css.text)\": \(error.message)",
                                     offset: css.valueColumnOffset + offset)
                }
                result.style[name] = css.text
            }
        }
        if let size {
            if result.style["width"] == nil { result.style["width"] = size.width }
            if result.style["height"] == nil { result.style["height"] = size.height }
        }
        if !result.children.isEmpty && result.style["display"] == nil {
            result.style["display"] = "grid"
        }
        return result
    }

    /// The CSS text of a property's value; `exact` when it is the scalar as written
    /// (so parser offsets are columns from the value's start).
    func cssText(_ name: String, _ value: Yams.Node) throws -> (text: String, exact: Bool, valueColumnOffset: Int) {
        if let sequence = value.sequence, name == "grid-template-areas" {
            let rows = try sequence.map { try string($0, "a row of area names") }
            return (rows.map { "\"\($0)\"" }.joined(separator: " "), false, 0)
        }
        guard let scalar = value.scalar else {
            throw error(at: value, "expected CSS text for '\(name)'")
        }
        var text = scalar.string
        var exact = scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        exact = exact && !text.contains("\n")
        if Self.lengthProperties.contains(name) {
            let tokens = text.split(separator: " ", omittingEmptySubsequences: true)
            if tokens.contains(where: { Double($0) != nil && Double($0) != 0 }) {
                text = tokens.map { Double($0) != nil ? $0 + "px" : String($0) }.joined(separator: " ")
                exact = false
            }
        }
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        return (text, exact, quoted ? 1 : 0)
    }

    /// A colour: a SwiftUI name (`red`, `teal`, …), `#RGB` or `#RRGGBB`.
    func color(_ node: Yams.Node) throws -> Color {
        let message = "expected a colour: a name (" + Color.named.map(\.0).joined(separator: ", ") + ") or #RRGGBB"
        guard let text = node.scalar?.string.trimmingSpaces.lowercased() else { throw error(at: node, message) }
        if text.isEmpty || text == "null" || text == "~" {
            throw error(at: node, message + " (quote it: an unquoted # starts a YAML comment)")
        }
        if let named = Color.named.first(where: { $0.0 == text }) { return named.1 }
        if text == "transparent" || text == "none" { return .clear }
        guard text.hasPrefix("#") else { throw error(at: node, message) }
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6, let value = Int(String(digits), radix: 16) else { throw error(at: node, message) }
        return Color(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                     blue: Double(value & 0xFF) / 255)
    }

    /// `40x30`, `40 x 30` or `[40, 30]` as CSS widths and heights.
    func size(_ node: Yams.Node) throws -> (width: String, height: String) {
        let message = "expected a size: WIDTHxHEIGHT in pixels (40x30) or [40, 30]"
        var parts: [String]
        if let sequence = node.sequence {
            parts = try sequence.map { try string($0, "a length") }
        } else if let text = node.scalar?.string {
            parts = text.lowercased().split(separator: "x").map { String($0) }
        } else {
            throw error(at: node, message)
        }
        parts = parts.map(\.trimmingSpaces)
        guard parts.count == 2, let width = Self.pixels(parts[0]), let height = Self.pixels(parts[1]),
              width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw error(at: node, message)
        }
        return ("\(LayoutJSON.number(width))px", "\(LayoutJSON.number(height))px")
    }

    /// The fixture format's `{words: [...], lineHeight: n}`.
    func content(_ node: Yams.Node) throws -> WordsContent {
        guard let mapping = node.mapping else {
            throw error(at: node, "expected content: {words: [widths…], lineHeight: height}")
        }
        var words: [Double]?
        var lineHeight: Double?
        for (key, value) in mapping {
            switch try self.key(key) {
            case "words":
                guard let sequence = value.sequence else { throw error(at: value, "expected words: a list of widths") }
                words = try sequence.map { try number($0, "a word width") }
            case "lineHeight", "line-height": lineHeight = try number(value, "a line height")
            case let other: throw error(at: key, "unknown key '\(other)' in content: expected words or lineHeight")
            }
        }
        guard let words, let lineHeight else {
            throw error(at: node, "expected content: {words: [widths…], lineHeight: height}")
        }
        return WordsContent(widths: words, lineHeight: lineHeight)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
