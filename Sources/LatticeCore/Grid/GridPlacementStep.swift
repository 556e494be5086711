// CSS Grid §7.5–7.6 and §8.5: placing the items and building the grid's tracks.

extension GridState {
    /// Places the in-flow children and builds the explicit and implicit tracks, the
    /// grid's content box being `contentSize` where definite (see ``placeSubgrids(contentSize:)``).
    /// Returns whether the previous run's placement (and tracks) still hold.
    mutating func placeItems(_ explicitColumnTracks: ExplicitTracks, _ explicitRowTracks: ExplicitTracks,
                             contentSize: (width: Double?, height: Double?)) -> Bool {
        let areas = container.style.gridTemplateAreas
        let repeatCounts = (explicitColumnTracks.autoRepeatCount, explicitRowTracks.autoRepeatCount)
        if let placed = memo.placedWithRepeatCounts {
            // A subgrid is placed once, by its parent, as Chromium places it (see
            // ``placeSubgrids(contentSize:)``): its parent's sizing reads its items.
            if subgrid != nil { return true }
            // Same explicit grid as the previous run: keep the placement (unless a
            // subgrid was placed in percentage tracks of another size).
            if placed == repeatCounts
                && memo.subgridsPlacedInPercentages.map({ $0 == contentSize }) != false { return true }
        }
        memo.placedWithRepeatCounts = repeatCounts
        memo.subgridsPlacedInPercentages = nil
        // (A subgridded axis has the parent's lines and their names, §9.)
        columns.names = subgrid?.columns?.names
            ?? LineNameMap(container.style.gridTemplateColumns, autoRepeatCount: explicitColumnTracks.autoRepeatCount,
                           areas: areas, axis: .horizontal)
        rows.names = subgrid?.rows?.names
            ?? LineNameMap(container.style.gridTemplateRows, autoRepeatCount: explicitRowTracks.autoRepeatCount,
                           areas: areas, axis: .vertical)
        columns.explicitCount = subgrid?.isSubgridded(.horizontal) == true ? explicitColumnTracks.count
            : explicitTrackCount(of: container.style.gridTemplateColumns,
                                 autoRepeatCount: explicitColumnTracks.autoRepeatCount, areas: areas, axis: .horizontal)
        rows.explicitCount = subgrid?.isSubgridded(.vertical) == true ? explicitRowTracks.count
            : explicitTrackCount(of: container.style.gridTemplateRows,
                                 autoRepeatCount: explicitRowTracks.autoRepeatCount, areas: areas, axis: .vertical)

        // §8.3: each in-flow child's lines, resolved where they are written.
        let limit = Int(gridLineLimit)
        let explicitColumnCount = min(max(columns.explicitCount, 0), limit)
        let explicitRowCount = min(max(rows.explicitCount, 0), limit)
        // (In buffers lent by the pass: no allocation per grid.)
        var columnPlacements = take(&container.scratch.pointee.columnPlacements)
        var rowPlacements = take(&container.scratch.pointee.rowPlacements)
        var placedAreas = take(&container.scratch.pointee.areas)
        defer {
            container.scratch.pointee.columnPlacements = columnPlacements
            container.scratch.pointee.rowPlacements = rowPlacements
            container.scratch.pointee.areas = placedAreas
        }
        columnPlacements.reserveCapacity(container.children.count)
        rowPlacements.reserveCapacity(container.children.count)
        items = ItemTable(capacity: container.children.count, in: container.arena)
        // One pass over the children reads all the placement needs of each (at 100,000
        // items, a second pass would read every child's style from memory again).
        let containerJustify = container.style.justifyItems
        let containerAlign = container.style.alignItems
        // §8.5 as the items are read, while every item is automatic and one track on
        // each axis (see ``CellCursor``); from the first other item on, the placements
        // are listed for the general algorithm below.
        let autoFlow = container.style.gridAutoFlow
        // (Read once: the loop below runs once per child.)
        let isSubgrid = subgrid != nil
        let containerAlignsByBaseline = containerAlign.isBaseline
        var cells = CellCursor(explicitColumns: explicitColumnCount, explicitRows: explicitRowCount, flow: autoFlow)
        // §8.5: in order-modified document order. Children are read in document order
        // until one has an `order`; then placement starts again in `order`'s order.
        var ordered: [Int]? = nil
        var step = 0
        while step < container.children.count {
            let index = ordered?[step] ?? step
            let child = container.child(index)
            if ordered == nil, child.pointee.summary.order != 0 {
                let children = container.children
                ordered = children.indices.sorted { (children[$0].summary.order, $0) < (children[$1].summary.order, $1) }
                items = ItemTable(capacity: container.children.count, in: container.arena)
                items.inDocumentOrder = false
                columnPlacements.removeAll(keepingCapacity: true)
                rowPlacements.removeAll(keepingCapacity: true)
                cells = CellCursor(explicitColumns: explicitColumnCount, explicitRows: explicitRowCount, flow: autoFlow)
                step = 0
                continue
            }
            step += 1
            // (Read field by field: only the bytes needed, not the whole summary.)
            if !isSubgrid, let placement = child.pointee.summary.itemPlacement {
                // The common item: no need to read its style (see ``NodeSummary``).
                let cell = cells.take(placement, else: &columnPlacements, &rowPlacements)
                // (A separate value on each path: one the measured path hands on by
                // address is kept in memory, and read back just after its fields were
                // written one by one, which stalls.)
                if let fixed = fixedItem(index, child, cell, justify: containerJustify, align: containerAlign,
                                         byBaseline: containerAlignsByBaseline) {
                    items.append(fixed, in: container.arena)
                    continue
                }
                items.append(measuredItem(index, child, cell, justify: containerJustify, align: containerAlign), in: container.arena)
                continue
            }
            if child.pointee.style.display == .none { continue }
            if child.pointee.style.position == .absolute {
                items.absoluteChildren.append(index)
                continue
            }
            var column = child.pointee.style.gridColumn.resolved(names: columns.names, explicitCount: explicitColumnCount)
            var row = child.pointee.style.gridRow.resolved(names: rows.names, explicitCount: explicitRowCount)
            if let subgrid {
                // §9: inside a subgridded axis (a subgrid has no implicit tracks there), as
                // Chromium places them: on the axis auto-placement fills, before placing an
                // item auto-placed on the other axis; else only before the first line (past
                // the last, the items are kept inside once placed, see ``keepItemsInSubgrid()``).
                let rowFlow = autoFlow.direction == .horizontal
                let (minor, major) = rowFlow ? (column, row) : (row, column)
                var clampedMinor = Self.notBeforeFirstLine(minor)
                if case .auto = major, let shared = rowFlow ? subgrid.columns : subgrid.rows {
                    clampedMinor = Self.clamped(minor, to: shared.count)
                }
                let clampedMajor = (rowFlow ? subgrid.rows : subgrid.columns) != nil ? Self.notBeforeFirstLine(major) : major
                if rowFlow {
                    if subgrid.columns != nil { column = clampedMinor }
                    row = clampedMajor
                } else {
                    if subgrid.rows != nil { row = clampedMinor }
                    column = clampedMajor
                }
            }
            let subgridded = subgridAxes(child)
            var item = unplacedItem(index, cells.take(ItemPlacement(column: column, row: row),
                                                      else: &columnPlacements, &rowPlacements))
            if !subgridded.isEmpty {
                // §9: a subgrid is stretched on its subgridded axes, and sizes none of their tracks.
                item.role = subgridded.union(.subgrid)
                if subgridded.contains(.skipsRows) { item.baselineSharing = .none }
                items.hasSubgrids = true
            }
            items.append(item, in: container.arena)
        }
        columns.explicit = explicitColumnTracks
        rows.explicit = explicitRowTracks
        let columnEdges: ItemEdges
        let rowEdges: ItemEdges
        if cells.isPlacing, let lines = cells.lines(explicitColumns: explicitColumnCount, explicitRows: explicitRowCount) {
            // Placed already, in cells whose tracks are their lines.
            columns.lines = columns.explicitCount == 0 ? lines.itemColumns : lines.columns
            rows.lines = rows.explicitCount == 0 ? lines.itemRows : lines.rows
            #if LATTICE_CHECKS
            let cursorColumns: [ResolvedPlacement] = items.map { .auto(span: Int32($0.columns.count)) }
            let cursorRows: [ResolvedPlacement] = items.map { .auto(span: Int32($0.rows.count)) }
            #endif
            if subgrid != nil { keepItemsInSubgrid() } else { items.placedInCells = (cells.rowFlow, cells.width) }
            #if LATTICE_CHECKS
            // §8.5 as the general algorithm runs it (a subgrid's items then kept in its
            // tracks, as above): the same cells.
            var placed: [GridArea] = []
            _ = placeGridItems(
                resolvedColumns: cursorColumns, resolvedRows: cursorRows,
                explicitColumns: columns.explicitCount, explicitRows: rows.explicitCount, autoFlow: autoFlow,
                fixedMinorTracks: autoFlow.direction == .horizontal ? subgrid?.columns?.count : subgrid?.rows?.count,
                into: &placed)
            if let subgrid { Self.keepAreasInSubgrid(&placed, subgrid) }
            for (position, area) in placed.enumerated() {
                precondition(Int(area.columnStart) == items[position].columns.start && Int(area.rowStart) == items[position].rows.start
                             && Int(area.columnEnd) == items[position].columns.end && Int(area.rowEnd) == items[position].rows.end,
                             "fast path disagrees with the general rule: item \(position) placed cell by cell")
            }
            #endif
            if cells.spansColumns {
                // Items spanning columns leave lines inside them that no item starts or ends
                // at: the sets are cut at the items' edges (a span of millions of columns is
                // one set, not millions), as they are kept in a subgrid.
                placedAreas.removeAll(keepingCapacity: true)
                for position in items.indices { placedAreas.append(items[position].cellArea) }
                columnEdges = .areas(placedAreas, .horizontal)
            } else {
                columnEdges = .through(Int(lines.itemColumns.upperBound))
            }
            rowEdges = .through(Int(lines.itemRows.upperBound))
        } else {
            // The items the cursor placed come first: automatic, as many tracks as their
            // cells. (All of them, when more than the line limit allows.)
            if cells.count > 0 {
                columnPlacements.insert(contentsOf: (0 ..< cells.count).map { .auto(span: Int32(items[$0].columns.count)) }, at: 0)
                rowPlacements.insert(contentsOf: repeatElement(.auto(span: 1), count: cells.count), at: 0)
            }
            let lines = placeGridItems(resolvedColumns: columnPlacements, resolvedRows: rowPlacements,
                                       explicitColumns: columns.explicitCount, explicitRows: rows.explicitCount,
                                       autoFlow: autoFlow,
                                       fixedMinorTracks: autoFlow.direction == .horizontal ? subgrid?.columns?.count
                                                                                           : subgrid?.rows?.count,
                                       into: &placedAreas)
            if let subgrid { Self.keepAreasInSubgrid(&placedAreas, subgrid) }
            // An axis without explicit tracks ends at its last item (as browsers do: the
            // lone explicit line does not stretch the implicit grid past the items).
            columns.lines = columns.explicitCount == 0 ? itemBounds(placedAreas, .horizontal) ?? lines.columns : lines.columns
            rows.lines = rows.explicitCount == 0 ? itemBounds(placedAreas, .vertical) ?? lines.rows : lines.rows
            columnEdges = .areas(placedAreas, .horizontal)
            rowEdges = .areas(placedAreas, .vertical)
        }
        // §9: a subgridded axis has no implicit tracks.
        if let count = subgrid?.columns.map({ Int32(Swift.max(1, $0.count)) }) { columns.lines = 0 ... count }
        if let count = subgrid?.rows.map({ Int32(Swift.max(1, $0.count)) }) { rows.lines = 0 ... count }
        columns.leadingImplicit = Int(-columns.lines.lowerBound)
        rows.leadingImplicit = Int(-rows.lines.lowerBound)

        // §7: the tracks, as sets of identical ones, cut at the items' edges; each item's
        // span of sets. (A subgrid's tracks on a subgridded axis, and those its subgrids
        // span, are each a set: a parent sizes its subgrid's tracks one by one, and the
        // subgrid's items start and end anywhere in them.)
        var columnRanges = subgrid?.isSubgridded(.horizontal) == true ? [Int(columns.lines.lowerBound) ..< Int(columns.lines.upperBound)] : []
        var rowRanges = subgrid?.isSubgridded(.vertical) == true ? [Int(rows.lines.lowerBound) ..< Int(rows.lines.upperBound)] : []
        if items.hasSubgrids {
            var subgridAreas: [(position: Int, area: GridArea)] = []
            for position in items.indices where items[position].isSubgrid {
                if case .areas = columnEdges {
                    subgridAreas.append((position, placedAreas[position]))
                } else {
                    subgridAreas.append((position, items[position].cellArea))
                }
            }
            let spanned = subgriddedTracks(subgridAreas)
            columnRanges += spanned.columns
            rowRanges += spanned.rows
        }
        let columnSets = columns.buildSets(edges: columnEdges, itemCount: items.count, everyTrack: columnRanges,
                                           autoCount: container.style.gridAutoColumns.count, in: container.arena)
        let rowSets = rows.buildSets(edges: rowEdges, itemCount: items.count, everyTrack: rowRanges,
                                     autoCount: container.style.gridAutoRows.count, in: container.arena)
        if case .areas = columnEdges {
            for position in items.indices {
                let area = placedAreas[position]
                items[position].columns = TrackSpan(columnSets.set(at: Int(area.columnStart)),
                                                    columnSets.set(at: Int(area.columnEnd)))
                items[position].rows = TrackSpan(rowSets.set(at: Int(area.rowStart)), rowSets.set(at: Int(area.rowEnd)))
            }
        } else if !columnSets.isIdentity || !rowSets.isIdentity {
            // Cells whose lines are not each a set of their own.
            for position in items.indices {
                let item = items[position]
                items[position].columns = TrackSpan(columnSets.set(at: item.columns.start), columnSets.set(at: item.columns.end))
                items[position].rows = TrackSpan(rowSets.set(at: item.rows.start), rowSets.set(at: item.rows.end))
            }
        }
        if items.hasSubgrids { placeSubgrids(contentSize: contentSize) }
        // (Static, with the items passed in: a method on `self` beside `&columns` would
        // copy the whole state for each call.)
        Self.collapseEmptyAutoFitTracks(&columns.tracks, explicitColumnTracks.autoFitTracks, items: items, axis: .horizontal)
        Self.collapseEmptyAutoFitTracks(&rows.tracks, explicitRowTracks.autoFitTracks, items: items, axis: .vertical)
        return false
    }

