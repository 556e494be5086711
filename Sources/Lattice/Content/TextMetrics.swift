/// The deterministic font metrics of ``Text``: every character is equally wide,
/// every line equally tall, and the font's ascent and descent place the baseline
/// in each line.
///
/// The default metrics: characters 8 wide, lines 16 tall, ascent 12 and descent 4.
/// A line's baseline is half the leading (the line height less ascent and descent,
/// halved and rounded down to a whole point) plus the ascent from the line's top, as
/// the engine's ``FontMetrics/baseline(inLineOf:)`` places it; line `k` (from 0)
/// starts at `k × lineHeight`:
///
/// | metrics | first baseline | baseline of line `k` |
/// |---|---:|---:|
/// | default: line 16, ascent 12, descent 4 | 0 + 12 = 12 | 16k + 12 |
/// | line 28, ascent 21, descent 7 (sizes × 1.75) | 0 + 21 = 21 | 28k + 21 |
/// | line 20, ascent 12, descent 4 | (20 − 16) / 2 + 12 = 14 | 20k + 14 |
///
/// Without an ascent and descent, they are ¾ and ¼ of the line height: a font as
/// tall as its lines, like the default.
///
/// ```swift
/// let big = TextMetrics(characterWidth: 20, lineHeight: 40)
/// Text("12").metrics(big).sizeThatFits(.unspecified) // 40 × 40
/// big.baseline(ofLine: 0)                            // 30: ascent 30, descent 10
/// ```
public struct TextMetrics: Hashable, Sendable {
    /// The advance of every character (a grapheme cluster), spaces included.
    public var characterWidth: Double
    /// The height of a line.
    public var lineHeight: Double
    /// How far the font reaches above its baseline.
    public var ascent: Double
    /// How far the font reaches below its baseline.
    public var descent: Double

    /// Metrics with negative, NaN or infinite values replaced by 0; `ascent` and
    /// `descent` default to ¾ and ¼ of `lineHeight`.
    @inlinable
    public init(characterWidth: Double = 8, lineHeight: Double = 16, ascent: Double? = nil, descent: Double? = nil) {
        self.characterWidth = ProposedSize.finiteLength(characterWidth)
        self.lineHeight = ProposedSize.finiteLength(lineHeight)
        self.ascent = ProposedSize.finiteLength(ascent ?? self.lineHeight * 3 / 4)
        self.descent = ProposedSize.finiteLength(descent ?? self.lineHeight / 4)
    }

    /// 8 points per character, 16-point lines, ascent 12, descent 4.
    public static let `default` = TextMetrics()

    /// The font's ascent and descent, as the engine takes them.
    @inlinable
    public var font: FontMetrics { FontMetrics(ascent: ascent, descent: descent) }

    /// The baseline of line `line` (from 0), from the top of the first line.
    @inlinable
    public func baseline(ofLine line: Int) -> Double {
        Double(line) * lineHeight + font.baseline(inLineOf: lineHeight)
    }

    /// The first and last baselines of `lineCount` lines; `nil` without a line.
    @inlinable
    public func baselines(lineCount: Int) -> Baselines? {
        lineCount > 0 ? Baselines(first: baseline(ofLine: 0), last: baseline(ofLine: lineCount - 1)) : nil
    }
}
