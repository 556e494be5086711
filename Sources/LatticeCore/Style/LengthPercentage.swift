/// The largest length the engine lays out with, in points: larger (and smaller
/// negative) lengths are clamped to it, as browsers clamp theirs, so that sums of
/// lengths stay finite. So are a measure's sizes and baselines, a percentage
/// resolved, an `aspect-ratio` (kept between its inverse and it) and a size
/// transferred through one, and the frames of the layout.
public let largestLength: Double = 1_000_000_000

/// A length in points or a percentage of a reference length (CSS `<length-percentage>`).
///
/// Percentages are written as in CSS: `.percent(50)` is `50%`.
///
/// ```swift
/// let gap: LengthPercentage = .points(10)      // 10px
/// let inset: LengthPercentage = .percent(25)   // 25%
/// ```
public enum LengthPercentage: Hashable, Sendable {
    case points(Double)
    case percent(Double)

    /// `0px`.
    public static let zero = LengthPercentage.points(0)

    /// The used value: points as they are; a percentage of `reference`, or
    /// `nil` when the reference is indefinite.
    ///
    /// A percentage is truncated to 1/64 px, as browsers resolve it in their
    /// fixed-point layout units (`LayoutUnit` in Chrome): 2% of 55.5 is 1.109375.
    ///
    /// Not-a-number and infinite lengths resolve as zero: the engine never lays out
    /// with them (the CSS parser rejects them outright).
    @inlinable
    public func resolve(against reference: Double?) -> Double? {
        switch self {
        case .points(let value): return value.isFinite ? min(max(value, -largestLength), largestLength) : 0
        case .percent(let value):
            return reference.map { percentage(value, of: $0) }
        }
    }

    /// The used value, with an indefinite percentage resolving to zero
    /// (CSS: percentage padding, border and gaps against an indefinite size).
    @inlinable
    public func resolveOrZero(against reference: Double?) -> Double {
        resolve(against: reference) ?? 0
    }

    /// Whether this is a percentage.
    @inlinable
    public var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }
}

/// A length, a percentage or `auto` (CSS `<length-percentage> | auto`): margins and insets.
public enum LengthPercentageAuto: Hashable, Sendable {
    case points(Double)
    case percent(Double)
    case auto

    /// `0px`.
    public static let zero = LengthPercentageAuto.points(0)

    /// The used value; `nil` for `auto` or for a percentage of an indefinite reference.
    /// Not-a-number and infinite lengths resolve as zero.
    @inlinable
    public func resolve(against reference: Double?) -> Double? {
        switch self {
        case .points(let value): return value.isFinite ? min(max(value, -largestLength), largestLength) : 0
        case .percent(let value):
            return reference.map { percentage(value, of: $0) }
        case .auto: return nil
        }
    }

    /// Whether this is `auto`.
    @inlinable
    public var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }
}

/// `value`% of `reference`, truncated toward zero to 1/64 px (browsers' fixed-point
/// layout unit), clamped to ±``largestLength``; 0 for non-finite input.
@usableFromInline
func percentage(_ value: Double, of reference: Double) -> Double {
    guard value.isFinite, reference.isFinite else { return 0 }
    let exact = min(max(reference * value / 100, -largestLength), largestLength)
    return (exact * 64).rounded(.towardZero) / 64
}
