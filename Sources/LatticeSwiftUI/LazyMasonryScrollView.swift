#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.GridItem
import struct SwiftUI.HorizontalAlignment
import struct SwiftUI.ForEach
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
import struct SwiftUIStandIn.HorizontalAlignment
import struct SwiftUIStandIn.ForEach
#endif
import Lattice

/// A scrolling masonry (waterfall) that creates only the views on screen: for
/// thousands of photos and more.
///
/// ```swift
/// LazyMasonryScrollView(photos, columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) { photo in
///     160 / photo.aspectRatio       // the estimated height, until the view is measured
/// } item: { photo in
///     PhotoView(photo)
/// }
/// ```
///
/// The lanes follow `LazyVGrid`'s column rules in the scroll view's width, and the
/// items are placed as ``MasonryGrid`` places them (each in the lane that ends first,
/// CSS `display: grid-lanes`), from each item's height: its estimate until its view
/// has been measured, then the measured height. Placement needs no view, so the
/// scroll view's content has its full size from the start, and on every scroll only
/// the items whose cells meet the viewport (plus `overscan` points before and after)
/// are built, measured and placed, found by a binary search in each lane (Lattice's
/// `MasonryWindow`). Items are identified by their data ids, so an item keeps its
/// state while it stays on screen.
///
/// The window is kept between updates: a scroll places nothing again, and items added
/// to `data` are appended (O(lanes) each) without moving the others. A view measured
/// at a height other than its estimate is placed at once with that height, the visible
/// items moved together so that the first one on screen stays where it is; from the
/// next update on the window places every item with the heights measured (one measured
/// above the first item on screen then moves it). The better the estimates
/// (an image's aspect ratio gives its height exactly), the less the items move.
public struct LazyMasonryScrollView<ID: Hashable, Item: View>: View {
    let lanes: [Lattice.GridItem]
    let alignment: Lattice.HorizontalAlignment
    let spacing: Double?
    let tolerance: Double
    let count: Int
    let overscan: Double
    let id: (Int) -> ID
    let estimate: (Int) -> MasonryWindow.Item
    let item: (Int) -> Item
    @State private var store = MasonryWindowStore()

    init(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, tolerance: CGFloat, count: Int,
         overscan: CGFloat, id: @escaping (Int) -> ID, estimate: @escaping (Int) -> MasonryWindow.Item,
         item: @escaping (Int) -> Item) {
        lanes = columns.map(Bridge.gridItem)
        self.alignment = Bridge.horizontal(alignment)
        self.spacing = Bridge.length(spacing)
        self.tolerance = Double(tolerance)
        self.count = Swift.max(0, count)
        self.overscan = Double(overscan)
        self.id = id
        self.estimate = estimate
        self.item = item
    }

    /// Lattice's description of the masonry.
    var grid: Lattice.MasonryGrid {
        Lattice.MasonryGrid(columns: lanes, alignment: alignment, spacing: spacing).masonryTolerance(tolerance)
    }

    /// The window for a viewport of `size`, kept in `store`: the lanes resolved in its
    /// width, each item as long as measured, else as estimated.
    func window(viewport size: CGSize, store: MasonryWindowStore) -> MasonryWindow {
        let key = MasonryWindowStore.MasonryKey(lanes: lanes, alignment: alignment.fraction, spacing: spacing,
                                                tolerance: tolerance, length: Double(size.width))
        return store.window(for: key, count: count, grid: grid, estimate: estimate)
    }

    public var body: some View {
        GeometryReader { viewport in
            let window = self.window(viewport: viewport.size, store: store)
            ScrollView(.vertical) {
                GeometryReader { content in
                    let rect = LazyGridWindow.visibleRect(contentOrigin: content.frame(in: .global).origin,
                                                          viewport: viewport.frame(in: .global),
                                                          overscan: overscan, fixedAxis: .horizontal)
                    MasonryWindowLayout(window: window, visible: rect, store: store) {
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

extension LazyMasonryScrollView {
    /// A vertically scrolling masonry of `count` items in `columns`, identified by their
    /// index; `estimatedHeight` is an item's height until its view is measured.
    ///
    /// ```swift
    /// LazyMasonryScrollView(count: 100_000, columns: [GridItem(), GridItem()]) { index in
    ///     CGFloat(120 + index % 5 * 40)
    /// } item: { index in
    ///     Card(number: index)
    /// }
    /// ```
    public init(count: Int, columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                tolerance: CGFloat = 0, overscan: CGFloat = 400, estimatedHeight: @escaping (Int) -> CGFloat,
                @ViewBuilder item: @escaping (Int) -> Item) where ID == Int {
        self.init(columns: columns, alignment: alignment, spacing: spacing, tolerance: tolerance, count: count,
                  overscan: overscan, id: { $0 }, estimate: { MasonryWindow.Item(length: Double(estimatedHeight($0))) },
                  item: item)
    }

    /// A vertically scrolling masonry of the views built for each element of `data`,
    /// identified by `id`; `estimatedHeight` is an element's height until its view is
    /// measured, `span` the lanes it spans (1 when `nil`).
    public init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Data.Element, ID>, columns: [GridItem], alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil, tolerance: CGFloat = 0, overscan: CGFloat = 400,
        span: ((Data.Element) -> Int)? = nil, estimatedHeight: @escaping (Data.Element) -> CGFloat,
        @ViewBuilder item: @escaping (Data.Element) -> Item
    ) {
        let element: (Int) -> Data.Element = { data[data.index(data.startIndex, offsetBy: $0)] }
        self.init(columns: columns, alignment: alignment, spacing: spacing, tolerance: tolerance, count: data.count,
                  overscan: overscan, id: { element($0)[keyPath: id] },
                  estimate: { index in
                      let value = element(index)
                      return MasonryWindow.Item(length: Double(estimatedHeight(value)), span: span?(value) ?? 1)
                  },
                  item: { item(element($0)) })
    }

    /// A vertically scrolling masonry of the views built for each `Identifiable` element of `data`.
    ///
    /// ```swift
    /// LazyMasonryScrollView(photos, columns: [GridItem(.adaptive(minimum: 160))]) { photo in
    ///     photo.estimatedHeight
    /// } item: { photo in
    ///     PhotoView(photo)
    /// }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        tolerance: CGFloat = 0, overscan: CGFloat = 400, span: ((Data.Element) -> Int)? = nil,
        estimatedHeight: @escaping (Data.Element) -> CGFloat, @ViewBuilder item: @escaping (Data.Element) -> Item
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, columns: columns, alignment: alignment, spacing: spacing, tolerance: tolerance,
                  overscan: overscan, span: span, estimatedHeight: estimatedHeight, item: item)
    }
}
