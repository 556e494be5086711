// CSS Grid 3 (grid lanes, editor's draft), "Grid Lanes Layout Algorithm": the running
// position of every lane and the auto-placement cursor, with `flow-tolerance`.

/// Where a grid-lanes container's next item goes: the running position of each lane
/// (how far its items reach in the stacking axis, plus the gap) and the placement cursor.
///
/// The engine places every item of a grid-lanes container with this state, in
/// order-modified document order. A front-end that has laid a container out (see
/// ``Node/layoutWithRunningPositions(available:)``) can keep the state and place one more
/// item at the end, as an infinite scroll appends one, without laying the others out
/// again. Up to 4,096 lanes the positions are kept lane by lane, and an
/// appended item costs **O(lanes)**, whatever its span. Beyond, they are kept as runs of
/// adjacent lanes at one position (a run per lane at most, and a few per item placed,
/// however many lanes there are: an item at a lane line in the millions leaves millions
/// of empty lanes in one run), and an appended item costs **O(runs × the runs its lanes
/// cross)**, O(runs) for a span of one.
///
/// Positions are offsets from the start of the container's content box in the stacking
/// axis, before `align-content` (column lanes) or `justify-content` (row lanes) moves
/// the stack as a whole.
///
/// ```swift
/// // Three lanes, 8-point gaps, each item in the shortest lane (ties to the cursor).
/// var lanes = RunningPositions(laneCount: 3, gap: 8, tolerance: 0)
/// lanes.append(span: 1, size: 100)    // lanes 0..<1 at 0; lane 0 now at 108
/// lanes.append(span: 1, size: 50)     // lanes 1..<2 at 0 (after the cursor); lane 1 at 58
/// lanes.append(span: 2, size: 20)     // lanes 1..<3 at 58: lanes 1 and 2 at 86
/// ```
public struct RunningPositions: Hashable, Sendable {
    /// One auto-placed or explicitly placed item: the lanes it takes and where its
    /// margin box starts in the stacking axis.
    public struct Placement: Hashable, Sendable {
        /// The lanes, 0 being the grid's first lane (implicit lanes before the
        /// explicit grid included).
        public var lanes: Range<Int>
        /// The start of the item's margin box, from the content-box start.
        public var position: Double

        public init(lanes: Range<Int>, position: Double) {
            self.lanes = lanes
            self.position = position
        }
    }

    /// The most lanes whose positions are kept lane by lane. A pass over a few thousand
    /// positions costs little, and keeping a lane's position costs less than keeping a run.
    static let laneByLaneLimit = 4096

    /// The number of lanes.
    public let laneCount: Int
    /// The running position of each lane when they are kept lane by lane; empty when
    /// they are kept as runs.
    private var perLane: [Double]
    /// When the positions are kept as runs: the first lane of each run of adjacent lanes
    /// at one running position (the first 0), and that position. Two adjacent runs have
    /// different ones. Empty when the positions are kept lane by lane.
    private var runStarts: [Int]
    private var runPositions: [Double]
#if LATTICE_CHECKS
    /// With the checks, positions kept lane by lane are also kept as runs (the one
    /// element), each placement made in both and the answers compared.
    private var checkedRuns: [RunningPositions] = []
#endif
    /// The auto-placement cursor: the first lane an auto-placed item may take when
    /// several are tied (the lane after the last auto-placed item).
    public private(set) var cursor: Int = 0
    /// The gap between two items of a lane (`row-gap` for column lanes,
    /// `column-gap` for row lanes).
    public let gap: Double
    /// The resolved `flow-tolerance` in points; `.infinity` for `infinite`.
    public let tolerance: Double
    /// The largest margin-box end of the items placed so far (the stack's extent,
    /// without a trailing gap); 0 without items.
    public private(set) var extent: Double = 0

    /// The state of a container with `laneCount` empty lanes.
    public init(laneCount: Int, gap: Double, tolerance: Double) {
        self.init(laneCount: laneCount, gap: gap, tolerance: tolerance, asRuns: laneCount > Self.laneByLaneLimit)
    }

