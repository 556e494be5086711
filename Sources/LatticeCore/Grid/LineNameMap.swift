// CSS Grid §7.2.2 (named lines), §7.2.3 (repeat()), §7.3.2 (implicitly-assigned
// line names from grid-template-areas): the names of one axis's explicit lines.

/// The names of one axis's explicit grid lines: name → the lines that carry it.
///
/// Built from a `grid-template-columns`/`-rows` value, every `repeat()` repeated (the
/// auto-repeat by the given number of repetitions, §7.2.3) with adjacent names merged
/// onto one line, plus the implicit `name-start`/`name-end` lines of each named area
/// (§7.3.2). Names inside a `repeat()` are kept as a periodic set (see ``NamedLines``),
/// so `repeat(1000000, [a] 1px)` costs what `repeat(2, [a] 1px)` does.
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
/// Lines stop at ``gridLineLimit`` + 1.
struct LineNameMap: Hashable, Sendable {
    /// name → its lines.
    private var linesByName: [String: NamedLines]

    /// A map without names (`grid-template-*: none` or a list without brackets).
    static let empty = LineNameMap(linesByName: [:])

    private init(linesByName: [String: NamedLines]) {
        self.linesByName = linesByName
    }

    /// The names of `list`'s lines on `axis`, with each auto-fill/auto-fit `repeat()`
    /// repeated `autoRepeatCount` times (a count below 0 counts as 0), and the
    /// `name-start`/`name-end` lines of `areas` on that axis (areas with an empty or
    /// reversed range are ignored).
    /// (`subgrid` in a grid that is no subgrid is `none`: its names are ignored.)
    init(_ list: TrackList, autoRepeatCount: Int, areas: [GridTemplateArea], axis: Axis) {
        let list = list.isSubgrid ? TrackList.none : list
        if areas.isEmpty && !list.hasLineNames {
            linesByName = [:]
            return
        }
        var map: [String: NamedLines] = [:]
        let lastLine = Int(gridLineLimit) + 1  // the last line number that can be named
        var line = 1
        func add(_ names: [String], at line: Int) {
            guard line <= lastLine else { return }
            for name in names { map[name, default: NamedLines()].insert(line) }
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
                let repeated: Int
                switch count {
                case .count(let n): repeated = repetitions(n, of: tracks.count)
                case .autoFill, .autoFit: repeated = Swift.max(0, autoRepeatCount)
                }
                guard repeated > 0, !tracks.isEmpty, line <= lastLine else { continue }
                // Each name's positions in one repetition: before each track, and after
                // the last one (which is the next repetition's first line).
                var positions: [String: [Int]] = [:]
                for position in 0 ... tracks.count {
                    for name in names(repeatNames, position) { positions[name, default: []].append(position) }
                }
                for (name, offsets) in positions {
                    map[name, default: NamedLines()].insertRepeated(
                        first: line, period: tracks.count, positions: offsets, repetitions: repeated, lastLine: lastLine)
                }
                line = Swift.min(line + repeated * tracks.count, lastLine + 1)
            }
        }
        add(names(list.lineNames, list.entries.count), at: line)

