// CSS Grid 3 (grid lanes), "Grid Lanes Placement": the grid-axis placement of each item
// (resolved as in grid, CSS Grid §8.3) and the lanes it makes, implicit ones included
// (CSS Grid §7.5, §8.5 step 3 on the grid axis alone).

extension GridLanesState {
    /// Resolves each in-flow child's placement on the grid axis against the explicit
    /// lanes `explicit` (`grid-column` for column lanes; the other axis's placement is
    /// ignored), and keeps the explicit lanes and their line names. Kept while the
    /// auto-repeat count is the same.
    mutating func resolvePlacements(_ explicit: ExplicitTracks) {
        let repeatCount = explicit.autoRepeatCount
        withLanes { $0.explicit = explicit }
        if resolvedForRepeatCount == repeatCount { return }
        resolvedForRepeatCount = repeatCount
        let laneAxis = self.laneAxis
        let template = style.gridTemplate(laneAxis)
        let areas = style.gridTemplateAreas
        let names = LineNameMap(template, autoRepeatCount: repeatCount, areas: areas, axis: laneAxis)
        let explicitCount = explicitTrackCount(of: template, autoRepeatCount: repeatCount, areas: areas, axis: laneAxis)
        withLanes { lanes in
            lanes.names = names
            lanes.explicitCount = explicitCount
        }
        let limited = min(max(explicitCount, 0), Int(gridLineLimit))
        laneItems.removeAll(keepingCapacity: true)
        absoluteChildren.removeAll(keepingCapacity: true)
        laneItems.reserveCapacity(grid.container.children.count)
        measuredItems = 0
        plainItemsWithContent = 0
        for index in grid.container.children.indices {
            let child = grid.container.child(index)
            // (The kind of item it makes, see ``GridState/unplacedItem(_:_:)``.)
            let plain = child.pointee.summary.plainBox != nil, hasContent = child.pointee.summary.hasContent
            if !plain || hasContent { measuredItems += 1 }
            if plain && hasContent { plainItemsWithContent += 1 }
            if let placement = child.pointee.summary.itemPlacement {
                // (A block item whose placement needs nothing of the grid: its style is not read.)
                laneItems.append(LaneItem(child: Int32(truncatingIfNeeded: index),
                                          placement: laneAxis == .horizontal ? placement.column : placement.row))
                continue
            }
            if child.pointee.style.display == .none { continue }
            if child.pointee.style.position == .absolute {
                absoluteChildren.append(index)
                continue
            }
            let placement = child.pointee.style.gridPlacement(laneAxis).resolved(names: names, explicitCount: limited)
            laneItems.append(LaneItem(child: Int32(truncatingIfNeeded: index), placement: placement))
        }
    }

    /// The lanes: the explicit ones, implicit ones before them for the items placed on
    /// negative lines, and after them for items placed past the explicit grid and for the
    /// widest auto-placed span; one set per lane. `repeat(auto-fit, …)` lanes that no item
    /// can fall into collapse (CSS Grid §7.2.3.2): an auto-placed item stands in every
    /// window of lanes (see ``sizeLanes(space:minSize:maxSize:stackSpace:)``), so only
    /// a container whose items are all placed explicitly has empty lanes.
    mutating func buildLanes() {
        var lower: Int32 = 0
        var upper = Int32(clamping: max(0, grid[laneAxis].explicitCount))
        var widestSpan: Int32 = 0
        for item in laneItems {
            switch item.placement {
            case .definite(let start, let end):
                lower = min(lower, start)
                upper = max(upper, end)
            case .auto(let span):
                widestSpan = max(widestSpan, span)
            }
        }
        upper = max(upper, lower + widestSpan)
        let count = Int(upper - lower)
        let arena = grid.container.arena
        let autoFit = grid[laneAxis].explicit.autoFitTracks
        withLanes { lanes in
            lanes.lines = lower ... upper
            lanes.leadingImplicit = Int(-lower)
            lanes.tracks = ArenaArray(repeating: Track(), count: count, in: arena, lane: .tracks)
            for index in 0 ..< count { lanes.tracks[index].line = Int(lower) + index }
        }
        guard let autoFit, !autoFit.isEmpty, widestSpan == 0 else { return }
        var covered = [Bool](repeating: false, count: count)
        for item in laneItems {
            guard case .definite(let start, let end) = item.placement else { continue }
            for lane in Int(start - lower) ..< Int(end - lower) { covered[lane] = true }
        }
        withLanes { lanes in
            for index in 0 ..< count where !covered[index] && autoFit.contains(Int(lower) + index) {
                lanes.tracks[index].isCollapsed = true
            }
        }
    }

    /// The lanes of `item` (indices from the first lane) when it is placed explicitly.
    @inline(__always)
    func explicitLanes(_ item: LaneItem) -> Range<Int>? {
        guard case .definite(let start, let end) = item.placement else { return nil }
        let lower = Int(grid[laneAxis].lines.lowerBound)
        return (Int(start) - lower) ..< (Int(end) - lower)
    }
}