    /// The state of a container with `laneCount` empty lanes, kept as runs or lane by lane.
    init(laneCount: Int, gap: Double, tolerance: Double, asRuns: Bool) {
        self.laneCount = Swift.max(0, laneCount)
        let asRuns = asRuns && self.laneCount > 0
        perLane = asRuns ? [] : [Double](repeating: 0, count: self.laneCount)
        runStarts = asRuns ? [0] : []
        runPositions = asRuns ? [0] : []
        self.gap = gap.isFinite ? Swift.max(0, gap) : 0
        self.tolerance = tolerance.isNaN ? 0 : Swift.max(0, tolerance)
#if LATTICE_CHECKS
        if !asRuns && self.laneCount > 0 {
            checkedRuns = [RunningPositions(laneCount: laneCount, gap: gap, tolerance: tolerance, asRuns: true)]
        }
#endif
    }

    /// Whether the positions are kept as runs (else lane by lane).
    @inline(__always)
    private var keptAsRuns: Bool { !runStarts.isEmpty }

    /// The running position of each lane: the end of the margin box of the last item
    /// placed in it plus the gap, 0 while it is empty. (Made from the runs, when the
    /// positions are kept as runs: O(lanes).)
    public var lanes: [Double] {
        guard keptAsRuns else { return perLane }
        var lanes: [Double] = []
        lanes.reserveCapacity(laneCount)
        for run in runStarts.indices {
            lanes.append(contentsOf: repeatElement(runPositions[run], count: runEnd(run) - runStarts[run]))
        }
        return lanes
    }

    /// The lane after run `run`'s last.
    @inline(__always)
    private func runEnd(_ run: Int) -> Int { run + 1 < runStarts.count ? runStarts[run + 1] : laneCount }

