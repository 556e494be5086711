/// A box to lay out: a style, and either children (a grid container) or a
/// measured leaf.
///
/// ```swift
/// let grid = Node(style: gridStyle, children: [
///     Node(style: Style(), measure: .words([60, 50, 40], lineHeight: 10)),
///     Node(style: fixedStyle),
/// ])
/// let layout = grid.layout(available: .init(width: .definite(800), height: .definite(600)))
/// ```
///
/// Copies of a node share its style until one sets it: for many nodes of one style,
/// copy one and give each its children or content. A layout then reads that style
/// from memory once, not once per node (at tens of thousands of nodes, a real
/// difference):
///
/// ```swift
/// let template = Node(style: cellStyle)
/// let cells = texts.map { text in
///     var cell = template
///     cell.measure = .words(text.wordWidths, lineHeight: 16)
///     return cell
/// }
/// ```
public struct Node: Sendable {
    /// What a grid reads of this node as an item on every layout (kept up to date with
    /// `style` and `measure`; stored first, in the node's first cache lines).
    private(set) var summary: NodeSummary
    /// The leaf's content; `nil` is no content (zero content size).
    /// (Stored next to the summary: a text leaf's layout reads both, and little else.)
    public var measure: Measure? {
        didSet { summary = summary.with(measure: measure) }
    }
    /// The style, kept out of line (see ``StyleBox``).
    private var styleBox: StyleBox
    /// The box's CSS properties. Setting them (or any one of them) keeps the node's
    /// summary up to date; copies of a node share a style until one of them sets it.
    public var style: Style {
        _read { yield styleBox.style }
        set {
            styleBox = StyleBox(newValue)
            summary = NodeSummary(style: newValue, measure: measure)
        }
    }
    /// The grid items and absolutely positioned children, in document order.
    /// Only read when `style.display` is `.grid` or `.gridLanes`.
    public var children: [Node]

    public init(style: Style = Style(), children: [Node] = [], measure: Measure? = nil) {
        self.summary = NodeSummary(style: style, measure: measure)
        self.styleBox = StyleBox(style)
        self.children = children
        self.measure = measure
    }

    /// The number of nodes in this subtree, this one included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }

    /// Whether `other` has this very style storage (then their styles are equal).
    func sharesStyle(with other: Node) -> Bool { styleBox === other.styleBox }

    /// A grid's explicit tracks on `axis` when its track list has no auto-repeat (then
    /// they do not depend on the container's size): expanded once per style, shared by
    /// every node of that style and every run (see ``StyleBox``).
    @inline(__always)
    func fixedExplicitTracks(_ axis: Axis) -> ExplicitTracks? {
        axis == .horizontal ? styleBox.fixedColumns : styleBox.fixedRows
    }
}

/// A node's style, out of line: a `Style` is over 600 bytes, and most of a large
/// grid's items are laid out from their summary alone. With the style inline, a
/// pass over 100,000 children would stride through 80 MB to read a few bytes of
/// each; with it here, a node is under 200 bytes. Immutable: setting a style stores
/// a new box, so nodes keep value semantics.
///
/// A grid container's box also keeps its explicit tracks when its track lists have no
/// auto-repeat: a thousand nested grids of one style then expand their lists once,
/// not once each per layout.
final class StyleBox: Sendable {
    let style: Style
    /// The explicit tracks of `grid-template-columns` and `-rows` (§7.1) for a grid
    /// whose list has no auto-repeat, else `nil`.
    let fixedColumns: ExplicitTracks?
    let fixedRows: ExplicitTracks?

    init(_ style: Style) {
        self.style = style
        func fixed(_ list: TrackList) -> ExplicitTracks? {
            guard style.display.hasItems, !list.hasAutoRepeat else { return nil }
            return expandTrackList(list, size: nil, maxSize: nil, minSize: nil, gap: 0)
        }
        fixedColumns = fixed(style.gridTemplateColumns)
        fixedRows = fixed(style.gridTemplateRows)
    }
}
