// CSS Grid §12.6–12.8: maximize tracks, expand flexible tracks, stretch auto tracks.

extension GridState {
    /// §12.6 Maximize tracks: distribute free space to base sizes up to growth limits.
    /// Infinite under a max-content constraint, zero under a min-content constraint.
    /// Like Chrome, the step is not redone against the container's `max-width/height`
    /// (the spec's last sentence): an indefinite size grows every track to its limit.
    ///
    /// A finite free space is shared equally per track, as Chrome shares it over its
    /// sets of identical tracks (see ``Track``): each set takes its share of what is left
    /// in proportion to its track count, capped at its room (growth limits minus base
    /// sizes, summed), sets with the least room first. So a set of several tracks may
    /// fill after a single track with more room per track than it has.
    ///
    /// - Parameter byTrack: share it as over the tracks one by one (the sets with the least
    ///   room per track first): a grid-lanes container's lanes, whose sets of several lanes
    ///   only stand for lanes sized one by one (see ``UniformLaneRuns``).
    /// - Returns: whether a track below its growth limit grew to it in an infinite free
    ///   space (a max-content constraint); `false` in a finite one.
    @discardableResult
    static func maximizeTracks(_ tracks: inout ArenaArray<Track>, space: AvailableSpace, byTrack: Bool = false) -> Bool {
        var free: Double
        switch space {
        case .definite(let size): free = size - tracks.totalSize()
        case .maxContent: free = .infinity
        case .minContent: free = 0
        }
        guard free > 1e-9 else { return false }
        if free.isInfinite {
            var grew = false
            for index in tracks.indices {
                grew = grew || tracks[index].baseSize < tracks[index].growthLimit
                tracks[index].baseSize = tracks[index].growthLimit
            }
            return grew
        }
        // The sets with room, least room first (stable: equal rooms keep track order).
        var rooms: [(set: Int, room: Double)] = []
        var severalTracks = false
        for index in tracks.indices where tracks[index].growthLimit > tracks[index].baseSize {
            rooms.append((index, tracks[index].weight * (tracks[index].growthLimit - tracks[index].baseSize)))
            if tracks[index].count > 1 { severalTracks = true }
        }
        if !severalTracks {
            // One track per set: equal shares, each track frozen at its limit.
            #if LATTICE_CHECKS
            let arena = PassArena()
            var general = ArenaArray(repeating: Track(), count: tracks.count, in: arena, lane: .tracks)
            for index in tracks.indices { general[index] = tracks[index] }
            distributeBySets(free, rooms, &general)
            defer {
                for index in tracks.indices { checkSame(tracks[index].baseSize, general[index].baseSize, "maximized track \(index)") }
                withExtendedLifetime(arena) {}
            }
            #endif
            fill(free, rooms.map(\.set), &tracks)
            return false
        }
        distributeBySets(free, rooms, &tracks, byTrack: byTrack)
        return false
    }

    /// §12.6 over sets: each takes its share of `free` in proportion to its track count,
    /// capped at its room, the sets with the least room first (`rooms`: the sets with
    /// room, in track order), or with the least room per track when `byTrack` (then each
    /// track takes as much as an equal share with freezing gives it). Returns what is
    /// left of `free`.
    @discardableResult
    private static func distributeBySets(_ free: Double, _ rooms: [(set: Int, room: Double)], _ tracks: inout ArenaArray<Track>,
                                         byTrack: Bool = false) -> Double {
        var free = free
        var rooms = rooms
        rooms.removeAll { $0.room <= 1e-9 }
        var remainingTracks = 0.0
        for (set, _) in rooms { remainingTracks += tracks[set].weight }
        let order = rooms.map { byTrack ? $0.room / tracks[$0.set].weight : $0.room }
        rooms = rooms.indices.sorted { (order[$0], $0) < (order[$1], $1) }.map { rooms[$0] }
        for (set, room) in rooms where remainingTracks > 0 && free > 1e-9 {
            let weight = tracks[set].weight
            var share = weight == remainingTracks ? free : free * weight / remainingTracks
            share = min(share, room)
            remainingTracks -= weight
            free -= share
            tracks[set].baseSize += share / weight
        }
        return free
    }

