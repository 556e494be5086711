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
/// Every window of a span costs the lanes it covers in each of §12.5's sub-steps, and a
/// long span makes `reach` long too (a span of millions beside millions of lanes would be
/// millions of windows over millions of lanes one by one: Chromium 156 does not finish
/// such a layout). When the windows and sets the lanes would need pass
/// ``windowBudget``, the widest spans, one at a time, are *spread*: their windows are
/// placed whole over sets as wide ones are, but only at a few starts (``spreadStarts``):
/// windows tiling the lanes from the grid's start, the last one ending at its end, and
/// the windows starting and ending at each fixed line and explicitly placed item's edge.
/// Every lane lies in one of them (unless more than ``mostSpreadWindows`` would be needed
/// to tile the lanes: then they are spaced evenly), so a lane among identical lanes takes
/// what every window gives it; a lane among lanes of different sizes takes the most the
/// windows placed give it, which can be less than the most every window would. This is
/// the engine's one departure from the specification, for grids no browser lays out in
/// reasonable time.
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

    /// The most work the lanes may take before the widest spans are spread (see above):
    /// the lanes of every window (each costing about 200 instructions in §12.5), and 8 a
    /// window and 4 a set for their memory (about 170 and 100 bytes). A third of a second
    /// in a release build and about 60 MB at most.
    static let windowBudget = 2_000_000

    /// The most windows a spread span is placed in.
    static let mostSpreadWindows = 256

    /// The widest span of an auto-placed item placed in every window of sets of one lane
    /// (`W`): §12.5 step 3's groups up to this span hold the windows that sets of one
    /// lane hold.
    let widestWindow: Int
    /// The auto-placed spans whose windows are placed whole over sets, each with the
    /// origin-zero lines its windows start at: every start of a wide span, the
    /// ``spreadStarts`` of a spread one.
    let wholeSetWindows: [Int: [Int]]
    /// Per run kept with a middle: the first of its `period` source sets, and the sets
    /// that take their sizes once the windows' groups are done.
    private(set) var runs: [(source: Int, period: Int, targets: Range<Int>)] = []

    init(widestWindow: Int, wholeSetWindows: [Int: [Int]] = [:]) {
        self.widestWindow = widestWindow
        self.wholeSetWindows = wholeSetWindows
    }

    /// The origin-zero lines the windows of a spread span of `span` lanes start at, among
    /// `laneCount` lanes from line `lower` cut at the lines `fixed` (see above), sorted.
    static func spreadStarts(span: Int, lower: Int, laneCount: Int, fixed: [Int]) -> [Int] {
        let last = lower + laneCount - span
        guard last > lower else { return [lower] }
        var starts: [Int] = []
        let tiles = (last - lower + span - 1) / span + 1
        if tiles <= mostSpreadWindows {
            starts = Array(stride(from: lower, to: last, by: span)) + [last]
        } else {
            starts = (0 ..< mostSpreadWindows).map { lower + $0 * (last - lower) / (mostSpreadWindows - 1) }
        }
        for line in fixed {
            if line <= last { starts.append(Swift.max(lower, line)) }
            if line - span >= lower { starts.append(Swift.min(last, line - span)) }
        }
        starts.sort()
        var distinct: [Int] = []
        distinct.reserveCapacity(starts.count)
        for start in starts where distinct.last != start { distinct.append(start) }
        return distinct
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

/// How ``GridLanesState/buildLanes()`` keeps the lanes (see ``UniformLaneRuns``).
private struct LanePlan {
    /// The origin-zero lines the lanes are cut into runs at, sorted and distinct.
    var boundaries: [Int]
    /// Per run: `nil` when its lanes are kept one by one, else its pattern's period and the
    /// lanes kept one by one at its start and end.
    var kept: [(period: Int, ends: (start: Int, end: Int))?]
    /// The number of lane sets.
    var sets: Int
    var reach: Int
    var widestWindow: Int
    var wholeSetWindows: [Int: [Int]]
    /// What the lanes cost (see ``UniformLaneRuns/windowBudget``).
    var work: Double
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
        var spans = longSpans.sorted()
        for bit in (0 ..< 64).reversed() where shortSpans & (1 << bit) != 0 { spans.insert(bit + 1, at: 0) }
        let fixed = laneBoundaries(lower: Int(lower), upper: Int(upper))
        // The widest spans spread, one at a time, while the lanes would cost too much.
        var spread: [Int: [Int]] = [:]
        var plan = lanePlan(lower: Int(lower), upper: Int(upper), fixed: fixed, spans: spans, spread: spread)
        for span in spans.reversed() where plan.work > Double(UniformLaneRuns.windowBudget) && span > 1 {
            spread[span] = UniformLaneRuns.spreadStarts(span: span, lower: Int(lower), laneCount: Int(upper - lower), fixed: fixed)
            plan = lanePlan(lower: Int(lower), upper: Int(upper), fixed: fixed, spans: spans, spread: spread)
        }

        let arena = grid.container.arena
        var runs = UniformLaneRuns(widestWindow: plan.widestWindow, wholeSetWindows: plan.wholeSetWindows)
        var lanes = ArenaArray<Track>(capacity: plan.sets, in: arena, lane: .tracks)
        for index in 0 ..< plan.boundaries.count - 1 {
            let start = plan.boundaries[index], end = plan.boundaries[index + 1]
            guard let (period, ends) = plan.kept[index] else {
                for line in start ..< end { lanes.append(Track(line: line, count: 1), in: arena) }
                continue
            }
            runs.add(runFrom: lanes.count, period: period, ends: ends, reach: plan.reach)
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

    /// How the lanes from origin-zero line `lower` to `upper` are kept (see
    /// ``UniformLaneRuns``): the lines they are cut into runs at, each run lane by lane or
    /// with its start's lanes, its middle and its end's lanes, given the distinct
    /// auto-placed `spans` (sorted) and those spread with their windows' starts.
    private func lanePlan(lower: Int, upper: Int, fixed: [Int], spans: [Int], spread: [Int: [Int]]) -> LanePlan {
        // The wide spans (see ``UniformLaneRuns``): windows whose edges lie within `edge`
        // lanes of the grid's ends.
        let laneCount = upper - lower
        let unspread = spans.filter { spread[$0] == nil }
        let narrow = unspread.filter { $0 <= 64 || 2 * $0 <= laneCount }
        let wide = unspread.filter { $0 > 64 && 2 * $0 > laneCount }
        let edge = wide.first.map { laneCount - $0 } ?? 0
        let reach = UniformLaneRuns.reach(spanExcess: narrow.reduce(0) { $0 + $1 - 1 })
        let widest = narrow.last ?? 0
        var lines = fixed
        if edge > 0 { lines += [lower + edge, upper - edge] }
        for (span, starts) in spread {
            for start in starts { lines.append(start); lines.append(start + span) }
        }
        if lines.count > fixed.count {
            lines.sort()
            var distinct: [Int] = []
            distinct.reserveCapacity(lines.count)
            for line in lines where distinct.last != line { distinct.append(line) }
            lines = distinct
        }

        // Each run lane by lane, or its start's lanes, its middle, its end's lanes (only
        // between the wide windows' edges); the lengths of the stretches of sets of one lane.
        var kept: [(period: Int, ends: (start: Int, end: Int))?] = []
        kept.reserveCapacity(lines.count)
        var sets = 0
        var stretches: [Int] = []
        var stretch = 0
        for index in 0 ..< lines.count - 1 {
            let start = lines[index], length = lines[index + 1] - start
            let period = patternPeriod(from: start)
            let betweenEdges = start >= lower + edge && start + length <= upper - edge
            let ends = betweenEdges ? UniformLaneRuns.ends(length: length, period: period, reach: reach, widest: widest) : nil
            kept.append(ends.map { (period, $0) })
            if let ends {
                sets += ends.start + period + ends.end
                stretches.append(stretch + ends.start)
                stretch = ends.end
            } else {
                sets += length
                stretch += length
            }
        }
        stretches.append(stretch)

        // The work (see ``UniformLaneRuns/windowBudget``).
        var work = 4 * Double(sets)
        for span in narrow {
            for stretch in stretches where stretch >= span { work += Double(stretch - span + 1) * Double(span + 8) }
        }
        var wholeSetWindows = spread
        for span in wide {
            wholeSetWindows[span] = Array(lower ... upper - span)
        }
        for (span, starts) in wholeSetWindows { work += Double(starts.count) * Double(min(span, sets) + 8) }
        return LanePlan(boundaries: lines, kept: kept, sets: sets, reach: reach, widestWindow: widest,
                        wholeSetWindows: wholeSetWindows, work: work)
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
        withLanes { $0.tracks.replaceSubrange(first ..< last + 1, with: parts.before + parts.after, in: arena) }
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
