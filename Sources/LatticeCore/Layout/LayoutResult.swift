/// The resolved tracks of a grid on one axis, for drawing grid lines and debugging.
///
/// Offsets are relative to the grid container's border-box origin; in `rtl`
/// grids columns run from right to left, so column 1 has the largest offset.
public struct GridTracks: Hashable, Sendable {
    /// The start of each track, in grid order (implicit tracks included).
    public var offsets: [Double]
    /// The size of each track.
    public var sizes: [Double]
    /// The gap between two adjacent tracks, after content distribution.
    public var gap: Double
    /// The number of implicit tracks before the explicit grid: track `i`
    /// sits between lines `i - leadingImplicitTracks + 1` and `i - leadingImplicitTracks + 2`.
    public var leadingImplicitTracks: Int
    /// The number of explicit tracks.
    public var explicitTracks: Int

    public init(offsets: [Double], sizes: [Double], gap: Double, leadingImplicitTracks: Int, explicitTracks: Int) {
        self.offsets = offsets
        self.sizes = sizes
        self.gap = gap
        self.leadingImplicitTracks = leadingImplicitTracks
        self.explicitTracks = explicitTracks
    }
}

/// The result of laying out a ``Node``: its border box and its children's results.
public struct NodeLayout: Hashable, Sendable {
    /// The border box, relative to the parent's border-box origin (the root's to
    /// the origin of the space it was laid out in). Zero for `display: none`.
    public var frame: Rect
    /// The children's layouts, in the same order as ``Node/children``.
    public var children: [NodeLayout]
    /// A grid container's tracks, in one shared box: most nodes are leaves, and
    /// without the two inline ``GridTracks`` a leaf's layout is 48 bytes, not 136.
    private var tracks: SharedTracks?

    /// The columns, when the node is a grid container. (A layout keeps offsets and
    /// sizes in pairs: of arrays set with different lengths, the longer is cut to the
    /// shorter.)
    public var columns: GridTracks? {
        get { tracks?.pair.columns }
        set { tracks = TrackPair.make(columns: newValue, rows: rows, baselines: baselines).map(SharedTracks.init) }
    }

    /// A grid container's first and last baselines, from the top of its border box
    /// (CSS Grid §10.6); `nil` for a grid without items and for a leaf (whose baselines
    /// are its content's, see ``Measure/baselines``).
    public var baselines: Baselines? { tracks?.pair.header.baselines }

    /// The rows, when the node is a grid container (kept as ``columns`` are).
    public var rows: GridTracks? {
        get { tracks?.pair.rows }
        set { tracks = TrackPair.make(columns: columns, rows: newValue, baselines: baselines).map(SharedTracks.init) }
    }

    public init(frame: Rect, children: [NodeLayout] = [], columns: GridTracks? = nil, rows: GridTracks? = nil) {
        self.frame = frame
        self.children = children
        self.tracks = TrackPair.make(columns: columns, rows: rows).map(SharedTracks.init)
    }

    public static func == (a: NodeLayout, b: NodeLayout) -> Bool {
        a.frame == b.frame && a.columns == b.columns && a.rows == b.rows && a.baselines == b.baselines
            && a.children == b.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(columns)
        hasher.combine(rows)
        hasher.combine(baselines)
        hasher.combine(children)
    }
}

/// One axis of a grid container's tracks as a layout keeps them: everything of a
/// ``GridTracks`` but its two arrays, whose numbers ``TrackPair`` holds.
struct TrackLines {
    var count: Int
    var gap: Double
    var leadingImplicitTracks: Int
    var explicitTracks: Int
    /// The number of runs the tracks are kept as (see ``TrackRun``), or `nil` when they
    /// are kept one by one (an offset and a size each).
    var runs: Int? = nil

    /// The numbers the tracks take in a ``TrackPair``.
    var storedNumbers: Int { runs.map { $0 * TrackRun.numbers } ?? 2 * Swift.max(0, count) }
}

