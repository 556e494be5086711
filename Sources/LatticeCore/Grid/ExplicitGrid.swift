// CSS Grid §7.1–7.2: the explicit grid of one axis, from its track list.

/// A run of explicit tracks that repeats one list of sizes: a single track of the
/// track list, a `repeat(N, …)`, or the auto-fill/auto-fit repetition (CSS Grid §7.2.3).
/// Kept as written, not expanded: `repeat(200000, 1px)` is one segment.
struct TrackSegment: Hashable, Sendable {
    /// The explicit track index of the segment's first track.
    var start: Int
    /// The sizes repeated, in order (one for a single track).
    var pattern: [TrackSize]
    /// How many times the pattern repeats (at least 1).
    var repetitions: Int

    /// The number of tracks.
    var count: Int { pattern.count * repetitions }
    /// The explicit track index after the segment's last track.
    var end: Int { start + count }

    /// The sizing functions of explicit track `index` (in `start ..< end`).
    @inline(__always)
    func size(at index: Int) -> TrackSize { pattern.count == 1 ? pattern[0] : pattern[(index - start) % pattern.count] }
}

/// The explicit tracks of one axis: its track list with the auto-repeat resolved.
struct ExplicitTracks: Sendable {
    /// The segments, in order, covering tracks `0 ..< count` without gaps.
    var segments: [TrackSegment]
    /// The number of explicit tracks the list makes (at most ``gridLineLimit``).
    var count: Int
    /// The explicit track indices produced by an `auto-fit` repetition (collapsible when empty).
    var autoFitTracks: Range<Int>?
    /// How many times the auto-fill/auto-fit repetition repeats (0 when there is none).
    var autoRepeatCount: Int

    /// The sizing functions of explicit track `index` (`0 ..< count`).
    func size(at index: Int) -> TrackSize {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return segments[low].size(at: index)
    }

    /// Whether a track's sizing functions have a percentage.
    var hasPercentage: Bool {
        segments.contains { $0.pattern.contains(where: \.hasPercentage) }
    }
}

