// The state of one run of the grid layout algorithm (CSS Grid §12.1).

/// Everything one run of the grid algorithm works on, in four parts: what it reads
/// (``container``), the tracks of each axis (``columns``, ``rows``), the placed items
/// (``items``), and what a later run of the same grid may reuse (``memo``).
///
/// A layout pass asks a nested grid several questions (its widths, its height at a
/// width, its layout); the pass cache keeps the grid's state between them (see
/// ``PassCache``), and each question continues from the last run where the memo says
/// its results still hold.
///
/// Some methods that only read are `mutating`: a non-mutating method called from a
/// mutating one, when it is not inlined, gets a copy of the whole state (hundreds of
/// bytes, once per item on the hot paths). Likewise the style of a node is read through
/// its pointer (`child.pointee.style.width`), and helpers take the node pointer rather
/// than a `Style`: handing `node.pointee.style` to a function copies it.
struct GridState {
    /// The container and the pass: what the run reads and never changes.
    var container: GridContainer
    /// The tracks of each axis (§7).
    var columns = GridAxis()
    var rows = GridAxis()
    /// The in-flow items, placed (§8), with what was measured of them (§12.3).
    var items = ItemTable()
    /// What the last run found that a later run may reuse.
    var memo = RunMemo()
    /// For a subgrid, what it takes from its parent grid (CSS Grid 2 §9); `nil` for
    /// any other grid.
    var subgrid: SubgridContext? = nil
    /// While a grid-lanes container's lanes are sized: its long runs of identical lanes
    /// kept with a middle, equalized once the windows' groups of §12.5 step 3 are done
    /// (see ``UniformLaneRuns``); `nil` for any other sizing.
    var uniformLanes: UniformLaneRuns? = nil

    /// The item's numbers when it is a plain box (from its node's summary when it has
    /// no content, see ``ItemKind``).
    @inline(__always)
    func plainBox(_ item: PlacedItem) -> PlainBox? {
        switch item.kind {
        case .plainWithContent(let plain, _): return items.plainBoxes[Int(plain)]
        case .bare, .plainWithoutContent: return container.child(item.child).pointee.summary.plainBox
        case .measured: return nil
        }
    }

    /// Runs `body` with the tracks of `axis` moved out of `self`, so that it can change
    /// both (an `inout` of the tracks in place would overlap the `inout` of `self`).
    @inline(__always)
    mutating func withTracks<R>(_ axis: Axis, _ body: (inout ArenaArray<Track>, inout GridState) -> R) -> R {
        var tracks = ArenaArray<Track>()
        if axis == .horizontal { swap(&tracks, &columns.tracks) } else { swap(&tracks, &rows.tracks) }
        defer { if axis == .horizontal { swap(&tracks, &columns.tracks) } else { swap(&tracks, &rows.tracks) } }
        return body(&tracks, &self)
    }
}

/// The grid container of a run and the layout pass it runs in: the run's inputs.
struct GridContainer {
    /// The grid container, in place: the tree is borrowed, unchanged, for the layout
    /// pass, during which the state lives (in ``GridLayout/withState(_:_:keywords:_:)``,
    /// or kept in the pass cache until the grid is laid out).
    private(set) var node: UnsafePointer<Node>
    /// `node.pointee.children`, read in place: a `Node` is hundreds of bytes, too big to
    /// copy per item. Valid during the question the grid is answering (see ``enter(_:_:)``).
    private(set) var children: UnsafeBufferPointer<Node>
    /// The layout pass's cache, handed on to the children's requests.
    /// (Not retained: the pass owns it, and it keeps this state; see ``SizingRequest/cache``.)
    unowned(unsafe) let cache: PassCache?
    /// Where the items and tracks are (the pass cache's, or one that lives as long as
    /// the state, see ``GridLayout/withState(_:_:keywords:_:)``). Not retained either.
    unowned(unsafe) let arena: PassArena
    /// The percentage bases the box was resolved against.
    var percentBasis: (width: Double?, height: Double?)
    /// The container's box: padding, border, sizes and their limits. (A subgrid's is
    /// resolved again for each question its parent asks, see ``GridState/withSubgrid(_:_:)``.)
    var box: ResolvedBox
    /// Whether the container offers its items their cells rather than sizing them as CSS
    /// does (``ItemSizing/offerCell``; read once: the final layout asks per item).
    let offersCells: Bool

    /// The container's style, read in place.
    var style: Style {
        @inline(__always) _read { yield node.pointee.style }
    }

    /// The arena's sizing buffers (see ``ScratchBuffers``).
    var scratch: UnsafeMutablePointer<ScratchBuffers> { arena.scratch }

    /// The child at `index`, in place.
    @inline(__always)
    func child(_ index: Int) -> UnsafePointer<Node> {
        checkIndex(index, children.count)
        return children.baseAddress.unsafelyUnwrapped + index
    }

    /// Takes the pointers to the container and its children valid for the question a
    /// kept state answers now. A state the pass cache keeps lives from one question to
    /// the next, and a pointer is only valid in the scope it was handed out in: each
    /// question hands them in anew (the tree does not change during the pass, so they
    /// point at the same nodes).
    @inline(__always)
    mutating func enter(_ node: UnsafePointer<Node>, _ children: UnsafeBufferPointer<Node>) {
        self.node = node
        self.children = children
    }
}

