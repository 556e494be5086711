// Sets of tracks that the track sizing algorithm grows as one, as Chrome does.

extension GridState {
    /// The tracks of `axis` grouped into sets, or `nil` when every set would hold one
    /// track (the common case, checked first without allocating).
    ///
    /// Chrome sizes tracks in "sets": runs of adjacent tracks that repeat one track
    /// definition (a `repeat(N, <one track>)`, or implicit tracks from a one-track
    /// `grid-auto-*` list, on one side of the explicit grid) and that no in-flow
    /// item starts or ends inside. No item can tell such tracks apart, so they keep
    /// equal sizes; but when free space is shared (§12.6), the set with the least
    /// room *in total* is filled first, so a set of several tracks may fill after a
    /// single track with more room per track than it has.
    mutating func trackSets(_ axis: Axis, _ tracks: ArenaArray<Track>) -> [Range<Int>]? {
        let count = tracks.count
        guard count > 1 else { return nil }
        var anyPair = false
        for index in 1..<count where tracks[index].growthLimit > tracks[index].baseSize && !tracks[index].isCollapsed
            && trackSize(axis, index) == trackSize(axis, index - 1) {
            anyPair = true
            break
        }
        guard anyPair else { return nil }

        let leading = axis == .horizontal ? columns.leadingImplicit : rows.leadingImplicit
        let explicitEnd = min(count, leading + (axis == .horizontal ? columns.explicitCount : rows.explicitCount))
        // Which repeated definition each track comes from: equal keys may share a set.
        var keys = [Int](repeating: 0, count: count)
        var nextKey = 0
        func newKey() -> Int {
            nextKey += 1
            return nextKey
        }
        let autoShared = container.style.gridAuto(axis).count == 1
        let leadingKey = newKey()
        for index in 0..<min(leading, count) { keys[index] = autoShared ? leadingKey : newKey() }
        var index = min(leading, count)
        let autoRepeatCount = memo.placedWithRepeatCounts.map { axis == .horizontal ? $0.0 : $0.1 } ?? 0
        var autoRepeatSeen = false
        for entry in container.style.gridTemplate(axis).entries {
            switch entry {
            case .track:
                if index < explicitEnd {
                    keys[index] = newKey()
                    index += 1
                }
            case .repeat(let repeatCount, let repeated, _):
                var copies = 0
                if case .count(let n) = repeatCount {
                    copies = max(0, min(n, maximumAutoRepetitions))
                } else if !autoRepeatSeen, !repeated.isEmpty {
                    autoRepeatSeen = true
                    copies = autoRepeatCount
                }
                let shared = repeated.count == 1 ? newKey() : nil
                var remaining = copies * repeated.count
                while remaining > 0 && index < explicitEnd {
                    keys[index] = shared ?? newKey()
                    index += 1
                    remaining -= 1
                }
            }
        }
        while index < explicitEnd {
            keys[index] = newKey()
            index += 1
        }
        let trailingKey = newKey()
        for index in explicitEnd..<count { keys[index] = autoShared ? trailingKey : newKey() }

        // Lines an in-flow item starts or ends at split sets.
        var boundary = [Bool](repeating: false, count: count + 1)
        for item in items {
            boundary[min(max(0, item.start(axis)), count)] = true
            boundary[min(max(0, item.end(axis)), count)] = true
        }
        var sets: [Range<Int>] = []
        var start = 0
        for index in 1...count {
            if index == count || keys[index] != keys[index - 1] || boundary[index]
                || tracks[index].isCollapsed || tracks[index - 1].isCollapsed {
                sets.append(start..<index)
                start = index
            }
        }
        return sets
    }
}