    /// The run holding lane `lane` (in `0 ..< laneCount`).
    private func run(holding lane: Int) -> Int {
        if runStarts.count <= 16 {
            // (A few runs, as a container of a few lanes has: read in order.)
            var run = 0
            while run + 1 < runStarts.count && runStarts[run + 1] <= lane { run += 1 }
            return run
        }
        var low = 0, high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStarts[middle] <= lane { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The lane an auto-placed item spanning `span` lanes would start in (0 without lanes):
    /// among the start lanes whose position (the largest running position of the
    /// lanes the item would cover) is at most the smallest such position plus the
    /// tolerance, the first at or after the cursor, else the first.
    public func startLane(span: Int) -> Int {
        let count = laneCount
        let span = Swift.min(Swift.max(1, span), Swift.max(1, count))
        guard count > span else { return 0 }
        guard keptAsRuns else {
            let start = startLaneByLane(span: span)
#if LATTICE_CHECKS
            precondition(checkedRuns[0].startLane(span: span) == start, "grid lanes: the runs choose another start lane")
#endif
            return start
        }
        return startLaneAmongRuns(span: span)
    }

    /// ``startLane(span:)`` (a `span` of fewer lanes than there are) for positions kept as
    /// runs. (Out of line, as ``placeInRuns(_:size:)``: the lane-by-lane paths stay small
    /// enough to be inlined where items are placed.)
    @inline(never)
    private func startLaneAmongRuns(span: Int) -> Int {
        if span == 1 { return startLaneOfOne() }
        return withUnsafeTemporaryAllocation(of: (start: Int, position: Double).self, capacity: 2 * runStarts.count + 2) { starts in
            let found = collectStarts(span: span, into: starts)
            var smallest = Double.infinity
            for index in 0 ..< found { smallest = Swift.min(smallest, starts[index].position) }
            // (A hair of slack absorbs the rounding of sums that are equal in exact arithmetic.)
            let limit = smallest + tolerance + 1e-7 * Swift.max(1, Swift.abs(smallest))
            // The first start at or after the cursor within the limit, else the first.
            var first: Int? = nil
            for index in 0 ..< found where starts[index].position <= limit {
                if starts[index].start >= cursor { return starts[index].start }
                if first == nil { first = starts[index].start }
            }
            return first ?? 0
        }
    }

    /// ``startLane(span:)`` (a `span` of fewer lanes than there are) for positions kept
    /// lane by lane: each start's position found in turn.
    private func startLaneByLane(span: Int) -> Int {
        let starts = laneCount - span + 1
        return perLane.withUnsafeBufferPointer { lanes in
            // (Spans of one and two lanes, nearly every item, without a buffer.)
            if span == 1 { return choose(among: starts) { lanes[$0] } }
            if span == 2 { return choose(among: starts) { Swift.max(lanes[$0], lanes[$0 + 1]) } }
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: starts) { windows in
                Self.windowMaxima(lanes, span: span, into: windows)
                return choose(among: starts) { windows[$0] }
            }
        }
    }

    /// The start lane among `starts` whose `position` is at most the smallest one plus
    /// the tolerance (equality included), the first such at or after the cursor, else
    /// the first such.
    @inline(__always)
    private func choose(among starts: Int, _ position: (Int) -> Double) -> Int {
        var smallest = Double.infinity
        for start in 0 ..< starts { smallest = Swift.min(smallest, position(start)) }
        // (A hair of slack absorbs the rounding of sums that are equal in exact arithmetic.)
        let limit = smallest + tolerance + 1e-7 * Swift.max(1, Swift.abs(smallest))
        if cursor < starts {
            for start in cursor ..< starts where position(start) <= limit { return start }
        }
        for start in 0 ..< Swift.min(cursor, starts) where position(start) <= limit { return start }
        return 0
    }

    /// For each start lane, the largest running position of the `span` lanes from it
    /// (a sliding-window maximum: O(lanes) for any span).
    private static func windowMaxima(_ lanes: UnsafeBufferPointer<Double>, span: Int,
                                     into windows: UnsafeMutableBufferPointer<Double>) {
        // A deque of lane indices whose positions decrease from front to back.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: lanes.count) { deque in
            var front = 0, back = 0
            for lane in lanes.indices {
                while back > front && lanes[deque[back - 1]] <= lanes[lane] { back -= 1 }
                deque[back] = lane
                back += 1
                if deque[front] <= lane - span { front += 1 }
                if lane >= span - 1 { windows[lane - span + 1] = lanes[deque[front]] }
            }
        }
    }

    /// ``startLane(span:)`` for a span of one lane (nearly every item): a lane's position is
    /// its run's, so the runs are the starts.
    private func startLaneOfOne() -> Int {
        runStarts.withUnsafeBufferPointer { runStarts in
            runPositions.withUnsafeBufferPointer { positions in
                var smallest = Double.infinity
                for position in positions { smallest = Swift.min(smallest, position) }
                let limit = smallest + tolerance + 1e-7 * Swift.max(1, Swift.abs(smallest))
                // The first lane at or after the cursor in a run within the limit, else the first.
                var first: Int? = nil
                for run in runStarts.indices where positions[run] <= limit {
                    let end = run + 1 < runStarts.count ? runStarts[run + 1] : laneCount
                    if end > cursor { return Swift.max(runStarts[run], cursor) }
                    if first == nil { first = runStarts[run] }
                }
                return first ?? 0
            }
        }
    }

