import LatticeCore

/// A grid's items laid out without a list of ``GridElement``s: `count` items, each
/// placed automatically in one cell with no alignment of its own, whose contents are
/// asked for one at a time when their leaves are built and not kept. For a layout of
/// many views (LatticeSwiftUI's `LatticeGridLayout`) whose items set no attribute: its
/// memory per item is then the engine's leaf and what the leaf measures.
///
/// A layout is the grid's own with elements of those contents as its items: the same leaves
/// (see ``ItemNodes``), kept between layouts as the grid keeps its own (not in
/// ``GridCacheMode/noCache`` mode), the same frames and cells. Nothing is kept in the
/// process-wide cache of grid layouts.
///
/// ```swift
/// let items = AutomaticGridItems(grid: Grid(tracks: 3) {}, count: 100) { Text("\($0)") }
/// let layout = items?.layout(proposal: ProposedSize(width: 300, height: nil))
/// ```
package final class AutomaticGridItems: Sendable {
    /// A layout: the grid's size, and per item its frame and its cell.
    package struct Layout: Sendable {
        package var size: Size
        package var frames: [Rect]
        package var cells: [Rect]
        /// What could not be done as asked (the grid's tracks).
        package var warnings: [GridWarning]
    }

    /// The grid's tracks, spacing and options (its own items are not laid out).
    private let grid: Grid
    private let options: ResolvedGridOptions
    /// The number of items.
    package let count: Int
    /// Item `index`'s content: automatically placed in one cell (no start, a span of
    /// one track each way), without an alignment of its own.
    private let content: @Sendable (Int) -> any GridContent
    /// The leaves of the last layout, with what they were built for (see ``KeptItemNodes``).
    private let kept = KeptItemNodes<GridItemNodes.Key, [Node]>()

    /// The items of `content(0)` to `content(count - 1)` laid out in `grid`'s tracks
    /// with its spacing and options; `nil` for a grid that lays its items out another
    /// way (a grid of rows, or one with exyte's spacing or `.fit` measure), whose
    /// items are to be given as elements.
    package init?(grid: Grid, count: Int, content: @escaping @Sendable (Int) -> any GridContent) {
        let options = grid.options
        if case .rows = grid.template { return nil }
        guard options.spacingStyle != .exyte, options.fitSizing != .exyte else { return nil }
        self.grid = grid
        self.options = options
        self.count = count
        self.content = content
    }

    /// The layout for a SwiftUI-style proposal (see ``Grid/layout(proposal:)``).
    package func layout(proposal: ProposedSize) -> Layout {
        let container = grid.container(proposal: Grid.finite(proposal), options: options)
        let key = container.key
        let keeps = options.cache == .inMemoryCache
        let children = (keeps ? kept.take(key) : nil) ?? leaves(for: key)
        defer { if keeps { kept.keep(children, for: key) } }
        let layout = Node(style: container.style, children: children).layout(available: container.available)

        var frames: [Rect] = []
        var cells: [Rect] = []
        frames.reserveCapacity(count)
        cells.reserveCapacity(count)
        // (Read once: each read of a layout's tracks copies them into new arrays.)
        let columns = layout.columns, rows = layout.rows
        let fixedCount = key.fixedCount
        for index in 0..<count {
            frames.append(index < layout.children.count ? layout.children[index].frame : .zero)
            let area = Grid.area(
                ExytePlacement.Area(fixed: index % fixedCount, growing: index / fixedCount, fixedSpan: 1, growingSpan: 1),
                fixedAxis: key.flow.fixedAxis)
            let (x, width) = Grid.extent(of: columns, start: area.column, span: area.columnSpan)
            let (y, height) = Grid.extent(of: rows, start: area.row, span: area.rowSpan)
            cells.append(Rect(x: x, y: y, width: width, height: height))
        }
        return Layout(size: layout.frame.size, frames: frames, cells: cells, warnings: container.warnings)
    }

    /// The engine's leaf of each item, as the grid makes it for an automatic item
    /// (exyte's placement of items in one cell each is CSS's, which the engine does).
    private func leaves(for key: GridItemNodes.Key) -> [Node] {
        var nodes = ItemNodes()
        nodes.itemsAlignByBaseline = key.alignment.vertical.textBaseline != nil
        let style = Grid.itemStyle(alignment: nil, lines: nil, fixedAxis: key.flow.fixedAxis)
        // The leaf of content measured through its `sizeThatFits`, less its measure.
        let measured = nodes.measuredTemplate(style: style)
        var children: [Node] = []
        children.reserveCapacity(count)
        // The item before, when its content states its sizing (a run of one colour or
        // shape shares one leaf, as in the grid).
        var previous: GridElement?
        for index in 0..<count {
            let content = self.content(index)
            let attributes = content.gridItemAttributes
            assert(attributes.start == .default && attributes.span == .default && attributes.alignment == nil,
                   "an automatic grid item with attributes of its own")
            guard attributes.sizing != nil else {
                var node = measured
                node.measure = nodes.measure(content, style: style)
                children.append(node)
                previous = nil
                continue
            }
            let item = GridElement(content)
            let alike = previous.map { previous in
                withUnsafePointer(to: item) { item in
                    withUnsafePointer(to: previous) { GridElement.fillAlike(item, $0) }
                }
            } ?? false
            children.append(alike ? children[index - 1] : nodes.node(for: item, style: style))
            previous = item
        }
        return children
    }
}
