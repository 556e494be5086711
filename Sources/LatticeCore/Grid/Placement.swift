// CSS Grid §8: placing grid items; §8.5: the grid item placement algorithm.

/// An item's resolved grid area in origin-zero lines: line 0 is the first
/// explicit line, negative lines are implicit lines before the explicit grid.
/// `end` is exclusive-in-tracks: the item covers tracks `start ..< end`.
struct GridArea: Hashable, Sendable {
    var columnStart: Int32
    var columnEnd: Int32
    var rowStart: Int32
    var rowEnd: Int32
}

/// The outcome of placing a grid's in-flow items.
struct PlacementResult: Sendable {
    /// One area per in-flow item, in the order given.
    var areas: [GridArea]
    /// The origin-zero lines bounding the whole grid (explicit and implicit) per axis:
    /// `columnLines.lowerBound <= 0`, `columnLines.upperBound >= explicit column count`.
    var columnLines: ClosedRange<Int32>
    var rowLines: ClosedRange<Int32>
}

/// Places a grid's in-flow items (CSS Grid §8.5, the grid item placement algorithm).
///
/// `columns[i]` and `rows[i]` are item `i`'s `grid-column` and `grid-row`, in document
/// order (`order` is not supported: document order is the order-modified order). A
/// missing entry, when the two arrays differ in length, counts as `auto`. Lines are
/// resolved per §8.3 against `explicitColumns`/`explicitRows` and the axes' names (see
/// ``GridPlacement/resolved(names:explicitCount:)``), then:
/// 1. items with definite rows and columns keep them;
/// 2. items locked to a row (`row` flow; a column for `column` flow) get the earliest
///    columns that fit in that row, after the items this step already put there
///    (sparse), or from the start (dense);
/// 3. the implicit grid gets as many columns as the definite items and the widest auto
///    span need;
/// 4. the others are placed with the auto-placement cursor: it never moves back in
///    sparse flow; dense flow starts each search from the start of the grid.
///
/// `autoFlow.direction == .horizontal` is `grid-auto-flow: row`, `.vertical` is
/// `column` (rows and columns swap roles). Lines never leave `±gridLineLimit`.
///
/// ```swift
/// // grid-template-columns: repeat(3, …); items: 2 / span 2, auto, auto
/// let result = placeGridItems(
///     columns: [.line(2, span: 2), .auto, .auto], rows: [.auto, .auto, .auto],
///     explicitColumns: 3, explicitRows: 0, columnNames: .empty, rowNames: .empty,
///     autoFlow: .row)
/// // result.areas: columns 1..<3 row 0; columns 0..<1 row 0; columns 0..<1 row 1
/// // (sparse: the cursor passed column 1 of row 0, so the third item opens row 1)
/// ```
func placeGridItems(
    columns: [GridPlacement], rows: [GridPlacement],
    explicitColumns: Int, explicitRows: Int,
    columnNames: LineNameMap, rowNames: LineNameMap,
    autoFlow: GridAutoFlow
) -> PlacementResult {
    let count = Swift.max(columns.count, rows.count)
    let limit = Int(gridLineLimit)
    let explicitColumns = Swift.min(Swift.max(explicitColumns, 0), limit)
    let explicitRows = Swift.min(Swift.max(explicitRows, 0), limit)

    // §8.3: resolve what each item says about its lines.
    var resolvedColumns: [ResolvedPlacement] = []
    var resolvedRows: [ResolvedPlacement] = []
    resolvedColumns.reserveCapacity(count)
    resolvedRows.reserveCapacity(count)
    // Through buffer pointers: an array's subscript would copy each placement (and
    // retain its names).
    columns.withUnsafeBufferPointer { columns in
        for index in 0 ..< count {
            resolvedColumns.append(index < columns.count
                ? columns[index].resolved(names: columnNames, explicitCount: explicitColumns)
                : .auto(span: 1))
        }
    }
    rows.withUnsafeBufferPointer { rows in
        for index in 0 ..< count {
            resolvedRows.append(index < rows.count
                ? rows[index].resolved(names: rowNames, explicitCount: explicitRows)
                : .auto(span: 1))
        }
    }

    let rowFlow = autoFlow.direction == .horizontal
    var placer = AutoPlacer(
        major: rowFlow ? resolvedRows : resolvedColumns,
        minor: rowFlow ? resolvedColumns : resolvedRows,
        explicitMajor: rowFlow ? explicitRows : explicitColumns,
        explicitMinor: rowFlow ? explicitColumns : explicitRows,
        dense: autoFlow.dense)
    placer.run()

    // Back to origin-zero lines and physical axes.
    var areas: [GridArea] = []
    areas.reserveCapacity(count)
    var columnLow: Int32 = 0
    var columnHigh = Int32(explicitColumns)
    var rowLow: Int32 = 0
    var rowHigh = Int32(explicitRows)
    let majorOffset = Int32(placer.majorOffset)
    let minorOffset = Int32(placer.minorOffset)
    for index in 0 ..< count {
        let major = placer.majorLines[index]
        let minor = placer.minorLines[index]
        let majorStart = major.start - majorOffset
        let majorEnd = major.end - majorOffset
        let minorStart = minor.start - minorOffset
        let minorEnd = minor.end - minorOffset
        let area = rowFlow
            ? GridArea(columnStart: minorStart, columnEnd: minorEnd, rowStart: majorStart, rowEnd: majorEnd)
            : GridArea(columnStart: majorStart, columnEnd: majorEnd, rowStart: minorStart, rowEnd: minorEnd)
        columnLow = Swift.min(columnLow, area.columnStart)
        columnHigh = Swift.max(columnHigh, area.columnEnd)
        rowLow = Swift.min(rowLow, area.rowStart)
        rowHigh = Swift.max(rowHigh, area.rowEnd)
        areas.append(area)
    }
    return PlacementResult(areas: areas, columnLines: columnLow ... columnHigh, rowLines: rowLow ... rowHigh)
}