    /// Grows the base sizes of the one-track sets `growable` equally by `amount` in all,
    /// freezing each at its growth limit (the equal distribution of §12.6).
    private static func fill(_ amount: Double, _ growable: [Int], _ tracks: inout ArenaArray<Track>) {
        var free = amount
        var growable = growable
        while free > 1e-9 && !growable.isEmpty {
            let share = free / Double(growable.count)
            var next: [Int] = []
            for index in growable {
                let room = tracks[index].growthLimit - tracks[index].baseSize
                if room <= share {
                    tracks[index].baseSize = tracks[index].growthLimit
                    free -= room
                } else {
                    tracks[index].baseSize += share
                    free -= share
                    next.append(index)
                }
            }
            growable = next
        }
    }

    /// §12.7 Expand flexible tracks.
    mutating func expandFlexibleTracks(_ axis: Axis, _ tracks: inout ArenaArray<Track>, space: AvailableSpace,
                                       minSize: Double?, maxSize: Double?) {
        guard tracks.contains(where: { $0.isFlexible }) else { return }
        var fraction: Double
        switch space {
        case .minContent:
            fraction = 0
        case .definite(let size):
            fraction = size - tracks.totalSize() <= 0 ? 0 : findFrSize(tracks, 0..<tracks.count, spaceToFill: size)
        case .maxContent:
            // The largest of each flexible track's base size per flex, and of each
            // item's max-content contribution shared over the tracks it crosses.
            fraction = 0
            for track in tracks where track.isFlexible {
                let factor = track.flexFactor
                fraction = max(fraction, factor > 1 ? track.baseSize / factor : track.baseSize)
            }
            for index in items.indices where items[index].sizesTracks(axis) && !items[index].role.contains(.subgridEdge)
                && tracks.crossesFlexible(items[index].start(axis), items[index].end(axis)) {
                let item = items[index]
                let contribution = contribution(index, axis, .maxContent)
                fraction = max(fraction, findFrSize(tracks, item.start(axis)..<item.end(axis), spaceToFill: contribution))
            }
            // Honour the container's min and max sizes (redo with a definite space).
            let total = totalWithFraction(tracks, fraction)
            if let minSize, total < minSize {
                fraction = findFrSize(tracks, 0..<tracks.count, spaceToFill: minSize)
            } else if let maxSize, total > maxSize {
                fraction = findFrSize(tracks, 0..<tracks.count, spaceToFill: maxSize)
            }
        }
        for index in tracks.indices where tracks[index].isFlexible {
            let size = min(fraction * tracks[index].flexFactor, largestLength)
            if size > tracks[index].baseSize { tracks[index].baseSize = size }
        }
    }

    private func totalWithFraction(_ tracks: ArenaArray<Track>, _ fraction: Double) -> Double {
        var total = tracks.spannedGaps(0, tracks.count)
        for track in tracks {
            total += track.weight * (track.isFlexible ? max(track.baseSize, fraction * track.flexFactor) : track.baseSize)
        }
        return total
    }

