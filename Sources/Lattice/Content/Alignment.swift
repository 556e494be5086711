/// A horizontal alignment guide, as SwiftUI names them.
///
/// ```swift
/// let guide: HorizontalAlignment = .leading
/// guide.fraction // 0
/// ```
public struct HorizontalAlignment: Hashable, Sendable {
    /// Where the guide sits across the width: 0 at the leading edge, 1 at the trailing edge.
    public let fraction: Double

    @usableFromInline
    init(fraction: Double) { self.fraction = fraction }

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// A vertical alignment guide, as SwiftUI names them.
///
/// ```swift
/// let guide: VerticalAlignment = .bottom
/// guide.fraction // 1
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    /// Where the guide sits across the height: 0 at the top, 1 at the bottom.
    public let fraction: Double

    @usableFromInline
    init(fraction: Double) { self.fraction = fraction }

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes, with SwiftUI's nine values.
///
/// ```swift
/// Color.red.frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: .bottomTrailing)
/// ```
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine alignments, row by row from top-leading to bottom-trailing.
    public static let allCases: [Alignment] = [
        .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing,
    ]

    /// The origin of a box of `size` aligned this way inside `container`.
    @inlinable
    public func origin(of size: Size, in container: Rect) -> Point {
        Point(x: container.x + (container.width - size.width) * horizontal.fraction,
              y: container.y + (container.height - size.height) * vertical.fraction)
    }

    /// The frame of a box of `size` aligned this way inside `container`.
    @inlinable
    public func frame(of size: Size, in container: Rect) -> Rect {
        Rect(origin: origin(of: size, in: container), size: size)
    }
}