/// A placed item's tracks `start ..< end` on one axis, in translated coordinates.
struct TrackSpan: Hashable, Sendable {
    var start: Int32
    var end: Int32
}

/// The §8.5 algorithm in "major"/"minor" terms: the minor axis is the one the cursor
/// fills first (columns for `grid-auto-flow: row`), the major one grows (rows).
/// Coordinates are translated: `minorOffset`/`majorOffset` implicit tracks before line
/// 0 come first, so every index is `>= 0`.
struct AutoPlacer {
    let major: [ResolvedPlacement]
    let minor: [ResolvedPlacement]
    let dense: Bool
    /// The number of implicit tracks before the explicit grid, per axis.
    let majorOffset: Int
    let minorOffset: Int
    /// The largest translated line (`gridLineLimit` in origin-zero lines).
    let majorLimit: Int
    let minorLimit: Int
    /// The number of minor tracks (§8.5 step 3 fixes it after step 2).
    var minorCount: Int
    /// The result, translated.
    var majorLines: [TrackSpan]
    var minorLines: [TrackSpan]

    init(major: [ResolvedPlacement], minor: [ResolvedPlacement], explicitMajor: Int, explicitMinor: Int, dense: Bool) {
        self.major = major
        self.minor = minor
        self.dense = dense
        // Implicit tracks before line 0: enough for the start-most definite line.
        var majorOffset = 0
        var minorOffset = 0
        for placement in major {
            if case .definite(let start, _) = placement { majorOffset = Swift.max(majorOffset, -Int(start)) }
        }
        for placement in minor {
            if case .definite(let start, _) = placement { minorOffset = Swift.max(minorOffset, -Int(start)) }
        }
        self.majorOffset = majorOffset
        self.minorOffset = minorOffset
        majorLimit = majorOffset + Int(gridLineLimit)
        minorLimit = minorOffset + Int(gridLineLimit)
        // §8.5 step 3 (known before step 2): the explicit grid, every definite minor
        // span, and the widest auto minor span.
        var minorCount = minorOffset + explicitMinor
        for placement in minor {
            switch placement {
            case .definite(_, let end): minorCount = Swift.max(minorCount, minorOffset + Int(end))
            case .auto(let span): minorCount = Swift.max(minorCount, Int(span))
            }
        }
        self.minorCount = minorCount
        majorLines = []
        minorLines = []
    }

