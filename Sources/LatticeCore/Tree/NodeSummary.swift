// What a grid reads of each of its items on every layout, summarised once per style.

/// The few facts about a node that a grid container reads for each of its items,
/// worked out when the node's style or measure function is set (see ``Node``).
///
/// A `Style` is hundreds of bytes over about ten cache lines. Most grid items are plain
/// boxes placed automatically; for them placement needs only these bytes, so a pass over
/// 100,000 items reads about a tenth of the tree it would otherwise read.
struct NodeSummary: Sendable {
    // (What placement reads comes first: the flags, the item's placement, the plain numbers.)
    /// Whether the node has a measure function.
    private(set) var hasContent: Bool
    /// Whether its measure function reports baselines (see ``Measure/baselines``).
    private(set) var hasBaselines: Bool
    /// Its `order` (CSS Display §5.4): a grid places its items in increasing order,
    /// then in document order.
    let order: Int32
    /// For an in-flow item without an aspect ratio that is not a grid container, with
    /// `auto` self-alignment, whose placement resolves the same in any grid (no line
    /// names, no negative line numbers): that placement. Its alignment then comes from
    /// the container, and placement reads nothing of its style.
    let itemPlacement: ItemPlacement?
    /// An in-flow box with a usable aspect ratio (a grid with such items has its width
    /// follow its rows, see ``GridState/heightSizesItsRatioItems(_:)``).
    let isInFlowWithRatio: Bool

    /// The box's numbers when its style is that of a plain box (see ``PlainBox``),
    /// whether or not it has content.
    let plainBox: PlainBox?
    /// A plain box's content widths, when its measure function declares them.
    private(set) var contentWidths: Measure.IntrinsicWidths?

    init(style: borrowing Style, measure: Measure?) {
        plainBox = PlainBox(style)
        contentWidths = plainBox == nil ? nil : measure?.intrinsicWidths
        hasContent = measure != nil
        hasBaselines = measure?.baselines != nil
        order = Int32(clamping: style.order)
        if style.display == .block, style.position != .absolute, style.aspectRatio == nil,
           style.justifySelf == nil, style.alignSelf == nil,
           let column = ItemPlacement.independent(style.gridColumn), let row = ItemPlacement.independent(style.gridRow) {
            itemPlacement = ItemPlacement(column: column, row: row)
        } else {
            itemPlacement = nil
        }
        isInFlowWithRatio = style.usableAspectRatio != nil && style.position != .absolute && style.display != .none
    }

    /// The summary of the same style with `measure`: only what the measure function
    /// decides changes (a grid's items get their own measure functions on copies of one
    /// node, and reading the style again for each would cost as much as placing them).
    func with(measure: Measure?) -> NodeSummary {
        var summary = self
        summary.contentWidths = plainBox == nil ? nil : measure?.intrinsicWidths
        summary.hasContent = measure != nil
        summary.hasBaselines = measure?.baselines != nil
        return summary
    }
}

/// An item's placement on both axes, as resolved without its grid (see
/// ``NodeSummary/itemPlacement``).
struct ItemPlacement: Sendable {
    let column: ResolvedPlacement
    let row: ResolvedPlacement

    /// Whether the item is automatic and one track on each axis (see ``CellCursor``).
    @inline(__always)
    var isOneCell: Bool {
        if case .auto(1) = column, case .auto(1) = row { return true }
        return false
    }

    /// The columns an item automatic on both axes and one row tall spans (see
    /// ``CellCursor``); `nil` for any other item.
    @inline(__always)
    var autoColumnSpan: Int? {
        if case .auto(let span) = column, case .auto(1) = row { return Int(span) }
        return nil
    }

    /// `placement` resolved, when that needs nothing of the grid: no line names
    /// (§8.3: they are looked up in the grid), no negative lines (counted from the end
    /// of the explicit grid).
    static func independent(_ placement: GridPlacement) -> ResolvedPlacement? {
        guard let start = UnnamedEdge(placement.start), let end = UnnamedEdge(placement.end),
              !(start.kind == .line && start.value < 0), !(end.kind == .line && end.value < 0) else { return nil }
        return GridPlacement.resolved(start: start, end: end, explicitCount: 0)
    }
}
