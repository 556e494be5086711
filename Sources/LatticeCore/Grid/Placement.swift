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
/// // result.areas: columns 1..<3 row 0; columns 0..<1 row 1; columns 1..<2 row 1
/// // (sparse: the cursor is past the first item, so the second opens row 1; with
/// // `.rowDense` it would take row 0, column 0)
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
    let resolvedColumns = resolvePlacements(columns, count: count, names: columnNames, explicitCount: explicitColumns)
    let resolvedRows = resolvePlacements(rows, count: count, names: rowNames, explicitCount: explicitRows)
    return placeGridItems(resolvedColumns: resolvedColumns, resolvedRows: resolvedRows,
                          explicitColumns: explicitColumns, explicitRows: explicitRows, autoFlow: autoFlow)
}

/// ``placeGridItems(columns:rows:explicitColumns:explicitRows:columnNames:rowNames:autoFlow:)``
/// with the lines already resolved (§8.3, see ``GridPlacement/resolved(names:explicitCount:)``),
/// one entry per item on each axis.
func placeGridItems(
    resolvedColumns: [ResolvedPlacement], resolvedRows: [ResolvedPlacement],
    explicitColumns: Int, explicitRows: Int, autoFlow: GridAutoFlow
) -> PlacementResult {
    var areas: [GridArea] = []
    let lines = placeGridItems(resolvedColumns: resolvedColumns, resolvedRows: resolvedRows,
                               explicitColumns: explicitColumns, explicitRows: explicitRows,
                               autoFlow: autoFlow, into: &areas)
    return PlacementResult(areas: areas, columnLines: lines.columns, rowLines: lines.rows)
}

/// ``placeGridItems(resolvedColumns:resolvedRows:explicitColumns:explicitRows:autoFlow:)``
/// writing the areas into `areas` (replacing its contents, keeping its capacity: a grid
/// layout lends the same buffer to every grid it places). Returns the grid's lines.
///
/// - Parameter fixedMinorTracks: for a subgrid whose axis the cursor fills is subgridded
///   (CSS Grid 2 §9), its number of tracks there: an item locked to a major line that
///   finds no room in them is kept inside them, where it overlaps (as browsers do).
func placeGridItems(
    resolvedColumns: [ResolvedPlacement], resolvedRows: [ResolvedPlacement],
    explicitColumns: Int, explicitRows: Int, autoFlow: GridAutoFlow, fixedMinorTracks: Int? = nil,
    into areas: inout [GridArea]
) -> (columns: ClosedRange<Int32>, rows: ClosedRange<Int32>) {
    let count = Swift.min(resolvedColumns.count, resolvedRows.count)
    let limit = Int(gridLineLimit)
    let explicitColumns = Swift.min(Swift.max(explicitColumns, 0), limit)
    let explicitRows = Swift.min(Swift.max(explicitRows, 0), limit)

    // §8.5 in flow-relative terms.
    let rowFlow = autoFlow.direction == .horizontal
    let major = rowFlow ? resolvedRows : resolvedColumns
    let minor = rowFlow ? resolvedColumns : resolvedRows
    areas.removeAll(keepingCapacity: true)
    areas.append(contentsOf: repeatElement(GridArea(columnStart: 0, columnEnd: 1, rowStart: 0, rowEnd: 1), count: count))
    areas.withUnsafeMutableBufferPointer { areas in
        major.withUnsafeBufferPointer { major in
            minor.withUnsafeBufferPointer { minor in
                var placer = AutoPlacer(
                    major: major, minor: minor, areas: areas, rowFlow: rowFlow, dense: autoFlow.dense,
                    explicitMajor: rowFlow ? explicitRows : explicitColumns,
                    explicitMinor: rowFlow ? explicitColumns : explicitRows, fixedMinorTracks: fixedMinorTracks)
                placer.run()
            }
        }
    }

    // The grid's lines: the explicit grid and every item.
    var columnLow: Int32 = 0
    var columnHigh = Int32(explicitColumns)
    var rowLow: Int32 = 0
    var rowHigh = Int32(explicitRows)
    for area in areas {
        columnLow = Swift.min(columnLow, area.columnStart)
        columnHigh = Swift.max(columnHigh, area.columnEnd)
        rowLow = Swift.min(rowLow, area.rowStart)
        rowHigh = Swift.max(rowHigh, area.rowEnd)
    }
    return (columnLow ... columnHigh, rowLow ... rowHigh)
}

