/// A point in a box's unit coordinate space, as SwiftUI names it: `(0, 0)` is
/// the top-leading corner, `(1, 1)` the bottom-trailing one.
///
/// ```swift
/// let anchor: UnitPoint = .bottomTrailing   // x 1, y 1
/// let custom = UnitPoint(x: 0.25, y: 0.5)
/// ```
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init() { self.init(x: 0, y: 0) }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Alignment {
    /// The unit point of this alignment: `.topLeading` is `(0, 0)`, `.center` `(0.5, 0.5)`.
    @inlinable
    public var unitPoint: UnitPoint { UnitPoint(x: horizontal.fraction, y: vertical.fraction) }
}
