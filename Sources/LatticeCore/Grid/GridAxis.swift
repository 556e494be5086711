// CSS Grid §7: one axis of a grid, its explicit and implicit tracks, its gutters and lines.

/// The tracks of one axis of a grid container during a run of the grid algorithm, and
/// what placement and alignment found of them.
struct GridAxis {
    /// The tracks as sets of identical tracks (see ``Track`` and ``TrackSetBuilder``), in
    /// grid order from the grid's first line (``lines``) to its last.
    var tracks = ArenaArray<Track>()
    /// The template's tracks (see ``trackSize(atLine:pattern:)``). The explicit grid can
    /// be larger: ``explicitCount`` counts the tracks `grid-template-areas` adds, which
    /// are sized by `grid-auto-*`.
    var explicit = ExplicitTracks(segments: [], count: 0, autoFitTracks: nil, autoRepeatCount: 0)
    /// The gutter between two tracks (§10.1), resolved for the current run.
    var gap = 0.0
    /// The space content distribution added to each gutter (see
    /// ``GridState/distributeGaps(_:size:)``): part of the tracks' ``Track/gapAfter``.
    var distributedGap = 0.0
    /// The number of implicit tracks before the explicit grid.
    var leadingImplicit = 0
    /// The number of explicit tracks.
    var explicitCount = 0
    /// The grid's first and last lines in origin-zero coordinates (line 0 is the first
    /// explicit line).
    var lines: ClosedRange<Int32> = 0...0
    /// The line names of the explicit grid (§7.2.2, §7.3.2).
    var names: LineNameMap = .empty
    /// The logical position of the first line after alignment, from the container's
    /// border-box start (where absolutely positioned children find lines when the axis
    /// has no tracks).
    var firstLine = 0.0
    /// Whether the tracks are sized in the current run (§12.1: the rows, once sized,
    /// give the width contributions of step 3 instead of the estimate of step 1).
    var isSized = false

    /// The number of tracks (not sets).
    var trackCount: Int { Int(lines.upperBound) - Int(lines.lowerBound) }

    /// The sizing functions of the track after origin-zero line `line`: an explicit
    /// track's from the template, an implicit one's from the `grid-auto-*` `pattern` (§7.6).
    @inline(__always)
    func trackSize(atLine line: Int, pattern: [TrackSize]) -> TrackSize {
        if line >= 0 && line < explicit.count { return explicit.size(at: line) }
        return implicitTrackSize(at: line, explicitCount: explicit.count, pattern: pattern)
    }

    /// The public description of the tracks' lines, for the layout's ``GridTracks``:
    /// the tracks one by one when every set is one track, else as runs (see ``TrackRun``).
    var trackLines: TrackLines {
        TrackLines(count: trackCount, gap: gap, leadingImplicitTracks: leadingImplicit, explicitTracks: explicitCount,
                   runs: tracks.count == trackCount ? nil : tracks.count)
    }

    /// Writes the tracks' offsets and sizes as ``trackLines`` describes them (offsets from
    /// the right edge of a container `width` wide when mirrored, for `rtl` columns).
    func write(into numbers: UnsafeMutableBufferPointer<Double>, mirrorIn width: Double?) {
        let count = tracks.count
        guard count != trackCount else {
            for index in 0 ..< count {
                let track = tracks[index]
                // (A subgrid's track less its insets can be less than 0 wide: reported as 0.)
                let size = Swift.max(0, track.baseSize)
                numbers[index] = width.map { $0 - track.offset - size } ?? track.offset
                numbers[count + index] = size
            }
            return
        }
        let lower = Int(lines.lowerBound)
        var index = 0
        while index < count {
            // A range: its sets' tracks alternate, a cycle apart.
            var last = index
            while tracks[last].alternatesWithNext { last += 1 }
            var cycle = 0.0
            for set in index ... last { cycle += tracks[set].baseSize + tracks[set].gapAfter }
            for set in index ... last {
                let track = tracks[set]
                var run = TrackRun(first: track.line - lower, count: track.count, stride: last - index + 1,
                                   offset: track.offset, step: cycle, size: track.baseSize)
                if let width {
                    run.offset = width - track.offset - track.baseSize
                    run.step = -cycle
                }
                run.write(into: numbers, at: set * TrackRun.numbers)
            }
            index = last + 1
        }
    }

