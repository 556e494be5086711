/// A string drawn in lines, as SwiftUI's `Text`, with deterministic metrics
/// (``TextMetrics``: by default each character is 8 wide and a line 16 tall, with
/// its baseline 12 below the line's top).
///
/// Sizing (see ``TextLayout``):
/// - no width proposal (`nil` or infinity): one line per paragraph, its ideal width;
/// - width `w`: lines broken at spaces to fit `w`; the width is the widest line;
/// - width `0`: every word on its own line; the width is the longest word (the minimum);
/// - a word wider than the proposal overflows it: a word never breaks;
/// - a height proposal shorter than the lines truncates them, keeping at least one line.
///
/// Baselines (see ``textBaselines(at:)``): the first line's baseline is at
/// ``TextMetrics/baseline(ofLine:)`` 0 (12 by default), the last shown line's `k`
/// lines of `lineHeight` lower; baseline alignments (``VerticalAlignment/firstTextBaseline``)
/// line them up.
///
/// ```swift
/// Text("Hello world").sizeThatFits(.unspecified)                         // 88 × 16
/// Text("Hello world").sizeThatFits(ProposedSize(width: 60, height: nil)) // 40 × 32
/// ```
public struct Text: GridContent, Hashable {
    /// The string.
    public var string: String
    /// The metrics it is measured and drawn with.
    public var metrics: TextMetrics

    /// Text showing `content` as it is, with default metrics.
    @inlinable
    public init(_ content: String, metrics: TextMetrics = .default) {
        self.string = content
        self.metrics = metrics
    }

    /// Text showing `content` as it is.
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.init(String(content))
    }

    /// Text showing `content` as it is, as SwiftUI's `Text(verbatim:)`.
    @inlinable
    public init(verbatim content: String) {
        self.init(content)
    }

    /// This text with other metrics.
    @inlinable
    public func metrics(_ metrics: TextMetrics) -> Text {
        var text = self
        text.metrics = metrics
        return text
    }

    /// The lines for a width proposal.
    public func layout(width: Double?) -> TextLayout {
        TextLayout(string, metrics: metrics, width: width.flatMap { $0.isInfinite ? nil : $0 })
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let proposal = proposal.sanitized
        let extent = TextLayout.extent(of: string, metrics: metrics, width: proposal.width)
        let lines = TextLayout.visibleLineCount(of: extent.lineCount, lineHeight: metrics.lineHeight,
                                                inHeight: proposal.height)
        return Size(width: extent.width, height: Double(lines) * metrics.lineHeight)
    }

    /// The baselines of the first and last lines shown at `size`: the lines broken at
    /// its width, as many as fit in its height (at least one), each `lineHeight` tall
    /// with its baseline where ``TextMetrics/baseline(ofLine:)`` puts it. `nil` for
    /// an empty string.
    ///
    /// ```swift
    /// Text("Hello world").textBaselines(at: Size(width: 40, height: 32)) // first 12, last 28
    /// ```
    public func textBaselines(at size: Size) -> Baselines? {
        let extent = TextLayout.extent(of: string, metrics: metrics, width: size.width.isFinite ? size.width : nil)
        let lines = TextLayout.visibleLineCount(of: extent.lineCount, lineHeight: metrics.lineHeight, inHeight: size.height)
        return metrics.baselines(lineCount: lines)
    }

    public var gridItemAttributes: GridItemAttributes {
        var attributes = GridItemAttributes()
        // Its longest word and its whole line: the widths at 0 and at no width.
        let minimum = TextLayout.extent(of: string, metrics: metrics, width: 0).width
        let maximum = TextLayout.extent(of: string, metrics: metrics, width: nil).width
        attributes.sizing = ContentSizing(Self.self, .widths(Measure.IntrinsicWidths(minContent: minimum, maxContent: maximum)))
        return attributes
    }

    public func drawing(in frame: Rect) -> Drawing {
        let layout = layout(width: frame.width)
        let count = layout.visibleLineCount(inHeight: frame.height)
        var lines: [TextDrawing.Line] = []
        lines.reserveCapacity(count)
        for (index, line) in layout.lines.prefix(count).enumerated() {
            lines.append(TextDrawing.Line(
                text: line.text,
                frame: Rect(x: frame.x, y: frame.y + Double(index) * metrics.lineHeight,
                            width: line.width, height: metrics.lineHeight)))
        }
        let text = TextDrawing(string: string, lines: lines, metrics: metrics,
                               isTruncated: count < layout.lines.count)
        return Drawing(role: .text, frame: frame, text: text)
    }
}
