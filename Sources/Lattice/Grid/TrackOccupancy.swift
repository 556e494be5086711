/// The occupied cells of a grid with a fixed number of tracks on one axis and
/// a growing number on the other: per fixed track, the sorted, disjoint,
/// merged runs of occupied growing tracks. Memory grows with the items, not
/// with the grid's area, and a lookup is a binary search per fixed track.
struct TrackOccupancy {
    /// Half-open runs `[lower, upper)` of occupied growing tracks, per fixed track.
    private var runs: [[Range<Int>]]

    init(fixedCount: Int) {
        runs = Array(repeating: [], count: fixedCount)
    }

    /// A conflict found by ``conflict(fixed:fixedSpan:growing:growingSpan:)``.
    struct Conflict {
        /// The last fixed track that conflicts: no start at or before it whose
        /// area reaches it is free at this growing position.
        var lastTrack: Int
        /// The end of the conflicting run in ``lastTrack``.
        var endInLastTrack: Int
        /// The largest end of all conflicting runs: no growing start before it is free.
        var maxEnd: Int
    }

    /// The index of the first run of `track` that ends after `growing`.
    private func firstRun(in track: Int, endingAfter growing: Int) -> Int {
        let list = runs[track]
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].upperBound <= growing { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `nil` when the area is free, else what blocks it.
    func conflict(fixed: Int, fixedSpan: Int, growing: Int, growingSpan: Int) -> Conflict? {
        var found: Conflict?
        let growingEnd = growing + growingSpan
        for track in fixed..<(fixed + fixedSpan) {
            let index = firstRun(in: track, endingAfter: growing)
            guard index < runs[track].count else { continue }
            let run = runs[track][index]
            guard run.lowerBound < growingEnd else { continue }
            found = Conflict(lastTrack: track, endInLastTrack: run.upperBound,
                             maxEnd: Swift.max(found?.maxEnd ?? 0, run.upperBound))
        }
        return found
    }

    /// Marks the area occupied.
    mutating func occupy(fixed: Int, fixedSpan: Int, growing: Int, growingSpan: Int) {
        let new = growing..<(growing + growingSpan)
        for track in fixed..<(fixed + fixedSpan) {
            let index = firstRun(in: track, endingAfter: growing - 1)
            var merged = new
            // Merge with every run that overlaps or touches the new one.
            while index < runs[track].count, runs[track][index].lowerBound <= merged.upperBound {
                let run = runs[track][index]
                merged = Swift.min(run.lowerBound, merged.lowerBound)..<Swift.max(run.upperBound, merged.upperBound)
                runs[track].remove(at: index)
            }
            runs[track].insert(merged, at: index)
        }
    }

    /// The number of leading growing tracks that are full on every fixed track.
    var fullPrefix: Int {
        var prefix = Int.max
        for list in runs {
            guard let first = list.first, first.lowerBound == 0 else { return 0 }
            prefix = Swift.min(prefix, first.upperBound)
        }
        return prefix == .max ? 0 : prefix
    }
}