/// `placements` resolved on one axis (§8.3), `count` of them: missing ones are `auto`.
private func resolvePlacements(
    _ placements: [GridPlacement], count: Int, names: LineNameMap, explicitCount: Int
) -> [ResolvedPlacement] {
    // (None: the empty array. Made with no capacity, the array is the standard library's
    // shared empty storage, whose count the initializer writes: a data race with any
    // thread reading an empty array, as ThreadSanitizer reports.)
    guard count > 0 else { return [] }
    return [ResolvedPlacement](unsafeUninitializedCapacity: count) { resolved, initialized in
        // Read through a buffer pointer: no placement is copied (and no name retained).
        placements.withUnsafeBufferPointer { placements in
            for index in 0 ..< count {
                let value = index < placements.count
                    ? placements[index].resolved(names: names, explicitCount: explicitCount)
                    : .auto(span: 1)
                resolved.initializeElement(at: index, to: value)
            }
        }
        initialized = count
    }
}

/// The §8.5 algorithm in "major"/"minor" terms: the minor axis is the one the cursor
/// fills first (columns for `grid-auto-flow: row`), the major one grows (rows).
///
/// Occupancy works in translated coordinates: `minorOffset`/`majorOffset` implicit
/// tracks before line 0 come first, so every track index is `>= 0`. Areas are written
/// in origin-zero lines. The buffers are only valid during ``run()``.
struct AutoPlacer {
    let major: UnsafeBufferPointer<ResolvedPlacement>
    let minor: UnsafeBufferPointer<ResolvedPlacement>
    /// One area per item, written as items are placed.
    let areas: UnsafeMutableBufferPointer<GridArea>
    let rowFlow: Bool
    let dense: Bool
    /// The number of implicit tracks before the explicit grid, per axis.
    let majorOffset: Int
    let minorOffset: Int
    /// The largest translated line (`gridLineLimit` in origin-zero lines).
    let majorLimit: Int
    let minorLimit: Int
    /// The number of minor tracks (§8.5 step 3 fixes it after step 2).
    private(set) var minorCount: Int
    /// A subgrid's number of minor tracks, when its minor axis is subgridded: step 2
    /// keeps its items inside them (see ``placeGridItems(resolvedColumns:resolvedRows:explicitColumns:explicitRows:autoFlow:fixedMinorTracks:into:)``).
    let fixedMinorTracks: Int?

    init(
        major: UnsafeBufferPointer<ResolvedPlacement>, minor: UnsafeBufferPointer<ResolvedPlacement>,
        areas: UnsafeMutableBufferPointer<GridArea>, rowFlow: Bool, dense: Bool,
        explicitMajor: Int, explicitMinor: Int, fixedMinorTracks: Int? = nil
    ) {
        self.fixedMinorTracks = fixedMinorTracks
        self.major = major
        self.minor = minor
        self.areas = areas
        self.rowFlow = rowFlow
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
        // (A subgrid's: its tracks, whatever its items fixed past them, as Chromium counts them.)
        if let fixedMinorTracks { minorCount = minorOffset + Swift.max(1, fixedMinorTracks) }
        self.minorCount = minorCount
    }

    /// Writes item `index`'s area from translated tracks.
    @inline(__always)
    private func write(_ index: Int, major: Range<Int>, minor: Range<Int>) {
        let majorStart = Int32(major.lowerBound - majorOffset)
        let majorEnd = Int32(major.upperBound - majorOffset)
        let minorStart = Int32(minor.lowerBound - minorOffset)
        let minorEnd = Int32(minor.upperBound - minorOffset)
        areas[index] = rowFlow
            ? GridArea(columnStart: minorStart, columnEnd: minorEnd, rowStart: majorStart, rowEnd: majorEnd)
            : GridArea(columnStart: majorStart, columnEnd: majorEnd, rowStart: minorStart, rowEnd: minorEnd)
    }

    /// Translated tracks of a definite placement.
    @inline(__always)
    private func tracks(_ start: Int32, _ end: Int32, offset: Int) -> Range<Int> {
        (Int(start) + offset) ..< (Int(end) + offset)
    }

