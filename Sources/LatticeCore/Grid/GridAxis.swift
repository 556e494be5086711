// CSS Grid §7: one axis of a grid, its explicit and implicit tracks, its gutters and lines.

/// The tracks of one axis of a grid container during a run of the grid algorithm, and
/// what placement and alignment found of them.
struct GridAxis {
    /// The tracks, from the grid's first line to its last: implicit tracks before the
    /// explicit grid first (``leadingImplicit`` of them), then the explicit ones, then
    /// the implicit ones after it.
    var tracks = ArenaArray<Track>()
    /// The sizing functions of the template's tracks (see ``trackSize(_:pattern:)``).
    /// The explicit grid can be larger: ``explicitCount`` counts the tracks
    /// `grid-template-areas` adds, which are sized by `grid-auto-*`.
    var explicitSizes: [TrackSize] = []
    /// The gutter between two tracks (§10.1), resolved for the current run.
    var gap = 0.0
    /// The number of implicit tracks before the explicit grid.
    var leadingImplicit = 0
    /// The number of explicit tracks.
    var explicitCount = 0
    /// The grid's first and last lines in origin-zero coordinates (line 0 is the first
    /// explicit line), as absolutely positioned children find them (§9.1).
    var lines: ClosedRange<Int32> = 0...0
    /// The line names of the explicit grid (§7.2.2, §7.3.2).
    var names: LineNameMap = .empty
    /// The logical position of the first line after alignment, from the container's
    /// border-box start (where absolutely positioned children find lines when the axis
    /// has no tracks).
    var firstLine = 0.0
    /// Whether the tracks are sized in the current run (§12.1: the rows, once sized,
    /// give the width contributions of step 3 instead of the estimate of step 1).
    var isSized = false

    /// The sizing functions of track `index`: an explicit track's from the template,
    /// an implicit one's from the `grid-auto-*` `pattern` (§7.6).
    @inline(__always)
    func trackSize(_ index: Int, pattern: [TrackSize]) -> TrackSize {
        let line = index - leadingImplicit
        if line >= 0 && line < explicitSizes.count { return explicitSizes[line] }
        return implicitTrackSize(at: line, explicitCount: explicitSizes.count, pattern: pattern)
    }

    /// The public description of the tracks' lines, for the layout's ``GridTracks``.
    var trackLines: TrackLines {
        TrackLines(count: tracks.count, gap: gap, leadingImplicitTracks: leadingImplicit, explicitTracks: explicitCount)
    }
}

extension GridState {
    /// The tracks of `axis`. (For code off the hot paths: a `_read` accessor here
    /// allocates its coroutine frame when it is not inlined.)
    subscript(axis: Axis) -> GridAxis {
        axis == .horizontal ? columns : rows
    }
}
