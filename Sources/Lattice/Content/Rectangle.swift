/// A rectangle shape, as SwiftUI's `Rectangle`: it takes exactly the size
/// proposed (10 on an axis with no proposal) and is filled with
/// ``Color/primary`` unless told otherwise.
///
/// ```swift
/// Rectangle().fill(.blue).frame(height: 2)
/// ```
public struct Rectangle: GridContent, Hashable {
    /// The fill colour.
    public var fillColor: Color

    @inlinable
    public init() { fillColor = .primary }

    /// This rectangle filled with `color`.
    @inlinable
    public func fill(_ color: Color) -> Rectangle {
        var filled = self
        filled.fillColor = color
        return filled
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.sanitized.replacingUnspecifiedDimensions()
    }

    public func drawing(in frame: Rect) -> Drawing {
        Drawing(role: .shape, frame: frame, fill: fillColor)
    }
}