    /// Places every item; fills `majorLines` and `minorLines`.
    mutating func run() {
        let count = major.count
        majorLines = Array(repeating: TrackSpan(start: 0, end: 1), count: count)
        minorLines = Array(repeating: TrackSpan(start: 0, end: 1), count: count)

        // §8.5 step 1: items with definite lines on both axes stay where they are.
        var locked: [Int32] = []
        var remaining: [Int32] = []
        var lockedMinorSpans = 0
        for index in 0 ..< count {
            switch (major[index], minor[index]) {
            case (.definite(let majorStart, let majorEnd), .definite(let minorStart, let minorEnd)):
                majorLines[index] = TrackSpan(start: majorStart + Int32(majorOffset), end: majorEnd + Int32(majorOffset))
                minorLines[index] = TrackSpan(start: minorStart + Int32(minorOffset), end: minorEnd + Int32(minorOffset))
            case (.definite, .auto(let span)):
                locked.append(Int32(index))
                lockedMinorSpans = Swift.min(lockedMinorSpans + Int(span), Int(gridLineLimit))
            case (.auto, _):
                remaining.append(Int32(index))
            }
        }
        if locked.isEmpty && remaining.isEmpty { return }

        // Step 2 can widen the grid by at most the locked items' spans.
        if minorCount + lockedMinorSpans <= BitsetOccupancy.maxWidth {
            var grid = BitsetOccupancy()
            place(locked: locked, remaining: remaining, in: &grid)
        } else {
            var grid = IntervalOccupancy()
            place(locked: locked, remaining: remaining, in: &grid)
        }
    }

    /// §8.5 steps 1 (occupancy), 2, 3 and 4 on a given occupancy store.
    private mutating func place<Grid: Occupancy>(locked: [Int32], remaining: [Int32], in grid: inout Grid) {
        for index in 0 ..< major.count where major[index].isDefinite && minor[index].isDefinite {
            grid.occupy(major: range(majorLines[index]), minor: range(minorLines[index]))
        }
        placeLocked(locked, in: &grid)
        // Step 3: `minorCount` is now the implicit grid's minor track count.
        placeRemaining(remaining, in: &grid)
    }

    /// §8.5 step 2, "process the items locked to a given row": each gets the earliest
    /// minor position that does not overlap, past the items this step already placed
    /// in the same major line (sparse) or from the start-most line (dense). The grid
    /// may grow along the minor axis here.
    private mutating func placeLocked<Grid: Occupancy>(_ locked: [Int32], in grid: inout Grid) {
        guard !locked.isEmpty else { return }
        // Sparse: per major start line, the minor end of the last item placed there.
        var cursorByLine: [Int: Int] = [:]
        for item in locked {
            let index = Int(item)
            guard case .definite(let start, let end) = major[index] else { continue }
            let majorRange = (Int(start) + majorOffset) ..< (Int(end) + majorOffset)
            let span = Int(minor[index].span)
            let from = dense ? 0 : cursorByLine[majorRange.lowerBound, default: 0]
            let c = grid.firstFit(major: majorRange, from: from, span: span, limit: minorLimit)
                ?? Swift.max(0, minorLimit - span)
            let minorRange = c ..< (c + span)
            grid.occupy(major: majorRange, minor: minorRange)
            majorLines[index] = TrackSpan(start: Int32(majorRange.lowerBound), end: Int32(majorRange.upperBound))
            minorLines[index] = TrackSpan(start: Int32(c), end: Int32(c + span))
            if !dense { cursorByLine[majorRange.lowerBound] = c + span }
            minorCount = Swift.max(minorCount, c + span)
        }
    }

