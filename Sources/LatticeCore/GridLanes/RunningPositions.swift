// CSS Grid 3 (grid lanes, editor's draft), "Grid Lanes Layout Algorithm": the running
// position of every lane and the auto-placement cursor, with `flow-tolerance`.

/// Where a grid-lanes container's next item goes: the running position of each lane
/// (how far its items reach in the stacking axis, plus the gap) and the placement cursor.
///
/// The engine places every item of a grid-lanes container with this state, in
/// order-modified document order. A front-end that has laid a container out (see
/// ``Node/layoutWithRunningPositions(available:)``) can keep the state and place one more
/// item at the end, as an infinite scroll appends one, without laying the others out
/// again: **O(lanes) per appended item**, whatever its span.
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

    /// The running position of each lane: the end of the margin box of the last item
    /// placed in it plus the gap, 0 while it is empty.
    public private(set) var lanes: [Double]
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
        lanes = [Double](repeating: 0, count: Swift.max(0, laneCount))
        self.gap = gap.isFinite ? Swift.max(0, gap) : 0
        self.tolerance = tolerance.isNaN ? 0 : Swift.max(0, tolerance)
    }

    /// The number of lanes.
    public var laneCount: Int { lanes.count }

    /// The lane an auto-placed item spanning `span` lanes would start in (0 without lanes):
    /// among the start lanes whose position (the largest running position of the
    /// lanes the item would cover) is at most the smallest such position plus the
    /// tolerance, the first at or after the cursor, else the first. O(lanes).
    public func startLane(span: Int) -> Int {
        let count = lanes.count
        let span = Swift.min(Swift.max(1, span), Swift.max(1, count))
        guard count > span else { return 0 }
        let starts = count - span + 1
        return lanes.withUnsafeBufferPointer { lanes in
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

    /// Places an auto-placed item spanning `span` lanes whose margin box is `size` long
    /// in the stacking axis (see ``startLane(span:)``); the cursor moves past it. O(lanes).
    @discardableResult
    public mutating func append(span: Int, size: Double) -> Placement {
        append(autoPlacedAt: startLane(span: span), span: span, size: size)
    }

    /// Places an auto-placed item spanning `span` lanes from lane `start` (the one
    /// ``startLane(span:)`` gave: the engine measures the item in its lanes between the two
    /// calls); the cursor moves past it. O(its lanes).
    @discardableResult
    mutating func append(autoPlacedAt start: Int, span: Int, size: Double) -> Placement {
        let span = Swift.min(Swift.max(1, span), Swift.max(1, lanes.count))
        let placement = append(lanes: start ..< start + span, size: size)
        cursor = start + span
        return placement
    }

    /// Places an item in `lanes` (an explicitly placed item, clamped to the lanes
    /// there are); the cursor does not move. Its margin box starts at the largest
    /// running position of its lanes, and they all end up past it. O(its lanes).
    @discardableResult
    public mutating func append(lanes range: Range<Int>, size: Double) -> Placement {
        let range = range.clamped(to: 0 ..< lanes.count)
        let size = size.isFinite ? size : 0
        let gap = self.gap
        let position = lanes.withUnsafeMutableBufferPointer { lanes in
            var position = 0.0
            for lane in range { position = Swift.max(position, lanes[lane]) }
            for lane in range { lanes[lane] = position + size + gap }
            return position
        }
        extent = Swift.max(extent, position + size)
        return Placement(lanes: range, position: position)
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
