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
        grid.sizeTracks(laneAxis, space: space, minSize: minSize, maxSize: maxSize)
        #if LATTICE_CHECKS
        if !readsItems { checkLanesWithoutItems(space: space, minSize: minSize, maxSize: maxSize) }
        #endif
        // (The items' stacking sizes are measured in the lanes as sized: for row lanes
        // their widths follow the rows, CSS Grid §12.1 step 3.)
        if laneAxis == .vertical { grid.rows.isSized = true } else { grid.columns.isSized = true }
    }

    /// Whether an item can change the lanes' sizes in `space`: when a lane has an
    /// intrinsic sizing function (§12.5), or a flexible lane is sized under a max-content
    /// constraint (§12.7.1 finds the fr from the items then). Otherwise the lanes follow
    /// from their sizing functions and the space alone, and no item is put in them.
    func lanesReadItems(_ space: AvailableSpace) -> Bool {
        guard !laneItems.isEmpty else { return false }
        let lanes = grid[laneAxis].tracks
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
    /// (an auto-placed item spanning `n` of `L` lanes `L - n + 1` times, an explicitly
    /// placed one once). In the stacking axis an item is aligned at the start of its row:
    /// `normal` there is `start` in grid lanes, so a row lane's item is measured at its
    /// fit-content width.
    private mutating func placeInEveryWindow() {
        let laneCount = grid[laneAxis].tracks.count
        var items = 0, measured = 0, plainWithContent = 0
        for item in laneItems {
            var copies = 1
            if case .auto(let span) = item.placement { copies = max(1, laneCount - Int(span) + 1) }
            items += copies
            let summary = grid.container.child(Int(item.child)).pointee.summary
            if summary.plainBox == nil || summary.hasContent { measured += copies }
            if summary.plainBox != nil && summary.hasContent { plainWithContent += copies }
        }
        makeItemTable(items: items, measured: measured, plainWithContent: plainWithContent)
        for item in laneItems {
            if let lanes = explicitLanes(item) {
                appendItem(item, lanes: lanes)
                continue
            }
            let span = Int(item.placement.span)
            for start in 0 ... max(0, laneCount - span) { appendItem(item, lanes: start ..< start + span) }
        }
    }

    /// Makes the state's items an empty table with room for `items` items, `measured` of
    /// them with measurement records and `plainWithContent` plain boxes with content (see
    /// ``ItemKind``). (A table without records gets one for every child at its first
    /// record, as a grid's does: at 100,000 items, megabytes of records mostly unused, and
    /// the allocator hands such blocks back to the system after each layout.)
    mutating func makeItemTable(items: Int, measured: Int, plainWithContent: Int) {
        let arena = grid.container.arena
        grid.items = ItemTable(capacity: items, in: arena)
        grid.items.measurements = ArenaArray(capacity: max(1, measured), in: arena)
        grid.items.plainBoxes = ArenaArray(capacity: max(1, plainWithContent), in: arena)
        grid.items.absoluteChildren = absoluteChildren
    }

    /// Appends `item` to the state's items in `lanes` (indices from the first lane),
    /// in the stacking axis's one track; returns its index there.
    @discardableResult
    mutating func appendItem(_ item: LaneItem, lanes: Range<Int>) -> Int {
        var placed = grid.unplacedItem(Int(item.child), CellCursor.unplaced)
        let lanesSpan = TrackSpan(lanes.lowerBound, lanes.upperBound), stack = TrackSpan(0, 1)
        if laneAxis == .horizontal {
            placed.columns = lanesSpan
            placed.rows = stack
            placed.align = stackAlignment(placed.align)
        } else {
            placed.rows = lanesSpan
            placed.columns = stack
            placed.justify = stackAlignment(placed.justify)
        }
        grid.items.append(placed, in: grid.container.arena)
        return grid.items.count - 1
    }

    /// An item's alignment in the stacking axis: `normal` is `start` there (grid lanes
    /// stretch nothing by default in that axis).
    @inline(__always)
    private func stackAlignment(_ alignment: ItemAlignment) -> ItemAlignment {
        alignment.value == .normal ? ItemAlignment(.start, overflow: alignment.overflow) : alignment
    }

    #if LATTICE_CHECKS
    /// Checks lanes sized without items against lanes sized with every item in every window.
    private mutating func checkLanesWithoutItems(space: AvailableSpace, minSize: Double?, maxSize: Double?) {
        let fast = grid[laneAxis].tracks.map(\.baseSize)
        placeInEveryWindow()
        grid.sizeTracks(laneAxis, space: space, minSize: minSize, maxSize: maxSize)
        for (index, size) in fast.enumerated() {
            checkSame(size, grid[laneAxis].tracks[index].baseSize, "lane \(index) sized without items")
        }
    }
    #endif
}
