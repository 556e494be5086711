// The layout of a grid built from `GridRow`s, mapped onto the CSS engine.
// See `Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)` for the rules.

extension Grid {
    /// The layout of a grid built from rows: SwiftUI's rules as CSS Grid tracks,
    /// explicit placement and ``ItemSizing/offerCell`` items.
    func computeRowsLayout(proposal: ProposedSize, options: ResolvedGridOptions) -> GridLayoutResult {
        guard !items.isEmpty else {
            return GridLayoutResult(size: .zero, frames: [], cells: [], areas: [], ids: [], backgrounds: [],
                                    overlays: [], warnings: AppleGridStructure(items: items).warnings,
                                    columns: nil, rows: nil)
        }
        let key = GridItemNodes.Key(fixedCount: 0, flow: .rows, packing: .sparse, alignment: options.commonItemsAlignment)
        let built = keptNodes(options)?.take(key) ?? rowsItemNodes(alignment: options.commonItemsAlignment)
        defer { keptNodes(options)?.keep(built, for: key) }

        var style = Style()
        style.display = .grid
        style.itemSizing = .offerCell
        // §7.2: `auto` for content-sized tracks, `minmax(auto, 1fr)` for flexible ones.
        style.gridTemplateColumns = Self.trackList(flexible: built.flexibleColumns)
        style.gridTemplateRows = Self.trackList(flexible: built.flexibleRows)
        style.columnGap = .points(spacing.horizontal)
        style.rowGap = .points(spacing.vertical)
        // §10.5: `start` so that free space never stretches `auto` tracks (§12.8).
        style.justifyContent = .start
        style.alignContent = .start
        style.justifyItems = ExyteToCSS.itemAlignment(options.commonItemsAlignment.horizontal.fraction)
        style.alignItems = ExyteToCSS.itemAlignment(options.commonItemsAlignment.vertical)

        // The container: fit-content (the root rule), or exactly the offer on an
        // axis with a flexible track.
        var available = AvailableSize.maxContent
        if let width = proposal.width {
            available.width = width > 0 ? .definite(width) : .minContent
            if width > 0, built.flexibleColumns.contains(true) { style.width = .points(width) }
        }
        if let height = proposal.height {
            available.height = height > 0 ? .definite(height) : .minContent
            if height > 0, built.flexibleRows.contains(true) { style.height = .points(height) }
        }
        let layout = Node(style: style, children: built.children).layout(available: available)

        var result = GridLayoutResult(layout: layout, areas: built.areas, ids: ids, decorated: built.decorated,
                                      warnings: built.warnings)
        // An anchor between start, center and end: x = cell.x + (cell.width − width) × anchor.x.
        for index in result.frames.indices {
            let (anchor, cell) = (built.anchors[index], result.cells[index])
            if Self.selfAlignment(anchor.x) == nil {
                result.frames[index].x = cell.x + (cell.width - result.frames[index].width) * anchor.x
            }
            if Self.selfAlignment(anchor.y) == nil {
                result.frames[index].y = cell.y + (cell.height - result.frames[index].height) * anchor.y
            }
        }
        return result
    }

