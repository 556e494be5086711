/// The deterministic font metrics of ``Text``: every character is equally wide.
///
/// ```swift
/// let big = TextMetrics(characterWidth: 20, lineHeight: 40)
/// Text("12").metrics(big).sizeThatFits(.unspecified) // 40 × 40
/// ```
public struct TextMetrics: Hashable, Sendable {
    /// The advance of every character (a grapheme cluster), spaces included.
    public var characterWidth: Double
    /// The height of a line.
    public var lineHeight: Double

    /// Metrics with negative, NaN or infinite values replaced by 0.
    @inlinable
    public init(characterWidth: Double = 8, lineHeight: Double = 16) {
        self.characterWidth = ProposedSize.finiteLength(characterWidth)
        self.lineHeight = ProposedSize.finiteLength(lineHeight)
    }

    /// 8 points per character, 16-point lines.
    public static let `default` = TextMetrics()
}