    /// Writes into `starts`, ascending, each start lane at which the position of an item
    /// spanning `span` lanes (fewer than the lanes) may change, with that position, and
    /// returns how many. A start's position changes only where a run enters or leaves its
    /// lanes (at a run's first lane, or `span - 1` lanes before it), so every start
    /// between two of these (or 0, or the cursor) has the position of the one before it.
    /// `starts` has room for two per run and two more.
    private func collectStarts(span: Int, into starts: UnsafeMutableBufferPointer<(start: Int, position: Double)>) -> Int {
        let lastStart = laneCount - span, cursor = self.cursor
        return runStarts.withUnsafeBufferPointer { runStarts in
            runPositions.withUnsafeBufferPointer { positions in
                var found = 0, previous = -1, run = 0
                func visit(_ start: Int) {
                    guard start > previous && start <= lastStart else { return }
                    previous = start
                    // The highest of the runs the lanes from `start` meet.
                    while run + 1 < runStarts.count && runStarts[run + 1] <= start { run += 1 }
                    var highest = 0.0, index = run
                    while index < runStarts.count && runStarts[index] < start + span {
                        highest = Swift.max(highest, positions[index])
                        index += 1
                    }
                    starts[found] = (start, highest)
                    found += 1
                }
                visit(0)
                // Two ascending sequences from the runs after the first (their first lanes,
                // and `span - 1` lanes before those) and the cursor, merged.
                var entering = 1, leaving = 1
                var cursorVisited = false
                while true {
                    var next = Int.max
                    if leaving < runStarts.count { next = runStarts[leaving] }
                    if entering < runStarts.count { next = Swift.min(next, runStarts[entering] - span + 1) }
                    if !cursorVisited { next = Swift.min(next, cursor) }
                    if next > lastStart { return found }
                    visit(next)
                    if leaving < runStarts.count && runStarts[leaving] == next { leaving += 1 }
                    if entering < runStarts.count && runStarts[entering] - span + 1 == next { entering += 1 }
                    if cursor == next { cursorVisited = true }
                }
            }
        }
    }

    /// Places an auto-placed item spanning `span` lanes whose margin box is `size` long
    /// in the stacking axis (see ``startLane(span:)``); the cursor moves past it.
    @discardableResult
    public mutating func append(span: Int, size: Double) -> Placement {
        append(autoPlacedAt: startLane(span: span), span: span, size: size)
    }

    /// Places an auto-placed item spanning `span` lanes from lane `start` (the one
    /// ``startLane(span:)`` gave: the engine measures the item in its lanes between the two
    /// calls); the cursor moves past it.
    @discardableResult @inline(__always)
    mutating func append(autoPlacedAt start: Int, span: Int, size: Double) -> Placement {
        let span = Swift.min(Swift.max(1, span), Swift.max(1, laneCount))
        let placement = place(start ..< start + span, size: size)
        cursor = start + span
#if LATTICE_CHECKS
        if !checkedRuns.isEmpty {
            precondition(checkedRuns[0].append(autoPlacedAt: start, span: span, size: size) == placement,
                         "grid lanes: the runs place an item elsewhere")
        }
#endif
        return placement
    }

    /// Places an item in `lanes` (an explicitly placed item, clamped to the lanes
    /// there are); the cursor does not move. Its margin box starts at the largest
    /// running position of its lanes, and they all end up past it.
    @discardableResult
    public mutating func append(lanes range: Range<Int>, size: Double) -> Placement {
        let placement = place(range, size: size)
#if LATTICE_CHECKS
        if !checkedRuns.isEmpty {
            precondition(checkedRuns[0].append(lanes: range, size: size) == placement,
                         "grid lanes: the runs place an item elsewhere")
        }
#endif
        return placement
    }

    /// ``append(lanes:size:)``, without the checks' copy of the positions as runs.
    @inline(__always)
    private mutating func place(_ range: Range<Int>, size: Double) -> Placement {
        let range = range.clamped(to: 0 ..< laneCount)
        let size = size.isFinite ? size : 0
        guard !range.isEmpty else {
            extent = Swift.max(extent, size)
            return Placement(lanes: range, position: 0)
        }
        guard keptAsRuns else {
            let gap = self.gap
            let position = perLane.withUnsafeMutableBufferPointer { lanes in
                var position = 0.0
                for lane in range { position = Swift.max(position, lanes[lane]) }
                for lane in range { lanes[lane] = position + size + gap }
                return position
            }
            extent = Swift.max(extent, position + size)
            return Placement(lanes: range, position: position)
        }
        return placeInRuns(range, size: size)
    }

