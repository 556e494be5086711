/// The identity of a grid item, so that an animation layer can match items
/// between two layouts.
///
/// - ``explicit(_:_:)``: the item came from data with an id (`Grid(data, id:)`,
///   `Identifiable` data, `GridGroup` of data or of one `Identifiable`/`Hashable`
///   value); the second value numbers the items that one data element produced (0, 1, …).
/// - ``position(_:)``: any other item, by its position among the grid's items
///   after flattening groups, data and builder branches.
///
/// ```swift
/// let grid = Grid(["a", "b"], id: \.self) { Text($0) }
/// grid.ids // [.explicit(ContentKey("a"), 0), .explicit(ContentKey("b"), 0)]
/// ```
public enum GridItemID: Hashable, Sendable, CustomStringConvertible {
    case position(Int)
    // (Out of line: an id is then a word, where a key and a number inline take 56 bytes
    // in every item and in every layout's list of ids, for the few items with one.)
    indirect case explicit(ContentKey, Int)

    public var description: String {
        switch self {
        case .position(let index): return "#\(index)"
        case .explicit(let key, let index): return index == 0 ? "\(key)" : "\(key).\(index)"
        }
    }
}

/// One item of a grid after flattening: its content, the attributes its
/// modifiers set, and its identity when it came from data with ids.
public struct GridElement: Sendable {
    public var content: AnyGridContent {
        didSet { contentType = ObjectIdentifier(type(of: content.base)) }
    }
    /// The content's dynamic type (the type a ``ContentSizing`` is stated for), kept with
    /// it: reading it from the content is a runtime call, for every item of every layout.
    private(set) var contentType: ObjectIdentifier
    public var attributes: GridItemAttributes
    /// The id from data, or `nil` for an item identified by its position.
    public var explicitID: GridItemID?

    public init<Content: GridContent>(_ content: Content, explicitID: GridItemID? = nil) {
        let erased = AnyGridContent(content)
        self.content = erased
        contentType = ObjectIdentifier(type(of: erased.base))
        self.attributes = erased.gridItemAttributes
        self.explicitID = explicitID
    }

    /// Each of `elements`' identity: its id from data, else its position.
    static func ids(of elements: [GridElement]) -> [GridItemID] {
        elements.indices.map { elements[$0].explicitID ?? .position($0) }
    }

    /// These elements as produced by one data element of id `id`: each gets
    /// `.explicit(id, n)`, or, when it already had an explicit id, an id nesting both.
    static func identified(_ elements: [GridElement], by id: ContentKey) -> [GridElement] {
        var result = elements
        for index in result.indices {
            if let inner = result[index].explicitID {
                result[index].explicitID = .explicit(ContentKey(NestedID(outer: id, inner: inner)), index)
            } else {
                result[index].explicitID = .explicit(id, index)
            }
        }
        return result
    }

    private struct NestedID: Hashable, Sendable, CustomStringConvertible {
        var outer: ContentKey
        var inner: GridItemID
        var description: String { "\(outer)/\(inner)" }
    }
}
