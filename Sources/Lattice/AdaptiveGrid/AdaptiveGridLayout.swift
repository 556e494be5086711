extension AdaptiveGrid {
    /// Lays the grid out in `size` (only the width matters).
    public func layout(in size: Size) -> GridLayoutResult {
        layout(proposal: ProposedSize(size))
    }

    /// Lays the grid out for a proposal (only the width matters; `nil` or
    /// infinity is no width: one row).
    ///
    /// ```swift
    /// AdaptiveGrid { Text("a"); Text("b") }.layout(proposal: .unspecified).size // 24 × 16
    /// ```
    public func layout(proposal: ProposedSize) -> GridLayoutResult {
        let width = proposal.sanitized.width
        let columns = columns(width: width)
        let count = columns.count
        let vertical = ProposedSize.clampLength(verticalSpacing ?? Self.defaultSpacing)
        guard count > 0 else {
            return GridLayoutResult(size: .zero, frames: [], cells: [], areas: [], ids: [], backgrounds: [],
                                    overlays: [], warnings: [], columns: nil, rows: nil)
        }
        // Every row as tall as the tallest item offered its column's width.
        var rowHeight = 0.0
        for (index, item) in items.enumerated() {
            let height = item.size(for: ProposedSize(width: columns.widths[index % count], height: nil)).height
            if height > rowHeight { rowHeight = height }
        }
        rowHeight = Swift.min(LazyGridTrack.maxLength, ProposedSize.clampLength(rowHeight))
        let rowCount = (items.count + count - 1) / count
        let size = Size(width: columns.totalWidth,
                        height: Double(rowCount) * rowHeight + vertical * Double(Swift.max(0, rowCount - 1)))

        var style = Style()
        style.display = .grid
        style.itemSizing = .offerCell
        style.gridTemplateColumns = TrackList(columns.widths.map { TrackSize.points($0) })   // §7.2
        style.gridAutoRows = [.points(rowHeight)]                                            // §7.6
        style.columnGap = .points(columns.spacing)
        style.rowGap = .points(vertical)
        style.justifyItems = ExyteToCSS.itemAlignment(alignment.horizontal.fraction)       // §10.3
        style.alignItems = ExyteToCSS.itemAlignment(alignment.vertical.fraction)           // §10.4
        style.justifyContent = .start
        style.alignContent = .start
        style.width = .points(size.width)
        style.height = .points(size.height)
        var nodes = ItemNodes()
        var children: [Node] = []
        children.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            // Auto-placed row by row (CSS Grid §8.5), offered its cell whatever the engine
            // asks (the tracks are fixed): a plain box of its size for that proposal.
            let cell = ProposedSize(width: columns.widths[index % count], height: rowHeight)
            children.append(nodes.box(item.size(for: cell), style: ItemNodes.ItemStyle()))
        }
        let layout = Node(style: style, children: children).layout(available: AvailableSize(size))

        // Item `index` is in column `index % count` of row `index / count`.
        let areas = items.indices.map { GridItemArea(column: $0 % count, row: $0 / count, columnSpan: 1, rowSpan: 1) }
        return GridLayoutResult(layout: layout, items: items, areas: areas, ids: ids, warnings: [])
    }
}
