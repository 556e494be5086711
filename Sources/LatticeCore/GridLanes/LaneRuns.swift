// CSS Grid 3 (grid lanes), "Grid Lanes Placement" and "Grid Axis Track Sizing", with
// CSS Grid §7.5 and §12.5: the lanes, implicit ones included, kept as sets of identical
// lanes, as the grid keeps its tracks (see ``TrackSetBuilder``), so that an item at a
// lane line in the millions makes a few dozen sets, not millions of lanes each holding
// a copy of every auto-placed item.

/// The long runs of identical lanes kept as sets, and how §12.5 sizes them.
///
/// The lanes are cut into runs at the grid axis's fixed lines (the explicit grid's edges,
/// the template entries' starts) and at the explicitly placed items' edges. A run is
/// *uniform* when its lanes have one sizing function (they lie in a template
/// entry of one size, or among the implicit lanes of a one-size `grid-auto-*`): no
/// explicitly placed item tells its lanes apart, only the windows of auto-placed items
/// crossing its ends do (every auto-placed item stands in every window of lanes, see
/// ``GridLanesState/sizeLanes(space:minSize:maxSize:stackSpace:)``).
///
/// In §12.5 step 3 the windows of one span `n` move a difference between lanes at most
/// `n − 1` lanes further in each of their group's five distribution sub-steps (§12.5.1,
/// for steps 3.1–3.3, 3.5 and 3.6: each reads the sizes the one before left); step 2
/// (span 1) moves none. So once the windows' groups are done, the lanes at least
/// `reach` = 5 Σ (n − 1) lanes (over the distinct auto-placed spans `n`) from both ends
/// of a uniform run all have the sizes of the lane `reach` lanes from its start.
///
/// A uniform run longer than twice `zone` = 2 `reach` + `W` + 1 lanes (`W` the widest
/// auto-placed span), by at least ``shortestMiddle`` lanes, is kept as `zone` sets of one
/// lane at each end and one set of the lanes between, its *middle*. The windows are put
/// only where all their lanes are sets of one lane. Those left out (the ones touching a
/// middle) would change lanes at least `zone − W + 1` lanes from the run's ends, and
/// their differences come at most `reach` lanes closer: the lane `reach` lanes from the
/// start, and the lanes before it, are sized as with every window. After the windows'
/// groups (before the first group wider than `W`: only explicitly placed items, which span
/// whole sets, make those), every lane of the run from that lane to the lane `reach`
/// lanes before the end takes its sizes (``equalize(_:)``); from then on each set's lanes
/// grow alike, as the lanes they stand for do (§12.6 shares the free space over them
/// lane by lane, see ``GridState/maximizeTracks(_:space:byTrack:)``).
///
/// Flexible lanes take no part in steps 2–3: every window over a run of them is sized in
/// step 4, all in one group whose three sub-steps (base sizes only) each move a difference
/// at most `W − 1` lanes, within `reach`. There the runs take the sizes of their source
/// lane after each sub-step, so that an explicitly placed item spanning a run, in the same
/// group, reads its lanes as they would be one by one. §12.7 then finds one `fr` for all
/// lanes: a window left out would find the one a window kept in the run's ends finds.
struct UniformLaneRuns {
    /// The fewest lanes a run's middle holds: shorter runs are kept lane by lane (what
    /// a middle saves there is less than a set's bookkeeping).
    static let shortestMiddle = 256

    /// The widest span of an auto-placed item (`W`): §12.5 step 3's groups up to this
    /// span hold the windows.
    let widestWindow: Int
    /// Per run kept with a middle: the set of the lane `reach` lanes from its start, and
    /// the sets that take its sizes once the windows' groups are done.
    private(set) var runs: [(source: Int, targets: Range<Int>)] = []

    init(widestWindow: Int) {
        self.widestWindow = widestWindow
    }

    /// `reach` and `zone` (see above), `spanExcess` being Σ (n − 1) over the distinct
    /// auto-placed spans `n` and `widest` the widest (0 without auto-placed items).
    static func zone(spanExcess: Int, widest: Int) -> (reach: Int, zone: Int) {
        let reach = 5 * spanExcess
        return (reach, 2 * reach + widest + 1)
    }