    /// §8.5 step 4, "position the remaining grid items", with the auto-placement cursor.
    ///
    /// Dense flow restarts every search at the start of the grid, but two shortcuts keep
    /// it linear: major tracks before `firstOpen` are full, so nothing starts there; and
    /// an item can not fit before where the last item of the same shape (spans, and
    /// minor lines if definite) was placed, since occupancy only grows.
    private mutating func placeRemaining<Grid: Occupancy>(_ remaining: [Int32], in grid: inout Grid) {
        let width = minorCount
        // Sparse cursor (major, minor).
        var cursorMajor = 0
        var cursorMinor = 0
        // Dense shortcuts.
        var firstOpen = 0
        var shapeMemo = ShapeMemo()
        var definiteMemo: [DefiniteShape: Int] = [:]

        for item in remaining {
            let index = Int(item)
            let majorSpan = Int(major[index].span)
            if dense {
                while grid.isFull(major: firstOpen, width: width) { firstOpen += 1 }
            }
            switch minor[index] {
            case .definite(let start, let end):
                // The item has a definite minor position: find the major line.
                let minorRange = (Int(start) + minorOffset) ..< (Int(end) + minorOffset)
                var m: Int
                let shape = DefiniteShape(start: Int32(minorRange.lowerBound), end: Int32(minorRange.upperBound), majorSpan: Int32(majorSpan))
                if dense {
                    m = Swift.max(firstOpen, definiteMemo[shape, default: 0])
                } else {
                    // "If this is less than the previous column position of the cursor,
                    // increment the row position by 1."
                    if minorRange.lowerBound < cursorMinor { cursorMajor += 1 }
                    m = cursorMajor
                }
                while m + majorSpan <= majorLimit,
                      let blocked = grid.lastBlocked(major: m ..< (m + majorSpan), minor: minorRange) {
                    m = blocked + 1
                }
                if m + majorSpan > majorLimit { m = Swift.max(0, majorLimit - majorSpan) }
                grid.occupy(major: m ..< (m + majorSpan), minor: minorRange)
                majorLines[index] = TrackSpan(start: Int32(m), end: Int32(m + majorSpan))
                minorLines[index] = TrackSpan(start: Int32(minorRange.lowerBound), end: Int32(minorRange.upperBound))
                if dense {
                    definiteMemo[shape] = m
                } else {
                    cursorMajor = m
                    cursorMinor = minorRange.upperBound
                }

            case .auto(let minorSpan32):
                // Automatic in both axes: scan from the cursor, line by line.
                let minorSpan = Int(minorSpan32)
                var m: Int
                var c: Int
                if dense {
                    (m, c) = shapeMemo[minorSpan, majorSpan]
                    if m < firstOpen { (m, c) = (firstOpen, 0) }
                } else {
                    (m, c) = (cursorMajor, cursorMinor)
                }
                while true {
                    if m + majorSpan > majorLimit {
                        (m, c) = (Swift.max(0, majorLimit - majorSpan), 0)
                        break
                    }
                    if let fit = grid.firstFit(major: m ..< (m + majorSpan), from: c, span: minorSpan, limit: width) {
                        c = fit
                        break
                    }
                    m += 1
                    c = 0
                }
                grid.occupy(major: m ..< (m + majorSpan), minor: c ..< (c + minorSpan))
                majorLines[index] = TrackSpan(start: Int32(m), end: Int32(m + majorSpan))
                minorLines[index] = TrackSpan(start: Int32(c), end: Int32(c + minorSpan))
                if dense {
                    shapeMemo[minorSpan, majorSpan] = (m, c)
                } else {
                    cursorMajor = m
                    cursorMinor = c + minorSpan
                }
            }
        }
    }

    @inline(__always)
    private func range(_ span: TrackSpan) -> Range<Int> {
        Int(span.start) ..< Int(span.end)
    }
}

/// Dense flow, an item with definite minor lines: where the last one of this shape went.
private struct DefiniteShape: Hashable {
    var start: Int32
    var end: Int32
    var majorSpan: Int32
}

/// Dense flow, items automatic in both axes: where the last item of each
/// (minor span, major span) went. Small spans use a flat table.
private struct ShapeMemo {
    private static let side = 16
    private var major = [Int](repeating: 0, count: side * side)
    private var minor = [Int](repeating: 0, count: side * side)
    private var others: [Int: (Int, Int)] = [:]

    subscript(minorSpan: Int, majorSpan: Int) -> (Int, Int) {
        get {
            if minorSpan <= Self.side, majorSpan <= Self.side {
                let slot = (minorSpan - 1) * Self.side + (majorSpan - 1)
                return (major[slot], minor[slot])
            }
            return others[minorSpan &* Int(gridLineLimit + 1) &+ majorSpan] ?? (0, 0)
        }
        set {
            if minorSpan <= Self.side, majorSpan <= Self.side {
                let slot = (minorSpan - 1) * Self.side + (majorSpan - 1)
                major[slot] = newValue.0
                minor[slot] = newValue.1
            } else {
                others[minorSpan &* Int(gridLineLimit + 1) &+ majorSpan] = newValue
            }
        }
    }
}
