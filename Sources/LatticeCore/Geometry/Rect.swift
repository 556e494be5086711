/// A rectangle: an origin and a size, in points.
///
/// Layout results report every node's border box as a `Rect` relative to its
/// parent's border-box origin.
///
/// ```swift
/// let frame = Rect(x: 55, y: 0, width: 80, height: 297.5)
/// frame.maxX // 135
/// ```
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var origin: Point { Point(x: x, y: y) }
    @inlinable public var size: Size { Size(width: width, height: height) }
    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }

    /// Whether the two rectangles overlap in an area of positive size, or
    /// touch when one of them is empty and lies inside the other's closed bounds.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
            && (width > 0 && height > 0 && other.width > 0 && other.height > 0
                ? x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
                : true)
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle with each non-finite number replaced by zero and each magnitude
    /// above ``largestLength`` clamped: the engine's last guard against bad input.
    @inlinable
    public var finite: Rect {
        // (Inlined: every item's frame passes through it.)
        @inline(__always) get {
            @inline(__always) func clean(_ value: Double) -> Double {
                value.isFinite ? min(max(value, -largestLength), largestLength) : 0
            }
            return Rect(x: clean(x), y: clean(y), width: max(0, clean(width)), height: max(0, clean(height)))
        }
    }
}
