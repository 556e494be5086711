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
    /// The columns, when the node is a grid container.
    public var columns: GridTracks?
    /// The rows, when the node is a grid container.
    public var rows: GridTracks?

    public init(frame: Rect, children: [NodeLayout] = [], columns: GridTracks? = nil, rows: GridTracks? = nil) {
        self.frame = frame
        self.children = children
        self.columns = columns
        self.rows = rows
    }
}
