// CSS Grid §8.5: which grid cells are occupied, for the auto-placement algorithm.
//
// Coordinates are translated so that the start-most implicit line of each axis is 0.
// "Major" tracks are the ones auto-placement adds as it goes (rows for
// `grid-auto-flow: row`), "minor" tracks the ones it fills first (columns for `row`).
// Occupancy only grows during placement.

/// The occupied cells of a grid, stored per major track.
protocol Occupancy {
    /// Marks every cell of `major × minor` occupied.
    mutating func occupy(major: Range<Int>, minor: Range<Int>)

    /// The smallest `c >= from` with `c + span <= limit` such that minor tracks
    /// `c ..< c + span` are free in every major track of `major`, or `nil`.
    func firstFit(major: Range<Int>, from: Int, span: Int, limit: Int) -> Int?

    /// The last major track of `major` that has an occupied cell in `minor`, or `nil`
    /// when the whole area is free.
    func lastBlocked(major: Range<Int>, minor: Range<Int>) -> Int?

    /// Whether major track `major` has `span` free minor tracks in a row below `limit`.
    func hasRun(major: Int, span: Int, limit: Int) -> Bool

    /// Whether ``hasRun(major:span:limit:)`` costs a few instructions, so that keeping
    /// per-span floors for dense placement pays off.
    static var hasCheapRuns: Bool { get }

    /// The first major track after `major.lowerBound` from which an item `major.count`
    /// major tracks long and `span` minor tracks wide can fit, when it fits nowhere below
    /// `limit` in `major` (``firstFit(major:from:span:limit:)`` found no room from minor
    /// track 0); at least `major.lowerBound + 1`, and no track it passes has room.
    func nextMajorToTry(after major: Range<Int>, span: Int, limit: Int) -> Int

    /// `nil` when `major × minor` is free; else a major track after `major.lowerBound` that
    /// an item `major.count` tracks long in `minor` may start at, no start before it free.
    func nextStart(major: Range<Int>, minor: Range<Int>) -> Int?
}

extension Occupancy {
    func nextMajorToTry(after major: Range<Int>, span: Int, limit: Int) -> Int { major.lowerBound + 1 }

    /// Past the last blocked track of the area.
    func nextStart(major: Range<Int>, minor: Range<Int>) -> Int? { lastBlocked(major: major, minor: minor).map { $0 + 1 } }
}

/// Occupancy of a grid at most 64 minor tracks wide: one bit per cell, one `UInt64`
/// per major track. Finding a run of free cells in a track is a few bit operations.
struct BitsetOccupancy: Occupancy {
    /// The widest grid this can store.
    static let maxWidth = 64

    static var hasCheapRuns: Bool { true }

    /// Bit `c` of `tracks[m]` is set when cell (m, c) is occupied; tracks past the end
    /// are empty.
    private var tracks: [UInt64] = []

    /// - Parameter capacity: the major tracks to make room for at once (the grid grows as needed).
    init(capacity: Int = 0) {
        tracks.reserveCapacity(capacity)
    }

    /// The bits of `range` clipped to `0 ..< 64`.
    @inline(__always)
    static func bits(_ range: Range<Int>) -> UInt64 {
        let low = Swift.max(range.lowerBound, 0)
        let high = Swift.min(range.upperBound, 64)
        guard low < high else { return 0 }
        let width = high - low
        let ones: UInt64 = width == 64 ? ~0 : (1 << UInt64(width)) - 1
        return ones << UInt64(low)
    }

    mutating func occupy(major: Range<Int>, minor: Range<Int>) {
        guard !major.isEmpty else { return }
        if major.upperBound > tracks.count {
            tracks.append(contentsOf: repeatElement(0, count: major.upperBound - tracks.count))
        }
        let bits = Self.bits(minor)
        tracks.withUnsafeMutableBufferPointer { tracks in
            for m in major { tracks[m] |= bits }
        }
    }

