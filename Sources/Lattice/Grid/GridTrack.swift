/// The size of one track of a grid (exyte's `GridTrack`), and every CSS track
/// sizing function beyond it.
///
/// How each maps onto CSS Grid (https://www.w3.org/TR/css-grid-2/#track-sizing):
/// - ``pt(_:)`` `n` is `n px`: a fixed track.
/// - ``fr(_:)`` `n` is `minmax(0, n fr)`: a share of the space left by the other
///   tracks, with no content minimum (as in exyte: content never widens it). As
///   in exyte, flexible tracks always fill the space left: factors that sum to
///   less than 1 are scaled up to sum to 1 (`[.fr(0.5)]` fills the grid, where
///   CSS, and `CSSGrid`, would fill half of it).
/// - ``fit`` is `max-content`: as large as the largest ideal size of its items
///   (``Grid/gridFitSizing(_:)`` measures them as exyte did).
/// - ``auto``, ``minContent``, ``maxContent``, ``percent(_:)`` (`50` is `50%`),
///   ``fitContent(_:)`` and ``minmax(_:_:)`` are their CSS namesakes.
/// - ``repeat(_:_:)`` is `repeat()`: a count, `auto-fill` or `auto-fit`.
///
/// An integer literal in place of a track list means that many `.fr(1)` tracks:
///
/// ```swift
/// Grid(tracks: 3) { … }                                   // 1fr 1fr 1fr
/// Grid(tracks: [.pt(50), .fr(1), .fit]) { … }            // 50px minmax(0, 1fr) max-content
/// Grid(tracks: [.repeat(.autoFill, [.minmax(.pt(100), .fr(1))])]) { … }
/// ```
///
/// Invalid CSS combinations are repaired, never trapped on: a flexible minimum
/// in ``minmax(_:_:)`` is `auto`; a ``repeat(_:_:)`` inside a repeat repeats its
/// tracks inline; negative, NaN and infinite lengths are 0.
public enum GridTrack: Hashable, Sendable {
    /// A fixed size in points: CSS `n px`.
    case pt(Double)
    /// A flexible share: CSS `minmax(0, n fr)`.
    case fr(Double)
    /// Sized to its content: CSS `max-content`.
    case fit
    /// CSS `auto`.
    case auto
    /// CSS `min-content`.
    case minContent
    /// CSS `max-content`.
    case maxContent
    /// A percentage of the grid's size on that axis: CSS `n%`.
    case percent(Double)
    /// CSS `fit-content(limit)`.
    case fitContent(LengthPercentage)
    /// CSS `minmax(min, max)`.
    indirect case minmax(GridTrack, GridTrack)
    /// CSS `repeat(count, tracks)`.
    indirect case `repeat`(GridRepeat, [GridTrack])
}

/// How many times ``GridTrack/repeat(_:_:)`` repeats its tracks (CSS Grid §7.2.3).
///
/// ```swift
/// GridTrack.repeat(4, [.fr(1)])               // an integer literal is a count
/// GridTrack.repeat(.autoFit, [.pt(120)])
/// ```
public enum GridRepeat: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// `repeat(n, …)`; counts below 1 repeat once, above 10,000,000 are clamped.
    case count(Int)
    /// `repeat(auto-fill, …)`: as many repetitions as fit.
    case autoFill
    /// `repeat(auto-fit, …)`: as many as fit; the empty ones collapse.
    case autoFit

    public init(integerLiteral value: Int) {
        self = .count(value)
    }
}

extension Array: @retroactive ExpressibleByIntegerLiteral where Element == GridTrack {
    /// `n` tracks of `.fr(1)`, as in exyte (`tracks: 3`). Negative values give no track.
    public init(integerLiteral value: Int) {
        self.init(repeating: .fr(1), count: Swift.min(GridLimits.maxTracks, Swift.max(0, value)))
    }
}
