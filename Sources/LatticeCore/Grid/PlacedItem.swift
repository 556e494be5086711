// CSS Grid §6: a grid item's state during one run of the grid algorithm.

/// The tracks an in-flow item spans on one axis: `start ..< end`, indices into that
/// axis's tracks (implicit tracks before the explicit grid come first, so these are
/// not grid lines). 32 bits each: grid lines stop at ±10,000,000.
struct TrackSpan: Hashable {
    private var bounds: (start: Int32, end: Int32)

    init(_ start: Int, _ end: Int) {
        bounds = (Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: end))
    }

    /// The first spanned track.
    var start: Int { Int(bounds.start) }
    /// The track after the last spanned one.
    var end: Int { Int(bounds.end) }
    /// The number of tracks spanned.
    var count: Int { end - start }
    var range: Range<Int> { start ..< end }

    static func == (a: TrackSpan, b: TrackSpan) -> Bool { a.bounds == b.bounds }
    func hash(into hasher: inout Hasher) {
        hasher.combine(bounds.start)
        hasher.combine(bounds.end)
    }
}

/// What an item is, which says where its numbers are read from and which of them
/// are fixed from placement on.
///
/// A *plain box* (see ``PlainBox``) is sized from a few numbers rather than its style;
/// one without content contributes the same outer size whatever is asked (§12.3), set
/// once at placement and never measured.
enum ItemKind: Equatable {
    /// A plain box without content, without margins, left to right: its final frame
    /// needs nothing but the item (its outer sizes are its border-box sizes), so a
    /// grid's last pass over its items does not read their nodes. An `auto` size is
    /// its padding and border, stretched in the final layout when its alignment stretches.
    case bare(widthIsAuto: Bool, heightIsAuto: Bool)
    /// A plain box without content: only its final layout reads its numbers, from its
    /// node's summary.
    case plainWithoutContent
    /// A plain box with content: its numbers are at ``ItemTable/plainBoxes``[`plain`]
    /// (read there, not from the node, by the passes that measure it), and what is
    /// measured of it at ``ItemTable/measurements``[`measured`].
    case plainWithContent(plain: Int32, measured: Int32)
    /// Any other item, measured through its node; what is measured of it is at
    /// ``ItemTable/measurements``[`measured`].
    case measured(Int32)
}

/// An in-flow child of the grid container, placed: the tracks it spans and the
/// intrinsic size contributions measured so far.
///
/// 64 bytes: the passes over a grid's items read what every item needs from here, and
/// the rest from ``ItemMeasurements``.
struct PlacedItem {
    private var childIndex: Int32
    /// The spanned tracks.
    var columns: TrackSpan
    var rows: TrackSpan
    /// `justify-self` / `align-self` with `auto` resolved to the container's `*-items`.
    var justify: ItemAlignment
    var align: ItemAlignment
    var kind: ItemKind

    /// Whether the item's width follows from its height (an aspect ratio, or an auto-width
    /// grid of ratio items), and whether its min-content width can change once the rows
    /// are sized (that, or a column-flow grid; §12.1 step 3). Set at placement, for an
    /// auto-width grid once measured (see ``widthFollowsRowsIsOpen``). (Any ratio counts
    /// here: an unusable one, which behaves as `auto`, only costs a measurement more.)
    var widthFromHeight = false
    var widthFollowsRows = false
    /// Whether ``widthFromHeight`` and ``widthFollowsRows`` are still to be settled (an
    /// auto-width grid: see ``GridState/settleWidthFollowsRows(_:)``); false until then.
    var widthFollowsRowsIsOpen = false
    /// A plain box with content whose width contributions are known from its numbers
    /// (a set width, or content that declares its widths): set at placement and never
    /// measured (see ``Measure/IntrinsicWidths``).
    var widthsFixed = false
    /// Whether the automatic minimum size applies on the axis being sized (§6.6).
    var automaticMinimumApplies = false
    /// The baseline the item aligns by in its row, when it takes part in baseline
    /// alignment (§10.6).
    var baselineSharing = BaselineSharing.none
    /// Whether the item is a subgrid, or an item of one, and the axes it sizes no track
    /// of (see ``ItemRole``).
    var role = ItemRole()

