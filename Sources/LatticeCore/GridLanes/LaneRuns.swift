// CSS Grid 3 (grid lanes), "Grid Lanes Placement" and "Grid Axis Track Sizing", with
// CSS Grid §7.5 and §12.5: the lanes, implicit ones included, kept as sets of identical
// lanes, as the grid keeps its tracks (see ``TrackSetBuilder``), so that an item at a
// lane line in the millions makes a few dozen sets, not millions of lanes each holding
// a copy of every auto-placed item.

/// The long runs of lanes that repeat one pattern kept as sets, and how §12.5 sizes them.
///
/// The lanes are cut into runs at the grid axis's fixed lines (the explicit grid's edges,
/// the template entries' starts) and at the explicitly placed items' edges. A run is
/// *uniform* when its lanes repeat one pattern of `p` sizing functions (they lie in one
/// template entry, a single size or a `repeat()`, or among the implicit lanes of
/// `grid-auto-*`; `p` is 1 in the common case): no explicitly placed item tells its lanes
/// apart, only the windows of auto-placed items crossing its ends do (every auto-placed
/// item stands in every window of lanes, see
/// ``GridLanesState/sizeLanes(space:minSize:maxSize:stackSpace:)``), and a lane `p` lanes
/// further sees the same lanes around it.
///
/// In §12.5 step 3 the windows of one span `n` move a difference between lanes at most
/// `n − 1` lanes further in each of their group's five distribution sub-steps (§12.5.1,
/// for steps 3.1–3.3, 3.5 and 3.6: each reads the sizes the one before left); step 2
/// (span 1) moves none. So once the windows' groups are done, the lanes at least
/// `reach` = 5 Σ (n − 1) lanes (over the distinct auto-placed spans `n`) from both ends
/// of a uniform run all have the sizes of the lane a whole number of periods from them
/// among the `p` *source* lanes, the first at least `reach` lanes from the run's start.
///
/// A long uniform run is kept as `zone` sets of one lane at each end (`zone` at least
/// 2 `reach` + `W` + `p` lanes, `W` the widest auto-placed span, and a whole number of
/// periods), and between them its *middle*: `p` sets, the `k`th holding every `p`th lane
/// from the middle's `k`th (sets that alternate, as ``TrackSetBuilder`` makes for a
/// `repeat()`), at least ``shortestMiddle`` lanes and two periods. The windows are put
/// only where all their lanes are sets of one lane. Those left out (the ones touching a
/// middle) would change lanes at least `zone − W + 1` lanes from the run's ends, and
/// their differences come at most `reach` lanes closer: the source lanes, and the lanes
/// before them, are sized as with every window. After the windows' groups (before the
/// first group wider than `W`: only explicitly placed items, which span whole sets, make
/// those), every lane of the run from the source lanes to `reach` lanes before the end
/// takes the sizes of the source lane of its place in the pattern (``equalize(_:)``);
/// from then on each set's lanes grow alike, as the lanes they stand for do (§12.6 shares
/// the free space over them lane by lane, see ``GridState/maximizeTracks(_:space:byTrack:)``).
///
/// An auto-placed span `n` wider than half the lanes is *wide*: it has few windows, whose
/// edges all lie within `N − n` lanes of the grid's ends (`N` lanes), and each covers all
/// the lanes between. Wide spans count neither in `reach` nor in `W`; the runs keep a
/// middle only between the edges of the narrowest one's windows, so that each wide window
/// spans whole sets, as an explicitly placed item does, and covers every lane a run takes
/// sizes from or gives them to.
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

    /// The widest span of an auto-placed item but the wide ones (`W`): §12.5 step 3's
    /// groups up to this span hold the windows that sets of one lane hold.
    let widestWindow: Int
    /// Per run kept with a middle: the first of its `period` source sets, and the sets
    /// that take their sizes once the windows' groups are done.
    private(set) var runs: [(source: Int, period: Int, targets: Range<Int>)] = []

    init(widestWindow: Int) {
        self.widestWindow = widestWindow
    }

    /// `reach` (see above), `spanExcess` being Σ (n − 1) over the distinct auto-placed spans
    /// `n` (0 without auto-placed items).
    static func reach(spanExcess: Int) -> Int { 5 * spanExcess }

    /// The lanes a run of `length` lanes repeating a pattern of `period` sizing functions
    /// keeps one by one at its start and at its end, with a middle between them (a whole
    /// number of periods, `length / period` sets); `nil` when the run is too short to keep
    /// a middle. `reach` and `widest` as above.
    static func ends(length: Int, period: Int, reach: Int, widest: Int) -> (start: Int, end: Int)? {
        func periods(_ lanes: Int) -> Int { (lanes + period - 1) / period * period }
        // The source lanes from `periods(reach)` on, sized as with every window: at least
        // `W − 1 + reach` lanes before the first window left out.
        let start = periods(periods(reach) + period + widest + reach)
        let middle = (length - 2 * start) / period * period
        guard middle >= Swift.max(shortestMiddle, 2 * period) else { return nil }
        return (start, length - start - middle)
    }

    /// Records a run kept with a middle whose first set is `first`: `ends.start` sets of one
    /// lane, the middle's `period` sets, `ends.end` sets of one lane.
    mutating func add(runFrom first: Int, period: Int, ends: (start: Int, end: Int), reach: Int) {
        let source = first + (reach + period - 1) / period * period
        runs.append((source, period, source + period ..< first + ends.start + period + ends.end - reach - 1))
    }

    /// Gives every run's lanes between its source lanes and `reach` lanes before its end
    /// the sizes of the source lane of their place in the pattern (see above).
    func equalize(_ tracks: inout ArenaArray<Track>) {
        for run in runs {
            for index in run.targets {
                let source = tracks[run.source + (index - run.source) % run.period]
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
        upper = max(upper, lower + widestSpan)
        // The wide spans (see ``UniformLaneRuns``): windows whose edges lie within `edge`
        // lanes of the grid's ends.
        let laneCount = Int(upper) - Int(lower)
        let wideSpans = longSpans.filter { 2 * $0 > laneCount }
        let narrowSpans = longSpans.subtracting(wideSpans)
        let edge = wideSpans.min().map { laneCount - $0 } ?? 0
        // Σ (n − 1) over the distinct narrow spans `n` (bit `n − 1` for a short one), the widest.
        var spanExcess = narrowSpans.reduce(0) { $0 + $1 - 1 }
        for bit in 0 ..< 64 where shortSpans & (1 << bit) != 0 { spanExcess += bit }
        let widestNarrow = narrowSpans.max() ?? (64 - shortSpans.leadingZeroBitCount)
        var boundaries = laneBoundaries(lower: Int(lower), upper: Int(upper))
        if edge > 0 {
            boundaries = Set(boundaries + [Int(lower) + edge, Int(upper) - edge]).sorted()
        }
        let reach = UniformLaneRuns.reach(spanExcess: spanExcess)
        var runs = UniformLaneRuns(widestWindow: widestNarrow)

        // Each run lane by lane, or its start's lanes, its middle, its end's lanes (only
        // between the wide windows' edges).
        var kept: [(period: Int, ends: (start: Int, end: Int))?] = []
        kept.reserveCapacity(boundaries.count)
        var sets = 0
        for index in 0 ..< boundaries.count - 1 {
            let start = boundaries[index], length = boundaries[index + 1] - start
            let period = patternPeriod(from: start)
            let betweenEdges = start >= Int(lower) + edge && start + length <= Int(upper) - edge
            let ends = betweenEdges ? UniformLaneRuns.ends(length: length, period: period, reach: reach, widest: widestNarrow) : nil
            kept.append(ends.map { (period, $0) })
            sets += ends.map { $0.start + period + $0.end } ?? length
        }
        let arena = grid.container.arena
        var lanes = ArenaArray<Track>(capacity: sets, in: arena, lane: .tracks)
        for index in 0 ..< boundaries.count - 1 {
            let start = boundaries[index], end = boundaries[index + 1]
            guard let (period, ends) = kept[index] else {
                for line in start ..< end { lanes.append(Track(line: line, count: 1), in: arena) }
                continue
            }
            runs.add(runFrom: lanes.count, period: period, ends: ends, reach: reach)
            for line in start ..< start + ends.start { lanes.append(Track(line: line, count: 1), in: arena) }
            let middle = end - start - ends.start - ends.end
            for offset in 0 ..< period {
                var set = Track(line: start + ends.start + offset, count: middle / period)
                set.alternatesWithNext = offset < period - 1
                lanes.append(set, in: arena)
            }
            for line in end - ends.end ..< end { lanes.append(Track(line: line, count: 1), in: arena) }
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

    /// The number of sizing functions the lanes of the run from origin-zero line `start`
    /// repeat: its template entry's, or `grid-auto-*`'s for implicit lanes.
    private func patternPeriod(from start: Int) -> Int {
        let axis = grid[laneAxis]
        if start >= 0 && start < axis.explicit.count {
            // (A template entry's start is a boundary: the run lies in one entry.)
            return axis.explicit.segments.last { $0.start <= start }?.pattern.count ?? 1
        }
        return max(1, style.gridAuto(laneAxis).count)
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
    /// split there first (its parts sized as it was): an auto-placed item's lanes, found
    /// as the items are stacked, become sets of their own. The items placed so far (the
    /// state's first `placed`) are kept in their lanes. `line` is within the lanes'.
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
        // The sets whose lanes alternate with those of set `low` (a run's middle), or that set.
        var first = low, last = low
        while first > 0 && tracks[first - 1].alternatesWithNext { first -= 1 }
        while tracks[last].alternatesWithNext { last += 1 }
        if tracks[first].line == line { return first }
        let parts = Self.split(tracks, first ... last, at: line, gap: grid[laneAxis].gap,
                               endsGrid: tracks[first].line + tracks.trackCount(first, last + 1) == Int(upper))
        let arena = grid.container.arena
        var split = ArenaArray<Track>(capacity: tracks.count - (last - first + 1) + parts.before.count + parts.after.count,
                                      in: arena, lane: .tracks)
        for index in 0 ..< first { split.append(tracks[index], in: arena) }
        for set in parts.before { split.append(set, in: arena) }
        for set in parts.after { split.append(set, in: arena) }
        for index in last + 1 ..< tracks.count { split.append(tracks[index], in: arena) }
        withLanes { $0.tracks = split }
        // (No item starts or ends inside a set of several lanes: it would have been split.)
        let added = parts.before.count + parts.after.count - (last - first + 1)
        for index in 0 ..< placed {
            let span = grid.items[index].span(laneAxis)
            let moved = TrackSpan(span.start > last ? span.start + added : span.start, span.end > last ? span.end + added : span.end)
            if laneAxis == .horizontal { grid.items[index].columns = moved } else { grid.items[index].rows = moved }
        }
        return first + parts.before.count
    }

    /// The alternating sets `group` (the `k`th holding every `p`th lane from the group's
    /// `k`th, `p` the number of sets; one set of adjacent lanes when `p` is 1) as two such
    /// groups, of the lanes before `line` and of the lanes from it, each set sized as the
    /// set that held its lanes. Each lane has `gap` after it but the grid's last
    /// (`endsGrid`: the group holds it).
    private static func split(_ tracks: ArenaArray<Track>, _ group: ClosedRange<Int>, at line: Int, gap: Double,
                              endsGrid: Bool) -> (before: [Track], after: [Track]) {
        let start = tracks[group.lowerBound].line, period = group.count
        let total = tracks.trackCount(group.lowerBound, group.upperBound + 1)
        func part(from first: Int, lanes: Int, holdsLast: Bool) -> [Track] {
            let sets = min(period, lanes)
            return (0 ..< sets).map { offset in
                var set = tracks[group.lowerBound + (first + offset - start) % period]
                set.line = first + offset
                set.count = (lanes - offset + period - 1) / period
                set.alternatesWithNext = offset < sets - 1
                set.gapAfter = gap
                set.endsGrid = false
                if holdsLast && offset == (lanes - 1) % sets {
                    if set.count == 1 { set.gapAfter = 0 } else { set.endsGrid = true }
                }
                return set
            }
        }
        return (part(from: start, lanes: line - start, holdsLast: false),
                part(from: line, lanes: start + total - line, holdsLast: endsGrid))
    }

    /// The lane sets of the lanes from origin-zero line `start` to line `end` (see
    /// ``laneSet(startingAt:placed:)``).
    mutating func laneSets(from start: Int, to end: Int, placed: Int) -> TrackSpan {
        let first = laneSet(startingAt: start, placed: placed)
        return TrackSpan(first, laneSet(startingAt: end, placed: placed))
    }
}
