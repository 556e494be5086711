// The state of one run of the grid layout algorithm (CSS Grid §12.1).

/// Everything one run of the grid algorithm works on: the container's resolved
/// box, its tracks on both axes, and its in-flow items.
///
/// Some methods that only read are `mutating`: a non-mutating method called from a
/// mutating one, when it is not inlined, gets a copy of the whole state (hundreds of
/// bytes, once per item on the hot paths). Likewise the style of a node is read through
/// its pointer (`child.pointee.style.width`), and helpers take the node pointer rather
/// than a `Style`: handing `node.pointee.style` to a function copies it.
struct GridState {
    /// The grid container, in place: the tree is borrowed, unchanged, for the layout
    /// pass, during which the state lives (in ``GridLayout/withState(_:_:keywords:_:)``,
    /// or kept in the pass cache until the grid is laid out).
    let node: UnsafePointer<Node>
    /// `node.pointee.children`, read in place: a `Node` is hundreds of bytes, too big to
    /// copy per item. Valid as `node` is (the children array is not mutated in the pass).
    let children: UnsafeBufferPointer<Node>
    /// The layout pass's cache, handed on to the children's requests.
    /// (Not retained: the pass owns it, and it keeps this state; see ``SizingRequest/cache``.)
    unowned(unsafe) let cache: PassCache?
    /// Where the items and tracks are (the pass cache's, or one that lives as long as
    /// the state, see ``GridLayout/withState(_:_:keywords:_:)``). Not retained either.
    unowned(unsafe) let arena: PassArena
    /// The arena's sizing buffers (see ``ScratchBuffers``).
    var scratch: UnsafeMutablePointer<ScratchBuffers> { arena.scratch }
    /// The percentage bases the box was resolved against.
    let percentBasis: (width: Double?, height: Double?)
    let box: ResolvedBox
    var columns = ArenaArray<Track>()
    var rows = ArenaArray<Track>()
    /// The sizing functions of the template's tracks (see ``trackSize(_:_:)``). The
    /// explicit grid can be larger (``explicitColumns``, ``explicitRows`` count the
    /// tracks `grid-template-areas` adds, which are sized by `grid-auto-*`).
    var explicitColumnSizes: [TrackSize] = []
    var explicitRowSizes: [TrackSize] = []
    var items = ArenaArray<GridItem>()
    /// The numbers of the items that are plain boxes with content (see ``GridItem/plainIndex``).
    var plainBoxes: [PlainBox] = []
    /// The measurements of the other items (see ``GridItem/measuredIndex``).
    var measurements: [ItemMeasurements] = []
    var columnGap = 0.0
    var rowGap = 0.0
    /// Implicit tracks before the explicit grid, and explicit track counts (for ``GridTracks``).
    var leadingColumns = 0
    var leadingRows = 0
    var explicitColumns = 0
    var explicitRows = 0
    /// The grid's lines in origin-zero coordinates (for absolutely positioned children).
    var columnLines: ClosedRange<Int32> = 0...0
    var rowLines: ClosedRange<Int32> = 0...0
    var columnNames: LineNameMap
    var rowNames: LineNameMap
    /// The auto-repeat counts the current placement was made for (placement is reused while they hold).
    var placedWithRepeatCounts: (Int, Int)? = nil
    /// The content-box spaces of the last run.
    var lastSpaces: (width: AvailableSpace, height: AvailableSpace)? = nil
    /// Whether the height was found from the content (not definite for auto-repeat rows).
    var heightWasIntrinsic = false
    /// The border-box height the container grew to when the last run laid its rows out in
    /// the smaller height its aspect ratio gives: a final layout at that height keeps those
    /// rows (CSS Sizing 4 §5.1, as browsers do).
    var heightGrownFromRatio: Double? = nil
    /// The logical position of the first grid line on each axis after alignment
    /// (where absolutely positioned children find lines when an axis has no tracks).
    var firstLine = Point.zero
    /// Whether width contributions should use the sized rows (§12.1 step 3) rather than the estimate of step 1.
    var rowsAreSized = false
    /// Whether some item's min-content width can change once the rows are sized (§12.1 step 3).
    var someWidthFollowsRows = false
    /// Whether an item has ``GridItem/widthFollowsRowsIsOpen`` (see ``settleWidthsFollowingRows()``).
    var someWidthFollowsRowsIsOpen = false
    /// Whether the last run sized the columns again after the rows (§12.1 step 3).
    var columnsFollowedRows = false
    /// Whether the columns of the last run are final: a run at the same width keeps them
    /// and does not size them again after the rows (§12.1 step 3).
    var columnsAreFinal = false
    /// Children that are absolutely positioned.
    var absoluteChildren: [Int] = []