    /// §12.7.1 Find the size of an fr. As in Chrome, a `0fr` track counts as inflexible,
    /// and a range without a positive flex factor gives 0 (the spec would share the
    /// space over a flex factor sum floored at 1, so an item in a `0fr` track alone
    /// would set the fr size under a max-content constraint).
    func findFrSize(_ tracks: ArenaArray<Track>, _ range: Range<Int>, spaceToFill: Double) -> Double {
        // The tracks treated as inflexible: bits of a word for up to 64 tracks (no
        // allocation, the common case), else an array.
        let small = range.count <= 64
        var inflexibleBits: UInt64 = 0
        var inflexibleList = small ? [] : [Bool](repeating: false, count: range.count)
        while true {
            var leftover = spaceToFill - tracks.spannedGaps(range.lowerBound, range.upperBound)
            var factorSum = 0.0
            for (offset, index) in range.enumerated() {
                let track = tracks[index]
                let inflexible = small ? inflexibleBits & (1 << UInt64(offset)) != 0 : inflexibleList[offset]
                if track.isFlexible && track.flexFactor > 0 && !inflexible {
                    factorSum += track.weight * track.flexFactor
                } else {
                    leftover -= track.weight * track.baseSize
                }
            }
            if factorSum == 0 { return 0 }
            let hypothetical = max(0, leftover) / max(1, factorSum)
            var restart = false
            for (offset, index) in range.enumerated() where tracks[index].isFlexible && tracks[index].flexFactor > 0 {
                let inflexible = small ? inflexibleBits & (1 << UInt64(offset)) != 0 : inflexibleList[offset]
                if !inflexible && hypothetical * tracks[index].flexFactor < tracks[index].baseSize {
                    if small { inflexibleBits |= 1 << UInt64(offset) } else { inflexibleList[offset] = true }
                    restart = true
                }
            }
            if !restart { return hypothetical }
        }
    }

    /// §12.8 Stretch `auto` tracks: with `normal`/`stretch` content alignment, share
    /// positive definite free space among tracks with an `auto` max sizing function.
    ///
    /// As Chrome shares it: by sets, first up to the tracks' growth limits (the sets
    /// with the least room first, as in §12.6), then equally per track beyond them. A
    /// track is below its limit here where §12.6 filled a set of several tracks after a
    /// set with more room per track (three auto rows, 10, 10 and 15 px at their limits,
    /// the first two one set, in 35 px: §12.6 gives 11.67 px to the third row and 20 to
    /// the set, this step the 3.33 px left to the third row, which reaches its limit: 10,
    /// 10 and 15), and where §12.6 gave nothing (a min size under a min-content constraint).
    @inline(__always)
    mutating func stretchAutoTracks(_ axis: Axis, _ tracks: inout ArenaArray<Track>, space: AvailableSpace, minSize: Double?) {
        let alignment = container.style.contentAlignment(axis).value
        guard alignment == .normal || alignment == .stretch else { return }
        let size: Double
        if let definite = space.definiteValue { size = definite } else if let minSize { size = minSize } else { return }
        let free = size - tracks.totalSize()
        guard free > 1e-9 else { return }
        var count = 0
        // Usually §12.6 left every track at its limit, and the space is shared equally at once.
        var belowLimit = false
        for track in tracks where track.max == .auto && !track.isCollapsed {
            count += track.count
            if track.growthLimit > track.baseSize { belowLimit = true }
        }
        guard count > 0 else { return }
        var beyond = free
        if belowLimit {
            beyond = Self.stretchUpToLimits(free, &tracks)
            guard beyond > 1e-9 else { return }
        }
        let share = beyond / Double(count)
        for index in tracks.indices where tracks[index].max == .auto && !tracks[index].isCollapsed {
            tracks[index].baseSize += share
        }
    }

    /// §12.8's first part, as Chrome shares it: `free` to the `auto` tracks by sets up to
    /// their growth limits (see ``distributeBySets(_:_:_:byTrack:)``); returns what is left.
    /// (Out of line: ``stretchAutoTracks(_:_:space:minSize:)`` stays small enough to be
    /// inlined where tracks are sized.)
    @inline(never)
    private static func stretchUpToLimits(_ free: Double, _ tracks: inout ArenaArray<Track>) -> Double {
        var rooms: [(set: Int, room: Double)] = []
        for index in tracks.indices where tracks[index].max == .auto && !tracks[index].isCollapsed {
            let room = tracks[index].weight * (tracks[index].growthLimit - tracks[index].baseSize)
            if room.isFinite && room > 0 { rooms.append((index, room)) }
        }
        return distributeBySets(free, rooms, &tracks)
    }
}