/// A grid's in-flow items, placed, and what is kept of them for measuring.
struct ItemTable: Sequence {
    /// The in-flow children as placed items, in document order.
    var placed = ArenaArray<PlacedItem>()
    /// The numbers of the items that are plain boxes with content (see ``ItemKind/plainWithContent(plain:measured:)``).
    var plainBoxes = ArenaArray<PlainBox>()
    /// The measurements of the items that are measured (see ``ItemKind``).
    var measurements = ArenaArray<ItemMeasurements>()
    /// Children that are absolutely positioned.
    var absoluteChildren: [Int] = []
    /// The items of subgrids among ``placed`` (see ``ItemRole/nested``), after the children.
    var nested = ArenaArray<NestedItem>()
    /// When the cursor placed every item (see ``CellCursor``) and the grid is no
    /// subgrid: whether it filled rows, and the tracks it filled in each.
    var placedInCells: (rowFlow: Bool, width: Int)? = nil
    /// Whether some item is a subgrid.
    var hasSubgrids = false
    /// Whether the items are in document order (else in `order`'s, see ``Style/order``).
    var inDocumentOrder = true
    /// Whether some item takes part in baseline alignment (see ``BaselineSharing``).
    var someAlignByBaseline = false
    /// Whether some item's min-content width can change once the rows are sized (§12.1 step 3).
    var someWidthFollowsRows = false
    /// Whether an item has ``PlacedItem/widthFollowsRowsIsOpen`` (see ``GridState/settleWidthsFollowingRows()``).
    var someWidthFollowsRowsIsOpen = false

    /// An empty table.
    init() {}

    /// An empty table with room for `capacity` items in `arena`.
    init(capacity: Int, in arena: PassArena) {
        placed = ArenaArray(capacity: capacity, in: arena)
    }

    var count: Int { placed.count }
    var indices: Range<Int> { placed.indices }

    @inline(__always)
    subscript(index: Int) -> PlacedItem {
        get { placed[index] }
        nonmutating set { placed[index] = newValue }
    }

    func makeIterator() -> ArenaArray<PlacedItem>.Iterator { placed.makeIterator() }

    /// Appends a placed item (see ``ArenaArray/append(_:in:)``).
    @inline(__always)
    mutating func append(_ item: PlacedItem, in arena: @autoclosure () -> PassArena) {
        placed.append(item, in: arena())
    }

    /// Runs `body` with the placed items in place.
    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<PlacedItem>) throws -> R) rethrows -> R {
        try placed.withUnsafeMutableBufferPointer(body)
    }
}

/// What a run of a grid finds that a later run of the same grid may reuse: the
/// spaces it was sized in and how. Each question a layout pass asks a nested grid
/// starts from the grid's last run (see ``PassCache``); these say how much of it holds.
struct RunMemo {
    /// The auto-repeat counts the current placement was made for (placement is reused while they hold).
    var placedWithRepeatCounts: (Int, Int)? = nil
    /// The content-box size the placement was made in, when a subgrid was placed in an
    /// area of percentage tracks (see ``GridState/placeSubgrids(contentSize:)``): in
    /// another, the subgrids are placed again.
    var subgridsPlacedInPercentages: (width: Double?, height: Double?)? = nil
    /// The content-box spaces of the last run.
    var lastSpaces: (width: AvailableSpace, height: AvailableSpace)? = nil
    /// Whether the height was found from the content (not definite for auto-repeat rows).
    var heightWasIntrinsic = false
    /// The border-box height the container grew to when the last run laid its rows out in
    /// the smaller height its aspect ratio gives: a final layout at that height keeps those
    /// rows (CSS Sizing 4 §5.1, as browsers do).
    var heightGrownFromRatio: Double? = nil
    /// Whether a row of the last run had room below its growth limit after §12.5, in an
    /// indefinite height (where §12.6 then grows every row to its limit). In a definite
    /// height §12.6 may leave such rows short (see ``RowReuse``), so they are not kept.
    var rowsGrewToLimits = false
    /// Whether the last run sized the columns again after the rows (§12.1 step 3).
    var columnsFollowedRows = false
    /// Whether the columns of the last run are final: a run at the same width keeps them
    /// and does not size them again after the rows (§12.1 step 3).
    var columnsAreFinal = false
    /// The border-box width a subgrid on its rows last sized its own columns in for its
    /// parent's first pass (see ``GridState/sizeOwnColumns(width:)``).
    var ownColumnsWidth: Double? = nil
}

/// Buffers the track sizing steps reuse from one step to the next, kept by the pass's
/// arena (``PassArena/scratch``, ``GridState/scratch``).
///
/// A step takes the buffer it needs out of the arena and puts it back when it is done.
/// A nested grid's step, inside its parent's, finds that buffer taken and makes its
/// own, which the next nested grid then reuses; so thousands of nested grids allocate
/// these buffers about once, and their states carry none.
struct ScratchBuffers {
    /// The buffers of a distribution step (§12.5.1).
    var distribution = DistributionBuffers()
    /// The items of one §12.5 step 3–4 group.
    var spanning: [SpanningItem] = []
    /// Item indices (the items crossing flexible tracks).
    var items: [Int] = []
    /// Item indices (the non-spanning items that are not plain boxes, §12.5 step 2).
    var nonSpanningItems: [Int] = []
    /// Item indices and the tracks each spans (the spanning items crossing no flexible
    /// track, §12.5 step 3).
    var spanningItems: [(index: Int, span: Int)] = []
    /// Placement (§8): the in-flow children's lines on each axis, their areas.
    var columnPlacements: [ResolvedPlacement] = []
    var rowPlacements: [ResolvedPlacement] = []
    var areas: [GridArea] = []
}
