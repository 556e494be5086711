// CSS Grid 3 (grid lanes), "Grid Lanes Layout Algorithm": each item, in document order,
// goes to its lanes (the explicit ones, or the auto-placed item's choice among the
// running positions, with `flow-tolerance` and the cursor) and is measured there; its
// lanes' running positions move past it.

extension GridLanesState {
    /// Places and measures every in-flow item in the lanes as sized, with `gap` between
    /// two items of a lane and the resolved `flow-tolerance`. The state's items become the
    /// in-flow items, in document order.
    ///
    /// - Parameter stackSpace: the container's content size in the stacking axis (the
    ///   fit-content width of a row lane's item is taken against it).
    mutating func stackItems(stackSpace: AvailableSpace, gap: Double, tolerance: Double) {
        let laneCount = grid[laneAxis].tracks.count
        makeItemTable(items: laneItems.count, measured: measuredItems, plainWithContent: plainItemsWithContent)
        running = RunningPositions(laneCount: laneCount, gap: gap, tolerance: tolerance)
        stackPositions.removeAll(keepingCapacity: true)
        stackWidths.removeAll(keepingCapacity: true)
        stackPositions.reserveCapacity(laneItems.count)
        if laneAxis == .vertical { stackWidths.reserveCapacity(laneItems.count) }
        needsRooms = false
        let stackContent = stackSpace.definiteValue
        for item in laneItems {
            let lanes: Range<Int>
            if let explicit = explicitLanes(item) {
                lanes = explicit
            } else {
                let span = Int(item.placement.span)
                let start = running.startLane(span: span)
                lanes = start ..< start + span
            }
            let index = appendItem(item, lanes: lanes)
            let size = stackingSize(index, stackContent: stackContent)
            let placement = explicitLanes(item) == nil
                ? running.append(autoPlacedAt: lanes.lowerBound, span: lanes.count, size: size)
                : running.append(lanes: lanes, size: size)
            stackPositions.append(placement.position)
            if laneAxis == .vertical { stackWidths.append(size) }
            if !needsRooms { needsRooms = alignsInRoom(index) }
        }
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