    /// ``place(_:size:)`` (`range` not empty, within the lanes, `size` finite) for
    /// positions kept as runs.
    @inline(never)
    private mutating func placeInRuns(_ range: Range<Int>, size: Double) -> Placement {
        // The runs the range meets, and the highest of their positions.
        let first = run(holding: range.lowerBound)
        var last = first, position = Swift.max(0, runPositions[first])
        while last + 1 < runStarts.count && runStarts[last + 1] < range.upperBound {
            last += 1
            position = Swift.max(position, runPositions[last])
        }
        setRuns(range, runs: first ... last, to: position + size + gap)
        extent = Swift.max(extent, position + size)
        return Placement(lanes: range, position: position)
    }

    /// Sets lanes `range` (not empty, within the lanes), in `runs`, at `position`: one run,
    /// merged with a neighbour at the same position.
    private mutating func setRuns(_ range: Range<Int>, runs: ClosedRange<Int>, to position: Double) {
        let first = runs.lowerBound, last = runs.upperBound
        // The part of the first run before the range, the range, the part of the last after it.
        let before = runStarts[first] < range.lowerBound, after = runEnd(last) > range.upperBound
        let firstStart = runStarts[first], firstPosition = runPositions[first], lastPosition = runPositions[last]
        let count = (before ? 1 : 0) + 1 + (after ? 1 : 0)
        if count != last - first + 1 {
            runStarts.replaceSubrange(first ... last, with: repeatElement(0, count: count))
            runPositions.replaceSubrange(first ... last, with: repeatElement(0, count: count))
        }
        var run = first
        if before {
            runStarts[run] = firstStart
            runPositions[run] = firstPosition
            run += 1
        }
        runStarts[run] = range.lowerBound
        runPositions[run] = position
        if after {
            runStarts[run + 1] = range.upperBound
            runPositions[run + 1] = lastPosition
        }
        // Merged with the runs beside it where they are at its position.
        if run + 1 < runStarts.count && runPositions[run + 1] == position {
            runStarts.remove(at: run + 1)
            runPositions.remove(at: run + 1)
        }
        if run > 0 && runPositions[run - 1] == position {
            runStarts.remove(at: run)
            runPositions.remove(at: run)
        }
    }
}

extension Node {
    /// Lays this grid-lanes container out as a root, exactly as ``layout(available:)``
    /// does, and also returns the running positions after its last item, from which
    /// items appended later can be placed without laying the container out again (an
    /// infinite scroll); `nil` positions for any other node.
    ///
    /// An appended item takes ``RunningPositions/startLane(span:)`` (for column lanes,
    /// its width is that of its lanes in `layout.columns`, with the gaps between them:
    /// measure its height there), then ``RunningPositions/append(span:size:)`` with its
    /// outer size places it: its margin box starts at `position` past the start of the
    /// stack, `layout.rows.offsets[0]` (the stacking axis is one track, the stack). The
    /// container's content height is then the positions' ``RunningPositions/extent``.
    /// That is where a full layout of the container with the item appended puts it as
    /// long as the stack is aligned at its start (`align-content: normal`, `start`,
    /// `stretch`): `center` and `end` move the whole stack as it grows.
    ///
    /// ```swift
    /// let (layout, positions) = masonry.layoutWithRunningPositions(available: AvailableSize(width: .definite(1200), height: .maxContent))
    /// var lanes = positions!
    /// let lane = lanes.startLane(span: 1)
    /// let width = layout.columns!.sizes[lane]
    /// let placed = lanes.append(span: 1, size: photoHeight(atWidth: width))
    /// let frame = Rect(x: layout.columns!.offsets[lane], y: layout.rows!.offsets[0] + placed.position,
    ///                  width: width, height: photoHeight(atWidth: width))
    /// ```
    public func layoutWithRunningPositions(available: AvailableSize) -> (layout: NodeLayout, runningPositions: RunningPositions?) {
        guard style.display == .gridLanes else { return (layout(available: available), nil) }
        var positions: RunningPositions? = nil
        let layout = layoutAsRoot(available) { node, request in
            GridLanesLayout.layout(node, request) { positions = $0 }
        }
        return (layout, positions)
    }
}
