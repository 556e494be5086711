/// Lines of text broken at spaces, with deterministic metrics.
///
/// Paragraphs are separated by `"\n"`; runs of spaces collapse to one space and
/// spaces at the start and end of a paragraph are dropped. A paragraph breaks
/// at spaces only: a word longer than the width sits alone on its line.
///
/// ```swift
/// let layout = TextLayout("a bb ccc", metrics: .default, width: 50)
/// layout.lines.map(\.text) // ["a bb", "ccc"]
/// ```
public struct TextLayout: Hashable, Sendable {
    /// One laid-out line: its text and width.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var width: Double
    }

    public var lines: [Line]
    public var metrics: TextMetrics

    /// Lays out `string` in `width` (`nil` or infinity: no soft wraps).
    public init(_ string: String, metrics: TextMetrics, width: Double?) {
        self.metrics = metrics
        let limit = width.map { $0.isNaN ? 0 : $0 } ?? .infinity
        var lines: [Line] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ")
            if words.isEmpty {
                lines.append(Line(text: "", width: 0))
                continue
            }
            var text = ""
            var count = 0
            for word in words {
                let wordCount = word.count
                if count == 0 {
                    text = String(word)
                    count = wordCount
                } else if Double(count + 1 + wordCount) * metrics.characterWidth <= limit + 1e-9 {
                    text += " "
                    text += word
                    count += 1 + wordCount
                } else {
                    lines.append(Line(text: text, width: Double(count) * metrics.characterWidth))
                    text = String(word)
                    count = wordCount
                }
            }
            lines.append(Line(text: text, width: Double(count) * metrics.characterWidth))
        }
        if string.isEmpty { lines = [] }
        self.lines = lines
    }

    /// The widest line.
    public var width: Double { lines.reduce(0) { Swift.max($0, $1.width) } }

    /// All lines stacked.
    public var height: Double { Double(lines.count) * metrics.lineHeight }

    /// The number of lines that fit in `height` (`nil`: all), at least one.
    public func visibleLineCount(inHeight height: Double?) -> Int {
        Self.visibleLineCount(of: lines.count, lineHeight: metrics.lineHeight, inHeight: height)
    }

    /// How many of `count` lines of `lineHeight` fit in `height` (`nil`: all), at least one.
    static func visibleLineCount(of count: Int, lineHeight: Double, inHeight height: Double?) -> Int {
        guard let height, height.isFinite, lineHeight > 0 else { return count }
        let fitting = Swift.min(Double(count), Swift.max(1, ((height + 1e-9) / lineHeight).rounded(.down)))
        return fitting.isNaN ? count : Int(fitting)
    }

    /// The width and the number of lines of `TextLayout(string, metrics:, width:)`,
    /// worked out without making the lines' strings (a grid measures each text
    /// several times per layout).
    static func extent(of string: String, metrics: TextMetrics, width: Double?)
        -> (width: Double, lineCount: Int) {
        let limit = width.map { $0.isNaN ? 0 : $0 } ?? .infinity
        var widest = 0.0
        var lineCount = 0
        // The current paragraph: characters on its last line so far (0 before its
        // first word), whether it has a word, and the characters of the word being read.
        var lineCharacters = 0
        var hasWord = false
        var wordCharacters = 0
        func endLine() {
            widest = Swift.max(widest, Double(lineCharacters) * metrics.characterWidth)
            lineCount += 1
        }
        func endWord() {
            guard wordCharacters > 0 else { return }
            if !hasWord {
                lineCharacters = wordCharacters
                hasWord = true
            } else if Double(lineCharacters + 1 + wordCharacters) * metrics.characterWidth <= limit + 1e-9 {
                lineCharacters += 1 + wordCharacters
            } else {
                endLine()
                lineCharacters = wordCharacters
            }
            wordCharacters = 0
        }
        func endParagraph() {
            endWord()
            if hasWord { endLine() } else { lineCount += 1 }  // (an empty line, 0 wide)
            lineCharacters = 0
            hasWord = false
        }
        if string.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: a byte is a character, but for "\r\n", one character (neither a
            // line break nor a space: counted at its "\r").
            var previous: UInt8 = 0
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\n") where previous != UInt8(ascii: "\r"): endParagraph()
                case UInt8(ascii: "\n"): break
                case UInt8(ascii: " "): endWord()
                default: wordCharacters += 1
                }
                previous = byte
            }
        } else {
            for character in string {
                if character == "\n" {
                    endParagraph()
                } else if character == " " {
                    endWord()
                } else {
                    wordCharacters += 1
                }
            }
        }
        endParagraph()
        return string.isEmpty ? (0, 0) : (widest, lineCount)
    }
}
