#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.ForEach
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.ForEach
#endif

/// A list of grid items that is not an item itself (exyte's `GridGroup`).
///
/// Each of its views is a separate item of the enclosing grid, in order. It is
/// one type, whatever it holds, so that a property or function can return it,
/// as exyte's examples do:
///
/// ```swift
/// var arithmeticButtons: GridGroup {
///     let operations: [MathOperation] = [.divide, .multiply, .substract, .add, .equal]
///     return GridGroup(operations, id: \.self) { CalcButton($0) }
/// }
///
/// LatticeGrid(tracks: 4) {
///     arithmeticButtons
///     GridGroup(0..<3) { index in Color.gray.overlay(Text("\(index)")) }
///     GridGroup(MathOperation.clear) { CalcButton($0) }
/// }
/// ```
///
/// Groups built from data are `ForEach`es: their items are identified by the
/// data's ids, so SwiftUI keeps each item's identity (and state) when the data
/// or the grid's tracks, flow or packing change, and animates it to its new
/// frame. `GridGroup(0..<n)` is `ForEach(0..<n)`: SwiftUI requires such a
/// range to be constant; give changing data an id instead
/// (`GridGroup(numbers, id: \.self)`).
///
/// ## Modifiers
/// As exyte documents, the grid item modifiers (``gridSpan(column:row:)``,
/// ``gridStart(column:row:)``, ``gridItemAlignment(_:)``,
/// ``gridCellBackground(content:)``, ``gridCellOverlay(content:)``) written on
/// a group are not applied to its items: write them on each item. SwiftUI's
/// own modifiers (`padding`, `frame`, …) apply to each item, as on a `Group`.
public struct GridGroup: View {
    /// The group's items.
    let content: AnyView

    /// The items built by `content`.
    public init<Content: View>(@GridBuilder content: () -> Content) {
        self.content = AnyView(content())
    }

    /// No item.
    public static var empty: GridGroup {
        GridGroup { EmptyView() }
    }

    public var body: some View { content }
}

extension GridGroup {
    /// The items built for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Item: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @GridBuilder item: @escaping (Data.Element) -> Item
    ) {
        self.init { ForEach(data, id: id, content: item) }
    }

    /// The items built for each number of `data`, identified by the number.
    public init<Item: View>(_ data: Range<Int>, @GridBuilder item: @escaping (Int) -> Item) {
        self.init { ForEach(data, content: item) }
    }

    /// The items built for each `Identifiable` element of `data`, identified by its id.
    public init<Data: RandomAccessCollection, Item: View>(
        _ data: Data, @GridBuilder item: @escaping (Data.Element) -> Item
    ) where Data.Element: Identifiable {
        self.init { ForEach(data, content: item) }
    }

    /// The items built for one `Identifiable` value, identified by its id.
    public init<Value: Identifiable, Item: View>(_ value: Value, @GridBuilder item: @escaping (Value) -> Item) {
        self.init { ForEach(CollectionOfOne(value), id: \.id, content: item) }
    }

    /// The items built for one `Hashable` value, identified by the value.
    ///
    /// Disfavoured so that a range or a collection (also `Hashable`) picks the
    /// data initializers.
    @_disfavoredOverload
    public init<Value: Hashable, Item: View>(_ value: Value, @GridBuilder item: @escaping (Value) -> Item) {
        self.init { ForEach(CollectionOfOne(value), id: \.self, content: item) }
    }
}

// The grid item modifiers on a group: the group unchanged, as in exyte (see "Modifiers").
extension GridGroup {
    /// The group unchanged: a span is not applied to a group's items; write it on each item.
    public func gridSpan(column: Int = 1, row: Int = 1) -> GridGroup { self }

    /// The group unchanged: a span is not applied to a group's items; write it on each item.
    public func gridSpan(_ span: GridSpan) -> GridGroup { self }

    /// The group unchanged: a start is not applied to a group's items; write it on each item.
    public func gridStart(column: Int? = nil, row: Int? = nil) -> GridGroup { self }

    /// The group unchanged: a start is not applied to a group's items; write it on each item.
    public func gridStart(_ start: GridStart) -> GridGroup { self }

    /// The group unchanged: an alignment is not applied to a group's items; write it on each item.
    public func gridItemAlignment(_ alignment: GridAlignment?) -> GridGroup { self }

    /// The group unchanged: a cell background is not applied to a group's items; write it on each item.
    public func gridCellBackground<Background: View>(
        @ViewBuilder content: @escaping (CGSize?) -> Background
    ) -> GridGroup { self }

    /// The group unchanged: a cell overlay is not applied to a group's items; write it on each item.
    public func gridCellOverlay<Overlay: View>(
        @ViewBuilder content: @escaping (CGSize?) -> Overlay
    ) -> GridGroup { self }
}
