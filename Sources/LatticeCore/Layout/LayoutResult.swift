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
    private var tracks: TrackPair?

    /// The columns, when the node is a grid container.
    public var columns: GridTracks? {
        get { tracks?.columns }
        set { tracks = TrackPair.make(columns: newValue, rows: rows) }
    }

    /// The rows, when the node is a grid container.
    public var rows: GridTracks? {
        get { tracks?.rows }
        set { tracks = TrackPair.make(columns: columns, rows: newValue) }
    }

    public init(frame: Rect, children: [NodeLayout] = [], columns: GridTracks? = nil, rows: GridTracks? = nil) {
        self.frame = frame
        self.children = children
        self.tracks = TrackPair.make(columns: columns, rows: rows)
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

/// The columns and rows of a grid container's layout, immutable and shared.
private final class TrackPair: Sendable {
    let columns: GridTracks?
    let rows: GridTracks?

    private init(columns: GridTracks?, rows: GridTracks?) {
        self.columns = columns
        self.rows = rows
    }

    /// The pair, or `nil` when there are neither columns nor rows (no grid container).
    static func make(columns: GridTracks?, rows: GridTracks?) -> TrackPair? {
        columns == nil && rows == nil ? nil : TrackPair(columns: columns, rows: rows)
    }
}
