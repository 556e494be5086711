// CSS Grid §7.2.2 (named lines), §7.2.3 (repeat()), §7.3.2 (implicitly-assigned
// line names from grid-template-areas): the names of one axis's explicit lines.

/// The names of one axis's explicit grid lines: name → the sorted 1-based line
/// numbers that carry it.
///
/// Built from a `grid-template-columns`/`-rows` value with every `repeat()` expanded
/// (the auto-repeat by the given number of repetitions, §7.2.3) and adjacent names
/// merged onto one line, plus the implicit `name-start`/`name-end` lines of each
/// named area (§7.3.2).
///
/// ```swift
/// // [a] repeat(2, [b] 10px [c]) [d]  →  line 1: a b, line 2: c b, line 3: c d
/// let list = TrackList(
///     entries: [.repeat(.count(2), tracks: [.points(10)], lineNames: [["b"], ["c"]])],
///     lineNames: [["a"], ["d"]])
/// let names = LineNameMap(list, autoRepeatCount: 0, areas: [], axis: .horizontal)
/// names.lines(named: "c")   // [2, 3]
/// ```
///
/// Expansion stops at ``gridLineLimit`` lines.
struct LineNameMap: Hashable, Sendable {
    /// name → sorted, distinct 1-based explicit line numbers.
    private(set) var linesByName: [String: [Int32]]

    /// A map without names (`grid-template-*: none` or a list without brackets).
    static let empty = LineNameMap(linesByName: [:])

    private init(linesByName: [String: [Int32]]) {
        self.linesByName = linesByName
    }

    /// The names of `list`'s lines on `axis`, with each auto-fill/auto-fit `repeat()`
    /// repeated `autoRepeatCount` times (a count below 0 counts as 0), and the
    /// `name-start`/`name-end` lines of `areas` on that axis (areas with an empty or
    /// reversed range are ignored).
    init(_ list: TrackList, autoRepeatCount: Int, areas: [GridTemplateArea], axis: Axis) {
        if areas.isEmpty && !list.hasLineNames {
            linesByName = [:]
            return
        }
        var map: [String: [Int32]] = [:]
        let limit = Int(gridLineLimit) + 1  // the last line number that can be named
        var line = 1
        func add(_ names: [String], at line: Int) {
            guard line <= limit else { return }
            for name in names {
                map[name, default: []].append(Int32(line))
            }
        }
        func names(_ lists: [[String]], _ index: Int) -> [String] {
            index < lists.count ? lists[index] : []
        }

        for (index, entry) in list.entries.enumerated() {
            add(names(list.lineNames, index), at: line)
            switch entry {
            case .track:
                line += 1
            case .repeat(let count, let tracks, let repeatNames):
                let repetitions: Int
                switch count {
                case .count(let n): repetitions = Swift.min(n, maximumAutoRepetitions)
                case .autoFill, .autoFit: repetitions = autoRepeatCount
                }
                guard repetitions > 0, !tracks.isEmpty else { continue }
                let hasNames = repeatNames.contains { !$0.isEmpty }
                if !hasNames {
                    line += Swift.min(repetitions, limit) * Swift.min(tracks.count, limit)
                    line = Swift.min(line, limit + 1)
                    continue
                }
                // Names inside a repetition: before each track, and after the last one
                // (which shares its line with the next repetition's first names).
                var repetition = 0
                while repetition < repetitions, line <= limit {
                    for trackIndex in tracks.indices {
                        add(names(repeatNames, trackIndex), at: line)
                        line += 1
                    }
                    add(names(repeatNames, tracks.count), at: line)
                    repetition += 1
                }
            }
        }
        add(names(list.lineNames, list.entries.count), at: line)

        // §7.3.2: a named area gives its edges the implicit names `name-start`/`name-end`.
        for area in areas {
            let (start, end) = axis == .horizontal
                ? (area.columnStart, area.columnEnd)
                : (area.rowStart, area.rowEnd)
            guard start >= 1, end > start, end <= limit else { continue }
            map[area.name + "-start", default: []].append(Int32(start))
            map[area.name + "-end", default: []].append(Int32(end))
        }

        // (No names, the common case: the empty dictionary, without allocating.)
        self.linesByName = map.isEmpty ? [:] : map.mapValues { $0.sorted().uniqued() }
    }

    /// The sorted 1-based line numbers named `name`; empty when no line has it.
    func lines(named name: String) -> [Int32] {
        linesByName[name] ?? []
    }
}

extension Array where Element == Int32 {
    /// A sorted array without repeated values.
    fileprivate func uniqued() -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(count)
        for value in self where result.last != value {
            result.append(value)
        }
        return result
    }
}

/// The number of tracks of an axis's explicit grid (CSS Grid §7.1): the larger of the
/// track list's count (every `repeat()` expanded, the auto-fill/auto-fit one repeated
/// `autoRepeatCount` times) and the extent of the named areas on that axis, at most
/// ``gridLineLimit``.
///
/// ```swift
/// // grid-template-columns: 100px repeat(2, 1fr 2fr); one area spanning columns 1-6
/// let list = TrackList(entries: [.track(.points(100)),
///                                .repeat(.count(2), tracks: [.fr(1), .fr(2)], lineNames: [])])
/// let area = GridTemplateArea(name: "a", rowStart: 1, rowEnd: 2, columnStart: 1, columnEnd: 7)
/// explicitTrackCount(of: list, autoRepeatCount: 0, areas: [area], axis: .horizontal)  // 6
/// ```
func explicitTrackCount(of list: TrackList, autoRepeatCount: Int, areas: [GridTemplateArea], axis: Axis) -> Int {
    let limit = Int(gridLineLimit)
    var count = 0
    for entry in list.entries {
        switch entry {
        case .track:
            count += 1
        case .repeat(let repeatCount, let tracks, _):
            let repetitions: Int
            switch repeatCount {
            case .count(let n): repetitions = Swift.min(n, maximumAutoRepetitions)
            case .autoFill, .autoFit: repetitions = autoRepeatCount
            }
            if repetitions > 0 {
                count += Swift.min(repetitions, limit) * Swift.min(tracks.count, limit)
            }
        }
        count = Swift.min(count, limit)
    }
    for area in areas {
        let end = axis == .horizontal ? area.columnEnd : area.rowEnd
        count = Swift.max(count, Swift.min(end, limit + 1) - 1)
    }
    return Swift.max(0, Swift.min(count, limit))
}
