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
        set { tracks = TrackPair.make(columns: newValue, rows: rows).map(SharedTracks.init) }
    }

    /// The rows, when the node is a grid container (kept as ``columns`` are).
    public var rows: GridTracks? {
        get { tracks?.pair.rows }
        set { tracks = TrackPair.make(columns: columns, rows: newValue).map(SharedTracks.init) }
    }

    public init(frame: Rect, children: [NodeLayout] = [], columns: GridTracks? = nil, rows: GridTracks? = nil) {
        self.frame = frame
        self.children = children
        self.tracks = TrackPair.make(columns: columns, rows: rows).map(SharedTracks.init)
    }

    public static func == (a: NodeLayout, b: NodeLayout) -> Bool {
        a.frame == b.frame && a.columns == b.columns && a.rows == b.rows && a.children == b.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(columns)
        hasher.combine(rows)
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
}

extension NodeLayout {
    /// A grid container's layout whose tracks `write` puts straight into the result:
    /// given the columns' offsets and sizes, then the rows' (buffers of `columns.count`
    /// and `rows.count` numbers). One allocation for both axes, none per array: a grid
    /// of thousands of nested grids makes thousands of these.
    init(frame: Rect, children: [NodeLayout], columns: TrackLines, rows: TrackLines,
         write: (_ columnOffsets: UnsafeMutableBufferPointer<Double>, _ columnSizes: UnsafeMutableBufferPointer<Double>,
                 _ rowOffsets: UnsafeMutableBufferPointer<Double>, _ rowSizes: UnsafeMutableBufferPointer<Double>) -> Void) {
        self.init(frame: frame, children: children)
        tracks = SharedTracks(pair: TrackPair.make(columns: columns, rows: rows, write: write))
    }
}

/// A ``TrackPair`` as a layout holds it. (Sendable: nothing changes a pair once made.)
private struct SharedTracks: @unchecked Sendable {
    let pair: TrackPair
}

/// The columns and rows of a grid container's layout, immutable and shared: one
/// allocation holding the numbers of both axes (the columns' offsets and sizes, then
/// the rows'); the ``GridTracks`` values are made when asked for.
private final class TrackPair: ManagedBuffer<TrackPair.Header, Double> {
    struct Header {
        var columns: TrackLines?
        var rows: TrackLines?
    }

    var columns: GridTracks? {
        header.columns.map { lines in tracks(lines, from: 0) }
    }

    var rows: GridTracks? {
        header.rows.map { lines in tracks(lines, from: 2 * (header.columns?.count ?? 0)) }
    }

    /// The tracks of `lines` whose offsets start at number `start`, their sizes after.
    private func tracks(_ lines: TrackLines, from start: Int) -> GridTracks {
        withUnsafeMutablePointerToElements { numbers in
            GridTracks(offsets: Array(UnsafeBufferPointer(start: numbers + start, count: lines.count)),
                       sizes: Array(UnsafeBufferPointer(start: numbers + start + lines.count, count: lines.count)),
                       gap: lines.gap, leadingImplicitTracks: lines.leadingImplicitTracks,
                       explicitTracks: lines.explicitTracks)
        }
    }

    /// The pair, or `nil` when there are neither columns nor rows (no grid container).
    @inline(__always)
    static func make(columns: GridTracks?, rows: GridTracks?) -> TrackPair? {
        // (Every leaf's layout asks: the answer for it is worked out here.)
        columns == nil && rows == nil ? nil : copying(columns: columns, rows: rows)
    }

    /// The pair holding the numbers of `columns` and `rows`.
    private static func copying(columns: GridTracks?, rows: GridTracks?) -> TrackPair {
        // (A count is the smaller of the two arrays', should they differ.)
        func lines(_ tracks: GridTracks?) -> TrackLines? {
            tracks.map { TrackLines(count: min($0.offsets.count, $0.sizes.count), gap: $0.gap,
                                    leadingImplicitTracks: $0.leadingImplicitTracks, explicitTracks: $0.explicitTracks) }
        }
        return make(columns: lines(columns), rows: lines(rows)) { columnOffsets, columnSizes, rowOffsets, rowSizes in
            func copy(_ values: [Double]?, into buffer: UnsafeMutableBufferPointer<Double>) {
                for (index, value) in zip(buffer.indices, values ?? []) { buffer[index] = value }
            }
            copy(columns?.offsets, into: columnOffsets)
            copy(columns?.sizes, into: columnSizes)
            copy(rows?.offsets, into: rowOffsets)
            copy(rows?.sizes, into: rowSizes)
        }
    }

    /// The pair of `columns` and `rows` (either may be `nil`), numbers written by `write`.
    static func make(columns: TrackLines?, rows: TrackLines?,
                     write: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>,
                             UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void) -> TrackPair {
        let columnCount = max(0, columns?.count ?? 0), rowCount = max(0, rows?.count ?? 0)
        let total = 2 * (columnCount + rowCount)
        let pair = unsafeDowncast(TrackPair.create(minimumCapacity: total) { _ in Header(columns: columns, rows: rows) },
                                  to: TrackPair.self)
        pair.withUnsafeMutablePointerToElements { numbers in
            // (Zeros first: `write` assigns to initialized numbers.)
            numbers.initialize(repeating: 0, count: total)
            write(UnsafeMutableBufferPointer(start: numbers, count: columnCount),
                  UnsafeMutableBufferPointer(start: numbers + columnCount, count: columnCount),
                  UnsafeMutableBufferPointer(start: numbers + 2 * columnCount, count: rowCount),
                  UnsafeMutableBufferPointer(start: numbers + 2 * columnCount + rowCount, count: rowCount))
        }
        return pair
    }
}
