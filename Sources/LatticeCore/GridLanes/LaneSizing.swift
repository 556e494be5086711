// CSS Grid 3 (grid lanes), "Grid Axis Track Sizing": the lanes are sized by the CSS Grid
// §12 track sizing algorithm, with every item that could fall into a lane contributing
// to it.

extension GridLanesState {
    /// Sizes the lanes in `space` (CSS Grid §12.3–12.8, run by the ``GridState``), as if
    /// every auto-placed item spanning `n` lanes stood in every window of `n` adjacent
    /// lanes and every explicitly placed item in its own lanes, each in a row of its own;
    /// the stacking axis is one track of the container's content size there (indefinite:
    /// as wide as the widest item wants, see ``prepareStack(stackSpace:)``).
    ///
    /// - Parameters: `minSize`, `maxSize`: the container's content-box min and max sizes
    ///   on the grid axis.
    mutating func sizeLanes(space: AvailableSpace, minSize: Double?, maxSize: Double?, stackSpace: AvailableSpace) {
        prepareStack(stackSpace: stackSpace)
        let readsItems = lanesReadItems(space)
        if readsItems { placeInEveryWindow() } else { grid.items = ItemTable() }
        grid.uniformLanes = uniformRuns.runs.isEmpty ? nil : uniformRuns
        grid.sizeTracks(laneAxis, space: space, minSize: minSize, maxSize: maxSize)
        grid.uniformLanes = nil
        #if LATTICE_CHECKS
        if !readsItems { checkLanesWithoutItems(space: space, minSize: minSize, maxSize: maxSize) }
        checkUniformRuns(space: space, minSize: minSize, maxSize: maxSize)
        #endif
        grid.items = placedItems
        // (The items' stacking sizes are measured in the lanes as sized: for row lanes
        // their widths follow the rows, CSS Grid §12.1 step 3.)
        if laneAxis == .vertical { grid.rows.isSized = true } else { grid.columns.isSized = true }
    }

    /// Whether an item can change the lanes' sizes in `space`: when a lane has an
    /// intrinsic sizing function (§12.5), or a flexible lane is sized under a max-content
    /// constraint (§12.7.1 finds the fr from the items then). Otherwise the lanes follow
    /// from their sizing functions and the space alone, and no item is put in them.
    func lanesReadItems(_ space: AvailableSpace) -> Bool {
        guard !placements.isEmpty else { return false }
        let lanes = laneAxis == .horizontal ? grid.columns.tracks : grid.rows.tracks
        for lane in lanes where lane.hasIntrinsicMin || lane.hasIntrinsicMax { return true }
        if space == .maxContent { return lanes.contains { $0.isFlexible } }
        return false
    }

    /// The stacking axis's one track: the content size (as wide as any item wants when
    /// it is not definite), for the items measured across it (row lanes' heights, measured
    /// at their fit-content width in it).
    private mutating func prepareStack(stackSpace: AvailableSpace) {
        let arena = grid.container.arena
        withStack { stack in
            stack.lines = 0 ... 1
            stack.explicitCount = 1
            stack.leadingImplicit = 0
            stack.names = .empty
            // (Not sized: a column lane's item measured across it sees an indefinite height.)
            stack.isSized = false
            stack.tracks = ArenaArray(repeating: Track(), count: 1, in: arena, lane: .tracks)
            stack.tracks[0].baseSize = stackSpace.definiteValue ?? largestLength
            stack.tracks[0].growthLimit = stack.tracks[0].baseSize
        }
        withLanes { $0.isSized = false }
    }