    /// The in-flow child at `index` as an item in `cell` (its tracks when the cursor
    /// placed it, see ``CellCursor``; else they are set once the grid is placed).
    mutating func unplacedItem(_ index: Int, _ cell: CellCursor.Cell) -> PlacedItem {
        let child = container.child(index)
        let justify = child.pointee.style.justifySelf ?? container.style.justifyItems
        let align = child.pointee.style.alignSelf ?? container.style.alignItems
        // (A plain box has no ratio and is no grid: nothing below applies.)
        if let fixed = fixedItem(index, child, cell, justify: justify, align: align, byBaseline: align.isBaseline) { return fixed }
        var item = measuredItem(index, child, cell, justify: justify, align: align)
        item.widthFromHeight = child.pointee.style.aspectRatio != nil
        item.widthFollowsRows = item.widthFromHeight || isColumnFlowGrid(child)
        if item.widthFollowsRows {
            items.someWidthFollowsRows = true
        } else if isAutoWidthGrid(child) {
            // Whether its items have ratios is settled when it is measured (its children
            // are read then; see ``settleWidthFollowsRows(_:)``).
            item.widthFollowsRowsIsOpen = true
            items.someWidthFollowsRowsIsOpen = true
        }
        return item
    }

    /// The child at `index` as an item (before placement) when it is a plain box
    /// without content: its contributions are fixed. `nil` for any other child (see
    /// ``measuredItem(_:_:_:justify:align:)``).
    @inline(__always)
    func fixedItem(_ index: Int, _ child: UnsafePointer<Node>, _ cell: CellCursor.Cell, justify: ItemAlignment,
                   align: ItemAlignment, byBaseline: Bool) -> PlacedItem? {
        // (A baseline-aligned box, `byBaseline`, is measured: its shim adds to its contributions.)
        if !byBaseline, !child.pointee.summary.hasContent, let plain = child.pointee.summary.plainBox {
            let kind: ItemKind = plain.isBare ? .bare(widthIsAuto: plain.width == nil, heightIsAuto: plain.height == nil)
                                              : .plainWithoutContent
            var item = PlacedItem(child: index, cell: cell, justify: justify, align: align, kind: kind)
            // A plain box contributes its outer size, whatever is asked (§12.3): its
            // fixed size, or its padding and border (its content-based minimum).
            item.minContentWidth = plain.outerWidth
            item.contentHeight = plain.outerHeight
            return item
        }
        return nil
    }