        // §7.3.2: a named area gives its edges the implicit names `name-start`/`name-end`.
        for area in areas {
            let (start, end) = axis == .horizontal
                ? (area.columnStart, area.columnEnd)
                : (area.rowStart, area.rowEnd)
            guard start >= 1, end > start, end <= lastLine else { continue }
            map[area.name + "-start", default: NamedLines()].insert(start)
            map[area.name + "-end", default: NamedLines()].insert(end)
        }
        self.linesByName = map
    }

    /// The names of a subgrid's lines on `axis` (CSS Grid 2 §9), its line 1 being the
    /// parent's line `firstLine` and its last `firstLine + trackCount` (the other way
    /// round when `reversed`: its columns run against the parent's): the names the
    /// parent's lines there have (`parent`), the `name-start`/`name-end` names of the
    /// parent's named areas it overlaps (`parentAreas`), clamped to its lines, and the
    /// names of its own line name list (`own`, when it is `subgrid …`).
    init(subgridOf parent: LineNameMap, firstLine: Int, trackCount: Int, reversed: Bool = false,
         parentAreas: [GridTemplateArea], axis: Axis, own: TrackList) {
        let lastLine = firstLine + Swift.max(0, trackCount)
        /// The subgrid's number of the parent's line `line`.
        func local(_ line: Int) -> Int32 {
            Int32(truncatingIfNeeded: reversed ? lastLine - line + 1 : line - firstLine + 1)
        }
        var lines: [String: [Int32]] = [:]
        for (name, named) in parent.linesByName {
            let end = named.rank(of: lastLine + 1)
            var k = named.rank(of: firstLine)
            while k < end {
                lines[name, default: []].append(local(named.line(at: k)))
                k += 1
            }
        }
        for area in parentAreas {
            let (start, end) = axis == .horizontal ? (area.columnStart, area.columnEnd) : (area.rowStart, area.rowEnd)
            guard start < lastLine, end > firstLine, end > start else { continue }
            // (Against the parent's columns, the area starts at its end line.)
            let (startLine, endLine) = (Swift.max(start, firstLine), Swift.min(end, lastLine))
            lines[area.name + "-start", default: []].append(local(reversed ? endLine : startLine))
            lines[area.name + "-end", default: []].append(local(reversed ? startLine : endLine))
        }
        if own.isSubgrid {
            for (index, names) in own.subgridLineNames(lineCount: trackCount + 1).enumerated() {
                for name in names { lines[name, default: []].append(Int32(index + 1)) }
            }
        }
        var map: [String: NamedLines] = [:]
        for (name, numbers) in lines {
            var named = NamedLines()
            for line in numbers.sorted() { named.append(Int(line)) }
            map[name] = named
        }
        self.linesByName = map
    }

    /// The lines named `name` (1-based); empty when no line has it.
    func named(_ name: String) -> NamedLines {
        linesByName[name] ?? NamedLines()
    }

    /// The sorted 1-based line numbers named `name`, listed one by one (for names on a
    /// few lines: a name repeated a million times lists a million lines).
    func lines(named name: String) -> [Int32] {
        named(name).all
    }
}

/// A sorted set of lines as blocks, each a few offsets repeated with a period: the lines
/// one name carries. A name written once is a block of one line; a name inside
/// `repeat(N, …)` is one block, whatever N is. Counting and finding the nth line take a
/// binary search over the blocks.
///
/// ```swift
/// var lines = NamedLines()
/// lines.insertRepeated(first: 2, period: 3, positions: [0, 1], repetitions: 2, lastLine: 100)  // 2, 3, 5, 6
/// lines.insert(9)
/// lines.count              // 5
/// lines.line(at: 2)        // 5
/// lines.rank(of: 6)        // 3 (the lines below 6)
/// ```
struct NamedLines: Hashable, Sendable {
    /// Lines `first + q × period + offset` for each of `offsets` (sorted, below `period`)
    /// and `q` in `0 ..< repetitions`.
    private struct Block: Hashable, Sendable {
        var first: Int
        var period: Int
        var offsets: [Int]
        var repetitions: Int
        /// The number of lines in the blocks before this one.
        var before = 0

        var count: Int { offsets.count * repetitions }
        var last: Int { first + (repetitions - 1) * period + offsets[offsets.count - 1] }

        /// The number of the block's lines below `line`.
        func rank(of line: Int) -> Int {
            if line <= first { return 0 }
            if line > last { return count }
            let q = (line - first) / period
            let inPeriod = line - first - q * period
            return q * offsets.count + offsets.prefix { $0 < inPeriod }.count
        }

        /// The block's `k`th line (from 0).
        func line(at k: Int) -> Int {
            first + (k / offsets.count) * period + offsets[k % offsets.count]
        }

        func contains(_ line: Int) -> Bool {
            line >= first && line <= last && offsets.contains((line - first) % period)
        }
    }

    /// Blocks in order: every line of a block is below every line of the next.
    private var blocks: [Block] = []

    /// The number of lines.
    var count: Int { blocks.last.map { $0.before + $0.count } ?? 0 }
    var isEmpty: Bool { blocks.isEmpty }
    /// The first line.
    var first: Int? { blocks.first.map { $0.first + $0.offsets[0] } }

    /// Adds `line`, unless the set has it.
    mutating func insert(_ line: Int) {
        let position = blocks.firstIndex { $0.last >= line } ?? blocks.count
        if position < blocks.count {
            let block = blocks[position]
            if block.contains(line) { return }
            if line > block.first {
                // Between two of the block's lines: the block is split around its period
                // holding `line`, whose lines become blocks of their own.
                let q = (line - block.first) / block.period
                let periodStart = block.first + q * block.period
                var parts: [Block] = []
                if q > 0 { parts.append(Block(first: block.first, period: block.period, offsets: block.offsets, repetitions: q)) }
                let lines = (block.offsets.map { periodStart + $0 } + [line]).sorted()
                parts += lines.map { Block(first: $0, period: 1, offsets: [0], repetitions: 1) }
                if q + 1 < block.repetitions {
                    parts.append(Block(first: periodStart + block.period, period: block.period, offsets: block.offsets,
                                       repetitions: block.repetitions - q - 1))
                }
                blocks.replaceSubrange(position ... position, with: parts)
                renumber()
                return
            }
        }
        blocks.insert(Block(first: line, period: 1, offsets: [0], repetitions: 1), at: position)
        renumber()
    }