    /// Builds the sets between ``lines``, cut at the in-flow items' `edges` (see
    /// ``TrackSetBuilder``), for a `grid-auto-*` pattern of `autoCount` entries; each
    /// track of the `everyTrack` ranges (origin-zero lines: a subgrid's tracks, sized one
    /// by one) a set of its own. Returns where each edge's sets start.
    mutating func buildSets(edges: ItemEdges, itemCount: Int, everyTrack: [Range<Int>] = [], autoCount: Int,
                            in arena: PassArena) -> SetLookup {
        let lower = Int(lines.lowerBound), upper = Int(lines.upperBound)
        let span = upper - lower
        let builder = TrackSetBuilder(explicit: explicit, autoCount: Swift.max(1, autoCount))
        if everyTrack.contains(where: { $0.lowerBound <= lower && $0.upperBound >= upper }) {
            tracks = Self.oneSetPerTrack(from: lower, count: span, in: arena)
            return SetLookup(lower: lower)
        }
        if case .through(let last) = edges, lower == 0, upper <= last {
            // Items in every cell: every line is an edge, every track a set of its own.
            tracks = Self.oneSetPerTrack(from: lower, count: span, in: arena)
            #if LATTICE_CHECKS
            var boundaries: [Int32] = []
            builder.forEachFixedBoundary(lower: lower, upper: upper, explicitCount: explicitCount) { boundaries.append(Int32($0)) }
            edges.forEach { boundaries.append(Int32($0)) }
            let general = builder.sets(boundaries: Array(Set(boundaries)).sorted(), in: arena).sets
            precondition(general.count == tracks.count && zip(general, tracks).allSatisfy { $0.line == $1.line && $0.count == $1.count },
                         "fast path disagrees with the general rule: one set per track")
            #endif
            return SetLookup(lower: lower)
        }
        // The lines of the `everyTrack` ranges, each an edge.
        let ranges = everyTrack.map { Swift.max($0.lowerBound, lower) ..< Swift.min($0.upperBound, upper) }
        let rangeLines = ranges.reduce(0) { $0 + Swift.max(0, $1.count + 1) }
        if span <= 4 * itemCount + 1024 + rangeLines {
            // Few lines for the items: marked one by one, no sorting.
            var marks = [Bool](repeating: false, count: span + 1)
            builder.forEachFixedBoundary(lower: lower, upper: upper, explicitCount: explicitCount) { marks[$0 - lower] = true }
            marks.withUnsafeMutableBufferPointer { marks in edges.mark(in: marks, lower: lower) }
            for range in ranges where !range.isEmpty { for line in range.lowerBound ... range.upperBound { marks[line - lower] = true } }
            if !marks.contains(false) {
                tracks = Self.oneSetPerTrack(from: lower, count: span, in: arena)
                return SetLookup(lower: lower)
            }
            var boundaries: [Int32] = []
            boundaries.reserveCapacity(span + 1)
            for offset in 0 ... span where marks[offset] { boundaries.append(Int32(truncatingIfNeeded: lower + offset)) }
            let (sets, firstSet) = builder.sets(boundaries: boundaries, in: arena)
            tracks = sets
            var table = [Int32](repeating: 0, count: span + 1)
            for (index, line) in boundaries.enumerated() { table[Int(line) - lower] = firstSet[index] }
            return SetLookup(lower: lower, table: table)
        }
        // Lines in the millions: the edges, sorted.
        var boundaries: [Int32] = []
        builder.forEachFixedBoundary(lower: lower, upper: upper, explicitCount: explicitCount) {
            boundaries.append(Int32(truncatingIfNeeded: $0))
        }
        edges.forEach { line in boundaries.append(Int32(truncatingIfNeeded: line)) }
        for range in ranges where !range.isEmpty {
            for line in range.lowerBound ... range.upperBound { boundaries.append(Int32(truncatingIfNeeded: line)) }
        }
        boundaries.sort()
        var distinct: [Int32] = []
        distinct.reserveCapacity(boundaries.count)
        for line in boundaries where distinct.last != line { distinct.append(line) }
        let (sets, firstSet) = builder.sets(boundaries: distinct, in: arena)
        tracks = sets
        return SetLookup(lower: lower, boundaries: distinct, firstSet: firstSet)
    }

    /// `count` sets of one track each from origin-zero line `lower`.
    private static func oneSetPerTrack(from lower: Int, count: Int, in arena: PassArena) -> ArenaArray<Track> {
        let sets = ArenaArray(repeating: Track(), count: count, in: arena, lane: .tracks)
        for index in 0 ..< count { sets[index].line = lower + index }
        return sets
    }

