/// What happens when an aligned box overflows its alignment container (CSS Box Alignment §4.4).
public enum OverflowAlignment: Hashable, Sendable, BitwiseCopyable {
    /// No keyword: as `unsafe`, except for content distribution fallbacks as the spec says.
    case `default`
    /// `safe`: if the box would overflow, align it as `start` instead.
    case safe
    /// `unsafe`: honour the alignment even if the box overflows on both sides.
    case unsafe
}

/// `justify-content` / `align-content`: how the grid's tracks sit in the container (CSS Grid §10.5).
///
/// ```swift
/// style.justifyContent = .spaceBetween
/// style.alignContent = ContentAlignment(.end, overflow: .safe)   // safe end
/// ```
public struct ContentAlignment: Hashable, Sendable {
    /// The keywords `justify-content`/`align-content` accept.
    public enum Value: Hashable, Sendable {
        case normal, stretch, spaceBetween, spaceAround, spaceEvenly
        case start, end, center, flexStart, flexEnd, left, right
    }

    public var value: Value
    public var overflow: OverflowAlignment

    @inlinable
    public init(_ value: Value, overflow: OverflowAlignment = .default) {
        self.value = value
        self.overflow = overflow
    }

    public static let normal = ContentAlignment(.normal)
    public static let stretch = ContentAlignment(.stretch)
    public static let start = ContentAlignment(.start)
    public static let end = ContentAlignment(.end)
    public static let center = ContentAlignment(.center)
    public static let spaceBetween = ContentAlignment(.spaceBetween)
    public static let spaceAround = ContentAlignment(.spaceAround)
    public static let spaceEvenly = ContentAlignment(.spaceEvenly)
    public static let flexStart = ContentAlignment(.flexStart)
    public static let flexEnd = ContentAlignment(.flexEnd)
    public static let left = ContentAlignment(.left)
    public static let right = ContentAlignment(.right)
}

/// `justify-items` / `align-items` / `justify-self` / `align-self`: how an item sits
/// in its grid area (CSS Grid §10.3–10.4).
///
/// `*-self: auto` is represented by `nil` in ``Style/justifySelf`` and ``Style/alignSelf``.
///
/// ```swift
/// style.alignItems = .center
/// child.justifySelf = ItemAlignment(.end, overflow: .safe)   // safe end
/// ```
public struct ItemAlignment: Hashable, Sendable, BitwiseCopyable {
    /// The keywords the `*-items`/`*-self` properties accept.
    public enum Value: Hashable, Sendable, BitwiseCopyable {
        case normal, stretch
        case start, end, center, selfStart, selfEnd, flexStart, flexEnd, left, right
        /// `baseline`, `first baseline`: the item's first baseline lines up with those of
        /// the other items of its first row that align so (CSS Box Alignment 3 §9).
        case baseline
        /// `last baseline`: the item's last baseline lines up with those of the other
        /// items of its last row that align so.
        case lastBaseline
    }

    public var value: Value
    public var overflow: OverflowAlignment

    @inlinable
    public init(_ value: Value, overflow: OverflowAlignment = .default) {
        self.value = value
        self.overflow = overflow
    }

    public static let normal = ItemAlignment(.normal)
    public static let stretch = ItemAlignment(.stretch)
    public static let start = ItemAlignment(.start)
    public static let end = ItemAlignment(.end)
    public static let center = ItemAlignment(.center)
    public static let selfStart = ItemAlignment(.selfStart)
    public static let selfEnd = ItemAlignment(.selfEnd)
    public static let flexStart = ItemAlignment(.flexStart)
    public static let flexEnd = ItemAlignment(.flexEnd)
    public static let left = ItemAlignment(.left)
    public static let right = ItemAlignment(.right)
    public static let baseline = ItemAlignment(.baseline)
    public static let lastBaseline = ItemAlignment(.lastBaseline)
}

/// How a grid sizes its items inside their grid areas.
public enum ItemSizing: Hashable, Sendable {
    /// CSS: `normal`/`stretch` items without a size fill their area; other
    /// alignments shrink-to-fit (CSS Grid §6.2, §10.3).
    case css
    /// SwiftUI-style: each item is offered its cell (the spanned tracks and the
    /// gaps between them) on both axes through its measure function, chooses
    /// its own size, and is aligned in the cell; `normal` aligns as `center`. An
    /// explicit `stretch` fills the cell on an axis where the item's size is `auto`,
    /// as in CSS (then aligns as `center` where its size is set).
    case offerCell
}
