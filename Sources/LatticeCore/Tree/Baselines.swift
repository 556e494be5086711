// CSS Box Alignment 3 §9.1: the baselines of a box, and of text laid out in lines.

/// A box's first and last baselines: distances from the top of its box to the
/// alphabetic baseline of its first and of its last line of text.
///
/// A measure function reports them from the top of its content box (see
/// ``Measure/baselines``); a grid container's layout from the top of its border box
/// (see ``NodeLayout/baselines``). A box without a line of text has none: a grid then
/// synthesizes one at the bottom edge of its border box (CSS Box Alignment 3 §9.1).
///
/// ```swift
/// let label = Baselines(first: 13, last: 33)   // two lines of 20 px
/// ```
public struct Baselines: Hashable, Sendable {
    public var first: Double
    public var last: Double

    @inlinable
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }

    /// These baselines as the engine takes a measure's answer (as it takes its sizes,
    /// see ``Measure/callAsFunction(_:)``): none when either is not a number or
    /// infinite, each beyond ``largestLength`` either way at that length.
    var sanitized: Baselines? {
        guard first.isFinite, last.isFinite else { return nil }
        return Baselines(first: min(max(first, -largestLength), largestLength),
                         last: min(max(last, -largestLength), largestLength))
    }
}

/// The vertical metrics of a font at one size: how far its glyphs reach above and
/// below their baseline. With a line height they place the baseline in a line box.
///
/// ```swift
/// FontMetrics.ahem.baseline(inLineOf: 20)   // 13: half-leading 5, then the ascent 8
/// ```
public struct FontMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double

    @inlinable
    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }

    /// The Ahem font at 10 px, every glyph a 10 px square: ascent 8, descent 2 (the
    /// text model of the test fixtures).
    public static let ahem = FontMetrics(ascent: 8, descent: 2)

    /// The baseline of a line box `lineHeight` tall, from its top: half the leading
    /// (the line height less ascent and descent) rounded down to a whole pixel, as
    /// Chromium places it (also when negative), then the ascent (CSS Inline 3 §5.3).
    @inlinable
    public func baseline(inLineOf lineHeight: Double) -> Double {
        ((lineHeight - ascent - descent) / 2).rounded(.down) + ascent
    }
}
