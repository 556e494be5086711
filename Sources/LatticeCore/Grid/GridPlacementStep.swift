// CSS Grid §7.5–7.6 and §8.5: placing the items and building the grid's tracks.

extension GridState {
    /// Places the in-flow children and builds the explicit and implicit tracks.
    /// Returns whether the previous run's placement (and tracks) still hold.
    mutating func placeItems(_ explicitColumnTracks: ExplicitTracks, _ explicitRowTracks: ExplicitTracks) -> Bool {
        let areas = node.pointee.style.gridTemplateAreas
        let repeatCounts = (explicitColumnTracks.autoRepeatCount, explicitRowTracks.autoRepeatCount)
        if let placed = placedWithRepeatCounts, placed == repeatCounts {
            // Same explicit grid as the previous run: keep the placement.
            return true
        }
        placedWithRepeatCounts = repeatCounts
        columnNames = LineNameMap(node.pointee.style.gridTemplateColumns, autoRepeatCount: explicitColumnTracks.autoRepeatCount,
                                  areas: areas, axis: .horizontal)
        rowNames = LineNameMap(node.pointee.style.gridTemplateRows, autoRepeatCount: explicitRowTracks.autoRepeatCount,
                               areas: areas, axis: .vertical)
        explicitColumns = explicitTrackCount(of: node.pointee.style.gridTemplateColumns,
                                             autoRepeatCount: explicitColumnTracks.autoRepeatCount, areas: areas, axis: .horizontal)
        explicitRows = explicitTrackCount(of: node.pointee.style.gridTemplateRows,
                                          autoRepeatCount: explicitRowTracks.autoRepeatCount, areas: areas, axis: .vertical)

        // §8.3: each in-flow child's lines, resolved where they are written.
        let limit = Int(gridLineLimit)
        let explicitColumnCount = min(max(explicitColumns, 0), limit)
        let explicitRowCount = min(max(explicitRows, 0), limit)
        // (In buffers lent by the pass: no allocation per grid.)
        var columnPlacements = take(&scratch.pointee.columnPlacements)
        var rowPlacements = take(&scratch.pointee.rowPlacements)
        var placedAreas = take(&scratch.pointee.areas)
        defer {
            scratch.pointee.columnPlacements = columnPlacements
            scratch.pointee.rowPlacements = rowPlacements
            scratch.pointee.areas = placedAreas
        }
        absoluteChildren = []
        columnPlacements.reserveCapacity(children.count)
        rowPlacements.reserveCapacity(children.count)
        items = ArenaArray(capacity: children.count, in: arena)
        plainBoxes = []
        measurements = []
        someWidthFollowsRows = false
        someWidthFollowsRowsIsOpen = false
        // One pass over the children reads all the placement needs of each (at 100,000
        // items, a second pass would read every child's style from memory again).
        let containerJustify = node.pointee.style.justifyItems
        let containerAlign = node.pointee.style.alignItems
        // §8.5 as the items are read, while every item is automatic and one track on
        // each axis (see ``CellCursor``); from the first other item on, the placements
        // are listed for the general algorithm below.
        let autoFlow = node.pointee.style.gridAutoFlow
        var cells = CellCursor(explicitColumns: explicitColumnCount, explicitRows: explicitRowCount, flow: autoFlow)
        for index in children.indices {
            let child = self.child(index)
            // (Read field by field: only the bytes needed, not the whole summary.)
            if let placement = child.pointee.summary.itemPlacement {
                // The common item: no need to read its style (see ``NodeSummary``).
                let cell = cells.take(placement, else: &columnPlacements, &rowPlacements)
                // (A separate value on each path: one the measured path hands on by
                // address is kept in memory, and read back just after its fields were
                // written one by one, which stalls.)
                if let fixed = fixedItem(index, child, cell, justify: containerJustify, align: containerAlign) {
                    items.append(fixed, in: arena)
                    continue
                }
                var item = GridItem(child: index, cell: cell, justify: containerJustify, align: containerAlign)
                addMeasuredNumbers(of: child, to: &item)
                items.append(item, in: arena)
                continue
            }
            if child.pointee.style.display == .none { continue }
            if child.pointee.style.position == .absolute {
                absoluteChildren.append(index)
                continue
            }
            let placement = ItemPlacement(
                column: child.pointee.style.gridColumn.resolved(names: columnNames, explicitCount: explicitColumnCount),
                row: child.pointee.style.gridRow.resolved(names: rowNames, explicitCount: explicitRowCount))
            items.append(unplacedItem(index, cells.take(placement, else: &columnPlacements, &rowPlacements)), in: arena)
        }
        if cells.isPlacing, let lines = cells.lines(explicitColumns: explicitColumnCount, explicitRows: explicitRowCount) {
            // Placed already, in cells whose tracks are their lines.
            columnLines = explicitColumns == 0 ? lines.itemColumns : lines.columns
            rowLines = explicitRows == 0 ? lines.itemRows : lines.rows
            leadingColumns = 0
            leadingRows = 0
        } else {
            // The items the cursor placed come first: automatic, one track each. (All of
            // them, when more than the line limit allows.)
            if cells.count > 0 {
                columnPlacements.insert(contentsOf: repeatElement(.auto(span: 1), count: cells.count), at: 0)
                rowPlacements.insert(contentsOf: repeatElement(.auto(span: 1), count: cells.count), at: 0)
            }
            let lines = placeGridItems(resolvedColumns: columnPlacements, resolvedRows: rowPlacements,
                                       explicitColumns: explicitColumns, explicitRows: explicitRows,
                                       autoFlow: autoFlow, into: &placedAreas)
            // An axis without explicit tracks ends at its last item (as browsers do: the
            // lone explicit line does not stretch the implicit grid past the items).
            columnLines = explicitColumns == 0 ? itemBounds(placedAreas, .horizontal) ?? lines.columns : lines.columns
            rowLines = explicitRows == 0 ? itemBounds(placedAreas, .vertical) ?? lines.rows : lines.rows
            leadingColumns = Int(-columnLines.lowerBound)
            leadingRows = Int(-rowLines.lowerBound)
            // The areas as track indices.
            for position in items.indices {
                let area = placedAreas[position]
                items[position].setTracks(columnStart: Int(area.columnStart) + leadingColumns,
                                          columnEnd: Int(area.columnEnd) + leadingColumns,
                                          rowStart: Int(area.rowStart) + leadingRows, rowEnd: Int(area.rowEnd) + leadingRows)
            }
        }

        explicitColumnSizes = explicitColumnTracks.sizes
        explicitRowSizes = explicitRowTracks.sizes
        columns = buildTracks(lines: columnLines)
        rows = buildTracks(lines: rowLines)
        // (Static, with the items passed in: a method on `self` beside `&columns` would
        // copy the whole state for each call.)
        Self.collapseEmptyAutoFitTracks(&columns, explicitColumnTracks.autoFitTracks, items: items,
                                        leading: leadingColumns, axis: .horizontal)
        Self.collapseEmptyAutoFitTracks(&rows, explicitRowTracks.autoFitTracks, items: items,
                                        leading: leadingRows, axis: .vertical)
        return false
    }