    /// The state's items: each in-flow item in every window of lanes it can fall into
    /// (an auto-placed item spanning `n` lanes at every `n` adjacent sets of one lane,
    /// leaving out the windows that touch a long run's middle, or when `n` is wide or spread
    /// at the starts ``UniformLaneRuns/wholeSetWindows`` lists, see ``UniformLaneRuns``; an
    /// explicitly placed one once, in its sets), each copy with measurement records of its
    /// own (a copy's contributions depend on the lanes it spans). In the stacking axis an
    /// item is aligned at the start of its row, so a row lane's item is measured at its
    /// fit-content width across it.
    private mutating func placeInEveryWindow() {
        // The stretches of adjacent sets of one lane, between the middles.
        let lanes = grid[laneAxis].tracks
        var stretches: [Range<Int>] = []
        var start = 0
        for index in lanes.indices where lanes[index].count > 1 {
            if start < index { stretches.append(start ..< index) }
            start = index + 1
        }
        if start < lanes.count { stretches.append(start ..< lanes.count) }
        var count = 0
        let wholeSetWindows = uniformRuns.wholeSetWindows
        for placement in placements {
            guard case .auto(let autoSpan) = placement else { count += 1; continue }
            let span = max(1, Int(autoSpan))
            if let starts = wholeSetWindows[span] { count += starts.count; continue }
            for stretch in stretches { count += max(0, stretch.count - span + 1) }
        }
        let arena = grid.container.arena
        var windows = ItemTable(capacity: count, in: arena)
        windows.measurements = ArenaArray(capacity: 64, in: arena)
        windows.plainBoxes = ArenaArray(capacity: 64, in: arena)
        windows.absoluteChildren = placedItems.absoluteChildren
        windows.someWidthFollowsRows = placedItems.someWidthFollowsRows
        windows.someWidthFollowsRowsIsOpen = placedItems.someWidthFollowsRowsIsOpen
        for (index, placement) in placements.enumerated() {
            var copy = placedItems[index]
            if laneAxis == .vertical { copy.justify = ItemAlignment(.start, overflow: copy.justify.overflow) }
            if let sets = explicitLaneSets(placement) {
                windows.append(inLanes(copy, sets, into: &windows), in: arena)
                continue
            }
            let span = max(1, Int(placement.span))
            if let starts = wholeSetWindows[span] {
                // A wide or spread span: its windows' edges are sets' edges (see ``UniformLaneRuns``).
                for start in starts {
                    windows.append(inLanes(copy, TrackSpan(firstLaneSet(from: start), firstLaneSet(from: start + span)),
                                           into: &windows), in: arena)
                }
                continue
            }
            for stretch in stretches where stretch.count >= span {
                for start in stretch.lowerBound ... stretch.upperBound - span {
                    windows.append(inLanes(copy, TrackSpan(start, start + span), into: &windows), in: arena)
                }
            }
        }
        grid.items = windows
    }

    /// `item` of ``placedItems`` in lane sets `span`, with records of its own in `table`
    /// (its widths known at placement kept, nothing measured yet).
    private func inLanes(_ item: PlacedItem, _ span: TrackSpan, into table: inout ItemTable) -> PlacedItem {
        var copy = item
        let stack = TrackSpan(0, 1)
        if laneAxis == .horizontal { (copy.columns, copy.rows) = (span, stack) } else { (copy.rows, copy.columns) = (span, stack) }
        let arena = grid.container.arena
        func record(_ measured: Int) -> Int32 {
            var fresh = ItemMeasurements()
            if item.widthsFixed { fresh.maxContentWidth = placedItems.measurements[measured].maxContentWidth }
            table.measurements.append(fresh, in: arena)
            return Int32(truncatingIfNeeded: table.measurements.count - 1)
        }
        switch item.kind {
        case .bare, .plainWithoutContent:
            break
        case .measured(let measured):
            copy.kind = .measured(record(Int(measured)))
        case .plainWithContent(let plain, let measured):
            table.plainBoxes.append(placedItems.plainBoxes[Int(plain)], in: arena)
            copy.kind = .plainWithContent(plain: Int32(truncatingIfNeeded: table.plainBoxes.count - 1),
                                          measured: record(Int(measured)))
        }
        return copy
    }

