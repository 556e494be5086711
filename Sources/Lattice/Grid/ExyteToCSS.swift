/// The mapping of exyte's track sizes and options onto CSS Grid values
/// (https://www.w3.org/TR/css-grid-2/).
enum ExyteToCSS {
    /// A track's CSS sizing function (§7.2). A repeat here (only reachable
    /// inside a repeat) is `auto`.
    static func trackSize(_ track: GridTrack) -> TrackSize {
        switch track {
        case .pt(let points): return .points(length(points))
        case .fr(let fraction): return TrackSize(min: .fixed(.points(0)), max: .flex(length(fraction)))
        case .fit, .maxContent: return .maxContent
        case .auto, .repeat: return .auto
        case .minContent: return .minContent
        case .percent(let percent): return .percent(length(percent))
        case .fitContent(let limit): return .fitContent(lengthPercentage(limit))
        case .minmax(let min, let max): return TrackSize(min: minFunction(min), max: maxFunction(max))
        }
    }

    /// The minimum sizing function `track` stands for in `minmax(track, …)`;
    /// a flexible minimum (invalid CSS) is `auto`.
    static func minFunction(_ track: GridTrack) -> MinTrackSizingFunction {
        switch track {
        case .pt(let points): return .fixed(.points(length(points)))
        case .percent(let percent): return .fixed(.percent(length(percent)))
        case .fit, .maxContent: return .maxContent
        case .minContent: return .minContent
        case .fr, .auto, .fitContent, .repeat: return .auto
        case .minmax(let min, _): return minFunction(min)
        }
    }

    /// The maximum sizing function `track` stands for in `minmax(…, track)`.
    static func maxFunction(_ track: GridTrack) -> MaxTrackSizingFunction {
        switch track {
        case .pt(let points): return .fixed(.points(length(points)))
        case .percent(let percent): return .fixed(.percent(length(percent)))
        case .fr(let fraction): return .flex(length(fraction))
        case .fit, .maxContent: return .maxContent
        case .minContent: return .minContent
        case .auto, .repeat: return .auto
        case .fitContent(let limit): return .fitContent(lengthPercentage(limit))
        case .minmax(_, let max): return maxFunction(max)
        }
    }

    /// `tracks` with every repeat expanded inline (auto repeats once), for
    /// contexts that take plain sizes (`grid-auto-rows`, a repeat's own tracks).
    /// At most `limit` sizes.
    static func flattened(_ tracks: [GridTrack], limit: Int = 10_000) -> [TrackSize] {
        var sizes: [TrackSize] = []
        func add(_ list: [GridTrack], times: Int) {
            for _ in 0..<times {
                for track in list {
                    guard sizes.count < limit else { return }
                    if case .repeat(let count, let inner) = track {
                        add(inner, times: repetitions(count))
                    } else {
                        sizes.append(trackSize(track))
                    }
                }
            }
        }
        add(tracks, times: 1)
        return sizes
    }

    /// The number of times a non-auto repeat repeats: at least once.
    static func repetitions(_ count: GridRepeat) -> Int {
        if case .count(let value) = count { return GridLimits.clampSpan(value) }
        return 1
    }

    /// A template (`grid-template-columns`/`-rows`) for `tracks` and its number of tracks.
    /// The first auto repeat is `.autoFit`, or repeats `autoFillCount` times for
    /// `auto-fill`; later auto repeats repeat once. The total is capped at 10,000,000 tracks.
    static func template(_ tracks: [GridTrack], autoRepeatCount: Int) -> (list: TrackList, count: Int) {
        var entries: [TrackListEntry] = []
        var count = 0
        var sawAutoRepeat = false
        for track in tracks {
            guard case .repeat(let repeatCount, let inner) = track else {
                guard count < GridLimits.maxTracks else { break }
                entries.append(.track(trackSize(track)))
                count += 1
                continue
            }
            let sizes = flattened(inner)
            guard !sizes.isEmpty else { continue }
            let names = Array(repeating: [String](), count: sizes.count + 1)
            var times: Int
            var css: RepeatCount
            switch repeatCount {
            case .count(let value):
                times = GridLimits.clampSpan(value)
                css = .count(times)
            case .autoFill, .autoFit:
                if sawAutoRepeat {
                    times = 1
                    css = .count(1)
                } else {
                    sawAutoRepeat = true
                    times = Swift.max(1, autoRepeatCount)
                    css = repeatCount == .autoFit ? .autoFit : .count(times)
                }
            }
            let room = (GridLimits.maxTracks - count) / sizes.count
            guard room > 0 else { break }
            if times > room {
                times = room
                css = .count(times)
            }
            entries.append(.repeat(css, tracks: sizes, lineNames: names))
            count += times * sizes.count
        }
        return (TrackList(entries: entries), count)
    }

