/// Four values, one per side of a box (margin, padding, border, insets).
///
/// ```swift
/// let padding = Edges(all: LengthPercentage.points(8))
/// let margin = Edges<LengthPercentageAuto>(top: .auto, right: .points(4), bottom: .auto, left: .points(4))
/// ```
public struct Edges<Value> {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value

    @inlinable
    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on all four sides.
    @inlinable
    public init(all value: Value) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// The value at the start of `axis` (left or top).
    @inlinable
    public func start(_ axis: Axis) -> Value { axis == .horizontal ? left : top }

    /// The value at the end of `axis` (right or bottom).
    @inlinable
    public func end(_ axis: Axis) -> Value { axis == .horizontal ? right : bottom }
}

extension Edges: Sendable where Value: Sendable {}
extension Edges: Equatable where Value: Equatable {}
extension Edges: Hashable where Value: Hashable {}

extension Edges where Value == Double {
    /// Zero on all sides.
    public static var zero: Edges<Double> { Edges(all: 0) }

    /// left + right, or top + bottom.
    @inlinable
    public func sum(_ axis: Axis) -> Double {
        axis == .horizontal ? left + right : top + bottom
    }
}