    /// Records a run kept with a middle whose first set is `first`, `zone` sets of one
    /// lane at each end of it.
    mutating func add(runFrom first: Int, zone: Int, reach: Int) {
        // Sets: first ..< first + zone (the start's lanes), first + zone (the middle), then
        // the end's lanes, the last one `first + 2 zone`.
        runs.append((first + reach, first + reach + 1 ..< first + 2 * zone - reach))
    }

    /// Gives every run's lanes between `reach` lanes from its ends the sizes of the lane
    /// `reach` lanes from its start (see above).
    func equalize(_ tracks: inout ArenaArray<Track>) {
        for run in runs {
            let source = tracks[run.source]
            for index in run.targets {
                tracks[index].baseSize = source.baseSize
                tracks[index].growthLimit = source.growthLimit
                tracks[index].infinitelyGrowable = source.infinitelyGrowable
            }
        }
    }
}

extension GridLanesState {
    /// The lanes: the explicit ones, implicit ones before them for the items placed on
    /// negative lines, and after them for items placed past the explicit grid and for the
    /// widest auto-placed span; as sets, one per lane but for the middles of long uniform
    /// runs (see ``UniformLaneRuns``, kept in ``uniformRuns``). `repeat(auto-fit, …)` lanes
    /// that no item can fall into collapse (CSS Grid §7.2.3.2): an auto-placed item stands
    /// in every window of lanes, so only a container whose items are all placed explicitly
    /// has empty lanes.
    mutating func buildLanes() {
        var lower: Int32 = 0
        var upper = Int32(clamping: max(0, grid[laneAxis].explicitCount))
        // The distinct auto-placed spans: up to 64 as bits (nearly every item: no hashing).
        var shortSpans: UInt64 = 0
        var longSpans = Set<Int>()
        var widestSpan: Int32 = 0
        for placement in placements {
            switch placement {
            case .definite(let start, let end):
                lower = min(lower, start)
                upper = max(upper, end)
            case .auto(let span):
                let span = max(1, span)
                widestSpan = max(widestSpan, span)
                if span <= 64 { shortSpans |= 1 << (span - 1) } else { longSpans.insert(Int(span)) }
            }
        }
        // Σ (n − 1) over the distinct spans `n` (bit `n − 1` for a short one).
        var spanExcess = longSpans.reduce(0) { $0 + $1 - 1 }
        for bit in 0 ..< 64 where shortSpans & (1 << bit) != 0 { spanExcess += bit }
        upper = max(upper, lower + widestSpan)
        let boundaries = laneBoundaries(lower: Int(lower), upper: Int(upper))
        let (reach, zone) = UniformLaneRuns.zone(spanExcess: spanExcess, widest: Int(widestSpan))
        var runs = UniformLaneRuns(widestWindow: Int(widestSpan))

        // Each run lane by lane, or `zone` lanes, its middle, `zone` lanes.
        var sets = 0
        for index in 0 ..< boundaries.count - 1 {
            let start = boundaries[index], length = boundaries[index + 1] - start
            sets += keepsMiddle(from: start, length: length, zone: zone) ? 2 * zone + 1 : length
        }
        let arena = grid.container.arena
        var lanes = ArenaArray<Track>(capacity: sets, in: arena, lane: .tracks)
        for index in 0 ..< boundaries.count - 1 {
            let start = boundaries[index], end = boundaries[index + 1]
            if keepsMiddle(from: start, length: end - start, zone: zone) {
                runs.add(runFrom: lanes.count, zone: zone, reach: reach)
                for line in start ..< start + zone { lanes.append(Track(line: line, count: 1), in: arena) }
                lanes.append(Track(line: start + zone, count: end - start - 2 * zone), in: arena)
                for line in end - zone ..< end { lanes.append(Track(line: line, count: 1), in: arena) }
            } else {
                for line in start ..< end { lanes.append(Track(line: line, count: 1), in: arena) }
            }
        }
        withLanes { axis in
            axis.lines = lower ... upper
            axis.leadingImplicit = Int(-lower)
            axis.tracks = lanes
        }
        uniformRuns = runs
        if widestSpan == 0 { collapseEmptyAutoFitLanes() }
    }