    // The min-content width and content height contributions (outer sizes, margins
    // included), NaN until measured; a plain box's fixed outer sizes. (Kept here, the
    // rest in ``ItemMeasurements``: every pass over the items reads these few bytes.)
    var minContentWidth = Double.nan
    var contentHeight = Double.nan
    /// The minimum contribution to the columns (§12.3) of an item whose widths are
    /// fixed (``widthsFixed``): worked out in the pass over the items that begins the
    /// columns' sizing (it depends on the tracks spanned), so that the steps asking for
    /// it item by item read nothing else.
    var fixedMinimumWidth = Double.nan

    /// An item in `cell` (its tracks when placed cell by cell, see ``CellCursor``; any
    /// cell when its tracks are set once the grid is placed).
    init(child: Int, cell: CellCursor.Cell, justify: ItemAlignment, align: ItemAlignment, kind: ItemKind) {
        childIndex = Int32(truncatingIfNeeded: child)
        columns = TrackSpan(Int(cell.column), Int(cell.column) + Int(cell.columns))
        rows = TrackSpan(Int(cell.row), Int(cell.row) + 1)
        self.justify = justify
        self.align = align
        self.kind = kind
    }

    /// Index into the container's `children`; for a ``ItemRole/nested`` item, into
    /// ``ItemTable/nested``.
    var child: Int { Int(childIndex) }

    /// Whether the item sizes the tracks of `axis` (§12.3): a subgrid does not on its
    /// subgridded axes (its items do), an item of a subgrid only on those (CSS Grid 2 §9).
    @inline(__always)
    func sizesTracks(_ axis: Axis) -> Bool {
        !role.contains(axis == .horizontal ? .skipsColumns : .skipsRows)
    }
    /// Whether the item is an item of a subgrid, sizing this grid's tracks (see ``ItemRole/nested``).
    @inline(__always)
    var isNested: Bool { role.contains(.nested) }
    /// Whether the item is a subgrid (see ``ItemRole/subgrid``).
    @inline(__always)
    var isSubgrid: Bool { role.contains(.subgrid) }

    /// A plain box without content: its contributions are its fixed outer sizes, set
    /// at placement (``minContentWidth``, ``contentHeight``); it has no measurements.
    @inline(__always)
    var hasFixedContributions: Bool {
        switch kind {
        case .bare, .plainWithoutContent: return true
        case .plainWithContent, .measured: return false
        }
    }
    /// A plain box, with or without content.
    @inline(__always)
    var isPlain: Bool {
        if case .measured = kind { return false }
        return true
    }
    @inline(__always)
    var isBare: Bool {
        if case .bare = kind { return true }
        return false
    }
    /// Index into ``ItemTable/measurements``; -1 for an item with fixed contributions.
    @inline(__always)
    var measured: Int {
        switch kind {
        case .plainWithContent(_, let measured), .measured(let measured): return Int(measured)
        case .bare, .plainWithoutContent: return -1
        }
    }

    @inline(__always)
    func span(_ axis: Axis) -> TrackSpan { axis == .horizontal ? columns : rows }
    @inline(__always)
    func start(_ axis: Axis) -> Int { span(axis).start }
    @inline(__always)
    func end(_ axis: Axis) -> Int { span(axis).end }
    @inline(__always)
    func alignment(_ axis: Axis) -> ItemAlignment { axis == .horizontal ? justify : align }
}

/// What an item is to a grid with subgrids (CSS Grid 2 §9): a subgrid, whose subgridded
/// axes are sized by its own items; or one of those items, standing in the grid's items
/// to size those tracks. (All empty for an ordinary item.)
struct ItemRole: OptionSet {
    let rawValue: UInt8

    /// A subgrid: it lays out through the state ``ItemMeasurements/state`` holds, made
    /// when the grid is placed (see ``GridState/placeSubgrids()``).
    static let subgrid = ItemRole(rawValue: 1)
    /// An item of a subgrid (or of a subgrid of a subgrid …): not a child of this grid,
    /// it sizes the tracks it spans on the subgridded axes (see ``NestedItem``); the
    /// subgrid lays it out.
    static let nested = ItemRole(rawValue: 2)
    /// The item sizes no column (a subgrid of the columns, or an item of a subgrid of the rows only).
    static let skipsColumns = ItemRole(rawValue: 4)
    /// The item sizes no row.
    static let skipsRows = ItemRole(rawValue: 8)
    /// A nested item standing for a subgrid's margin, border and padding at one edge
    /// (see ``NestedItem/startEdge``). It grows the track at that edge as items do,
    /// but, as in browsers, the size of `fr` is found without it (§12.7.1).
    static let subgridEdge = ItemRole(rawValue: 16)