    /// Sets the gutters: ``gap`` after every track but the grid's last one that is not
    /// collapsed; none around collapsed tracks (§7.2.3.2).
    mutating func setGaps(_ gap: Double) {
        self.gap = gap
        distributedGap = 0
        for index in tracks.indices {
            tracks[index].gapAfter = tracks[index].isCollapsed ? 0 : gap
            tracks[index].endsGrid = false
        }
        if let set = tracks.lastTrackSet() {
            // The grid's last track has no gutter after it: a set of that one track has
            // none; a set of several keeps the gutter of its other tracks and is marked.
            if tracks[set].count == 1 { tracks[set].gapAfter = 0 } else { tracks[set].endsGrid = true }
        }
    }

    /// The logical position of origin-zero `line` after alignment: a start line is the
    /// start of the track after it, an end line the end of the track before it (they
    /// differ by a gutter); `nil` when the axis has no tracks.
    func offset(ofLine line: Int, isStart: Bool) -> Double? {
        guard !tracks.isEmpty else { return nil }
        let lower = Int(lines.lowerBound), upper = Int(lines.upperBound)
        let line = Swift.min(Swift.max(line, lower), upper)
        // The track after the line (before it, for an end line), and which of its edges.
        let (track, atEnd) = isStart ? (line < upper ? (line, false) : (upper - 1, true))
                                     : (line > lower ? (line - 1, true) : (lower, false))
        var low = 0
        var high = tracks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tracks[middle].line <= track { low = middle } else { high = middle - 1 }
        }
        var first = low
        while first > 0 && tracks[first - 1].alternatesWithNext { first -= 1 }
        var end = first
        while tracks[end].alternatesWithNext { end += 1 }
        // Its tracks take each set's base size and gap in turn.
        let period = end - first + 1
        var cycle = 0.0
        for index in first ... end { cycle += tracks[index].baseSize + tracks[index].gapAfter }
        let position = track - tracks[first].line
        var start = tracks[first].offset + Double(position / period) * cycle
        for index in first ..< first + position % period { start += tracks[index].baseSize + tracks[index].gapAfter }
        return atEnd ? start + tracks[first + position % period].baseSize : start
    }
}

/// The lines the in-flow items start and end at on one axis.
enum ItemEdges {
    /// Every line from 0 to `last` (items placed cell by cell, see ``CellCursor``).
    case through(Int)
    /// The edges of `areas` on `axis`.
    case areas([GridArea], Axis)

    /// Sets `marks[line - lower]` for every edge.
    func mark(in marks: UnsafeMutableBufferPointer<Bool>, lower: Int) {
        switch self {
        case .through(let last):
            if last >= 0 { for line in 0 ... last { marks[line - lower] = true } }
        case .areas(let areas, let axis):
            areas.withUnsafeBufferPointer { areas in
                for area in areas {
                    marks[Int(axis == .horizontal ? area.columnStart : area.rowStart) - lower] = true
                    marks[Int(axis == .horizontal ? area.columnEnd : area.rowEnd) - lower] = true
                }
            }
        }
    }

    func forEach(_ body: (Int) -> Void) {
        switch self {
        case .through(let last):
            if last >= 0 { for line in 0 ... last { body(line) } }
        case .areas(let areas, let axis):
            for area in areas {
                body(Int(axis == .horizontal ? area.columnStart : area.rowStart))
                body(Int(axis == .horizontal ? area.columnEnd : area.rowEnd))
            }
        }
    }
}

/// Where an axis's sets start at the lines in-flow items start and end at.
struct SetLookup {
    let lower: Int
    /// For the lines of `boundaries` (sorted), the first set starting there.
    private var boundaries: [Int32] = []
    private var firstSet: [Int32] = []
    /// For each line from `lower`, the first set starting there (edges only).
    private var table: [Int32] = []

    /// Every line starts a set of one track: set `line - lower`.
    init(lower: Int) { self.lower = lower }
    init(lower: Int, table: [Int32]) {
        self.lower = lower
        self.table = table
    }
    init(lower: Int, boundaries: [Int32], firstSet: [Int32]) {
        self.lower = lower
        self.boundaries = boundaries
        self.firstSet = firstSet
    }

    /// Whether set `line - lower` starts at every line.
    var isIdentity: Bool { table.isEmpty && boundaries.isEmpty }

    /// The index of the first set starting at `line`, an item's edge or the grid's last line.
    @inline(__always)
    func set(at line: Int) -> Int {
        if !table.isEmpty { return Int(table[line - lower]) }
        if boundaries.isEmpty { return line - lower }
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if Int(boundaries[middle]) < line { low = middle + 1 } else { high = middle }
        }
        return Int(firstSet[low])
    }
}

extension GridState {
    /// The tracks of `axis`. (For code off the hot paths: a `_read` accessor here
    /// allocates its coroutine frame when it is not inlined.)
    subscript(axis: Axis) -> GridAxis {
        axis == .horizontal ? columns : rows
    }
}
