// CSS Grid §7.1–7.2: the explicit grid of one axis, expanded from its track list.

/// The largest number of repetitions a `repeat()` produces, counted (`repeat(N, …)`)
/// or automatic (a guard against zero-size tracks); browsers clamp the grid to a
/// similar size. The explicit grid, its line names and its track sizes all stop there.
let maximumAutoRepetitions = 10_000

/// The explicit tracks of one axis with `repeat()` expanded.
struct ExplicitTracks {
    var sizes: [TrackSize]
    /// The explicit track indices produced by an `auto-fit` repetition (collapsible when empty).
    var autoFitTracks: Range<Int>?
    /// How many times the auto-fill/auto-fit repetition repeats (0 when there is none).
    var autoRepeatCount: Int
}

/// Expands `list`, resolving how often its auto-repeat repeats (§7.2.3.2).
///
/// Percentage track sizes resolve against the definite size, else (like Chrome)
/// against the definite min size, else 0: a max size alone does not make the
/// container's size definite. Each repeated track counts at least 1 px, the floor
/// §7.2.3.2 suggests against division by zero.
///
/// - Parameters:
///   - size: the grid container's definite content-box size on this axis, if any.
///   - maxSize: its definite content-box max size, if any.
///   - minSize: its definite content-box min size, if any.
///   - gap: the resolved gutter.
func expandTrackList(_ list: TrackList, size: Double?, maxSize: Double?, minSize: Double?, gap: Double) -> ExplicitTracks {
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
                let n = max(0, min(n, maximumAutoRepetitions))
                for track in tracks { fixedSum += Double(n) * nominalSize(track, basis: basis) }
                fixedCount += n * tracks.count
            } else if repeatKind == nil, !tracks.isEmpty {
                repeatKind = count
                repeatTracks = tracks
            }
        }
    }

    // §7.2.3.2: the number of repetitions.
    var repetitions = 0
    if repeatKind != nil {
        let repeatSum = repeatTracks.reduce(0) { $0 + max(1, nominalSize($1, basis: basis)) }
        let k = repeatTracks.count
        func total(_ n: Int) -> Double {
            fixedSum + Double(n) * repeatSum + gap * Double(max(0, fixedCount + n * k - 1))
        }
        let perRepetition = repeatSum + gap * Double(k)
        repetitions = 1
        if let limit = size ?? maxSize, perRepetition > 0 {
            // The largest positive n whose grid does not overflow `limit`.
            let free = limit - total(1)
            if free > 0 {
                // In Double first: a tiny repetition makes the quotient too large for an Int.
                let more = min(Double(maximumAutoRepetitions - 1), (free / perRepetition).rounded(.down))
                repetitions = 1 + (more.isFinite ? Int(more) : 0)
                while repetitions > 1 && total(repetitions) > limit + 1e-9 { repetitions -= 1 }
            }
        }
        // The smallest n that fulfils a definite min size, without a definite size (with
        // only a max size, a min size larger than it still has to be filled).
        if size == nil, let minSize, perRepetition > 0 {
            while repetitions < maximumAutoRepetitions && total(repetitions) < minSize - 1e-9 { repetitions += 1 }
        }
    }

    var sizes: [TrackSize] = []
    sizes.reserveCapacity(fixedCount + repetitions * repeatTracks.count)
    var autoFit: Range<Int>? = nil
    for entry in list.entries {
        switch entry {
        case .track(let track):
            sizes.append(track)
        case .repeat(let count, let tracks, _):
            if case .count(let n) = count {
                for _ in 0..<max(0, min(n, maximumAutoRepetitions)) { sizes.append(contentsOf: tracks) }
            } else if count == repeatKind, tracks == repeatTracks, !tracks.isEmpty {
                let start = sizes.count
                for _ in 0..<repetitions { sizes.append(contentsOf: tracks) }
                if count == .autoFit { autoFit = start..<sizes.count }
                repeatKind = nil  // only the first auto repetition counts
            }
        }
    }
    return ExplicitTracks(sizes: sizes, autoFitTracks: autoFit, autoRepeatCount: repetitions)
}

/// A track's size for counting auto repetitions: its max sizing function if
/// definite, else its min sizing function if definite, else 0 (§7.2.3.2).
private func nominalSize(_ track: TrackSize, basis: Double?) -> Double {
    switch track.max {
    case .fixed(let length):
        if let value = length.resolve(against: basis) {
            if case .fixed(let minLength) = track.min, let minimum = minLength.resolve(against: basis) {
                return max(value, minimum)
            }
            return max(0, value)
        }
    default: break
    }
    if case .fixed(let length) = track.min, let value = length.resolve(against: basis) { return max(0, value) }
    return 0
}

/// The size of the implicit track at origin-zero index `index` (negative before
/// the explicit grid), from the `grid-auto-*` pattern (§7.6): tracks after the
/// explicit grid take the pattern from its first entry, tracks before it from its
/// last entry backwards.
func implicitTrackSize(at index: Int, explicitCount: Int, pattern: [TrackSize]) -> TrackSize {
    guard !pattern.isEmpty else { return .auto }
    let count = pattern.count
    if index >= explicitCount {
        return pattern[(index - explicitCount) % count]
    }
    let before = -index  // 1 for the track just before the explicit grid
    return pattern[(count - (before % count)) % count]
}