    func firstFit(major: Range<Int>, from: Int, span: Int, limit: Int) -> Int? {
        let limit = Swift.min(limit, Self.maxWidth)
        guard from >= 0, span >= 1, from + span <= limit else { return nil }
        var taken: UInt64 = 0
        tracks.withUnsafeBufferPointer { tracks in
            var m = Swift.max(major.lowerBound, 0)
            let end = Swift.min(major.upperBound, tracks.count)
            while m < end {
                taken |= tracks[m]
                m += 1
            }
        }
        // `from + span <= limit <= 64`, so `from < 64`.
        let runs = Self.runStarts(free: ~taken & Self.lowBits(limit) & (~0 << UInt64(from)), span: span)
        return runs == 0 ? nil : runs.trailingZeroBitCount
    }

    func hasRun(major: Int, span: Int, limit: Int) -> Bool {
        let limit = Swift.min(limit, Self.maxWidth)
        guard span >= 1, span <= limit else { return false }
        let taken = major >= 0 && major < tracks.count ? tracks[major] : 0
        return Self.runStarts(free: ~taken & Self.lowBits(limit), span: span) != 0
    }

    /// Bits `0 ..< count` (`count <= 64`).
    @inline(__always)
    private static func lowBits(_ count: Int) -> UInt64 {
        count >= 64 ? ~0 : (1 << UInt64(count)) - 1
    }

    /// Bit j set when bits `j ..< j + span` of `free` are all set.
    @inline(__always)
    private static func runStarts(free: UInt64, span: Int) -> UInt64 {
        if span <= 4 {
            // Without data-dependent branches (spans are often random): conditional moves.
            let two = free & (free >> 1)
            let three = two & (free >> 2)
            let four = two & (two >> 2)
            var runs = free
            runs = span >= 2 ? two : runs
            runs = span >= 3 ? three : runs
            runs = span >= 4 ? four : runs
            return runs
        }
        var runs = free
        var length = 1
        while length < span, runs != 0 {
            let step = Swift.min(length, span - length)
            runs &= runs >> UInt64(step)
            length += step
        }
        return runs
    }

    func lastBlocked(major: Range<Int>, minor: Range<Int>) -> Int? {
        let bits = Self.bits(minor)
        var m = Swift.min(major.upperBound, tracks.count) - 1
        while m >= major.lowerBound, m >= 0 {
            if tracks[m] & bits != 0 { return m }
            m -= 1
        }
        return nil
    }
}

/// Occupancy of a grid of any width: per major track, its occupied minor tracks as
/// sorted, disjoint, non-touching intervals. A blocking interval is found by binary
/// search and skipped whole, so a track full of items costs O(log n) to pass.
struct IntervalOccupancy: Occupancy {
    /// A run test walks a track's intervals: measured slower than it saves.
    static var hasCheapRuns: Bool { false }

    /// `tracks[m]` holds `start0, end0, start1, end1, …`: cells `start ..< end` occupied.
    private var tracks: [[Int32]] = []

    init() {}

    mutating func occupy(major: Range<Int>, minor: Range<Int>) {
        guard !major.isEmpty, !minor.isEmpty else { return }
        if major.upperBound > tracks.count {
            tracks.append(contentsOf: repeatElement([], count: major.upperBound - tracks.count))
        }
        let start = Int32(clamping: minor.lowerBound)
        let end = Int32(clamping: minor.upperBound)
        for m in major {
            tracks[m].insertInterval(start, end)
        }
    }

    func firstFit(major: Range<Int>, from: Int, span: Int, limit: Int) -> Int? {
        guard span >= 1 else { return nil }
        var c = Swift.max(from, 0)
        let end = Swift.min(major.upperBound, tracks.count)
        let first = Swift.max(major.lowerBound, 0)
        while c + span <= limit {
            var moved = false
            var m = first
            while m < end {
                if let blockEnd = tracks[m].blockingEnd(c, span) {
                    c = blockEnd
                    moved = true
                }
                m += 1
            }
            if !moved { return c }
        }
        return nil
    }