    /// Places every item, writing `areas`.
    mutating func run() {
        if placeCellByCell() { return }
        // §8.5 step 1: items with definite lines on both axes stay where they are.
        var locked: [Int32] = []
        var remaining: [Int32] = []
        remaining.reserveCapacity(major.count)
        var lockedMinorSpans = 0
        for index in 0 ..< major.count {
            switch (major[index], minor[index]) {
            case (.definite(let majorStart, let majorEnd), .definite(let minorStart, let minorEnd)):
                write(index, major: tracks(majorStart, majorEnd, offset: majorOffset),
                      minor: tracks(minorStart, minorEnd, offset: minorOffset))
            case (.definite, .auto(let span)):
                locked.append(Int32(index))
                lockedMinorSpans = Swift.min(lockedMinorSpans + Int(span), Int(gridLineLimit))
            case (.auto, _):
                remaining.append(Int32(index))
            }
        }
        if locked.isEmpty && remaining.isEmpty { return }

        if majorTracksAreSparse() {
            var grid = RunOccupancy()
            occupyDefinite(in: &grid)
            placeLocked(locked, in: &grid)
            placeRemaining(remaining, in: &grid)
            return
        }

        // A bitset when the grid is at most 64 minor tracks wide. Step 2 can widen it by
        // at most the locked items' spans; when that bound is too loose, step 2 runs on
        // intervals and step 4 on a bitset rebuilt from the result if the grid stayed
        // narrow.
        if minorCount + lockedMinorSpans <= BitsetOccupancy.maxWidth {
            var grid = BitsetOccupancy(capacity: Swift.min(major.count, 1024))
            occupyDefinite(in: &grid)
            placeLocked(locked, in: &grid)
            placeRemaining(remaining, in: &grid)
            return
        }
        var grid = IntervalOccupancy()
        occupyDefinite(in: &grid)
        let lockedStarts = placeLocked(locked, in: &grid)
        // Step 3: `minorCount` is now the implicit grid's minor track count.
        if minorCount <= BitsetOccupancy.maxWidth, !remaining.isEmpty {
            var bits = BitsetOccupancy(capacity: Swift.min(major.count, 1024))
            occupyDefinite(in: &bits)
            for (item, start) in zip(locked, lockedStarts) {
                let index = Int(item)
                guard case .definite(let majorStart, let majorEnd) = major[index] else { continue }
                let start = Int(start)
                bits.occupy(major: tracks(majorStart, majorEnd, offset: majorOffset),
                            minor: start ..< (start + Int(minor[index].span)))
            }
            placeRemaining(remaining, in: &bits)
        } else {
            placeRemaining(remaining, in: &grid)
        }
    }

    /// Whether an item reaches or spans far more major tracks than the items could fill
    /// one by one (lines in the millions): occupancy is then kept in runs of tracks, not
    /// per track.
    private func majorTracksAreSparse() -> Bool {
        let perTrackLimit = 4 * major.count + 1024
        for placement in major {
            switch placement {
            case .definite(let start, let end):
                if tracks(start, end, offset: majorOffset).upperBound > perTrackLimit { return true }
            case .auto(let span):
                if Int(span) > perTrackLimit { return true }
            }
        }
        return false
    }

    /// The common grid of items that are all automatic, one track on each axis: §8.5
    /// step 4 on an otherwise empty grid puts item `k` in cell `k` counted along the
    /// minor axis (sparse and dense flow alike, as no hole is ever left). Returns
    /// whether it applied.
    private func placeCellByCell() -> Bool {
        let width = minorCount
        guard width >= 1, major.count / width < majorLimit else { return false }
        for index in 0 ..< major.count {
            guard case .auto(1) = major[index], case .auto(1) = minor[index] else { return false }
        }
        for index in 0 ..< major.count {
            let m = index / width, c = index % width
            write(index, major: m ..< (m + 1), minor: c ..< (c + 1))
        }
        return true
    }

    /// §8.5 step 1's items, marked occupied.
    private func occupyDefinite<Grid: Occupancy>(in grid: inout Grid) {
        for index in 0 ..< major.count {
            if case .definite(let majorStart, let majorEnd) = major[index],
               case .definite(let minorStart, let minorEnd) = minor[index] {
                grid.occupy(major: tracks(majorStart, majorEnd, offset: majorOffset),
                            minor: tracks(minorStart, minorEnd, offset: minorOffset))
            }
        }
    }

