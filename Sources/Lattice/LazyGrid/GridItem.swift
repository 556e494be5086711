/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``, as SwiftUI's `GridItem`.
///
/// ```swift
/// let columns = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]
/// LazyVGrid(columns: columns) { ForEach(0..<20) { _ in Color.orange.frame(height: 40) } }
/// ```
///
/// See ``LazyGridTrack/resolve(_:length:)`` for how the sizes are computed.
public struct GridItem: Hashable, Sendable {
    /// How a ``GridItem`` is sized along the grid's fixed axis (the width of a
    /// ``LazyVGrid`` column, the height of a ``LazyHGrid`` row).
    public enum Size: Hashable, Sendable {
        /// Exactly this length. Negative and NaN are 0.
        case fixed(Double)
        /// An equal share of the space the fixed items and spacings leave,
        /// clamped to `minimum...maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many tracks of at least `minimum` (and at most `maximum`) as fit in
        /// the share a flexible item would get.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The spacing after this item (to the next one); `nil` is 8.
    public var spacing: Double?
    /// How items are aligned in this item's cells; `nil` is `.center`. A text
    /// baseline alignment (`.leadingFirstTextBaseline`, …) lines up the baselines
    /// of the items of each row that use it.
    public var alignment: Alignment?

    /// A grid item; SwiftUI's defaults: flexible, default spacing, centred.
    @inlinable
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The spacing a grid item uses when none is given: 8 points (Apple
    /// documents only "a reasonable default for the current platform").
    public static let defaultSpacing: Double = 8
}
