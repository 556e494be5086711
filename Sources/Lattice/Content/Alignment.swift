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

/// A vertical alignment guide, as SwiftUI names them: the top, centre and
/// bottom edges, and the baselines of the first and last lines of text.
///
/// ```swift
/// let guide: VerticalAlignment = .bottom
/// guide.fraction // 1
/// ```
///
/// A baseline guide (``firstTextBaseline``, ``lastTextBaseline``) is where the
/// content's text sits: ``Text`` has baselines (see ``TextMetrics``), and frames,
/// padding, backgrounds and overlays keep those of their content. Content without
/// text (a ``Color``, a shape) has its baselines at its bottom edge, SwiftUI's
/// default value of the guides; so a baseline guide's ``fraction`` is 1.
///
/// In a grid's rows (``Grid``, ``GridRow``, `gridItemAlignment`, ``GridItem``,
/// ``AdaptiveGrid``) a baseline guide lines up the baselines of the items of each
/// row, as SwiftUI aligns a row's cells: CSS `align-self: baseline` (or `last
/// baseline`), whose baseline-sharing groups do the work (CSS Grid §10.6).
///
/// ```swift
/// Grid(alignment: .leadingFirstTextBaseline) {
///     GridRow {
///         Text("Name")
///         Text("Lattice").metrics(TextMetrics(characterWidth: 12, lineHeight: 28))
///     }
/// }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    /// Where the guide sits across the height: 0 at the top, 1 at the bottom (and
    /// for the baseline guides, at the bottom edge of content without text).
    public let fraction: Double
    /// The text baseline the guide follows; `nil` for the top, centre and bottom guides.
    public let textBaseline: TextBaseline?

    @usableFromInline
    init(fraction: Double, textBaseline: TextBaseline? = nil) {
        self.fraction = fraction
        self.textBaseline = textBaseline
    }

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// The baseline of the first line of text.
    public static let firstTextBaseline = VerticalAlignment(fraction: 1, textBaseline: .first)
    /// The baseline of the last line of text.
    public static let lastTextBaseline = VerticalAlignment(fraction: 1, textBaseline: .last)

    /// The offset of this guide from the top of content of `height` whose text has
    /// `baselines` (`nil`: no text, the guide is at ``fraction`` of the height).
    @inlinable
    public func offset(inHeight height: Double, baselines: Baselines?) -> Double {
        if let textBaseline, let baselines { return textBaseline.value(in: baselines) }
        return height * fraction
    }
}

/// An alignment in both axes, with SwiftUI's values: the nine of the edges and
/// centre, and the six that align text baselines vertically.
///
/// ```swift
/// Color.red.frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: .bottomTrailing)
/// Grid(alignment: .leadingFirstTextBaseline) { GridRow { Text("Name"); Text("Lattice") } }
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
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The nine alignments, row by row from top-leading to bottom-trailing.
    public static let allCases: [Alignment] = [
        .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing,
    ]

    /// The origin of a box of `size` aligned this way inside `container` (a baseline
    /// guide as for content without text: see ``frame(of:baselines:in:)``).
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

    /// The frame of a box of `size`, whose text has `baselines` (`nil`: none),
    /// aligned this way inside `container`. A baseline guide puts the box's baseline
    /// where the container's guide is: at the container's bottom edge, the guide's
    /// default (SwiftUI's rule for a frame around text), so a box without text sits
    /// at the bottom.
    ///
    /// ```swift
    /// // A line of 16 with its baseline at 12, in a 40-point-tall frame: y = 40 − 12.
    /// Alignment.leadingFirstTextBaseline.frame(of: Size(width: 40, height: 16), baselines: Baselines(first: 12, last: 12),
    ///                                          in: Rect(x: 0, y: 0, width: 100, height: 40)).y   // 28
    /// ```
    @inlinable
    public func frame(of size: Size, baselines: Baselines?, in container: Rect) -> Rect {
        var frame = frame(of: size, in: container)
        if vertical.textBaseline != nil {
            frame.y = container.y + container.height - vertical.offset(inHeight: size.height, baselines: baselines)
        }
        return frame
    }
}