    func lastBlocked(major: Range<Int>, minor: Range<Int>) -> Int? {
        var m = Swift.min(major.upperBound, tracks.count) - 1
        while m >= major.lowerBound, m >= 0 {
            if tracks[m].blockingEnd(minor.lowerBound, minor.count) != nil { return m }
            m -= 1
        }
        return nil
    }

    func hasRun(major: Int, span: Int, limit: Int) -> Bool {
        firstFit(major: major ..< (major + 1), from: 0, span: span, limit: limit) != nil
    }
}

/// Occupancy of a grid whose items reach or span millions of major tracks: runs of
/// consecutive major tracks with the same occupied minor tracks, each run's as sorted
/// intervals (as ``IntervalOccupancy`` keeps one track's). Memory and time follow the
/// items' edges, not the line numbers; an item adds at most two runs.
struct RunOccupancy: Occupancy {
    static var hasCheapRuns: Bool { false }

    /// Run `i` covers major tracks `starts[i] ..< starts[i + 1]` (the last one, every
    /// track from its start on); `cells[i]` holds its occupied minor tracks as
    /// `start0, end0, start1, end1, …`.
    private var starts: [Int] = [0]
    private var cells: [[Int32]] = [[]]

    init() {}

    /// The run holding major track `m >= 0`.
    private func run(containing m: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= m { low = middle } else { high = middle }
        }
        return low
    }

    /// The end of run `i` (exclusive).
    private func end(ofRun i: Int) -> Int {
        i + 1 < starts.count ? starts[i + 1] : Int.max
    }

    /// Makes a run start at major track `m`; returns its index.
    private mutating func split(at m: Int) -> Int {
        let i = run(containing: m)
        if starts[i] == m { return i }
        starts.insert(m, at: i + 1)
        cells.insert(cells[i], at: i + 1)
        return i + 1
    }

    mutating func occupy(major: Range<Int>, minor: Range<Int>) {
        let lower = Swift.max(major.lowerBound, 0)
        guard lower < major.upperBound, !minor.isEmpty else { return }
        let first = split(at: lower)
        let past = split(at: major.upperBound)
        let start = Int32(clamping: minor.lowerBound)
        let end = Int32(clamping: minor.upperBound)
        for i in first ..< past { cells[i].insertInterval(start, end) }
    }

    func firstFit(major: Range<Int>, from: Int, span: Int, limit: Int) -> Int? {
        guard span >= 1 else { return nil }
        let lower = Swift.max(major.lowerBound, 0)
        var c = Swift.max(from, 0)
        guard lower < major.upperBound else { return c + span <= limit ? c : nil }
        let first = run(containing: lower)
        while c + span <= limit {
            var moved = false
            var i = first
            while i < starts.count, starts[i] < major.upperBound {
                if let blockEnd = cells[i].blockingEnd(c, span) {
                    c = blockEnd
                    moved = true
                }
                i += 1
            }
            if !moved { return c }
        }
        return nil
    }

    func lastBlocked(major: Range<Int>, minor: Range<Int>) -> Int? {
        let lower = Swift.max(major.lowerBound, 0)
        guard lower < major.upperBound else { return nil }
        var i = run(containing: major.upperBound - 1)
        while i >= 0, end(ofRun: i) > lower {
            if cells[i].blockingEnd(minor.lowerBound, minor.count) != nil {
                return Swift.min(end(ofRun: i), major.upperBound) - 1
            }
            i -= 1
        }
        return nil
    }

    func hasRun(major: Int, span: Int, limit: Int) -> Bool {
        firstFit(major: major ..< (major + 1), from: 0, span: span, limit: limit) != nil
    }

    /// Items spanning millions of tracks are passed at once, not track by track: in a grid
    /// of up to 1,024 positions, the lowest of the next starts of the item's positions (see
    /// ``nextStart(major:minor:)``); in a wider one, the start of the next run. (Until
    /// then the item's tracks hold the run it starts in and the same runs after it, or
    /// more: no start before it has room.)
    func nextMajorToTry(after major: Range<Int>, span: Int, limit: Int) -> Int {
        var next = Int.max
        if limit - span < 1024 {
            for c in 0 ... Swift.max(0, limit - span) {
                guard let start = nextStart(major: major, minor: c ..< c + span) else { return major.lowerBound + 1 }
                next = Swift.min(next, start)
            }
        } else {
            // (Past the last run, no room for good: placement stops at its line limit.)
            let runEnd = Swift.min(end(ofRun: run(containing: Swift.max(major.lowerBound, 0))), Int(Int32.max))
            next = Swift.max(runEnd, major.lowerBound + 1)
        }
        #if LATTICE_CHECKS
        checkPassedStarts(major, to: next) { firstFit(major: $0, from: 0, span: span, limit: limit) == nil }
        #endif
        return next
    }

    /// The first track after the blocked runs from the area's last blocked track on (a
    /// start before that track holds it, a start in those runs is blocked).
    func nextStart(major: Range<Int>, minor: Range<Int>) -> Int? {
        guard let blocked = lastBlocked(major: major, minor: minor) else { return nil }
        var i = run(containing: blocked)
        while i < starts.count, cells[i].blockingEnd(minor.lowerBound, minor.count) != nil { i += 1 }
        // (Past the last run, blocked for good: placement stops at its line limit.)
        let next = i < starts.count ? starts[i] : Int(Int32.max)
        #if LATTICE_CHECKS
        checkPassedStarts(major, to: next) { lastBlocked(major: $0, minor: minor) != nil }
        #endif
        return next
    }

    #if LATTICE_CHECKS
    /// Checks that every start of an item `major.count` tracks long that a skip from
    /// `major.lowerBound` to `next` passes is `blocked`, as trying them one track at a time
    /// finds: the first 32 and the last 32 of them (those before the last run's end).
    private func checkPassedStarts(_ major: Range<Int>, to next: Int, blocked: (Range<Int>) -> Bool) {
        let passed = major.lowerBound + 1 ..< Swift.min(next, (starts.last ?? 0) + 1)
        for start in passed.prefix(32) + passed.suffix(32) {
            precondition(blocked(start ..< start + major.count),
                         "fast path disagrees with the general rule: rows passed at once: \(start) has room")
        }
    }
    #endif
}

