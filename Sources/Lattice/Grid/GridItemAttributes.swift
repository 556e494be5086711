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
    /// How the content that returned these attributes is sized, when it says (see
    /// ``ContentSizing``); not part of the layout key (the content's key covers it).
    var sizing: ContentSizing? = nil
    /// The attributes most items leave unset, out of line (`nil` while none is set;
    /// copied when a shared one is set): an item holds one word for them.
    private var rare: Rare?

    /// No attribute set.
    public init() {}

    /// The start; auto unless set.
    public var start: GridStart {
        get { rare?.values.start ?? nil }
        set { if newValue != start { modifyRare { $0.start = newValue } } }
    }

    /// The item's alignment in its cell; `nil` uses the grid's common items alignment.
    public var alignment: GridAlignment? {
        get { rare?.values.alignment }
        set { if newValue != alignment { modifyRare { $0.alignment = newValue } } }
    }

    /// Content drawn behind the item, filling its cell.
    public var cellBackground: GridCellDecoration? {
        get { rare?.values.cellBackground }
        set { modifyRare { $0.cellBackground = newValue } }
    }

    /// Content drawn above the item, filling its cell.
    public var cellOverlay: GridCellDecoration? {
        get { rare?.values.cellOverlay }
        set { modifyRare { $0.cellOverlay = newValue } }
    }

    /// The value stored for `key`, or its default.
    public subscript<Key: GridItemAttributeKey>(key: Key.Type) -> Key.Value {
        get { rare?.values.custom[ObjectIdentifier(key)]?.value(as: Key.Value.self) ?? Key.defaultValue }
        set { modifyRare { $0.custom[ObjectIdentifier(key)] = ContentKey(newValue) } }
    }

    /// The attributes SwiftUI's grid modifiers set on a cell (see `GridCellAttributes.swift`).
    var cell: Cell {
        get { rare?.values.cell ?? Cell() }
        set { if newValue != cell { modifyRare { $0.cell = newValue } } }
    }

    /// Everything that affects layout (backgrounds and overlays do not).
    var layoutKey: LayoutKey {
        LayoutKey(span: span, start: start, alignment: alignment, cell: cell, custom: rare?.values.custom ?? [:])
    }

    /// The attributes kept out of line.
    private struct RareValues: Sendable {
        var start: GridStart = nil
        var alignment: GridAlignment? = nil
        var cellBackground: GridCellDecoration? = nil
        var cellOverlay: GridCellDecoration? = nil
        var cell = Cell()
        var custom: [ObjectIdentifier: ContentKey] = [:]

        var isUnset: Bool {
            start == nil && alignment == nil && cellBackground == nil && cellOverlay == nil && cell == Cell()
                && custom.isEmpty
        }
    }

    /// ``RareValues`` in a box, shared by copies until one of them changes it.
    private final class Rare: Sendable {
        let values: RareValues

        init(_ values: RareValues) {
            self.values = values
        }
    }

    /// Changes the out-of-line attributes (in a new box: the old one may be shared;
    /// none when they are all unset again).
    private mutating func modifyRare(_ change: (inout RareValues) -> Void) {
        var values = rare?.values ?? RareValues()
        change(&values)
        rare = values.isUnset ? nil : Rare(values)
    }

    struct LayoutKey: Hashable, Sendable {
        var span: GridSpan
        var start: GridStart
        var alignment: GridAlignment?
        var cell: Cell
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
