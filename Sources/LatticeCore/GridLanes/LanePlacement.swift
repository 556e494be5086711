// CSS Grid 3 (grid lanes), "Grid Lanes Placement": the grid-axis placement of each item
// (resolved as in grid, CSS Grid §8.3) and the lane sets it is put in (the lanes
// themselves, implicit ones included, are built in LaneRuns.swift).

extension GridLanesState {
    /// Resolves each in-flow child's placement on the grid axis against the explicit
    /// lanes `explicit` (`grid-column` for column lanes; the other axis's placement is
    /// ignored), makes it an item (``placedItems``, in one pass over the children without
    /// `order`), and keeps the explicit lanes and their line names. Kept while the
    /// auto-repeat count is the same.
    mutating func resolvePlacements(_ explicit: ExplicitTracks) {
        withLanes { $0.explicit = explicit }
        if resolvedForRepeatCount == explicit.autoRepeatCount { return }
        resolvedForRepeatCount = explicit.autoRepeatCount
        let lines = resolveLineNames(explicit)
        startItems()
        // Items are placed in order-modified document order (CSS Grid §8.5, CSS Display
        // §5.4): children are read in document order until one has an `order`; then the
        // items are made again in `order`'s order.
        let container = grid.container
        for index in container.children.indices {
            if container.child(index).pointee.summary.order != 0 {
                startItems()
                grid.items.inDocumentOrder = false
                let ordered = container.children.indices.sorted {
                    (container.child($0).pointee.summary.order, $0) < (container.child($1).pointee.summary.order, $1)
                }
                for index in ordered { makeItem(index, lines) }
                break
            }
            makeItem(index, lines)
        }
        placedItems = grid.items
    }

    /// The line names and the explicit lane count of the grid axis for the explicit
    /// lanes `explicit` (CSS Grid §7.2.2, §7.1), kept in the lanes' axis, and what item
    /// placement reads of them.
    mutating func resolveLineNames(_ explicit: ExplicitTracks) -> LaneLines {
        let template = style.gridTemplate(laneAxis)
        let areas = style.gridTemplateAreas
        let names = LineNameMap(template, autoRepeatCount: explicit.autoRepeatCount, areas: areas, axis: laneAxis)
        let explicitCount = explicitTrackCount(of: template, autoRepeatCount: explicit.autoRepeatCount, areas: areas, axis: laneAxis)
        withLanes { lanes in
            lanes.names = names
            lanes.explicitCount = explicitCount
        }
        return LaneLines(names: names, explicitCount: min(max(explicitCount, 0), Int(gridLineLimit)),
                         justifyItems: stackAlignment(style.justifyItems, .horizontal),
                         alignItems: stackAlignment(style.alignItems, .vertical))
    }

    /// Empties the state's items and ``placements``, to be made from the children.
    mutating func startItems() {
        let arena = grid.container.arena
        placements.removeAll(keepingCapacity: true)
        placements.reserveCapacity(grid.container.children.count)
        grid.items = ItemTable(capacity: grid.container.children.count, in: arena)
        // (Records for the items that take them, grown as they come: a table sized by the
        // children would be megabytes mostly unused at 100,000 plain boxes, which the
        // allocator hands back to the system after every layout.)
        grid.items.measurements = ArenaArray(capacity: 64, in: arena)
        grid.items.plainBoxes = ArenaArray(capacity: 64, in: arena)
    }

    /// Makes the child at `index` the next item of the state's items, its grid-axis
    /// placement the next of ``placements``; a child that is no item (`display: none`,
    /// or absolutely positioned: then listed as such) makes none.
    mutating func makeItem(_ index: Int, _ lines: LaneLines) {
        let child = grid.container.child(index)
        let item: PlacedItem
        let placement: ResolvedPlacement
        if let independent = child.pointee.summary.itemPlacement {
            // (A block item with `auto` self-alignment whose placement needs nothing of
            // the grid: its style is not read.)
            placement = laneAxis == .horizontal ? independent.column : independent.row
            item = grid.fixedItem(index, child, CellCursor.unplaced, justify: lines.justifyItems, align: lines.alignItems,
                                  byBaseline: lines.alignItems.isBaseline)
                ?? grid.measuredItem(index, child, CellCursor.unplaced, justify: lines.justifyItems, align: lines.alignItems)
        } else {
            if child.pointee.style.display == .none { return }
            if child.pointee.style.position == .absolute {
                grid.items.absoluteChildren.append(index)
                return
            }
            placement = child.pointee.style.gridPlacement(laneAxis).resolved(names: lines.names, explicitCount: lines.explicitCount)
            var unplaced = grid.unplacedItem(index, CellCursor.unplaced)
            unplaced.justify = stackAlignment(unplaced.justify, .horizontal)
            unplaced.align = stackAlignment(unplaced.align, .vertical)
            item = unplaced
        }
        grid.items.append(item, in: grid.container.arena)
        placements.append(placement)
    }

    /// An item's alignment on `axis`: in the stacking axis `normal` is `start` (grid
    /// lanes stretch nothing there by default).
    @inline(__always)
    private func stackAlignment(_ alignment: ItemAlignment, _ axis: Axis) -> ItemAlignment {
        axis == stackAxis && alignment.value == .normal ? ItemAlignment(.start, overflow: alignment.overflow) : alignment
    }

    /// The lane sets of an item placed explicitly by `placement` (its edges cut the sets,
    /// see ``buildLanes()``).
    func explicitLaneSets(_ placement: ResolvedPlacement) -> TrackSpan? {
        guard case .definite(let start, let end) = placement else { return nil }
        return TrackSpan(firstLaneSet(from: Int(start)), firstLaneSet(from: Int(end)))
    }

    /// The first lane set starting at origin-zero `line` or after it (the number of sets
    /// past the last): the set starting there when `line` is an edge of the sets.
    func firstLaneSet(from line: Int) -> Int {
        let lanes = grid[laneAxis].tracks
        var low = 0, high = lanes.count
        while low < high {
            let middle = (low + high) / 2
            if lanes[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Puts item `index` of the state's items in lane sets `lanes`, in the stacking axis's
    /// one track.
    @inline(__always)
    func setLanes(_ index: Int, _ lanes: TrackSpan) {
        let stack = TrackSpan(0, 1)
        if laneAxis == .horizontal {
            grid.items[index].columns = lanes
            grid.items[index].rows = stack
        } else {
            grid.items[index].rows = lanes
            grid.items[index].columns = stack
        }
    }
}

/// What making items reads of the grid axis's lines, and the container's item alignments
/// as grid-lanes items take them (see ``GridLanesState/makeItem(_:_:)``).
struct LaneLines {
    let names: LineNameMap
    /// The explicit lane count, within the line limit.
    let explicitCount: Int
    let justifyItems: ItemAlignment
    let alignItems: ItemAlignment
}
