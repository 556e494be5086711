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
        guard let height, height.isFinite, metrics.lineHeight > 0 else { return lines.count }
        let fitting = Swift.min(Double(lines.count), Swift.max(1, ((height + 1e-9) / metrics.lineHeight).rounded(.down)))
        return fitting.isNaN ? lines.count : Int(fitting)
    }
}
