// CSS Grid 3 (grid lanes, editor's draft): one run of the grid-lanes layout algorithm.

/// Everything one run of the grid-lanes algorithm works on.
///
/// The lanes are the tracks of a ``GridState``'s axis ``laneAxis`` (columns for column
/// lanes), kept as sets (one per lane, but for the middles of long runs of identical
/// lanes: see ``UniformLaneRuns``) and sized by that state's CSS Grid §12 track sizing;
/// the state's other axis is the stacking axis, one track. The state's items are the
/// container's in-flow items (``placedItems``), or, while the lanes are sized, copies of
/// them in every window of lanes they could fall into (see
/// ``sizeLanes(space:minSize:maxSize:stackSpace:)``).
struct GridLanesState {
    var grid: GridState
    /// The grid axis: `.horizontal` when the lanes are columns.
    let laneAxis: Axis
    /// The in-flow children's grid-axis placements, in order-modified document order.
    var placements: [ResolvedPlacement] = []
    /// The in-flow items, in order-modified document order (``placements``'), their lanes set when
    /// they are placed; absolutely positioned children are listed in its
    /// ``ItemTable/absoluteChildren`` (placed by lines in the grid axis, CSS Grid §9).
    var placedItems = ItemTable()
    /// The auto-repeat count ``placements`` were resolved for.
    var resolvedForRepeatCount: Int? = nil
    /// Per placed item (``GridState/items`` index): the start of its margin box in the
    /// stacking axis from the content-box start; for row lanes, its outer width (see
    /// ``stackSize(_:)``).
    var stackPositions: [Double] = []
    var stackWidths: [Double] = []
    /// Whether an item is aligned in the stacking axis other than at the start of its
    /// room (so the rooms are worked out, see ``rooms(contentSize:)``).
    var needsRooms = false
    /// The running positions after the last item.
    var running = RunningPositions(laneCount: 0, gap: 0, tolerance: 0)
    /// The content-box spaces of the last run.
    var lastSpaces: (width: AvailableSpace, height: AvailableSpace)? = nil
    /// Whether the container's height was found from its content.
    var heightWasIntrinsic = false
    /// The long uniform runs of lanes kept with a middle (see ``buildLanes()``).
    var uniformRuns = UniformLaneRuns(widestWindow: 0)

    init(grid: GridState) {
        self.grid = grid
        laneAxis = grid.container.style.gridLanesAxis
    }

    /// The stacking axis.
    var stackAxis: Axis { laneAxis == .horizontal ? .vertical : .horizontal }

    /// The container's style, read in place.
    var style: Style {
        @inline(__always) _read { yield grid.container.node.pointee.style }
    }

    /// Runs `body` with the lanes (the ``GridState``'s axis ``laneAxis``).
    @inline(__always)
    mutating func withLanes<R>(_ body: (inout GridAxis) -> R) -> R {
        laneAxis == .horizontal ? body(&grid.columns) : body(&grid.rows)
    }

    /// Runs `body` with the stacking axis's one track (the ``GridState``'s other axis).
    @inline(__always)
    mutating func withStack<R>(_ body: (inout GridAxis) -> R) -> R {
        laneAxis == .horizontal ? body(&grid.rows) : body(&grid.columns)
    }

    /// One run of the algorithm in content-box spaces `width` and `height`: the lanes
    /// (CSS Grid 3 "Grid Axis Track Sizing"), then every item placed and measured in them
    /// ("Grid Lanes Layout Algorithm"). Returns the border-box size it gives, a content
    /// size clamped by the container's min and max sizes where the space is not definite.
    @discardableResult
    mutating func run(width: AvailableSpace, height: AvailableSpace, request: SizingRequest) -> Size {
        let box = grid.container.box
        let insetX = box.insets(.horizontal), insetY = box.insets(.vertical)
        let laneSpace = laneAxis == .horizontal ? width : height
        let stackSpace = laneAxis == .horizontal ? height : width
        // CSS Grid §10.1: gutters, percentages against the content box (0 when indefinite).
        let laneGap = max(0, style.gap(laneAxis).resolve(against: laneSpace.definiteValue) ?? 0)
        let stackGap = max(0, style.gap(stackAxis).resolve(against: stackSpace.definiteValue) ?? 0)

        // CSS Grid §7.1 and §7.2.3.2 on the grid axis: repetitions count from a definite
        // size, else the max, else the min size (a content-sized height is not definite).
        let laneInset = box.insets(laneAxis)
        let definiteLaneSize = laneAxis == .horizontal
            ? (request.knownWidth ?? box.width)
            : (request.intrinsicHeight ? nil : (request.knownHeight ?? box.height))
        let repeatSize = definiteLaneSize.map { max(0, $0 - laneInset) }
        let minLanes = box.minimum(laneAxis).map { max(0, $0 - laneInset) }
        let maxLanes = box.maximum(laneAxis).map { max(0, $0 - laneInset) }
        let explicit = grid.container.node.pointee.fixedExplicitTracks(laneAxis)
            ?? expandTrackList(style.gridTemplate(laneAxis), size: repeatSize, maxSize: maxLanes, minSize: minLanes, gap: laneGap)
        resolvePlacements(explicit)
        buildLanes()
        grid.resolveTracks(laneAxis, basis: laneSpace.definiteValue)
        withLanes { $0.setGaps(laneGap) }
        sizeLanes(space: laneSpace, minSize: minLanes, maxSize: maxLanes, stackSpace: stackSpace)

        let tolerance = style.flowTolerance.resolved(fontSize: style.fontSize, gridAxisSize: laneSpace.definiteValue)
        stackItems(stackSpace: stackSpace, gap: stackGap, tolerance: tolerance)
        lastSpaces = (width, height)

        let laneContent = grid[laneAxis].tracks.totalSize()
        let stackContent = running.extent
        let contentWidth = laneAxis == .horizontal ? laneContent : stackContent
        let contentHeight = laneAxis == .horizontal ? stackContent : laneContent
        return Size(width: width.definiteValue.map { $0 + insetX } ?? box.clamp(contentWidth + insetX, .horizontal),
                    height: height.definiteValue.map { $0 + insetY } ?? box.clamp(contentHeight + insetY, .vertical))
    }
}
