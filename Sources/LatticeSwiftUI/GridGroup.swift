#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif

/// A list of grid items that is not an item itself (exyte's `GridGroup`).
///
/// Each of its views is a separate item of the enclosing grid, in order. Groups
/// built from data are `ForEach`es: their items are identified by the data's
/// ids, so SwiftUI keeps each item's identity (and state) when the data or the
/// grid's tracks, flow or packing change, and animates it to its new frame.
///
/// ```swift
/// var operators: some View {
///     GridGroup(["÷", "×", "−", "+", "="], id: \.self) { Text($0) }
/// }
/// LatticeGrid(tracks: 4) {
///     operators
///     GridGroup(0..<3) { index in Color.gray.overlay(Text("\(index)")) }
/// }
/// ```
///
/// `GridGroup(0..<n)` is `ForEach(0..<n)`: SwiftUI requires such a range to be
/// constant; give changing data an id instead (`GridGroup(numbers, id: \.self)`).
public struct GridGroup<Content: View>: View {
    /// The group's items.
    public var content: Content

    /// The items built by `content`.
    public init(@GridBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Content { content }
}

extension GridGroup {
    /// The items built for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Item: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @GridBuilder item: @escaping (Data.Element) -> Item
    ) where Content == ForEach<Data, ID, Item> {
        self.content = ForEach(data, id: id, content: item)
    }

    /// The items built for each number of `data`, identified by the number.
    public init<Item: View>(_ data: Range<Int>, @GridBuilder item: @escaping (Int) -> Item)
        where Content == ForEach<Range<Int>, Int, Item>
    {
        self.content = ForEach(data, content: item)
    }

    /// The items built for each `Identifiable` element of `data`, identified by its id.
    public init<Data: RandomAccessCollection, Item: View>(
        _ data: Data, @GridBuilder item: @escaping (Data.Element) -> Item
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Item> {
        self.content = ForEach(data, content: item)
    }

    /// The items built for one `Identifiable` value, identified by its id.
    public init<Value: Identifiable, Item: View>(
        _ value: Value, @GridBuilder item: @escaping (Value) -> Item
    ) where Content == ForEach<CollectionOfOne<Value>, Value.ID, Item> {
        self.content = ForEach(CollectionOfOne(value), id: \.id, content: item)
    }

    /// The items built for one `Hashable` value, identified by the value.
    ///
    /// Disfavoured so that a range or a collection (also `Hashable`) picks the
    /// data initializers.
    @_disfavoredOverload
    public init<Value: Hashable, Item: View>(
        _ value: Value, @GridBuilder item: @escaping (Value) -> Item
    ) where Content == ForEach<CollectionOfOne<Value>, Value, Item> {
        self.content = ForEach(CollectionOfOne(value), id: \.self, content: item)
    }
}

extension GridGroup where Content == EmptyView {
    /// No item.
    public static var empty: GridGroup<EmptyView> {
        GridGroup { EmptyView() }
    }
}
