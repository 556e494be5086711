import Testing
@testable import LatticeCore

// Cross-checks the optimised §8.5 placement (bitsets, intervals, cursors, dense
// shortcuts) against a direct transcription of the specification's steps over a set
// of occupied cells, on random grids. The reference keeps the spec's cursor exactly
// as written (after an item with a definite column, the cursor's column is that
// item's start line), which the implementation replaces by the item's end line.

private struct Cell: Hashable {
    var major: Int
    var minor: Int
}

/// CSS Grid §8.5, step by step, in origin-zero lines ("major" = rows in row flow).
private func referencePlacement(
    columns: [GridPlacement], rows: [GridPlacement], explicitColumns: Int, explicitRows: Int, flow: GridAutoFlow
) -> [GridArea] {
    let rowFlow = flow.direction == .horizontal
    let resolvedColumns = columns.map { $0.resolved(names: .empty, explicitCount: explicitColumns) }
    let resolvedRows = rows.map { $0.resolved(names: .empty, explicitCount: explicitRows) }
    let major = rowFlow ? resolvedRows : resolvedColumns
    let minor = rowFlow ? resolvedColumns : resolvedRows
    let explicitMinor = rowFlow ? explicitColumns : explicitRows

    var occupied = Set<Cell>()
    func fits(_ m: Int, _ majorSpan: Int, _ c: Int, _ minorSpan: Int) -> Bool {
        for i in m ..< m + majorSpan {
            for j in c ..< c + minorSpan where occupied.contains(Cell(major: i, minor: j)) { return false }
        }
        return true
    }
    func mark(_ m: Int, _ majorSpan: Int, _ c: Int, _ minorSpan: Int) {
        for i in m ..< m + majorSpan {
            for j in c ..< c + minorSpan { occupied.insert(Cell(major: i, minor: j)) }
        }
    }

    // The start-most lines of the implicit grid, and its minor end (step 3).
    var majorMin = 0
    var minorMin = 0
    for p in major { if case .definite(let s, _) = p { majorMin = min(majorMin, Int(s)) } }
    for p in minor { if case .definite(let s, _) = p { minorMin = min(minorMin, Int(s)) } }
    var minorEnd = explicitMinor
    for p in minor {
        switch p {
        case .definite(_, let e): minorEnd = max(minorEnd, Int(e))
        case .auto(let span): minorEnd = max(minorEnd, minorMin + Int(span))
        }
    }

    var placed = [(major: Range<Int>, minor: Range<Int>)?](repeating: nil, count: major.count)
    // Step 1.
    for i in major.indices {
        if case .definite(let ms, let me) = major[i], case .definite(let cs, let ce) = minor[i] {
            placed[i] = (Int(ms) ..< Int(me), Int(cs) ..< Int(ce))
            mark(Int(ms), Int(me - ms), Int(cs), Int(ce - cs))
        }
    }
    // Step 2.
    var rowCursors: [Int: Int] = [:]
    for i in major.indices {
        guard case .definite(let ms, let me) = major[i], case .auto(let span) = minor[i] else { continue }
        var c = flow.dense ? minorMin : rowCursors[Int(ms)] ?? minorMin
        while !fits(Int(ms), Int(me - ms), c, Int(span)) { c += 1 }
        mark(Int(ms), Int(me - ms), c, Int(span))
        placed[i] = (Int(ms) ..< Int(me), c ..< c + Int(span))
        rowCursors[Int(ms)] = c + Int(span)
        minorEnd = max(minorEnd, c + Int(span))
    }
    // Step 4.
    var cursorMajor = majorMin
    var cursorMinor = minorMin
    for i in major.indices {
        guard case .auto(let majorSpan) = major[i] else { continue }
        if flow.dense {
            cursorMajor = majorMin
            cursorMinor = minorMin
        }
        switch minor[i] {
        case .definite(let cs, let ce):
            if !flow.dense && Int(cs) < cursorMinor { cursorMajor += 1 }
            cursorMinor = Int(cs)
            while !fits(cursorMajor, Int(majorSpan), Int(cs), Int(ce - cs)) { cursorMajor += 1 }
            mark(cursorMajor, Int(majorSpan), Int(cs), Int(ce - cs))
            placed[i] = (cursorMajor ..< cursorMajor + Int(majorSpan), Int(cs) ..< Int(ce))
        case .auto(let minorSpan):
            search: while true {
                while cursorMinor + Int(minorSpan) <= minorEnd {
                    if fits(cursorMajor, Int(majorSpan), cursorMinor, Int(minorSpan)) { break search }
                    cursorMinor += 1
                }
                cursorMajor += 1
                cursorMinor = minorMin
            }
            mark(cursorMajor, Int(majorSpan), cursorMinor, Int(minorSpan))
            placed[i] = (cursorMajor ..< cursorMajor + Int(majorSpan), cursorMinor ..< cursorMinor + Int(minorSpan))
        }
    }
    return placed.map { item in
        let (m, c) = item.map { ($0.major, $0.minor) } ?? (0 ..< 0, 0 ..< 0)
        return rowFlow
            ? GridArea(columnStart: Int32(c.lowerBound), columnEnd: Int32(c.upperBound), rowStart: Int32(m.lowerBound), rowEnd: Int32(m.upperBound))
            : GridArea(columnStart: Int32(m.lowerBound), columnEnd: Int32(m.upperBound), rowStart: Int32(c.lowerBound), rowEnd: Int32(c.upperBound))
    }
}

