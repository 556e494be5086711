/// How a node takes part in layout (CSS `display`).
public enum Display: Hashable, Sendable {
    /// A block box: a leaf with optional measured content.
    case block
    /// A grid container; its children are its grid items.
    case grid
    /// Not laid out; reported with a zero frame, and so are its descendants.
    case none
    /// A grid-lanes (masonry) container (CSS Grid 3): its children are stacked in lanes,
    /// the tracks of one axis (see ``Style/gridLanesDirection``).
    case gridLanes
}

/// Which box `width` and `height` measure (CSS `box-sizing`).
public enum BoxSizing: Hashable, Sendable {
    /// Sizes include padding and border. The engine's default (see the fixture base style).
    case borderBox
    /// Sizes exclude padding and border.
    case contentBox
}

/// CSS `overflow` on one axis.
public enum Overflow: Hashable, Sendable {
    case visible
    case hidden
    case clip
    /// Reserves a scrollbar gutter of ``Style/scrollbarWidth`` and makes the automatic minimum size zero.
    case scroll

    /// Whether the box is a scroll container on this axis (its automatic minimum size is 0).
    @inlinable
    public var isScrollContainer: Bool { self == .hidden || self == .scroll }
}

/// The inline base direction (CSS `direction`). Not inherited in this engine.
public enum Direction: Hashable, Sendable {
    case ltr
    case rtl
}

/// CSS `position`.
public enum Position: Hashable, Sendable {
    /// In flow; `top`/`right`/`bottom`/`left` shift the box after layout.
    case relative
    /// Out of flow, placed against its grid area or its parent's padding box.
    case absolute
}
