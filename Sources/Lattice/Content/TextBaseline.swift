/// Which line of a view's text a baseline alignment guide follows:
/// ``VerticalAlignment/firstTextBaseline`` the first line's, ``VerticalAlignment/lastTextBaseline``
/// the last line's.
///
/// ```swift
/// VerticalAlignment.firstTextBaseline.textBaseline   // .first
/// VerticalAlignment.top.textBaseline                 // nil
/// ```
public enum TextBaseline: Hashable, Sendable {
    case first
    case last

    /// This baseline of `baselines`.
    @inlinable
    public func value(in baselines: Baselines) -> Double {
        self == .first ? baselines.first : baselines.last
    }
}
