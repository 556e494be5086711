/// A list of grid items that is not an item itself (exyte's `GridGroup`).
///
/// Every item of a group is placed as a separate grid item, in order. Modifiers
/// cannot be applied to a group. Groups can be built from a builder closure,
/// from data (a `Range<Int>`, `Identifiable` elements, or elements with an
/// explicit id key path), or from one `Identifiable` or `Hashable` value. Items
/// from data with ids are identified by those ids (see ``GridItemID``).
///
/// ```swift
/// var arithmeticButtons: GridGroup {
///     GridGroup(["÷", "×", "−", "+", "="], id: \.self) { Text($0) }
/// }
/// Grid(tracks: 4) {
///     arithmeticButtons
///     GridGroup.empty
/// }
/// ```
public struct GridGroup: Sendable {
    /// The group's items.
    public var elements: [GridElement]

    @inlinable
    public init(elements: [GridElement]) {
        self.elements = elements
    }

    /// No item.
    public static let empty = GridGroup(elements: [])

    /// The items of a builder closure.
    public init(@GridBuilder content: () -> GridBuilderResult) {
        self.init(elements: content().elements)
    }

    /// The items built for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable & Sendable>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @GridBuilder item: (Data.Element) -> GridBuilderResult
    ) {
        var elements: [GridElement] = []
        elements.reserveCapacity(data.count)
        for element in data {
            elements.append(contentsOf: GridElement.identified(item(element).elements, by: ContentKey(element[keyPath: id])))
        }
        self.init(elements: elements)
    }

    /// The items built for each number of `data`, identified by their position.
    public init(_ data: Range<Int>, @GridBuilder item: (Int) -> GridBuilderResult) {
        var elements: [GridElement] = []
        elements.reserveCapacity(data.count)
        for index in data {
            elements.append(contentsOf: item(index).elements)
        }
        self.init(elements: elements)
    }

    /// The items built for each element of `data`, identified by the elements' ids.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @GridBuilder item: (Data.Element) -> GridBuilderResult
    ) where Data.Element: Identifiable, Data.Element.ID: Sendable {
        self.init(data, id: \.id, item: item)
    }

    /// The items built for one `Identifiable` value, identified by its id.
    public init<Value: Identifiable>(
        _ value: Value, @GridBuilder item: (Value) -> GridBuilderResult
    ) where Value.ID: Sendable {
        self.init(elements: GridElement.identified(item(value).elements, by: ContentKey(value.id)))
    }

    /// The items built for one `Hashable` value, identified by the value.
    public init<Value: Hashable & Sendable>(_ value: Value, @GridBuilder item: (Value) -> GridBuilderResult) {
        self.init(elements: GridElement.identified(item(value).elements, by: ContentKey(value)))
    }
}

/// SwiftUI's `ForEach` spelling of a data ``GridGroup``, so exyte code reads the same:
/// `ForEach(0..<4) { _ in Color.black }`.
public typealias ForEach = GridGroup