    /// The child at `index` as an item with a record for its measurements: a plain box
    /// with content keeps its numbers (see ``ItemKind/plainWithContent(plain:measured:)``),
    /// any other item is measured through its node.
    mutating func measuredItem(_ index: Int, _ child: UnsafePointer<Node>, _ cell: CellCursor.Cell,
                                       justify: ItemAlignment, align: ItemAlignment) -> PlacedItem {
        let measured = Int32(truncatingIfNeeded: items.measurements.count)
        if items.measurements.capacity == 0 {
            items.measurements = ArenaArray(capacity: container.children.count, in: container.arena)
        }
        guard let plain = child.pointee.summary.plainBox else {
            items.measurements.append(ItemMeasurements(), in: container.arena)
            var item = PlacedItem(child: index, cell: cell, justify: justify, align: align, kind: .measured(measured))
            if align.isBaseline { shareBaseline(&item, child) }
            return item
        }
        var item = PlacedItem(child: index, cell: cell, justify: justify, align: align,
                              kind: .plainWithContent(plain: Int32(truncatingIfNeeded: items.plainBoxes.count), measured: measured))
        if items.plainBoxes.capacity == 0 {
            items.plainBoxes = ArenaArray(capacity: container.children.count, in: container.arena)
        }
        items.plainBoxes.append(plain, in: container.arena)
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
        items.measurements.append(record, in: container.arena)
        if align.isBaseline { shareBaseline(&item, child) }
        return item
    }

