import Lattice

/// When and how the values of an animated SVG change: SMIL `<animate>`
/// elements (SVG 1.1 §19) playing one ``Animation``.
///
/// Played once, a value goes from its first to its last value after the
/// animation's delay and stays there (`fill="freeze"`). Repeating, it holds
/// the first value for `pause` seconds, moves, holds the last value, moves
/// back, and starts again, forever.
///
/// ```swift
/// SMILTiming(animation: .default, repeats: false, pause: 0).animate("x", from: 0, to: 60)
/// // <animate attributeName="x" values="0;60" keyTimes="0;1" dur="0.35s" begin="0s" fill="freeze" … />
/// ```
struct SMILTiming: Hashable, Sendable {
    let animation: Animation
    let repeats: Bool
    let pause: Double

    /// An element animating `attribute` from `from` to `to`.
    func animate(_ attribute: String, from: Double, to: Double) -> String {
        let a = SVGText.number(from)
        let b = SVGText.number(to)
        let spline = Self.keySpline(animation.curve)
        let calc = spline.map { "calcMode=\"spline\" keySplines=\"\($0)\" " } ?? "calcMode=\"linear\" "
        let begin = "begin=\"\(SVGText.number(animation.delay))s\" "
        guard repeats else {
            return "<animate attributeName=\"\(attribute)\" values=\"\(a);\(b)\" keyTimes=\"0;1\" "
                + "dur=\"\(SVGText.number(animation.duration))s\" \(begin)fill=\"freeze\" \(calc)/>"
        }
        // Hold, move, hold, move back: four intervals of a cycle of two pauses and two moves.
        let cycle = 2 * (pause + animation.duration)
        guard cycle > 0 else { return "" }
        let times = [0, pause, pause + animation.duration, 2 * pause + animation.duration, cycle]
            .map { SVGText.number($0 / cycle) }.joined(separator: ";")
        let hold = "0 0 1 1"
        let repeated = spline.map { "calcMode=\"spline\" keySplines=\"\(hold);\($0);\(hold);\($0)\" " } ?? calc
        return "<animate attributeName=\"\(attribute)\" values=\"\(a);\(a);\(b);\(b);\(a)\" keyTimes=\"\(times)\" "
            + "dur=\"\(SVGText.number(cycle))s\" \(begin)repeatCount=\"indefinite\" \(repeated)/>"
    }

    /// Elements moving a rectangle's `x`, `y`, `width` and `height` from `from` to `to`.
    func animate(_ from: Rect, to: Rect) -> String {
        animate("x", from: from.x, to: to.x) + animate("y", from: from.y, to: to.y)
            + animate("width", from: from.width, to: to.width) + animate("height", from: from.height, to: to.height)
    }

    /// The cubic Bézier control points of `curve` (CSS's `ease-in`, `ease-out`,
    /// `ease-in-out`); `nil` for linear.
    static func keySpline(_ curve: Animation.Curve) -> String? {
        switch curve {
        case .linear: return nil
        case .easeIn: return "0.42 0 1 1"
        case .easeOut: return "0 0 0.58 1"
        case .easeInOut: return "0.42 0 0.58 1"
        }
    }
}
