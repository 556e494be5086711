/// The attributes a grid reads from one of its items, set by the item modifiers
/// (``GridContent/gridSpan(column:row:)``, ``GridContent/gridStart(column:row:)``,
/// ``GridContent/gridItemAlignment(_:)``, ``GridContent/gridCellBackground(content:)``,
/// ``GridContent/gridCellOverlay(content:)``).
///
/// Wrappers such as frames and padding forward their content's attributes; a
/// nested ``Grid`` never exposes its own items' attributes, so modifiers apply
/// to their grid's direct items only.
///
/// Other front-ends store their own attributes with a ``GridItemAttributeKey``:
///
/// ```swift
/// enum Weight: GridItemAttributeKey { static let defaultValue = 1 }
/// var attributes = GridItemAttributes()
/// attributes[Weight.self] = 3
/// ```
public struct GridItemAttributes: Sendable {
    /// The span; `(1, 1)` unless set.
    public var span: GridSpan = .default
    /// The start; auto unless set.
    public var start: GridStart = nil
    /// The item's alignment in its cell; `nil` uses the grid's common items alignment.
    public var alignment: GridAlignment? = nil
    /// Content drawn behind the item, filling its cell.
    public var cellBackground: GridCellDecoration? = nil
    /// Content drawn above the item, filling its cell.
    public var cellOverlay: GridCellDecoration? = nil
    private var custom: [ObjectIdentifier: ContentKey] = [:]
    /// How the content that returned these attributes is sized, when it says (see
    /// ``ContentSizing``); not part of the layout key (the content's key covers it).
    var sizing: ContentSizing? = nil

    /// No attribute set.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<Key: GridItemAttributeKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)]?.value(as: Key.Value.self) ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = ContentKey(newValue) }
    }

    /// Everything that affects layout (backgrounds and overlays do not).
    var layoutKey: LayoutKey {
        LayoutKey(span: span, start: start, alignment: alignment, custom: custom)
    }

    struct LayoutKey: Hashable, Sendable {
        var span: GridSpan
        var start: GridStart
        var alignment: GridAlignment?
        var custom: [ObjectIdentifier: ContentKey]
    }
}

/// A key for an attribute of grid items that ``GridItemAttributes`` does not name.
public protocol GridItemAttributeKey {
    associatedtype Value: Hashable & Sendable
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// Content drawn in a whole grid cell: a cell background or overlay.
///
/// The closure receives the cell's size (the spanned tracks and the gaps
/// between them); it is never `nil`, the optional keeps exyte's closure type.
public struct GridCellDecoration: Sendable {
    public let content: @Sendable (Size?) -> AnyGridContent

    public init<Content: GridContent>(_ content: @escaping @Sendable (Size?) -> Content) {
        self.content = { AnyGridContent(content($0)) }
    }

    /// The decoration's drawing in the cell `frame`.
    public func drawing(in frame: Rect, role: Drawing.Role) -> Drawing {
        Drawing(role: role, frame: frame, children: [content(frame.size).drawing(in: frame)])
    }
}
