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

    /// Metrics with negative or NaN values clamped to 0.
    @inlinable
    public init(characterWidth: Double = 8, lineHeight: Double = 16) {
        self.characterWidth = ProposedSize.clampLength(characterWidth)
        self.lineHeight = ProposedSize.clampLength(lineHeight)
    }

    /// 8 points per character, 16-point lines.
    public static let `default` = TextMetrics()
}
