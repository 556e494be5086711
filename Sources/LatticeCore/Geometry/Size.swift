/// A width and a height, in points (CSS px).
///
/// ```swift
/// let size = Size(width: 300, height: 600)
/// ```
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero on both axes.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`: the width for ``Axis/horizontal``, the height for ``Axis/vertical``.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