/// Resolves `list`: how often its auto-repeat repeats (§7.2.3.2), and its segments.
///
/// Percentage track sizes resolve against the definite size, else (like Chrome)
/// against the definite min size, else 0: a max size alone does not make the
/// container's size definite. Each repeated track counts at least 1 px, the floor
/// §7.2.3.2 suggests against division by zero. Repetitions, counted or automatic, are
/// clamped so that the axis has at most ``gridLineLimit`` tracks, as Chromium does.
///
/// - Parameters:
///   - size: the grid container's definite content-box size on this axis, if any.
///   - maxSize: its definite content-box max size, if any.
///   - minSize: its definite content-box min size, if any.
///   - gap: the resolved gutter.
func expandTrackList(_ list: TrackList, size: Double?, maxSize: Double?, minSize: Double?, gap: Double) -> ExplicitTracks {
    let limit = Int(gridLineLimit)
    let basis = size ?? minSize ?? 0
    var fixedSum = 0.0
    var fixedCount = 0
    var repeatTracks: [TrackSize] = []
    var repeatKind: RepeatCount? = nil
    for entry in list.entries {
        switch entry {
        case .track(let track):
            fixedSum += nominalSize(track, basis: basis)
            fixedCount += 1
        case .repeat(let count, let tracks, _):
            if case .count(let n) = count {
                let n = repetitions(n, of: tracks.count)
                for track in tracks { fixedSum += Double(n) * nominalSize(track, basis: basis) }
                fixedCount = Swift.min(fixedCount + n * tracks.count, limit)
            } else if repeatKind == nil, !tracks.isEmpty {
                repeatKind = count
                repeatTracks = tracks
            }
        }
    }

    // §7.2.3.2: the number of repetitions.
    var autoRepetitions = 0
    if repeatKind != nil {
        let maximum = Swift.max(1, (limit - Swift.min(fixedCount, limit)) / repeatTracks.count)
        let repeatSum = repeatTracks.reduce(0) { $0 + Swift.max(1, nominalSize($1, basis: basis)) }
        let k = repeatTracks.count
        func total(_ n: Int) -> Double {
            fixedSum + Double(n) * repeatSum + gap * Double(Swift.max(0, fixedCount + n * k - 1))
        }
        let perRepetition = repeatSum + gap * Double(k)
        autoRepetitions = 1
        if let limit = size ?? maxSize, perRepetition > 0 {
            // The largest positive n whose grid does not overflow `limit`.
            let free = limit - total(1)
            if free > 0 {
                // In Double first: a tiny repetition makes the quotient too large for an Int.
                let more = Swift.min(Double(maximum - 1), (free / perRepetition).rounded(.down))
                autoRepetitions = 1 + (more.isFinite ? Int(more) : 0)
                while autoRepetitions > 1 && total(autoRepetitions) > limit + 1e-9 { autoRepetitions -= 1 }
            }
        }
        // The smallest n that fulfils a definite min size, without a definite size (with
        // only a max size, a min size larger than it still has to be filled).
        if size == nil, let minSize, perRepetition > 0, total(autoRepetitions) < minSize - 1e-9 {
            let needed = ((minSize - total(autoRepetitions)) / perRepetition).rounded(.up)
            autoRepetitions = Swift.min(maximum, autoRepetitions + (needed.isFinite ? Swift.max(0, Int(needed)) : maximum))
            while autoRepetitions > 1 && total(autoRepetitions - 1) >= minSize - 1e-9 { autoRepetitions -= 1 }
        }
    }

    var segments: [TrackSegment] = []
    var count = 0
    var autoFit: Range<Int>? = nil
    func add(_ pattern: [TrackSize], _ repetitions: Int) {
        let room = (limit - count) / pattern.count
        let repetitions = Swift.min(repetitions, room)
        guard repetitions > 0 else { return }
        segments.append(TrackSegment(start: count, pattern: pattern, repetitions: repetitions))
        count += pattern.count * repetitions
    }
    for entry in list.entries {
        switch entry {
        case .track(let track):
            add([track], 1)
        case .repeat(let repeatCount, let tracks, _):
            guard !tracks.isEmpty else { continue }
            if case .count(let n) = repeatCount {
                add(tracks, repetitions(n, of: tracks.count))
            } else if repeatCount == repeatKind, tracks == repeatTracks {
                let start = count
                add(tracks, autoRepetitions)
                if repeatCount == .autoFit { autoFit = start..<count }
                repeatKind = nil  // only the first auto repetition counts
            }
        }
    }
    return ExplicitTracks(segments: segments, count: count, autoFitTracks: autoFit, autoRepeatCount: autoRepetitions)
}

/// The repetitions of a `repeat(n, …)` of `trackCount` tracks: `n`, but no more than
/// keep the axis within ``gridLineLimit`` tracks.
func repetitions(_ n: Int, of trackCount: Int) -> Int {
    guard trackCount > 0 else { return 0 }
    return Swift.max(0, Swift.min(n, Int(gridLineLimit) / trackCount))
}

/// A track's size for counting auto repetitions: its max sizing function if
/// definite, else its min sizing function if definite, else 0 (§7.2.3.2).
private func nominalSize(_ track: TrackSize, basis: Double?) -> Double {
    switch track.max {
    case .fixed(let length):
        if let value = length.resolve(against: basis) {
            if case .fixed(let minLength) = track.min, let minimum = minLength.resolve(against: basis) {
                return Swift.max(value, minimum)
            }
            return Swift.max(0, value)
        }
    default: break
    }
    if case .fixed(let length) = track.min, let value = length.resolve(against: basis) { return Swift.max(0, value) }
    return 0
}

/// The size of the implicit track at origin-zero index `index` (negative before
/// the explicit grid), from the `grid-auto-*` pattern (§7.6): tracks after the
/// explicit grid take the pattern from its first entry, tracks before it from its
/// last entry backwards.
func implicitTrackSize(at index: Int, explicitCount: Int, pattern: [TrackSize]) -> TrackSize {
    guard !pattern.isEmpty else { return .auto }
    return pattern[implicitPatternIndex(at: index, explicitCount: explicitCount, patternCount: pattern.count)]
}

/// The entry of a `grid-auto-*` pattern of `patternCount` entries that sizes the
/// implicit track at origin-zero index `index` (see ``implicitTrackSize(at:explicitCount:pattern:)``).
func implicitPatternIndex(at index: Int, explicitCount: Int, patternCount count: Int) -> Int {
    if index >= explicitCount { return (index - explicitCount) % count }
    let before = -index  // 1 for the track just before the explicit grid
    return (count - (before % count)) % count
}