    /// Adds `line`, at or after the set's last line (a line the set has is not added again).
    mutating func append(_ line: Int) {
        if let last = blocks.last?.last, line <= last {
            if line < last { insert(line) }
            return
        }
        blocks.append(Block(first: line, period: 1, offsets: [0], repetitions: 1, before: count))
    }

    /// Adds the lines of a name at `positions` of a `repeat()` of `period` tracks
    /// repeated `repetitions` times from line `first`, up to `lastLine`: line
    /// `first + r × period + position` for each repetition `r`. (Position `period` is the
    /// line after a repetition: the next one's position 0.) Every added line is at or
    /// after the set's last line.
    mutating func insertRepeated(first: Int, period: Int, positions: [Int], repetitions: Int, lastLine: Int) {
        guard period > 0, repetitions > 0 else { return }
        let inner = Array(Set(positions.filter { $0 >= 0 && $0 < period })).sorted()
        let afterEach = positions.contains(period)
        if afterEach && inner.first != 0 {
            // Position `period` of repetition r is position 0 of repetition r + 1.
            append(first: first, period: period, offsets: inner, repetitions: 1, lastLine: lastLine)
            append(first: first + period, period: period, offsets: [0] + inner, repetitions: repetitions - 1,
                   lastLine: lastLine)
        } else {
            append(first: first, period: period, offsets: inner, repetitions: repetitions, lastLine: lastLine)
        }
        let after = first + repetitions * period
        if afterEach && after <= lastLine { insert(after) }
    }

    /// Appends the block of these lines, cut at `lastLine`; its first line may be the
    /// set's last.
    private mutating func append(first: Int, period: Int, offsets: [Int], repetitions: Int, lastLine: Int) {
        guard !offsets.isEmpty, repetitions > 0, first + offsets[0] <= lastLine else { return }
        var first = first
        var repetitions = Swift.min(repetitions, (lastLine - first) / period + 1)
        let lastPeriod = first + (repetitions - 1) * period
        // The periods that fit whole, as a block; the lines of a cut last period, and a
        // first line the set has already, one by one.
        var singles: [Int] = []
        if lastPeriod + offsets[offsets.count - 1] > lastLine {
            singles += offsets.map { lastPeriod + $0 }.filter { $0 <= lastLine }
            repetitions -= 1
        }
        if repetitions > 0, let last = blocks.last?.last, last >= first + offsets[0] {
            singles += offsets.map { first + $0 }
            first += period
            repetitions -= 1
        }
        if repetitions > 0 {
            blocks.append(Block(first: first, period: period, offsets: offsets, repetitions: repetitions, before: count))
        }
        for line in singles { insert(line) }
    }

    private mutating func renumber() {
        var before = 0
        for index in blocks.indices {
            blocks[index].before = before
            before += blocks[index].count
        }
    }

    /// Whether `line` is in the set.
    func contains(_ line: Int) -> Bool { rank(of: line + 1) > rank(of: line) }

    /// The number of lines below `line`.
    func rank(of line: Int) -> Int {
        // The last block starting below `line`.
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].first < line { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let block = blocks[low - 1]
        return block.before + block.rank(of: line)
    }

    /// The `k`th line (from 0; `k < count`).
    func line(at k: Int) -> Int {
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].before <= k { low = middle } else { high = middle - 1 }
        }
        return blocks[low].line(at: k - blocks[low].before)
    }

    /// Every line, in order.
    var all: [Int32] { (0 ..< count).map { Int32(line(at: $0)) } }
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
            case .count(let n): repetitions = LatticeCore.repetitions(n, of: tracks.count)
            case .autoFill, .autoFit: repetitions = autoRepeatCount
            }
            if repetitions > 0 {
                count += Swift.min(repetitions, limit) * Swift.min(tracks.count, limit)
            }
        }
        count = Swift.min(count, limit)
    }
    for area in areas {
        // (An area built in code may end anywhere, `Int.min` included.)
        let end = Swift.min(Swift.max(axis == .horizontal ? area.columnEnd : area.rowEnd, 1), limit + 1)
        count = Swift.max(count, end - 1)
    }
    return Swift.max(0, Swift.min(count, limit))
}
