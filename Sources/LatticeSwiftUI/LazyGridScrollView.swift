#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.GridItem
import struct SwiftUI.HorizontalAlignment
import struct SwiftUI.VerticalAlignment
import struct SwiftUI.ForEach
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
import struct SwiftUIStandIn.HorizontalAlignment
import struct SwiftUIStandIn.VerticalAlignment
import struct SwiftUIStandIn.ForEach
#endif
import Lattice

/// A scrolling lazy grid of fixed-length lines that creates only the views on
/// screen: for 100,000 items and more.
///
/// ```swift
/// LazyGridScrollView(photos, id: \.id, columns: [GridItem(.adaptive(minimum: 80))], rowHeight: 100) { photo in
///     Thumbnail(photo)
/// }
/// ```
///
/// The columns follow `LazyVGrid`'s rules (SwiftUI's `GridItem`s resolved in
/// the scroll view's width), every row is `rowHeight` tall and rows are
/// `spacing` apart (8 when `nil`). The grid's size and every cell are known by
/// arithmetic (Lattice's `LazyGridWindow`), so the scroll view's content has
/// its full size from the start, and on every scroll only the items whose
/// cells meet the viewport (plus `overscan` points before and after it) are
/// built, measured and placed: each is offered its column's width and no
/// height, and aligned in its cell by its column's alignment. Items are
/// identified by their data ids, so an item keeps its state while it stays on
/// screen.
///
/// Use `LazyVGrid` when rows must fit their content; this view trades that for
/// a cost independent of the number of items.
public struct LazyGridScrollView<ID: Hashable, Item: View>: View {
    let fixedAxis: Lattice.Axis
    let tracks: [Lattice.GridItem]
    let alignment: Double
    let spacing: Double?
    let lineLength: Double
    let count: Int
    let overscan: Double
    let id: (Int) -> ID
    let item: (Int) -> Item

    init(fixedAxis: Lattice.Axis, tracks: [GridItem], alignment: Double, spacing: CGFloat?, lineLength: CGFloat,
         count: Int, overscan: CGFloat, id: @escaping (Int) -> ID, item: @escaping (Int) -> Item) {
        self.fixedAxis = fixedAxis
        self.tracks = tracks.map(Bridge.gridItem)
        self.alignment = alignment
        self.spacing = Bridge.length(spacing)
        self.lineLength = Double(lineLength)
        self.count = Swift.max(0, count)
        self.overscan = Double(overscan)
        self.id = id
        self.item = item
    }

    /// The window for a viewport of `size`: the tracks resolved in its width
    /// (height for a horizontal grid).
    func window(viewport size: CGSize) -> LazyGridWindow {
        if fixedAxis == .horizontal {
            let grid = Lattice.LazyVGrid(columns: tracks, alignment: alignment <= 0 ? .leading : alignment >= 1 ? .trailing : .center,
                                         spacing: spacing)
            return grid.window(count: count, rowHeight: lineLength, width: Double(size.width))
        }
        let grid = Lattice.LazyHGrid(rows: tracks, alignment: alignment <= 0 ? .top : alignment >= 1 ? .bottom : .center,
                                     spacing: spacing)
        return grid.window(count: count, columnWidth: lineLength, height: Double(size.height))
    }

    public var body: some View {
        GeometryReader { viewport in
            let window = window(viewport: viewport.size)
            ScrollView(fixedAxis == .horizontal ? .vertical : .horizontal) {
                GeometryReader { content in
                    let rect = LazyGridWindow.visibleRect(contentOrigin: content.frame(in: .global).origin,
                                                          viewport: viewport.frame(in: .global),
                                                          overscan: overscan, fixedAxis: fixedAxis)
                    LazyGridWindowLayout(window: window) {
                        ForEach(window.entries(intersecting: rect, id: id), id: \.id) { entry in
                            item(entry.index)
                                .layoutValue(key: LazyGridIndexKey.self, value: entry.index)
                        }
                    }
                }
                .frame(width: CGFloat(window.size.width), height: CGFloat(window.size.height))
            }
        }
    }
}

extension LazyGridScrollView {
    /// A vertically scrolling grid of `count` items in `columns`, identified by their index.
    ///
    /// ```swift
    /// LazyGridScrollView(count: 100_000, columns: [GridItem(), GridItem()], rowHeight: 44) { index in
    ///     Text("Row \(index)")
    /// }
    /// ```
    public init(count: Int, columns: [GridItem], rowHeight: CGFloat, alignment: HorizontalAlignment = .center,
                spacing: CGFloat? = nil, overscan: CGFloat = 400, @ViewBuilder item: @escaping (Int) -> Item)
        where ID == Int
    {
        self.init(fixedAxis: .horizontal, tracks: columns, alignment: Bridge.horizontal(alignment).fraction,
                  spacing: spacing, lineLength: rowHeight, count: count, overscan: overscan, id: { $0 }, item: item)
    }

    /// A vertically scrolling grid of the items built for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Data.Element, ID>, columns: [GridItem], rowHeight: CGFloat,
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, overscan: CGFloat = 400,
        @ViewBuilder item: @escaping (Data.Element) -> Item
    ) {
        let element: (Int) -> Data.Element = { data[data.index(data.startIndex, offsetBy: $0)] }
        self.init(fixedAxis: .horizontal, tracks: columns, alignment: Bridge.horizontal(alignment).fraction,
                  spacing: spacing, lineLength: rowHeight, count: data.count, overscan: overscan,
                  id: { element($0)[keyPath: id] }, item: { item(element($0)) })
    }

    /// A vertically scrolling grid of the items built for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, columns: [GridItem], rowHeight: CGFloat, alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil, overscan: CGFloat = 400, @ViewBuilder item: @escaping (Data.Element) -> Item
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, columns: columns, rowHeight: rowHeight, alignment: alignment, spacing: spacing,
                  overscan: overscan, item: item)
    }

    /// A horizontally scrolling grid of `count` items in `rows`, each column
    /// `columnWidth` wide, identified by their index.
    public init(count: Int, rows: [GridItem], columnWidth: CGFloat, alignment: VerticalAlignment = .center,
                spacing: CGFloat? = nil, overscan: CGFloat = 400, @ViewBuilder item: @escaping (Int) -> Item)
        where ID == Int
    {
        self.init(fixedAxis: .vertical, tracks: rows, alignment: Bridge.vertical(alignment).fraction,
                  spacing: spacing, lineLength: columnWidth, count: count, overscan: overscan, id: { $0 }, item: item)
    }

    /// A horizontally scrolling grid of the items built for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Data.Element, ID>, rows: [GridItem], columnWidth: CGFloat,
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, overscan: CGFloat = 400,
        @ViewBuilder item: @escaping (Data.Element) -> Item
    ) {
        let element: (Int) -> Data.Element = { data[data.index(data.startIndex, offsetBy: $0)] }
        self.init(fixedAxis: .vertical, tracks: rows, alignment: Bridge.vertical(alignment).fraction,
                  spacing: spacing, lineLength: columnWidth, count: data.count, overscan: overscan,
                  id: { element($0)[keyPath: id] }, item: { item(element($0)) })
    }
}