/// Tracks of equal size kept as one: `count` tracks of `size`, the first at `offset`,
/// each `step` after the one before, at every `stride`th track index from `first`. A
/// grid whose lines run to the millions keeps as many as it has sets of tracks (see
/// ``Track``), not one per track.
struct TrackRun {
    var first: Int
    var count: Int
    var stride: Int
    var offset: Double
    var step: Double
    var size: Double

    /// The numbers a run takes in a ``TrackPair``.
    static let numbers = 6

    /// Writes the run's ``numbers`` numbers into `buffer` from index `start`.
    func write(into buffer: UnsafeMutableBufferPointer<Double>, at start: Int) {
        checkIndex(start, buffer.count)
        checkIndex(start + Self.numbers - 1, buffer.count)
        let numbers = buffer.baseAddress.unsafelyUnwrapped + start
        numbers[0] = Double(first)
        numbers[1] = Double(count)
        numbers[2] = Double(stride)
        numbers[3] = offset
        numbers[4] = step
        numbers[5] = size
    }

    init(first: Int, count: Int, stride: Int, offset: Double, step: Double, size: Double) {
        self.first = first
        self.count = count
        self.stride = stride
        self.offset = offset
        self.step = step
        self.size = size
    }

    init(reading numbers: UnsafePointer<Double>) {
        self.init(first: Int(numbers[0]), count: Int(numbers[1]), stride: Int(numbers[2]),
                  offset: numbers[3], step: numbers[4], size: numbers[5])
    }
}

extension NodeLayout {
    /// A grid container's layout whose tracks `write` puts straight into the result:
    /// given the numbers of the columns, then of the rows (buffers of
    /// ``TrackLines/storedNumbers`` each: per track its offset then its size, or per run
    /// its ``TrackRun`` numbers). One allocation for both axes, none per array: a grid
    /// of thousands of nested grids makes thousands of these.
    init(frame: Rect, children: [NodeLayout], columns: TrackLines, rows: TrackLines, baselines: Baselines?,
         write: (_ columns: UnsafeMutableBufferPointer<Double>, _ rows: UnsafeMutableBufferPointer<Double>) -> Void) {
        self.init(frame: frame, children: children)
        tracks = SharedTracks(pair: TrackPair.make(columns: columns, rows: rows, baselines: baselines, write: write))
    }
}

extension NodeLayout {
    /// The number of runs a grid container's tracks on `axis` are kept as (see
    /// ``TrackRun``), or `nil` when they are kept one by one or the node is no grid.
    func trackRuns(_ axis: Axis) -> Int? {
        axis == .horizontal ? tracks?.pair.header.columns?.runs : tracks?.pair.header.rows?.runs
    }
}

/// A ``TrackPair`` as a layout holds it. (Sendable: nothing changes a pair once made.)
private struct SharedTracks: @unchecked Sendable {
    let pair: TrackPair
}

/// The columns and rows of a grid container's layout, immutable and shared: one
/// allocation holding the numbers of both axes (the columns', then the rows'); the
/// ``GridTracks`` values are made when asked for.
private final class TrackPair: ManagedBuffer<TrackPair.Header, Double> {
    struct Header {
        var columns: TrackLines?
        var rows: TrackLines?
        var baselines: Baselines? = nil
    }

    var columns: GridTracks? {
        header.columns.map { lines in tracks(lines, from: 0) }
    }

    var rows: GridTracks? {
        header.rows.map { lines in tracks(lines, from: header.columns?.storedNumbers ?? 0) }
    }