    /// Marks `item`, aligned by a baseline, as taking part in baseline alignment unless
    /// an `auto` margin takes it out (see ``BaselineSharing``).
    private mutating func shareBaseline(_ item: inout PlacedItem, _ child: UnsafePointer<Node>) {
        item.baselineSharing = BaselineSharing(item.align, child)
        if item.baselineSharing != .none { items.someAlignByBaseline = true }
    }

    /// §9: on a subgridded axis, each item's area is clamped to the subgrid's tracks
    /// (placed as usual, hypothetical implicit lines and all, then moved inside, as a
    /// placement past the line limit is). For items placed cell by cell.
    private mutating func keepItemsInSubgrid() {
        guard let subgrid else { return }
        for index in items.indices {
            if let shared = subgrid.columns { items[index].columns = Self.clampedSpan(items[index].columns, to: shared.count) }
            if let shared = subgrid.rows { items[index].rows = Self.clampedSpan(items[index].rows, to: shared.count) }
        }
    }

    /// ``keepItemsInSubgrid()`` for items placed by the general algorithm (lines from the
    /// first explicit one).
    private static func keepAreasInSubgrid(_ areas: inout [GridArea], _ subgrid: SubgridContext) {
        for index in areas.indices {
            if let shared = subgrid.columns {
                let span = clampedSpan(TrackSpan(Int(areas[index].columnStart), Int(areas[index].columnEnd)), to: shared.count)
                areas[index].columnStart = Int32(span.start)
                areas[index].columnEnd = Int32(span.end)
            }
            if let shared = subgrid.rows {
                let span = clampedSpan(TrackSpan(Int(areas[index].rowStart), Int(areas[index].rowEnd)), to: shared.count)
                areas[index].rowStart = Int32(span.start)
                areas[index].rowEnd = Int32(span.end)
            }
        }
    }

