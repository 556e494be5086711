// CSS Grid §6: a grid item's state during one run of the grid algorithm.

/// An in-flow child of the grid container, with its area (as track indices) and
/// the intrinsic size contributions measured so far.
struct GridItem {
    // (Indices are stored in 32 bits: grid lines stop at ±10,000,000, and a smaller
    // item is less to read on every pass over a grid's items.)
    private var childIndex: Int32
    private var lines: (columnStart: Int32, columnEnd: Int32, rowStart: Int32, rowEnd: Int32)

    /// Index into the container's `children`.
    var child: Int { Int(childIndex) }
    /// The spanned tracks: `columnStart ..< columnEnd`, `rowStart ..< rowEnd`.
    var columnStart: Int { Int(lines.columnStart) }
    var columnEnd: Int { Int(lines.columnEnd) }
    var rowStart: Int { Int(lines.rowStart) }
    var rowEnd: Int { Int(lines.rowEnd) }
    /// `justify-self` / `align-self` with `auto` resolved to the container's `*-items`.
    var justify: ItemAlignment
    var align: ItemAlignment
    /// Where the item's numbers are in ``GridState/plainBoxes`` when it is a plain box
    /// with content (see ``PlainBox``): the passes that measure it read them there, not
    /// from the node (at 100,000 items, each read of a node is a read from memory).
    /// ``plainInSummary`` for a plain box without content (its contributions are set at
    /// placement; only its final layout reads its numbers, from its node's summary),
    /// or ``bare`` for one whose final layout needs no numbers; ``notPlain`` for any
    /// other item.
    var plainIndex: Int32 = GridItem.notPlain
    static let notPlain: Int32 = -1
    static let plainInSummary: Int32 = -2
    /// A plain box without content, without margins, left to right: its final frame
    /// needs nothing but the item (its outer sizes are its border-box sizes; see
    /// ``widthIsAuto``), so a grid's last pass over its items does not read their nodes.
    static let bare: Int32 = -3

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
    /// Whether the item is ``bare``.
    var isBare: Bool { plainIndex <= GridItem.bare }
    /// For a ``bare`` item: whether its width (height) is `auto`, its outer size then
    /// its padding and border, stretched in the final layout when its alignment
    /// stretches; else its outer size is its set size. (Kept in ``plainIndex``, below
    /// ``bare``: placement then writes one field for it.)
    var widthIsAuto: Bool { (GridItem.bare - plainIndex) & 1 != 0 }
    var heightIsAuto: Bool { (GridItem.bare - plainIndex) & 2 != 0 }

    /// Makes the item ``bare``.
    @inline(__always)
    mutating func makeBare(widthIsAuto: Bool, heightIsAuto: Bool) {
        plainIndex = GridItem.bare - (widthIsAuto ? 1 : 0) - (heightIsAuto ? 2 : 0)
    }
    /// Where the item's other measurements are in ``GridState/measurements`` (see
    /// ``ItemMeasurements``), -1 for a plain box without content: its contributions
    /// are set once, at placement, and never measured.
    var measuredIndex: Int32 = -1

    // The min-content width and content height contributions (outer sizes, margins
    // included), NaN until measured; a plain box's fixed outer sizes. (Kept here, the
    // rest in ``ItemMeasurements``: every pass over the items reads these few bytes.)
    var minContentWidth = Double.nan
    var contentHeight = Double.nan
    /// The minimum contribution to the columns (§12.3) of an item whose widths are
    /// fixed (``widthsFixed``): worked out in the pass over the items that begins the
    /// columns' sizing (it depends on the tracks spanned), so that the steps asking for
    /// it item by item read nothing else (with it, the item is 64 bytes).
    var fixedMinimumWidth = Double.nan

    /// An item in `cell` (its tracks when placed cell by cell, see ``CellCursor``; any
    /// cell when its tracks are set once the grid is placed).
    init(child: Int, cell: CellCursor.Cell, justify: ItemAlignment, align: ItemAlignment) {
        childIndex = Int32(truncatingIfNeeded: child)
        lines = (cell.column, cell.column &+ 1, cell.row, cell.row &+ 1)
        self.justify = justify
        self.align = align
    }

    /// Sets the spanned tracks (once the grid is placed).
    mutating func setTracks(columnStart: Int, columnEnd: Int, rowStart: Int, rowEnd: Int) {
        lines = (Int32(truncatingIfNeeded: columnStart), Int32(truncatingIfNeeded: columnEnd),
                 Int32(truncatingIfNeeded: rowStart), Int32(truncatingIfNeeded: rowEnd))
    }

    /// A plain box without content (its contributions are fixed).
    @inline(__always)
    var isSimple: Bool { measuredIndex < 0 }
    /// A plain box, with or without content.
    @inline(__always)
    var isPlain: Bool { plainIndex != GridItem.notPlain }
    @inline(__always)
    func start(_ axis: Axis) -> Int { axis == .horizontal ? columnStart : rowStart }
    @inline(__always)
    func end(_ axis: Axis) -> Int { axis == .horizontal ? columnEnd : rowEnd }
    @inline(__always)
    func span(_ axis: Axis) -> Int { end(axis) - start(axis) }
    @inline(__always)
    func alignment(_ axis: Axis) -> ItemAlignment { axis == .horizontal ? justify : align }

    /// Index into ``GridState/measurements`` (the item is not a plain box without content).
    @inline(__always)
    var measured: Int { Int(measuredIndex) }
}

/// The measurements of an item that is not a plain box without content, beside those
/// in ``GridItem``: the rest of its contributions and what they were measured under.
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