    /// `tracks` with their flexible factors scaled to sum to 1 when they sum to
    /// less: exyte divides the free space by the sum of the factors, so `.fr`
    /// tracks always fill it, where CSS divides it by at least 1 (§12.7.1), so
    /// `[.fr(0.5)]` would fill half. Repeats count as often as ``template(_:autoRepeatCount:)``
    /// repeats them (the first auto repeat `autoRepeatCount` times).
    static func exyteFlexFactors(_ tracks: [GridTrack], autoRepeatCount: Int) -> [GridTrack] {
        var sum = 0.0
        var sawAutoRepeat = false
        for track in tracks {
            guard case .repeat(let count, let inner) = track else {
                sum += flexFactor(track)
                continue
            }
            let innerSum = flattenedFlexSum(inner)
            switch count {
            case .count(let value):
                sum += Double(GridLimits.clampSpan(value)) * innerSum
            case .autoFill, .autoFit:
                sum += Double(sawAutoRepeat ? 1 : Swift.max(1, autoRepeatCount)) * innerSum
                sawAutoRepeat = true
            }
        }
        guard sum > 0, sum < 1 else { return tracks }
        return tracks.map { scaledFlex($0, by: 1 / sum) }
    }

    /// The flexible factor of `track` as ``trackSize(_:)`` maps it (0 when not flexible).
    private static func flexFactor(_ track: GridTrack) -> Double {
        switch track {
        case .fr(let fraction): return length(fraction)
        case .minmax(_, let max): return flexFactor(max)
        default: return 0
        }
    }

    /// The flexible factors of `tracks` repeated inline, as ``flattened(_:limit:)`` expands them.
    private static func flattenedFlexSum(_ tracks: [GridTrack]) -> Double {
        tracks.reduce(0) { sum, track in
            if case .repeat(let count, let inner) = track {
                return sum + Double(repetitions(count)) * flattenedFlexSum(inner)
            }
            return sum + flexFactor(track)
        }
    }

    /// `track` with every flexible factor multiplied by `factor`.
    private static func scaledFlex(_ track: GridTrack, by factor: Double) -> GridTrack {
        switch track {
        case .fr(let fraction): return .fr(length(fraction) * factor)
        case .minmax(let min, let max): return .minmax(min, scaledFlex(max, by: factor))
        case .repeat(let count, let inner): return .repeat(count, inner.map { scaledFlex($0, by: factor) })
        default: return track
        }
    }

    /// The number of repetitions of the first auto repeat of `tracks` in
    /// `available` space with `gap` between tracks (CSS Grid §7.2.3.2): the
    /// largest number that does not overflow, at least 1; 1 when the space is indefinite.
    static func autoRepeatCount(_ tracks: [GridTrack], available: Double?, gap: Double) -> Int {
        guard let available, available.isFinite else { return 1 }
        var othersSum = 0.0
        var othersCount = 0
        var repeated: [TrackSize]?
        for track in tracks {
            if case .repeat(let count, let inner) = track, count == .autoFill || count == .autoFit, repeated == nil {
                repeated = flattened(inner)
                continue
            }
            for size in flattened([track]) {
                othersSum += definiteSize(size, available: available)
                othersCount += 1
            }
        }
        guard let repeated, !repeated.isEmpty else { return 1 }
        let repeatSum = repeated.reduce(0) { $0 + definiteSize($1, available: available) }
        let perRepetition = repeatSum + Double(repeated.count) * gap
        guard perRepetition > 0 else { return 1 }
        // total(k) = othersSum + (othersCount - 1) * gap + k * perRepetition ≤ available
        let fixedPart = othersSum + Double(othersCount - 1) * gap
        let fitting = ((available - fixedPart) / perRepetition).rounded(.down)
        guard fitting.isFinite, fitting >= 1 else { return 1 }
        return Int(Swift.min(fitting, Double(GridLimits.maxTracks / repeated.count)))
    }

    /// A track's size for the auto-repeat count: its maximum if definite, else
    /// its minimum if definite (the larger of both when both are), else 0.
    static func definiteSize(_ size: TrackSize, available: Double) -> Double {
        var minimum: Double?
        var maximum: Double?
        if case .fixed(let value) = size.min { minimum = value.resolve(against: available) }
        if case .fixed(let value) = size.max { maximum = value.resolve(against: available) }
        switch (minimum, maximum) {
        case let (min?, max?): return Swift.max(min, max)
        case let (nil, max?): return max
        case let (min?, nil): return min
        case (nil, nil): return 0
        }
    }

    /// `justify-*`/`align-*` for an alignment guide: leading/top → start,
    /// trailing/bottom → end, center → center.
    static func itemAlignment(_ fraction: Double) -> ItemAlignment {
        fraction <= 0 ? .start : fraction >= 1 ? .end : .center
    }

    /// `align-*` for a vertical guide: the text baselines → `baseline` and `last
    /// baseline` (CSS Grid §10.6 then lines them up in each row), the others as
    /// ``itemAlignment(_:)-(Double)``.
    static func itemAlignment(_ guide: VerticalAlignment) -> ItemAlignment {
        switch guide.textBaseline {
        case .first: return .baseline
        case .last: return .lastBaseline
        case nil: return itemAlignment(guide.fraction)
        }
    }

    /// `justify-content`/`align-content` for an alignment guide.
    static func contentAlignment(_ fraction: Double) -> ContentAlignment {
        fraction <= 0 ? .start : fraction >= 1 ? .end : .center
    }

    static func length(_ value: Double) -> Double { ProposedSize.finiteLength(value) }

    static func lengthPercentage(_ value: LengthPercentage) -> LengthPercentage {
        switch value {
        case .points(let points): return .points(length(points))
        case .percent(let percent): return .percent(length(percent))
        }
    }
}