    /// The in-flow child at `index` as an item in `cell` (its tracks when the cursor
    /// placed it, see ``CellCursor``; else they are set once the grid is placed).
    private mutating func unplacedItem(_ index: Int, _ cell: CellCursor.Cell) -> GridItem {
        let child = self.child(index)
        let justify = child.pointee.style.justifySelf ?? node.pointee.style.justifyItems
        let align = child.pointee.style.alignSelf ?? node.pointee.style.alignItems
        // (A plain box has no ratio and is no grid: nothing below applies.)
        if let fixed = fixedItem(index, child, cell, justify: justify, align: align) { return fixed }
        var item = GridItem(child: index, cell: cell, justify: justify, align: align)
        item.widthFromHeight = child.pointee.style.aspectRatio != nil
        item.widthFollowsRows = item.widthFromHeight || isColumnFlowGrid(child)
        if item.widthFollowsRows {
            someWidthFollowsRows = true
        } else if isAutoWidthGrid(child) {
            // Whether its items have ratios is settled when it is measured (its children
            // are read then; see ``settleWidthFollowsRows(_:)``).
            item.widthFollowsRowsIsOpen = true
            someWidthFollowsRowsIsOpen = true
        }
        addMeasuredNumbers(of: child, to: &item)
        return item
    }

    /// The child at `index` as an item (before placement) when it is a plain box
    /// without content: its contributions are fixed. `nil` for any other child (see
    /// ``addMeasuredNumbers(of:to:)``).
    @inline(__always)
    private func fixedItem(_ index: Int, _ child: UnsafePointer<Node>, _ cell: CellCursor.Cell, justify: ItemAlignment,
                           align: ItemAlignment) -> GridItem? {
        if !child.pointee.summary.hasContent, let plain = child.pointee.summary.plainBox {
            var item = GridItem(child: index, cell: cell, justify: justify, align: align)
            // A plain box contributes its outer size, whatever is asked (§12.3): its
            // fixed size, or its padding and border (its content-based minimum).
            item.minContentWidth = plain.outerWidth
            item.contentHeight = plain.outerHeight
            if plain.isBare {
                item.makeBare(widthIsAuto: plain.width == nil, heightIsAuto: plain.height == nil)
            } else {
                item.plainIndex = GridItem.plainInSummary
            }
            return item
        }
        return nil
    }