    #if LATTICE_CHECKS
    /// Checks lanes sized without items against lanes sized with every item in every window.
    private mutating func checkLanesWithoutItems(space: AvailableSpace, minSize: Double?, maxSize: Double?) {
        let fast = grid[laneAxis].tracks.map(\.baseSize)
        let lanes = grid[laneAxis].tracks
        // (Sized again in tracks of their own: the fast path's stay as they are.)
        let arena = grid.container.arena
        let copy = ArenaArray(repeating: Track(), count: lanes.count, in: arena, lane: .tracks)
        for index in lanes.indices { copy[index] = lanes[index] }
        withLanes { $0.tracks = copy }
        placeInEveryWindow()
        grid.uniformLanes = uniformRuns.runs.isEmpty ? nil : uniformRuns
        grid.sizeTracks(laneAxis, space: space, minSize: minSize, maxSize: maxSize)
        grid.uniformLanes = nil
        withLanes { $0.tracks = lanes }
        for (index, size) in fast.enumerated() {
            checkSame(size, copy[index].baseSize, "lane \(index) sized without items")
        }
    }

    /// Checks the lanes of long uniform runs, kept with middles, against the lanes kept one
    /// by one with every item in every window (for axes of few enough lanes to keep so).
    /// Exactly, but beside a wide or spread auto-placed span (see ``UniformLaneRuns``) within
    /// two 64ths of a pixel: its window spanning a run's middle gives the middle its share in
    /// 1/64 px as one number, where the lanes one by one each take theirs in 1/64 px and
    /// the last one the remainder.
    private mutating func checkUniformRuns(space: AvailableSpace, minSize: Double?, maxSize: Double?) {
        guard !uniformRuns.runs.isEmpty, grid[laneAxis].trackCount <= 20_000 else { return }
        let sets = grid[laneAxis].tracks, runs = uniformRuns, items = grid.items
        let lower = Int(grid[laneAxis].lines.lowerBound)
        let arena = grid.container.arena
        let lanes = ArenaArray(repeating: Track(), count: grid[laneAxis].trackCount, in: arena, lane: .tracks)
        sets.forEachLane { set, line in
            var lane = sets[set]
            lane.line = line
            lane.count = 1
            lane.alternatesWithNext = false
            lanes[line - lower] = lane
        }
        withLanes { axis in
            axis.tracks = lanes
            axis.setGaps(axis.gap)
        }
        uniformRuns = UniformLaneRuns(widestWindow: runs.widestWindow, wholeSetWindows: runs.wholeSetWindows)
        if lanesReadItems(space) { placeInEveryWindow() } else { grid.items = ItemTable() }
        grid.sizeTracks(laneAxis, space: space, minSize: minSize, maxSize: maxSize)
        let tolerance = runs.wholeSetWindows.isEmpty ? 0 : 1.0 / 32
        sets.forEachLane { set, line in
            let kept = sets[set].baseSize, oneByOne = lanes[line - lower].baseSize
            precondition(abs(kept - oneByOne) <= tolerance + 1e-9 * max(1, abs(kept)),
                         "fast path disagrees with the general rule: lane \(line) of a uniform run: \(kept) vs \(oneByOne)")
        }
        withLanes { $0.tracks = sets }
        uniformRuns = runs
        grid.items = items
    }
    #endif
}

#if LATTICE_CHECKS
extension ArenaArray where Element == Track {
    /// Calls `body` with each set's index and the origin-zero line of each of its lanes
    /// (sets that alternate, `p` of them, hold every `p`th lane from their first).
    func forEachLane(_ body: (_ set: Int, _ line: Int) -> Void) {
        var index = 0
        while index < count {
            var last = index
            while self[last].alternatesWithNext { last += 1 }
            for set in index ... last {
                for offset in 0 ..< self[set].count { body(set, self[set].line + offset * (last - index + 1)) }
            }
            index = last + 1
        }
    }
}
#endif
