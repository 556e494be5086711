// CSS Grid §7 and §12: an axis's tracks as sets of identical tracks, as browsers keep them.

extension ArenaArray where Element == Track {
    /// Whether one of sets `start ..< end` is flexible.
    @inline(__always)
    func crossesFlexible(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if self[index].isFlexible { return true }
            index += 1
        }
        return false
    }

    /// Whether one of the sets of `span` has an intrinsic min or max sizing function.
    @inline(__always)
    func crossesIntrinsic(_ span: TrackSpan) -> Bool {
        var index = span.start
        while index < span.end {
            if self[index].hasIntrinsicMin || self[index].hasIntrinsicMax { return true }
            index += 1
        }
        return false
    }

    /// The number of tracks in sets `start ..< end`.
    @inline(__always)
    func trackCount(_ start: Int, _ end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            count += self[index].count
            index += 1
        }
        return count
    }

    /// The space the tracks of `span` take, with the gutters between them (base sizes).
    @inline(__always)
    func spanSize(_ span: TrackSpan) -> Double { spanSize(span.start, span.end) }

    /// The space the tracks of sets `start ..< end` take, with the gutters between them
    /// (base sizes).
    @inline(__always)
    func spanSize(_ start: Int, _ end: Int) -> Double {
        guard start < end else { return 0 }
        // (One set: its tracks and the gaps between them.)
        if end == start + 1 {
            let set = self[start]
            return set.count == 1 ? set.baseSize : set.weight * set.baseSize + (set.weight - 1) * set.gapAfter
        }
        var total = 0.0
        var endsGridGap: Double? = nil
        var index = start
        while index < end {
            let track = self[index]
            total += track.weight * (track.baseSize + track.gapAfter)
            if track.endsGrid { endsGridGap = track.gapAfter }
            index += 1
        }
        return total - (endsGridGap ?? self[end - 1].gapAfter)
    }

    /// The gutters between the tracks of sets `start ..< end`: after each track but the
    /// last, where the per-set sums count one too many, the gap of the set holding the
    /// grid's last track when they include it (the grid has none after it), else the
    /// gap after the last set's tracks.
    @inline(__always)
    func spannedGaps(_ start: Int, _ end: Int) -> Double {
        guard start < end else { return 0 }
        if end == start + 1 { return (self[start].weight - 1) * self[start].gapAfter }
        var total = 0.0
        var endsGridGap: Double? = nil
        var index = start
        while index < end {
            total += self[index].weight * self[index].gapAfter
            if self[index].endsGrid { endsGridGap = self[index].gapAfter }
            index += 1
        }
        return total - (endsGridGap ?? self[end - 1].gapAfter)
    }

    /// The set holding the last track that is not collapsed (for sets that alternate, the
    /// one whose entry of the pattern comes last), or `nil` when every track is collapsed.
    func lastTrackSet() -> Int? {
        guard var last = indices.last(where: { !self[$0].isCollapsed }) else { return nil }
        var first = last
        while first > 0 && self[first - 1].alternatesWithNext { first -= 1 }
        let sets = last - first + 1
        if sets > 1 { last = first + (trackCount(first, last + 1) - 1) % sets }
        return last
    }

    /// All base sizes plus all gutters.
    func totalSize() -> Double {
        spanSize(0, count)
    }
}

/// The sets of one axis: which tracks are identical, and where each set's tracks are.
///
/// Ranges of tracks are cut at every line an in-flow item starts or ends at, at the
/// explicit grid's edges and where the track list's entries (a single track, a
/// `repeat()`) or the `grid-auto-*` pattern change. The tracks of a range repeat one
/// pattern of sizing functions: a range makes one set per entry of the pattern (one set
/// in the common case), each holding that entry's tracks (CSS Grid §12: no item tells
/// them apart, so they are sized alike). This is how Chromium's grid track collection
/// works, and what keeps a grid with lines in the millions and a hundred items as
/// small and fast as its items.
struct TrackSetBuilder {
    /// The explicit tracks of the template (``ExplicitTracks/count`` of them from line 0).
    let explicit: ExplicitTracks
    /// The number of entries of the `grid-auto-*` pattern (at least 1).
    let autoCount: Int

    /// The sets between origin-zero lines `lower` and `upper`, cut at the lines of
    /// `boundaries` (sorted, distinct, from `lower` to `upper` inclusive, and holding
    /// the explicit grid's edges and the starts of the template's entries within them),
    /// and for each boundary the index of the first set starting there (the number of
    /// sets for `upper`).
    func sets(boundaries: [Int32], in arena: PassArena) -> (sets: ArenaArray<Track>, firstSet: [Int32]) {
        // The number of sets of each range: its length, at most the period of the sizing
        // functions it repeats.
        var firstSet = [Int32](repeating: 0, count: boundaries.count)
        var total = 0
        var segment = 0
        for index in boundaries.indices {
            firstSet[index] = Int32(truncatingIfNeeded: total)
            guard index + 1 < boundaries.count else { break }
            let start = Int(boundaries[index])
            if start >= 0 && start < explicit.count {
                while explicit.segments[segment].end <= start { segment += 1 }
                total += Swift.min(Int(boundaries[index + 1]) - start, explicit.segments[segment].pattern.count)
            } else {
                total += Swift.min(Int(boundaries[index + 1]) - start, autoCount)
            }
        }
        let sets = ArenaArray<Track>(repeating: Track(), count: total, in: arena, lane: .tracks)
        for index in 0 ..< boundaries.count - 1 {
            let start = Int(boundaries[index]), length = Int(boundaries[index + 1]) - start
            let first = Int(firstSet[index]), setCount = Int(firstSet[index + 1]) - first
            if setCount == 1 {
                sets[first] = Track(line: start, count: length)
                continue
            }
            for offset in 0 ..< setCount {
                sets[first + offset] = Track(line: start + offset,
                                             count: length / setCount + (offset < length % setCount ? 1 : 0))
                sets[first + offset].alternatesWithNext = offset < setCount - 1
            }
        }
        return (sets, firstSet)
    }

    /// Calls `body` with the lines every axis is cut at, within `lower ... upper`: those,
    /// the explicit grid's edges (`explicitCount` includes the tracks
    /// `grid-template-areas` adds), and the starts of the template's entries. An empty
    /// explicit grid cuts nothing: the implicit tracks on either side of its one line
    /// repeat the `grid-auto-*` pattern without a break (Chromium keeps them one range).
    func forEachFixedBoundary(lower: Int, upper: Int, explicitCount: Int, _ body: (Int) -> Void) {
        body(lower)
        body(upper)
        guard explicitCount > 0 else { return }
        func add(_ line: Int) { if line > lower && line < upper { body(line) } }
        add(0)
        add(explicit.count)
        add(explicitCount)
        for segment in explicit.segments { add(segment.start) }
    }
}
