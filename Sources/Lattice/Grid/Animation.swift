/// How a grid's items move to their new frames when its layout changes, with
/// SwiftUI's names: ``Grid/gridAnimation(_:)`` records one for renderers
/// (`LatticeRender` animates an SVG between two layouts of the same items).
///
/// ```swift
/// Grid(tracks: 3) { … }.gridAnimation(.easeInOut(duration: 0.5))
/// ```
public struct Animation: Hashable, Sendable {
    /// How the progress of a move follows time.
    public enum Curve: Hashable, Sendable {
        case linear
        case easeIn
        case easeOut
        case easeInOut
    }

    public var curve: Curve
    /// The length of a move, in seconds.
    public var duration: Double
    /// The time before a move starts, in seconds.
    public var delay: Double

    /// An animation; negative, NaN and infinite times are 0.
    public init(curve: Curve, duration: Double, delay: Double = 0) {
        self.curve = curve
        self.duration = ProposedSize.finiteLength(duration)
        self.delay = ProposedSize.finiteLength(delay)
    }

    /// Ease in and out over 0.35 seconds.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)

    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        Animation(curve: curve, duration: duration, delay: self.delay + delay)
    }
}
