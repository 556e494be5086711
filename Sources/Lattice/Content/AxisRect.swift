// Rectangles read and made per axis, for layouts that work the same along either
// (a masonry's lanes are columns or rows).

extension Rect {
    /// The rectangle spanning `start ..< start + length` along `axis` and
    /// `crossStart ..< crossStart + crossLength` along the other axis.
    init(along axis: Axis, start: Double, length: Double, crossStart: Double, crossLength: Double) {
        self = axis == .horizontal
            ? Rect(x: start, y: crossStart, width: length, height: crossLength)
            : Rect(x: crossStart, y: start, width: crossLength, height: length)
    }

    /// The smallest coordinate along `axis` (`minX` for ``Axis/horizontal``).
    func minimum(along axis: Axis) -> Double {
        axis == .horizontal ? minX : minY
    }

    /// The largest coordinate along `axis` (`maxX` for ``Axis/horizontal``).
    func maximum(along axis: Axis) -> Double {
        axis == .horizontal ? maxX : maxY
    }
}