extension Array where Element == Int32 {
    /// In a flat interval list (`start0, end0, start1, end1, …`): the end of the first
    /// interval overlapping `c ..< c + span`, or `nil` when that range is free.
    @inline(__always)
    fileprivate func blockingEnd(_ c: Int, _ span: Int) -> Int? {
        // The first interval ending after c.
        var low = 0
        var high = count / 2
        while low < high {
            let middle = (low + high) / 2
            if Int(self[2 * middle + 1]) <= c { low = middle + 1 } else { high = middle }
        }
        guard low < count / 2, Int(self[2 * low]) < c + span else { return nil }
        return Int(self[2 * low + 1])
    }

    /// Adds `start ..< end` to a flat interval list, merging overlapping and touching
    /// intervals.
    fileprivate mutating func insertInterval(_ start: Int32, _ end: Int32) {
        let intervals = count / 2
        // The first interval ending at or after `start` (it may merge).
        var low = 0
        var high = intervals
        while low < high {
            let middle = (low + high) / 2
            if self[2 * middle + 1] < start { low = middle + 1 } else { high = middle }
        }
        // The intervals from `low` up to `past` touch or overlap the new one.
        var past = low
        while past < intervals, self[2 * past] <= end { past += 1 }
        if past == low {
            if 2 * low == count {
                append(start)
                append(end)
            } else {
                insert(end, at: 2 * low)
                insert(start, at: 2 * low)
            }
            return
        }
        let mergedStart = Swift.min(start, self[2 * low])
        let mergedEnd = Swift.max(end, self[2 * (past - 1) + 1])
        self[2 * low] = mergedStart
        self[2 * low + 1] = mergedEnd
        if past - low > 1 {
            removeSubrange((2 * low + 2) ..< (2 * past))
        }
    }
}