    /// The item's numbers when it is a plain box (from its node's summary when it has
    /// no content, see ``GridItem/plainIndex``).
    @inline(__always)
    func plainBox(_ item: GridItem) -> PlainBox? {
        if item.plainIndex >= 0 { return plainBoxes[Int(item.plainIndex)] }
        return item.isPlain ? child(item.child).pointee.summary.plainBox : nil
    }

    /// The child at `index`, in place.
    @inline(__always)
    func child(_ index: Int) -> UnsafePointer<Node> { children.baseAddress.unsafelyUnwrapped + index }

    /// Runs `body` with the tracks of `axis` moved out of `self`, so that it can change
    /// both (an `inout` of the tracks in place would overlap the `inout` of `self`).
    @inline(__always)
    mutating func withTracks<R>(_ axis: Axis, _ body: (inout ArenaArray<Track>, inout GridState) -> R) -> R {
        var tracks = ArenaArray<Track>()
        if axis == .horizontal { swap(&tracks, &columns) } else { swap(&tracks, &rows) }
        defer { if axis == .horizontal { swap(&tracks, &columns) } else { swap(&tracks, &rows) } }
        return body(&tracks, &self)
    }
}

extension ArenaArray where Element == Track {
    /// Whether one of tracks `start ..< end` is flexible.
    @inline(__always)
    func crossesFlexible(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if self[index].isFlexible { return true }
            index += 1
        }
        return false
    }

    /// Whether one of tracks `start ..< end` has an intrinsic min or max sizing function.
    @inline(__always)
    func crossesIntrinsic(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if self[index].hasIntrinsicMin || self[index].hasIntrinsicMax { return true }
            index += 1
        }
        return false
    }

    /// The space tracks `start ..< end` take, with the gutters between them (base sizes).
    @inline(__always)
    func spanSize(_ start: Int, _ end: Int) -> Double {
        var total = 0.0
        var index = start
        while index < end {
            total += self[index].baseSize
            if index < end - 1 { total += self[index].gapAfter }
            index += 1
        }
        return total
    }

    /// The gutters between tracks `start ..< end`.
    @inline(__always)
    func spannedGaps(_ start: Int, _ end: Int) -> Double {
        var total = 0.0
        var index = start
        while index < end - 1 {
            total += self[index].gapAfter
            index += 1
        }
        return total
    }

    /// All base sizes plus all gutters.
    func totalSize() -> Double {
        var total = 0.0
        for track in self { total += track.baseSize + track.gapAfter }
        return total
    }
}

/// Buffers the track sizing steps reuse from one step to the next, kept by the pass's
/// arena (``PassArena/scratch``, ``GridState/scratch``).
///
/// A step takes the buffer it needs out of the arena and puts it back when it is done.
/// A nested grid's step, inside its parent's, finds that buffer taken and makes its
/// own, which the next nested grid then reuses; so thousands of nested grids allocate
/// these buffers about once, and their states carry none.
struct ScratchBuffers {
    /// Track indices (the affected tracks of one item in a distribution step, and those
    /// of them space beyond their limits goes to first).
    var tracks: [Int] = []
    var preferredTracks: [Int] = []
    /// Per track, the planned increase of a distribution step (zero between steps) and
    /// one item's incurred increase (§12.5.1).
    var plannedIncreases: [Double] = []
    var incurredIncreases: [Double] = []
    /// The items of one §12.5 step 3–4 group.
    var spanning: [SpanningItem] = []
    /// Item indices (the items crossing flexible tracks).
    var items: [Int] = []
    /// Item indices (the non-spanning items that are not plain boxes, §12.5 step 2).
    var nonSpanningItems: [Int] = []
    /// Item indices (the spanning items crossing no flexible track, §12.5 step 3).
    var spanningItems: [Int] = []
    /// Placement (§8): the in-flow children's lines on each axis, their areas.
    var columnPlacements: [ResolvedPlacement] = []
    var rowPlacements: [ResolvedPlacement] = []
    var areas: [GridArea] = []
}
