// What a grid reads of each of its items on every layout, summarised once per style.

/// The few facts about a node that a grid container reads for each of its items,
/// worked out when the node's style or measure function is set (see ``Node``).
///
/// A `Style` is hundreds of bytes over about ten cache lines. Most grid items are plain
/// boxes placed automatically; for them placement needs only these bytes, so a pass over
/// 100,000 items reads about a tenth of the tree it would otherwise read.
struct NodeSummary: Sendable {
    // (The flags first and the plain numbers next: placement reads the first 80 bytes.)
    /// Whether the node has a measure function.
    let hasContent: Bool
    /// An in-flow item without an aspect ratio that is not a grid container, placed
    /// automatically on both axes (`auto`, or a span without a line name), with `auto`
    /// self-alignment: its alignment comes from the container, its area from
    /// auto-placement with the spans ``autoColumnSpan`` and ``autoRowSpan``.
    let isAutomaticItem: Bool
    let autoColumnSpan: Int32
    let autoRowSpan: Int32
    /// An in-flow box with a usable aspect ratio (a grid with such items has its width
    /// follow its rows, see ``GridState/heightSizesItsRatioItems(_:)``).
    let isInFlowWithRatio: Bool

    /// The box's numbers when its style is that of a plain box (see ``PlainBox``),
    /// whether or not it has content.
    let plainBox: PlainBox?
    /// A plain box's content widths, when its measure function declares them.
    let contentWidths: Measure.IntrinsicWidths?

    init(style: borrowing Style, measure: Measure?) {
        plainBox = PlainBox(style)
        contentWidths = plainBox == nil ? nil : measure?.intrinsicWidths
        hasContent = measure != nil
        // (A placement without lines or names resolves to the same span in any grid.)
        func autoSpan(_ placement: GridPlacement) -> Int32? {
            guard case .auto(let span) = placement.resolved(names: .empty, explicitCount: 0),
                  UnnamedEdge(placement.start) != nil, UnnamedEdge(placement.end) != nil else { return nil }
            return span
        }
        let spans = (autoSpan(style.gridColumn), autoSpan(style.gridRow))
        isAutomaticItem = style.display == .block && style.position != .absolute && style.aspectRatio == nil
            && spans.0 != nil && spans.1 != nil
            && style.justifySelf == nil && style.alignSelf == nil
        autoColumnSpan = spans.0 ?? 1
        autoRowSpan = spans.1 ?? 1
        isInFlowWithRatio = style.usableAspectRatio != nil && style.position != .absolute && style.display != .none
    }
}
