/// A box size: `width`, `height` and their `min-` and `max-` forms.
///
/// For `max-width`/`max-height`, ``auto`` means `none`.
///
/// ```swift
/// style.width = .points(120)
/// style.height = .percent(50)
/// style.minWidth = .minContent
/// ```
public enum BoxDimension: Hashable, Sendable {
    /// `auto` (or `none` for max sizes).
    case auto
    case points(Double)
    case percent(Double)
    case minContent
    case maxContent
    /// The `fit-content` keyword: `min(max-content, max(min-content, available))`.
    case fitContent

    /// The used value of a length or percentage; `nil` for `auto`, the
    /// content keywords, and percentages of an indefinite reference.
    /// Not-a-number and infinite sizes behave as `auto` (`none` for max sizes).
    @inlinable
    public func resolve(against reference: Double?) -> Double? {
        switch self {
        case .points(let value): return value.isFinite ? min(max(value, -largestLength), largestLength) : nil
        case .percent(let value):
            guard let reference, value.isFinite, reference.isFinite else { return nil }
            return percentage(value, of: reference)  // (truncated to 1/64 px, as every percentage)
        case .auto, .minContent, .maxContent, .fitContent: return nil
        }
    }

    /// Whether this is a percentage.
    @inlinable
    public var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }

    /// Whether this is `auto`.
    @inlinable
    public var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }
}