/// SplitMix64: a small seeded generator so failures reproduce.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private func randomPlacement(explicit: Int, maxSpan: Int, using rng: inout SeededGenerator) -> GridPlacement {
    func line() -> Int {
        let n = Int.random(in: -(explicit + 3) ... (explicit + 3), using: &rng)
        return n == 0 ? 1 : n
    }
    func span() -> Int { Int.random(in: 1 ... maxSpan, using: &rng) }
    switch Int.random(in: 0 ..< 12, using: &rng) {
    case 0 ..< 5: return .auto
    case 5 ..< 8: return .span(span())
    case 8: return GridPlacement(start: .line(line()))
    case 9: return .line(line(), span: span())
    case 10: return GridPlacement(start: .line(line()), end: .line(line()))
    default: return GridPlacement(start: .span(span()), end: .line(line()))
    }
}

private func checkRandomGrids(seed: UInt64, cases: Int, explicitRange: ClosedRange<Int>, maxSpan: Int, maxItems: Int = 40) {
    var rng = SeededGenerator(state: seed)
    let flows: [GridAutoFlow] = [.row, .rowDense, .column, .columnDense]
    for caseIndex in 0 ..< cases {
        let explicitColumns = Int.random(in: explicitRange, using: &rng)
        let explicitRows = Int.random(in: explicitRange, using: &rng)
        let count = Int.random(in: 0 ... maxItems, using: &rng)
        var columns: [GridPlacement] = []
        var rows: [GridPlacement] = []
        for _ in 0 ..< count {
            columns.append(randomPlacement(explicit: explicitColumns, maxSpan: maxSpan, using: &rng))
            rows.append(randomPlacement(explicit: explicitRows, maxSpan: maxSpan, using: &rng))
        }
        let flow = flows[caseIndex % flows.count]
        let expected = referencePlacement(columns: columns, rows: rows, explicitColumns: explicitColumns, explicitRows: explicitRows, flow: flow)
        let result = placeGridItems(
            columns: columns, rows: rows, explicitColumns: explicitColumns, explicitRows: explicitRows,
            columnNames: .empty, rowNames: .empty, autoFlow: flow)
        #expect(result.areas == expected, "seed \(seed) case \(caseIndex) flow \(flow) columns \(columns) rows \(rows)")
        // The bounds cover the explicit grid and every area, and nothing more.
        let columnLow = expected.map(\.columnStart).reduce(0, min)
        let columnHigh = expected.map(\.columnEnd).reduce(Int32(explicitColumns), max)
        let rowLow = expected.map(\.rowStart).reduce(0, min)
        let rowHigh = expected.map(\.rowEnd).reduce(Int32(explicitRows), max)
        #expect(result.columnLines == columnLow ... columnHigh)
        #expect(result.rowLines == rowLow ... rowHigh)
        if result.areas != expected { return }
    }
}

@Test func placementMatchesTheSpecStepsOnSmallRandomGrids() {
    checkRandomGrids(seed: 1, cases: 2000, explicitRange: 0 ... 5, maxSpan: 3)
}

@Test func placementMatchesTheSpecStepsWithManyItems() {
    // Enough items locked to rows that their spans add up past 64: step 2 runs on
    // intervals, step 4 on a bitset rebuilt from its result.
    checkRandomGrids(seed: 4, cases: 300, explicitRange: 0 ... 8, maxSpan: 3, maxItems: 150)
}

@Test func placementMatchesTheSpecStepsOnWideRandomGrids() {
    // Around 64 minor tracks: both the bitset and the interval occupancy are used.
    checkRandomGrids(seed: 2, cases: 300, explicitRange: 55 ... 70, maxSpan: 20)
}

@Test func unnamedFastPathAgreesWithTheNamedResolution() {
    // An empty name is no name: `.line(n, name: "")` takes the general (named) path and
    // must resolve exactly as `.line(n)`, which takes the integer-only path.
    var rng = SeededGenerator(state: 3)
    func withEmptyNames(_ line: GridLine) -> GridLine {
        switch line {
        case .line(let n, _): return .line(n, name: "")
        case .span(let n, _): return .span(n, name: "")
        default: return line
        }
    }
    let values = [-12, -5, -4, -1, 0, 1, 2, 4, 7, Int.max, Int.min]
    for _ in 0 ..< 3000 {
        func edge() -> GridLine {
            let n = values[Int.random(in: 0 ..< values.count, using: &rng)]
            switch Int.random(in: 0 ..< 3, using: &rng) {
            case 0: return .auto
            case 1: return .line(n)
            default: return .span(n)
            }
        }
        let placement = GridPlacement(start: edge(), end: edge())
        let named = GridPlacement(start: withEmptyNames(placement.start), end: withEmptyNames(placement.end))
        let explicit = Int.random(in: 0 ... 6, using: &rng)
        #expect(placement.resolved(names: .empty, explicitCount: explicit)
            == named.resolved(names: .empty, explicitCount: explicit), "\(placement) on \(explicit)")
    }
}