    /// The lines the lanes from `lower` to `upper` are cut into runs at, sorted and
    /// distinct: the fixed lines (see ``TrackSetBuilder/forEachFixedBoundary(lower:upper:explicitCount:_:)``)
    /// and the explicitly placed items' edges.
    private func laneBoundaries(lower: Int, upper: Int) -> [Int] {
        let axis = grid[laneAxis]
        let builder = TrackSetBuilder(explicit: axis.explicit, autoCount: max(1, style.gridAuto(laneAxis).count))
        var lines: [Int] = []
        builder.forEachFixedBoundary(lower: lower, upper: upper, explicitCount: axis.explicitCount) { lines.append($0) }
        for placement in placements {
            if case .definite(let start, let end) = placement { lines.append(Int(start)); lines.append(Int(end)) }
        }
        lines.sort()
        var distinct: [Int] = []
        distinct.reserveCapacity(lines.count)
        for line in lines where distinct.last != line { distinct.append(line) }
        return distinct
    }

    /// Whether the run of `length` lanes from origin-zero line `start` is kept with a
    /// middle: it is uniform and long enough (see ``UniformLaneRuns``).
    private func keepsMiddle(from start: Int, length: Int, zone: Int) -> Bool {
        guard length >= 2 * zone + UniformLaneRuns.shortestMiddle else { return false }
        let axis = grid[laneAxis]
        if start >= 0 && start < axis.explicit.count {
            // (A template entry's start is a boundary: the run lies in one entry.)
            return axis.explicit.segments.last { $0.start <= start }?.pattern.count == 1
        }
        return style.gridAuto(laneAxis).count <= 1
    }

    /// §7.2.3.2: the `auto-fit` lanes that no explicitly placed item covers collapse (the
    /// items' edges cut the sets: an item covers a set whole or not at all).
    private mutating func collapseEmptyAutoFitLanes() {
        guard let autoFit = grid[laneAxis].explicit.autoFitTracks, !autoFit.isEmpty else { return }
        var covered: [Range<Int>] = []
        for placement in placements {
            if case .definite(let start, let end) = placement { covered.append(Int(start) ..< Int(end)) }
        }
        withLanes { lanes in
            for index in lanes.tracks.indices {
                let line = lanes.tracks[index].line
                if autoFit.contains(line) && !covered.contains(where: { $0.contains(line) }) {
                    lanes.tracks[index].isCollapsed = true
                }
            }
        }
    }

    /// The index of the lane set starting at origin-zero `line`, the set holding that line
    /// split there first (its two parts sized as it was): an auto-placed item's lanes,
    /// found as the items are stacked, become sets of their own. The items placed so far
    /// (the state's first `placed`) are kept in their lanes. `line` is within the lanes'.
    mutating func laneSet(startingAt line: Int, placed: Int) -> Int {
        // (The lanes read in place: a copy of their axis retains its line names.)
        let tracks = laneAxis == .horizontal ? grid.columns.tracks : grid.rows.tracks
        let upper = laneAxis == .horizontal ? grid.columns.lines.upperBound : grid.rows.lines.upperBound
        if line >= Int(upper) { return tracks.count }
        var low = 0, high = tracks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tracks[middle].line <= line { low = middle } else { high = middle - 1 }
        }
        let set = tracks[low]
        if set.line == line { return low }
        // Split: the part before `line` keeps the gap after its tracks; the part from it
        // ends the grid when the set did (with no gap after it when it is one lane).
        var first = set, second = set
        first.count = line - set.line
        first.endsGrid = false
        second.line = line
        second.count = set.count - first.count
        if set.endsGrid && second.count == 1 {
            second.endsGrid = false
            second.gapAfter = 0
        }
        let arena = grid.container.arena
        var split = ArenaArray<Track>(capacity: tracks.count + 1, in: arena, lane: .tracks)
        for index in 0 ..< low { split.append(tracks[index], in: arena) }
        split.append(first, in: arena)
        split.append(second, in: arena)
        for index in low + 1 ..< tracks.count { split.append(tracks[index], in: arena) }
        withLanes { $0.tracks = split }
        for index in 0 ..< placed {
            let span = grid.items[index].span(laneAxis)
            let moved = TrackSpan(span.start > low ? span.start + 1 : span.start, span.end > low ? span.end + 1 : span.end)
            if laneAxis == .horizontal { grid.items[index].columns = moved } else { grid.items[index].rows = moved }
        }
        return low + 1
    }

    /// The lane sets of the lanes from origin-zero line `start` to line `end` (see
    /// ``laneSet(startingAt:placed:)``).
    mutating func laneSets(from start: Int, to end: Int, placed: Int) -> TrackSpan {
        let first = laneSet(startingAt: start, placed: placed)
        return TrackSpan(first, laneSet(startingAt: end, placed: placed))
    }
}
