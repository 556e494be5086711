import Lattice

/// How to show one node of an engine layout: a label, a colour and text.
///
/// Engine nodes carry only a style and a measure; renderers take the rest from
/// appearances given alongside, one per node in depth-first pre-order (the root
/// first, then its first child and that child's subtree, and so on).
///
/// ```swift
/// let appearances = [
///     NodeAppearance(),                                    // the grid
///     NodeAppearance(label: "Header", color: .blue),
///     NodeAppearance(label: "Body", text: "Lorem ipsum dolor"),
/// ]
/// let scene = RenderScene(node: node, layout: layout, appearances: appearances)
/// ```
public struct NodeAppearance: Hashable, Sendable {
    /// A name shown in the box (when it has no text) and by the terminal renderer.
    public var label: String?
    /// The fill colour; `nil` picks one from ``RenderPalette``.
    public var color: Color?
    /// Text drawn in the box's content box, broken into lines as the leaf's words are.
    public var text: String?

    public init(label: String? = nil, color: Color? = nil, text: String? = nil) {
        self.label = label
        self.color = color
        self.text = text
    }
}

/// Text as the words content of a document leaf, so that the engine (and a
/// browser, given the same words) lays it out the way it is drawn.
///
/// Each word is as wide as its characters at 8 points each, the space that
/// follows it included (the last word has none); lines are 16 points tall, with
/// their baseline 12 below their top (``TextMetrics/default``'s ascent and descent).
///
/// ```swift
/// TextWords("Hello big world").widths // [48, 32, 40]: "Hello ", "big ", "world"
/// ```
public struct TextWords: Hashable, Sendable {
    /// The words as written, with their trailing space.
    public var words: [String]
    /// The width of each word.
    public var widths: [Double]
    /// The height of a line.
    public var lineHeight: Double

    /// The width of one character.
    public static let characterWidth: Double = 8
    /// The height of one line.
    public static let defaultLineHeight: Double = 16

    /// Splits `text` at spaces (runs of white space count as one).
    public init(_ text: String) {
        let pieces = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        var words: [String] = []
        words.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            words.append(index == pieces.count - 1 ? String(piece) : piece + " ")
        }
        self.words = words
        self.widths = words.map { Double($0.count) * Self.characterWidth }
        self.lineHeight = Self.defaultLineHeight
    }

    /// The engine's content for these words: text with baselines.
    public var content: WordsContent {
        WordsContent(widths: widths, lineHeight: lineHeight, font: TextMetrics(lineHeight: lineHeight).font)
    }

    /// The lines at content width `width`, filled greedily as the fixtures'
    /// words are (a word goes on the line if the line plus the word fits).
    public func lines(atWidth width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for (word, wordWidth) in zip(words, widths) {
            if line.isEmpty || lineWidth + wordWidth > width + 1e-9 {
                if !line.isEmpty { lines.append(line) }
                line = word
                lineWidth = wordWidth
            } else {
                line += word
                lineWidth += wordWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