    /// `placement` inside tracks `0 ..< count` (see ``clampedSpan(_:to:)``): a span of at
    /// most `count` tracks.
    private static func clamped(_ placement: ResolvedPlacement, to count: Int) -> ResolvedPlacement {
        switch placement {
        case .auto(let span): return .auto(span: Swift.min(span, Int32(clamping: Swift.max(1, count))))
        case .definite(let start, let end):
            let span = clampedSpan(TrackSpan(Int(start), Int(end)), to: count)
            return .definite(start: Int32(span.start), end: Int32(span.end))
        }
    }

    /// `placement` moved to start no earlier than line 0 (then spanning at least one track).
    private static func notBeforeFirstLine(_ placement: ResolvedPlacement) -> ResolvedPlacement {
        guard case .definite(let start, let end) = placement, start < 0 else { return placement }
        return .definite(start: 0, end: Swift.max(end, 1))
    }

    /// `span` moved inside tracks `0 ..< count`: its start at most the last track, its
    /// end at least one past its start and at most `count`.
    private static func clampedSpan(_ span: TrackSpan, to count: Int) -> TrackSpan {
        let count = Swift.max(1, count)
        let start = Swift.min(Swift.max(span.start, 0), count - 1)
        return TrackSpan(start, Swift.min(Swift.max(span.end, start + 1), count))
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

    /// The sizing functions of the track after origin-zero `line` on `axis` (see
    /// ``GridAxis/trackSize(atLine:pattern:)``).
    @inline(__always)
    func trackSize(_ axis: Axis, atLine line: Int) -> TrackSize {
        let pattern = container.style.gridAuto(axis)
        return axis == .horizontal ? columns.trackSize(atLine: line, pattern: pattern)
                                   : rows.trackSize(atLine: line, pattern: pattern)
    }

    /// Whether a track of `axis` has a percentage in its sizing functions.
    mutating func someTrackHasPercentage(_ axis: Axis) -> Bool {
        let pattern = container.style.gridAuto(axis)
        let explicitHasPercentage = axis == .horizontal ? columns.explicit.hasPercentage : rows.explicit.hasPercentage
        guard explicitHasPercentage || pattern.contains(where: \.hasPercentage) else { return false }
        let grid = self[axis]
        for set in grid.tracks where grid.trackSize(atLine: set.line, pattern: pattern).hasPercentage { return true }
        return false
    }

    /// Gives each set of `axis` its sizing functions afresh, percentages resolved
    /// against `basis`; collapsed sets stay collapsed.
    mutating func resolveTracks(_ axis: Axis, basis: Double?) {
        withTracks(axis) { tracks, state in
            for index in tracks.indices {
                tracks[index].resolve(state.trackSize(axis, atLine: tracks[index].line), basis: basis)
            }
        }
        // A subgridded axis's are the parent's (§9).
        if subgrid?[axis] != nil { takeSubgridTracks(axis) }
    }

    /// §7.2.3.2: `auto-fit` repetitions that no item occupies collapse. (Item edges cut
    /// sets, so an item covers a set whole or not at all.)
    private static func collapseEmptyAutoFitTracks(_ tracks: inout ArenaArray<Track>, _ range: Range<Int>?,
                                                   items: ItemTable, axis: Axis) {
        guard let range, !range.isEmpty else { return }
        // Per set, the items starting minus the items ending there: covered where the sum
        // so far is positive.
        var starts = [Int32](repeating: 0, count: tracks.count + 1)
        for item in items {
            starts[item.start(axis)] += 1
            starts[item.end(axis)] -= 1
        }
        var covering: Int32 = 0
        for index in tracks.indices {
            covering += starts[index]
            if covering == 0 && range.contains(tracks[index].line) { tracks[index].isCollapsed = true }
        }
    }
}

extension PlacedItem {
    /// The area of an item placed cell by cell (see ``CellCursor``): its tracks are its
    /// lines, not yet sets.
    fileprivate var cellArea: GridArea {
        GridArea(columnStart: Int32(columns.start), columnEnd: Int32(columns.end),
                 rowStart: Int32(rows.start), rowEnd: Int32(rows.end))
    }
}