    /// The tracks of `lines` whose numbers start at number `start`.
    private func tracks(_ lines: TrackLines, from start: Int) -> GridTracks {
        if lines.storedNumbers > 0 {
            let total = (header.columns?.storedNumbers ?? 0) + (header.rows?.storedNumbers ?? 0)
            checkIndex(start, total)
            checkIndex(start + lines.storedNumbers - 1, total)
        }
        return withUnsafeMutablePointerToElements { numbers in
            let count = Swift.max(0, lines.count)
            guard let runs = lines.runs else {
                // Per track: the offsets, then the sizes.
                return GridTracks(offsets: Array(UnsafeBufferPointer(start: numbers + start, count: count)),
                                  sizes: Array(UnsafeBufferPointer(start: numbers + start + count, count: count)),
                                  gap: lines.gap, leadingImplicitTracks: lines.leadingImplicitTracks,
                                  explicitTracks: lines.explicitTracks)
            }
            var offsets = [Double](repeating: 0, count: count)
            var sizes = [Double](repeating: 0, count: count)
            for index in 0 ..< runs {
                let run = TrackRun(reading: numbers + start + index * TrackRun.numbers)
                for j in 0 ..< run.count {
                    let track = run.first + j * run.stride
                    guard track >= 0 && track < count else { continue }
                    offsets[track] = run.offset + Double(j) * run.step
                    sizes[track] = run.size
                }
            }
            return GridTracks(offsets: offsets, sizes: sizes, gap: lines.gap,
                              leadingImplicitTracks: lines.leadingImplicitTracks, explicitTracks: lines.explicitTracks)
        }
    }

    /// The pair, or `nil` when there are neither columns nor rows (no grid container).
    @inline(__always)
    static func make(columns: GridTracks?, rows: GridTracks?, baselines: Baselines? = nil) -> TrackPair? {
        // (Every leaf's layout asks: the answer for it is worked out here.)
        columns == nil && rows == nil ? nil : copying(columns: columns, rows: rows, baselines: baselines)
    }

    /// The pair holding the numbers of `columns` and `rows`, track by track.
    private static func copying(columns: GridTracks?, rows: GridTracks?, baselines: Baselines?) -> TrackPair {
        // (A count is the smaller of the two arrays', should they differ.)
        func lines(_ tracks: GridTracks?) -> TrackLines? {
            tracks.map { TrackLines(count: min($0.offsets.count, $0.sizes.count), gap: $0.gap,
                                    leadingImplicitTracks: $0.leadingImplicitTracks, explicitTracks: $0.explicitTracks) }
        }
        let columnLines = lines(columns), rowLines = lines(rows)
        return make(columns: columnLines, rows: rowLines, baselines: baselines) { columnNumbers, rowNumbers in
            func copy(_ tracks: GridTracks?, _ lines: TrackLines?, into buffer: UnsafeMutableBufferPointer<Double>) {
                guard let tracks, let lines else { return }
                for index in 0 ..< lines.count {
                    buffer[index] = tracks.offsets[index]
                    buffer[lines.count + index] = tracks.sizes[index]
                }
            }
            copy(columns, columnLines, into: columnNumbers)
            copy(rows, rowLines, into: rowNumbers)
        }
    }

    /// The pair of `columns` and `rows` (either may be `nil`), numbers written by `write`.
    static func make(columns: TrackLines?, rows: TrackLines?, baselines: Baselines? = nil,
                     write: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void) -> TrackPair {
        let columnNumbers = columns?.storedNumbers ?? 0, rowNumbers = rows?.storedNumbers ?? 0
        let total = columnNumbers + rowNumbers
        let pair = unsafeDowncast(TrackPair.create(minimumCapacity: total) { _ in
            Header(columns: columns, rows: rows, baselines: baselines)
        }, to: TrackPair.self)
        pair.withUnsafeMutablePointerToElements { numbers in
            // (Zeros first: `write` assigns to initialized numbers.)
            numbers.initialize(repeating: 0, count: total)
            write(UnsafeMutableBufferPointer(start: numbers, count: columnNumbers),
                  UnsafeMutableBufferPointer(start: numbers + columnNumbers, count: rowNumbers))
        }
        return pair
    }
}
