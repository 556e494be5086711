// CSS Grid 3 (grid lanes), "Grid Lanes Layout Algorithm": each item, in order-modified
// document order, goes to its lanes (the explicit ones, or the auto-placed item's choice
// among the running positions, with `flow-tolerance` and the cursor) and is measured
// there; its lanes' running positions move past it.

extension GridLanesState {
    /// Places and measures every in-flow item in the lanes as sized, with `gap` between
    /// two items of a lane and the resolved `flow-tolerance`. The state's items are the
    /// in-flow items (``placedItems``), in order-modified document order.
    ///
    /// - Parameter stackSpace: the container's content size in the stacking axis (the
    ///   fit-content width of a row lane's item is taken against it).
    mutating func stackItems(stackSpace: AvailableSpace, gap: Double, tolerance: Double) {
        grid.items = placedItems
        var pass = startStacking(stackSpace: stackSpace, gap: gap, tolerance: tolerance)
        let placements = self.placements
        for index in placements.indices { stack(index, placements[index], &pass) }
        finishStacking(pass)
    }

    /// A stacking pass over the lanes as sized: empty lanes, the cursor at the first.
    mutating func startStacking(stackSpace: AvailableSpace, gap: Double, tolerance: Double) -> StackingPass {
        let laneCount = grid[laneAxis].trackCount
        var pass = StackingPass(running: RunningPositions(laneCount: laneCount, gap: gap, tolerance: tolerance),
                                lower: Int(laneAxis == .horizontal ? grid.columns.lines.lowerBound : grid.rows.lines.lowerBound),
                                setsAreLanes: grid[laneAxis].tracks.count == laneCount,
                                stackContent: stackSpace.definiteValue)
        // (The pass works on the state's arrays as its own, put back at its end: no
        // exclusivity check or reference count per item.)
        swap(&pass.positions, &stackPositions)
        swap(&pass.widths, &stackWidths)
        pass.positions.removeAll(keepingCapacity: true)
        pass.widths.removeAll(keepingCapacity: true)
        pass.positions.reserveCapacity(grid.items.count)
        if laneAxis == .vertical { pass.widths.reserveCapacity(grid.items.count) }
        return pass
    }

    /// Places item `index` of the state's items, whose grid-axis placement is `placement`:
    /// its lanes first (an auto-placed item's from the running positions; the sets of a
    /// run's middle split at their edges), then its size measured in them, then the
    /// running positions past it.
    @inline(__always)
    mutating func stack(_ index: Int, _ placement: ResolvedPlacement, _ pass: inout StackingPass) {
        let placed: RunningPositions.Placement
        let size: Double
        switch placement {
        case .definite(let start, let end):
            let lanes = (Int(start) - pass.lower) ..< (Int(end) - pass.lower)
            // (The sets found first: an argument that changes the state would have the call
            // work on a copy of it.)
            let sets = laneSets(lanes, of: index, lower: pass.lower, setsAreLanes: pass.setsAreLanes)
            setLanes(index, sets)
            size = stackingSize(index, stackContent: pass.stackContent)
            placed = pass.running.append(lanes: lanes, size: size)
        case .auto(let span):
            let span = Int(span)
            let start = pass.running.startLane(span: span)
            let sets = laneSets(start ..< start + span, of: index, lower: pass.lower, setsAreLanes: pass.setsAreLanes)
            setLanes(index, sets)
            size = stackingSize(index, stackContent: pass.stackContent)
            placed = pass.running.append(autoPlacedAt: start, span: span, size: size)
        }
        pass.positions.append(placed.position)
        if laneAxis == .vertical { pass.widths.append(size) }
        if !pass.needsRooms { pass.needsRooms = alignsInRoom(index) }
    }

    /// The lane sets of `lanes` (lane 0 at origin-zero line `lower`), item `index` being
    /// placed: the lanes themselves when `setsAreLanes` (every set is one lane), else as
    /// ``laneSets(from:to:placed:)`` finds them (splitting sets at their edges).
    @inline(__always)
    private mutating func laneSets(_ lanes: Range<Int>, of index: Int, lower: Int, setsAreLanes: Bool) -> TrackSpan {
        guard setsAreLanes else {
            return laneSets(from: lower + lanes.lowerBound, to: lower + lanes.upperBound, placed: index)
        }
        let sets = TrackSpan(lanes.lowerBound, lanes.upperBound)
#if LATTICE_CHECKS
        precondition(laneSets(from: lower + lanes.lowerBound, to: lower + lanes.upperBound, placed: index) == sets,
                     "grid lanes: the lanes' sets are not the lanes")
#endif
        return sets
    }

    /// Keeps what `pass` found.
    mutating func finishStacking(_ pass: consuming StackingPass) {
        running = pass.running
        needsRooms = pass.needsRooms
        swap(&pass.positions, &stackPositions)
        swap(&pass.widths, &stackWidths)
    }

    /// The item's outer size in the stacking axis, measured in its lanes: a column lane's
    /// item's height at its width in the lanes (as a grid item's height in its columns,
    /// CSS Grid §12.3); a row lane's item's fit-content width against `stackContent`, the
    /// container's content width (its max-content width when that is not definite),
    /// with its lanes' height as its area's.
    private mutating func stackingSize(_ index: Int, stackContent: Double?) -> Double {
        if laneAxis == .horizontal {
            grid.measureHeights(index)
            return grid.items[index].contentHeight
        }
        let maxContent = grid.contribution(index, .horizontal, .maxContent)
        guard let stackContent else { return maxContent }
        let minContent = grid.contribution(index, .horizontal, .minContent)
        return min(maxContent, max(minContent, stackContent))
    }

    /// The outer size of item `index` in the stacking axis, as measured when it was
    /// placed (a column lane's item's outer height is its own record of it).
    @inline(__always)
    func stackSize(_ index: Int) -> Double {
        laneAxis == .horizontal ? grid.items[index].contentHeight : stackWidths[index]
    }

    /// Whether the item is aligned in the stacking axis other than at the start of the
    /// room after it (see ``rooms(contentSize:)``): its alignment there, or an `auto` margin.
    private mutating func alignsInRoom(_ index: Int) -> Bool {
        let item = grid.items[index]
        switch item.alignment(stackAxis).value {
        case .start, .flexStart, .baseline, .normal: break
        default: return true
        }
        guard grid.plainBox(item) == nil else { return false }
        let margin = grid.container.child(item.child).pointee.style.margin
        return stackAxis == .vertical ? margin.top.isAuto || margin.bottom.isAuto : margin.left.isAuto || margin.right.isAuto
    }
}

/// A pass placing a grid-lanes container's items one after another (see
/// ``GridLanesState/stack(_:_:_:)``).
struct StackingPass {
    var running: RunningPositions
    /// Per item placed: its position, and for row lanes its outer width.
    var positions: [Double] = []
    var widths: [Double] = []
    var needsRooms = false
    /// The grid's first line (origin-zero): lane 0 starts there.
    let lower: Int
    /// Whether every lane set is one lane (nearly every container): an item's sets are its
    /// lanes then, and stay so (only a set of several lanes is split as items are placed).
    let setsAreLanes: Bool
    /// The container's content size in the stacking axis, when definite.
    let stackContent: Double?

    init(running: RunningPositions, lower: Int, setsAreLanes: Bool, stackContent: Double?) {
        self.running = running
        self.lower = lower
        self.setsAreLanes = setsAreLanes
        self.stackContent = stackContent
    }
}
