/// A thin horizontal line, as SwiftUI's `Divider` in a vertical context
/// (a grid's rows or a column of views).
///
/// Sizing: the height is ``thickness``; the width is the width proposed (0
/// with no proposal), so a divider is flexible horizontally: in a ``Grid`` it
/// widens the grid to the space offered unless it is marked
/// `gridCellUnsizedAxes(.horizontal)`.
///
/// ```swift
/// Divider().sizeThatFits(ProposedSize(width: 120, height: nil)) // 120 × 1
/// ```
public struct Divider: GridContent, Hashable {
    /// The line's thickness; 1 by default.
    public var thickness: Double
    /// The line's colour; a light grey (`#C6C6C8`, Apple's separator colour) by default.
    public var color: Color

    /// A 1-point light grey line. Negative or NaN thicknesses are 0.
    @inlinable
    public init(thickness: Double = 1, color: Color = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)) {
        self.thickness = ProposedSize.clampLength(thickness)
        self.color = color
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.sanitized.width ?? 0, height: thickness)
    }

    public func drawing(in frame: Rect) -> Drawing {
        Drawing(role: .shape, frame: frame, fill: color)
    }
}