    /// `.skipsColumns` or `.skipsRows`.
    @inline(__always)
    static func skips(_ axis: Axis) -> ItemRole { axis == .horizontal ? .skipsColumns : .skipsRows }
}

/// An item of a subgrid, as one of the parent grid's items (see ``ItemRole/nested``):
/// where it is, and what the parent's passes over its items read of it without going
/// to the subgrid.
struct NestedItem {
    /// The subgrid, an index into the parent's items.
    var subgrid: Int32
    /// The item, an index into the subgrid's items; or one of the subgrid's edges
    /// (``startEdge``, ``endEdge``, ``bothEdges``): an item of its margin, border and
    /// padding there, in the track at that edge.
    var local: Int32
    /// Whether the item is a scroll container, and whether the automatic minimum size
    /// applies to it, on each axis (§6.6).
    var isScrollContainer: (columns: Bool, rows: Bool)
    var hasAutomaticMinimum: (columns: Bool, rows: Bool)
    /// For an item standing for a subgrid's edge (see ``ItemRole/subgridEdge``): whether
    /// it is in this grid's track at the subgrid's start side, at its end side (both,
    /// for a subgrid of one track), in this grid's direction. Flattened into the
    /// parent's parent, it takes on that side only what the parent adds to an item's
    /// margin (the parent's edge there, or half the difference of the gutters).
    var edgeSides: (start: Bool, end: Bool) = (false, false)

    static let startEdge: Int32 = -1
    static let endEdge: Int32 = -2
    /// Both edges of a subgrid of one track.
    static let bothEdges: Int32 = -3
}

/// The measurements of an item that is not a plain box without content, beside those
/// in ``PlacedItem``: the rest of its contributions and what they were measured under.
struct ItemMeasurements {
    var maxContentWidth = Double.nan
    /// The height the width contributions were measured with (a known height, else the
    /// available one), for the max-content width measured later.
    var widthKnownHeight: Double? = nil
    var minimumWidth = Double.nan
    /// The available height the width contributions were measured with.
    var widthKey = Double.nan
    var minimumHeight = Double.nan
    /// The area width the height contributions were measured at.
    var heightKey = Double.nan
    /// The stretch-fit limit of the area on the axis being sized when every spanned
    /// track has a fixed max (for the automatic minimum, §6.6).
    var automaticMinimumLimit = Double.infinity
    /// The item's own state when it is a grid, kept by the pass between the questions
    /// this grid asks it (see ``PassCache``).
    var state: UnsafeMutablePointer<GridState>? = nil
    /// For a baseline-aligned item: its margin box above its first baseline (or below its
    /// last), at the area width `baselineKey`, and the shim that lines it up with its
    /// group (§10.6, see ``GridState/alignBaselines()``).
    var baselineExtent = Double.nan
    var baselineKey = Double.nan
    var baselineShim = 0.0
}

/// The kind of intrinsic contribution the track sizing algorithm asks for (§12.3).
enum ContributionKind {
    case minimum
    case minContent
    case maxContent
}

/// An item of one group of §12.5 steps 3–4, as the distribution reads it: compact, so
/// that the steps' passes over a large group read little.
struct SpanningItem {
    private var indices: (item: Int32, start: Int32, end: Int32)
    /// A plain box's contribution (the same for every kind), NaN for other items.
    var fixedContribution: Double

    /// Index into the grid's items.
    var index: Int { Int(indices.item) }
    /// The spanned tracks on the axis being sized.
    var start: Int { Int(indices.start) }
    var end: Int { Int(indices.end) }

    init(index: Int, start: Int, end: Int, fixedContribution: Double) {
        indices = (Int32(truncatingIfNeeded: index), Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: end))
        self.fixedContribution = fixedContribution
    }
}