    /// The leaves of a grid of rows, with its flexible tracks and each item's anchor:
    /// all that does not depend on the proposal.
    private func rowsItemNodes(alignment: GridAlignment) -> GridItemNodes {
        let structure = AppleGridStructure(items: items)
        let columnCount = structure.columnCount
        // Rows of one cell per column, all full (but the last): CSS's automatic placement
        // puts the cells where the rows do, and cells alike share their style.
        let fillsRows = structure.cells.indices.allSatisfy { index in
            let cell = structure.cells[index]
            return cell.span == 1 && !cell.isFullWidth && cell.row == index / columnCount && cell.column == index % columnCount
        }
        // The container's items alignment (see `computeRowsLayout`): a cell aligned so
        // keeps an `auto` self-alignment, which the engine lays out fastest.
        let justifyItems = ExyteToCSS.itemAlignment(alignment.horizontal.fraction)
        let alignItems = ExyteToCSS.itemAlignment(alignment.vertical)

        // Flexible tracks: those holding a cell that grows without bound (CSS: 1fr).
        var flexibleColumns = [Bool](repeating: false, count: columnCount)
        var flexibleRows = [Bool](repeating: false, count: structure.rowCount)
        var nodes = ItemNodes()
        nodes.itemsAlignByBaseline = alignment.vertical.textBaseline != nil
        var children: [Node] = []
        children.reserveCapacity(items.count)
        var anchors: [UnitPoint] = []
        anchors.reserveCapacity(items.count)
        var decorated = DecoratedItems()
        // (Items read in place: a copy of each would retain and release all it holds.)
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let item = items.baseAddress! + index
                let cell = structure.cells[index]
                let attributes = item.pointee.attributes.cell
                let unsized = attributes.unsizedAxes
                if !(unsized.contains(.horizontal) && unsized.contains(.vertical)) {
                    let maximum = GridElement.size(of: item, for: .infinity)
                    if !unsized.contains(.horizontal), Self.isUnbounded(maximum.width) {
                        for column in cell.column..<(cell.column + cell.span) { flexibleColumns[column] = true }
                    }
                    if !unsized.contains(.vertical), Self.isUnbounded(maximum.height) {
                        flexibleRows[cell.row] = true
                    }
                }

                let (anchor, baseline) = structure.alignment(of: index, anchor: attributes.anchor, grid: alignment)
                anchors.append(anchor)
                var itemStyle = ItemNodes.ItemStyle()
                if !fillsRows {
                    itemStyle.lines = ItemNodes.Lines(column: cell.column + 1, columnSpan: cell.span, row: cell.row + 1, rowSpan: 1)  // §8.3
                }
                // (An anchor between the edges and the centre is applied after layout: the
                // engine aligns those at the start, outside the row's baseline groups.)
                let justifySelf = Self.selfAlignment(anchor.x) ?? .start
                let alignSelf: ItemAlignment
                switch baseline {
                case .first: alignSelf = .baseline                                                // §10.6
                case .last: alignSelf = .lastBaseline
                case nil: alignSelf = Self.selfAlignment(anchor.y) ?? .start
                }
                itemStyle.justifySelf = justifySelf == justifyItems ? nil : justifySelf
                itemStyle.alignSelf = alignSelf == alignItems ? nil : alignSelf
                children.append(unsized.isEmpty
                    ? nodes.node(at: item, style: itemStyle)
                    : nodes.node(style: itemStyle, measure: Self.cellMeasure(item.pointee.content, unsized: unsized)))
                decorated.note(item, at: index)
            }
        }
        let areas = structure.cells.prefix(items.count).map { placement in
            GridItemArea(column: placement.column, row: placement.row, columnSpan: placement.span, rowSpan: 1)
        }
        return GridItemNodes(children: children, areas: Array(areas), warnings: structure.warnings, decorated: decorated,
                             anchors: anchors, flexibleColumns: flexibleColumns, flexibleRows: flexibleRows)
    }

    /// `1fr` for each flexible track, `auto` for the others, runs of alike tracks as one
    /// `repeat()`: the engine then keeps a grid's thousands of rows as a few sets.
    static func trackList(flexible: [Bool]) -> TrackList {
        var entries: [TrackListEntry] = []
        var start = 0
        while start < flexible.count {
            var end = start + 1
            while end < flexible.count, flexible[end] == flexible[start] { end += 1 }
            let size = flexible[start] ? TrackSize.fr(1) : .auto
            entries.append(end - start == 1 ? .track(size) : .repeat(.count(end - start), tracks: [size], lineNames: [[], []]))
            start = end
        }
        return TrackList(entries: entries)
    }

    /// Whether a length answered for an infinite proposal means "grows without bound".
    static func isUnbounded(_ length: Double) -> Bool {
        !length.isFinite || length >= 1e15
    }

    /// `start`, `center` or `end` for the fractions 0, ½ and 1; `nil` for others
    /// (positioned after layout).
    static func selfAlignment(_ fraction: Double) -> ItemAlignment? {
        switch fraction {
        case 0: return .start
        case 0.5: return .center
        case 1: return .end
        default: return nil
        }
    }

    /// A cell's content as a measure function; on its unsized axes it answers 0
    /// while tracks are sized (min-/max-content space) and its own size once
    /// offered a definite length.
    static func cellMeasure(_ content: AnyGridContent, unsized: Axis.Set) -> Measure {
        if unsized.isEmpty {
            return Measure(content)
        }
        return Measure(baselines: { content.textBaselines(at: $0) }) { input in
            var size = content.sizeThatFits(ProposedSize(input))
            if unsized.contains(.horizontal), input.knownWidth == nil, input.availableWidth.definiteValue == nil {
                size.width = 0
            }
            if unsized.contains(.vertical), input.knownHeight == nil, input.availableHeight.definiteValue == nil {
                size.height = 0
            }
            return size
        }
    }
}