    /// Keeps the numbers of a plain box with content; gives any item but a plain box
    /// without content a record for its measurements.
    private mutating func addMeasuredNumbers(of child: UnsafePointer<Node>, to item: inout GridItem) {
        if let plain = child.pointee.summary.plainBox {
            item.plainIndex = Int32(truncatingIfNeeded: plainBoxes.count)
            if plainBoxes.capacity == 0 { plainBoxes.reserveCapacity(children.count) }
            plainBoxes.append(plain)
            var record = ItemMeasurements()
            if plain.width != nil || child.pointee.summary.contentWidths != nil {
                // Its width contributions need no measurement (§12.3: a set width, or
                // content that declares its widths).
                let widths = child.pointee.summary.contentWidths.map(plain.outerWidths)
                    ?? (min: plain.outerWidth, max: plain.outerWidth)
                item.minContentWidth = widths.min
                record.maxContentWidth = widths.max
                item.widthsFixed = true
            }
            add(record, to: &item)
            return
        }
        add(ItemMeasurements(), to: &item)
    }

    /// Gives `item` the measurement record `record`.
    @inline(__always)
    private mutating func add(_ record: ItemMeasurements, to item: inout GridItem) {
        item.measuredIndex = Int32(truncatingIfNeeded: measurements.count)
        if measurements.capacity == 0 { measurements.reserveCapacity(children.count) }
        measurements.append(record)
    }

    /// `buffer`, emptied (its capacity kept), leaving an empty array in its place.
    private func take<Element>(_ buffer: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &buffer)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// The lines from the first explicit line (or an earlier item) to the last item's
    /// end on `axis`, or `nil` without items.
    private func itemBounds(_ areas: [GridArea], _ axis: Axis) -> ClosedRange<Int32>? {
        guard var high = areas.first.map({ axis == .horizontal ? $0.columnEnd : $0.rowEnd }) else { return nil }
        var low: Int32 = 0
        for area in areas {
            low = min(low, axis == .horizontal ? area.columnStart : area.rowStart)
            high = max(high, axis == .horizontal ? area.columnEnd : area.rowEnd)
        }
        return low...high
    }

    /// The sizing functions of track `index` on `axis`: an explicit track's from the
    /// template, an implicit one's from `grid-auto-*` (§7.6).
    @inline(__always)
    mutating func trackSize(_ axis: Axis, _ index: Int) -> TrackSize {
        let explicit = axis == .horizontal ? explicitColumnSizes : explicitRowSizes
        let line = index - (axis == .horizontal ? leadingColumns : leadingRows)
        if line >= 0 && line < explicit.count { return explicit[line] }
        return implicitTrackSize(at: line, explicitCount: explicit.count, pattern: node.pointee.style.gridAuto(axis))
    }

    /// Whether a track of `axis` has a percentage in its sizing functions (each track
    /// is looked at only when the template or `grid-auto-*` has one).
    mutating func someTrackHasPercentage(_ axis: Axis) -> Bool {
        let explicit = axis == .horizontal ? explicitColumnSizes : explicitRowSizes
        guard explicit.contains(where: \.hasPercentage)
                || node.pointee.style.gridAuto(axis).contains(where: \.hasPercentage) else { return false }
        let count = axis == .horizontal ? columns.count : rows.count
        for index in 0 ..< count where trackSize(axis, index).hasPercentage { return true }
        return false
    }

    /// Gives each track of `axis` its sizing functions afresh, percentages resolved
    /// against `basis`; collapsed tracks stay collapsed.
    mutating func resolveTracks(_ axis: Axis, basis: Double?) {
        withTracks(axis) { tracks, state in
            for index in tracks.indices {
                tracks[index] = Track(state.trackSize(axis, index), basis: basis, collapsed: tracks[index].isCollapsed)
            }
        }
    }

    /// The tracks between the grid's first and last lines, not sized yet (see ``resolveTracks``).
    private func buildTracks(lines: ClosedRange<Int32>) -> ArenaArray<Track> {
        let count = max(0, Int(lines.upperBound) - Int(lines.lowerBound))
        return ArenaArray(repeating: Track(), count: count, in: arena, lane: .tracks)
    }

    /// §7.2.3.2: `auto-fit` repetitions that no item occupies collapse.
    private static func collapseEmptyAutoFitTracks(_ tracks: inout ArenaArray<Track>, _ range: Range<Int>?, items: ArenaArray<GridItem>,
                                                   leading: Int, axis: Axis) {
        guard let range, !range.isEmpty else { return }
        var occupied = [Bool](repeating: false, count: range.count)
        for item in items {
            let start = max(item.start(axis) - leading, range.lowerBound)
            let end = min(item.end(axis) - leading, range.upperBound)
            if start < end { for index in start..<end { occupied[index - range.lowerBound] = true } }
        }
        for (offset, isOccupied) in occupied.enumerated() where !isOccupied {
            tracks[range.lowerBound + offset + leading].isCollapsed = true
        }
    }
}