    /// §8.5 step 2, "process the items locked to a given row": each gets the earliest
    /// minor position that does not overlap, past the items this step already placed
    /// in the same major line (sparse) or from the start-most line (dense). The grid
    /// may grow along the minor axis here.
    ///
    /// Returns each locked item's translated minor start.
    @discardableResult
    private mutating func placeLocked<Grid: Occupancy>(_ locked: [Int32], in grid: inout Grid) -> [Int32] {
        guard !locked.isEmpty else { return [] }
        var starts: [Int32] = []
        starts.reserveCapacity(locked.count)
        // Sparse: per major start line, the minor end of the last item placed there;
        // an array when the lines are not too spread out.
        var lastLine = 0
        for item in locked {
            if case .definite(let start, _) = major[Int(item)] { lastLine = Swift.max(lastLine, Int(start) + majorOffset) }
        }
        let compact = lastLine < 4 * locked.count + 1024
        var cursorArray = [Int32](repeating: 0, count: compact && !dense ? lastLine + 1 : 0)
        var cursorByLine: [Int: Int] = [:]
        for item in locked {
            let index = Int(item)
            guard case .definite(let start, let end) = major[index] else {
                starts.append(0)
                continue
            }
            let majorRange = tracks(start, end, offset: majorOffset)
            let line = majorRange.lowerBound
            let span = Int(minor[index].span)
            let from = dense ? 0 : compact ? Int(cursorArray[line]) : cursorByLine[line, default: 0]
            var c = grid.firstFit(major: majorRange, from: from, span: span, limit: minorLimit)
                ?? Swift.max(0, minorLimit - span)
            var minorRange = c ..< (c + span)
            if let fixed = fixedMinorTracks {
                // Kept inside the subgrid's tracks, where it may overlap.
                let width = Swift.max(1, fixed)
                c = Swift.min(Swift.max(c, minorOffset), minorOffset + width - 1)
                minorRange = c ..< Swift.min(Swift.max(c + span, c + 1), minorOffset + width)
            }
            grid.occupy(major: majorRange, minor: minorRange)
            write(index, major: majorRange, minor: minorRange)
            starts.append(Int32(c))
            if !dense {
                if compact { cursorArray[line] = Int32(c + span) } else { cursorByLine[line] = c + span }
            }
            minorCount = Swift.max(minorCount, minorRange.upperBound)
        }
        return starts
    }

    /// §8.5 step 4, "position the remaining grid items", with the auto-placement cursor.
    ///
    /// Dense flow restarts every search at the start of the grid, but two shortcuts keep
    /// it linear, both valid because occupancy only grows: an item can not start before
    /// where the last item of the same shape (spans, and minor lines if definite) was
    /// placed, nor in a major track without a free run as long as its minor span
    /// (``RunFloor``, with bitsets only, where it is cheap).
    private mutating func placeRemaining<Grid: Occupancy>(_ remaining: [Int32], in grid: inout Grid) {
        let width = minorCount
        // Sparse cursor (major, minor).
        var cursorMajor = 0
        var cursorMinor = 0
        // Dense shortcuts (empty, without allocating, for sparse flow).
        var runFloor = RunFloor(width: dense ? width : 0)
        var shapeMemo = ShapeMemo(dense: dense)
        var definiteMemo = ShapeTable(dense: dense)

        for item in remaining {
            let index = Int(item)
            let majorSpan = Int(major[index].span)
            switch minor[index] {
            case .definite(let start, let end):
                // The item has a definite minor position: find the major line.
                let minorRange = tracks(start, end, offset: minorOffset)
                var m: Int
                if dense {
                    let floor = Grid.hasCheapRuns ? runFloor.firstRow(withRun: 1, in: grid) : 0
                    m = Swift.max(floor, definiteMemo[start, end, Int32(majorSpan)]?.0 ?? 0)
                } else {
                    // "If this is less than the previous column position of the cursor,
                    // increment the row position by 1."
                    if minorRange.lowerBound < cursorMinor { cursorMajor += 1 }
                    m = cursorMajor
                }
                while m + majorSpan <= majorLimit, let next = grid.nextStart(major: m ..< (m + majorSpan), minor: minorRange) {
                    m = next
                }
                if m + majorSpan > majorLimit { m = Swift.max(0, majorLimit - majorSpan) }
                grid.occupy(major: m ..< (m + majorSpan), minor: minorRange)
                write(index, major: m ..< (m + majorSpan), minor: minorRange)
                if dense {
                    definiteMemo[start, end, Int32(majorSpan)] = (m, 0)
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
                    let floor = Grid.hasCheapRuns ? runFloor.firstRow(withRun: minorSpan, in: grid) : 0
                    if m < floor { (m, c) = (floor, 0) }
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
                    m = c == 0 ? grid.nextMajorToTry(after: m ..< (m + majorSpan), span: minorSpan, limit: width) : m + 1
                    c = 0
                }
                grid.occupy(major: m ..< (m + majorSpan), minor: c ..< (c + minorSpan))
                write(index, major: m ..< (m + majorSpan), minor: c ..< (c + minorSpan))
                if dense {
                    shapeMemo[minorSpan, majorSpan] = (m, c)
                } else {
                    cursorMajor = m
                    cursorMinor = c + minorSpan
                }
            }
        }
    }
}

