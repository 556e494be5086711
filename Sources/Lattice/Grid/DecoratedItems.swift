/// Which of a grid's items have a cell background or an overlay
/// (``GridContent/gridCellBackground(content:)``, ``GridContent/gridCellOverlay(content:)``),
/// noted while the grid reads its items for their leaves: a layout then places the
/// decorations without reading every item again (at 100,000 items, a pass through
/// megabytes of them).
///
/// ```swift
/// var decorated = DecoratedItems()
/// items.withUnsafeBufferPointer { for index in $0.indices { decorated.note($0.baseAddress! + index, at: index) } }
/// let (backgrounds, overlays) = decorated.frames(cells: cells)
/// ```
struct DecoratedItems: Sendable {
    /// The indices of the items with a cell background, in item order.
    private(set) var backgrounds: [Int] = []
    /// The indices of the items with a cell overlay, in item order.
    private(set) var overlays: [Int] = []

    init() {}

    /// The decorated items of `items`.
    init(_ items: [GridElement]) {
        items.withUnsafeBufferPointer { items in
            for index in items.indices { note(items.baseAddress! + index, at: index) }
        }
    }

    /// Notes the item at `item`, number `index` (called in item order).
    mutating func note(_ item: UnsafePointer<GridElement>, at index: Int) {
        if item.pointee.attributes.cellBackground != nil { backgrounds.append(index) }
        if item.pointee.attributes.cellOverlay != nil { overlays.append(index) }
    }

    /// The decorations' frames: each decorated item's cell, of `cells` (one per item).
    func frames(cells: [Rect]) -> (backgrounds: [GridDecorationFrame], overlays: [GridDecorationFrame]) {
        func frames(_ indices: [Int]) -> [GridDecorationFrame] {
            indices.compactMap { $0 < cells.count ? GridDecorationFrame(itemIndex: $0, frame: cells[$0]) : nil }
        }
        return (frames(backgrounds), frames(overlays))
    }
}