/// Dense flow: per minor span (up to 64), the first major track that has that many
/// free minor tracks in a row. It only moves forward, as occupancy only grows.
private struct RunFloor {
    private var rows: [Int]
    private let width: Int

    init(width: Int) {
        self.width = width
        rows = width > 0 ? Array(repeating: 0, count: Swift.min(width, 64) + 1) : []
    }

    /// No item spanning `span` minor tracks can start in a major track before this one.
    mutating func firstRow<Grid: Occupancy>(withRun span: Int, in grid: Grid) -> Int {
        let span = Swift.min(Swift.max(span, 1), rows.count - 1)
        guard span >= 1 else { return 0 }
        var row = rows[span]
        while !grid.hasRun(major: row, span: span, limit: width) {
            row += 1
        }
        rows[span] = row
        return row
    }
}

/// Dense flow, items automatic in both axes: where the last item of each
/// (minor span, major span) went. Small spans use a flat table.
private struct ShapeMemo {
    private static let side = 16
    private var major: [Int]
    private var minor: [Int]
    private var others: ShapeTable

    /// - Parameter dense: `false` makes an empty memo that must not be used (sparse flow).
    init(dense: Bool) {
        major = dense ? [Int](repeating: 0, count: Self.side * Self.side) : []
        minor = dense ? [Int](repeating: 0, count: Self.side * Self.side) : []
        others = ShapeTable(dense: dense)
    }

    subscript(minorSpan: Int, majorSpan: Int) -> (Int, Int) {
        get {
            if minorSpan <= Self.side, majorSpan <= Self.side {
                let slot = (minorSpan - 1) * Self.side + (majorSpan - 1)
                return (major[slot], minor[slot])
            }
            return others[0, Int32(truncatingIfNeeded: minorSpan), Int32(truncatingIfNeeded: majorSpan)] ?? (0, 0)
        }
        set {
            if minorSpan <= Self.side, majorSpan <= Self.side {
                let slot = (minorSpan - 1) * Self.side + (majorSpan - 1)
                major[slot] = newValue.0
                minor[slot] = newValue.1
            } else {
                others[0, Int32(truncatingIfNeeded: minorSpan), Int32(truncatingIfNeeded: majorSpan)] = newValue
            }
        }
    }
}

/// A small hash table from three `Int32`s to a position, for the dense-flow memos:
/// open addressing with a multiplicative hash, cheaper per item than `Dictionary`'s
/// seeded hashing.
private struct ShapeTable {
    private struct Entry {
        var a: Int32
        var b: Int32
        var c: Int32
        var used: Bool
        var value: (Int, Int)
    }

    private var entries: [Entry]
    private var count = 0

    /// - Parameter dense: `false` makes an empty table that must not be used (sparse flow).
    init(dense: Bool = true) {
        entries = dense ? [Entry](repeating: Entry(a: 0, b: 0, c: 0, used: false, value: (0, 0)), count: 16) : []
    }

    @inline(__always)
    private func slot(_ a: Int32, _ b: Int32, _ c: Int32) -> Int {
        var h = UInt64(UInt32(bitPattern: a)) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(UInt32(bitPattern: b)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(UInt32(bitPattern: c)) &* 0x1656_67B1_9E37_79F9
        h ^= h >> 29
        return Int(truncatingIfNeeded: h) & (entries.count - 1)
    }

    subscript(a: Int32, b: Int32, c: Int32) -> (Int, Int)? {
        @inline(never) get {
            var index = slot(a, b, c)
            while entries[index].used {
                if entries[index].a == a, entries[index].b == b, entries[index].c == c { return entries[index].value }
                index = (index + 1) & (entries.count - 1)
            }
            return nil
        }
        @inline(never) set {
            guard let value = newValue else { return }
            var index = slot(a, b, c)
            while entries[index].used {
                if entries[index].a == a, entries[index].b == b, entries[index].c == c {
                    entries[index].value = value
                    return
                }
                index = (index + 1) & (entries.count - 1)
            }
            entries[index] = Entry(a: a, b: b, c: c, used: true, value: value)
            count += 1
            if 2 * count > entries.count { grow() }
        }
    }

    private mutating func grow() {
        let old = entries
        entries = [Entry](repeating: Entry(a: 0, b: 0, c: 0, used: false, value: (0, 0)), count: old.count * 2)
        count = 0
        for entry in old where entry.used {
            self[entry.a, entry.b, entry.c] = entry.value
        }
    }
}
