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
public struct Node: Sendable {
    /// What a grid reads of this node as an item on every layout (kept up to date with
    /// `style` and `measure`; stored first, in the node's first cache lines).
    private(set) var summary: NodeSummary
    /// The leaf's content; `nil` is no content (zero content size).
    /// (Stored next to the summary: a text leaf's layout reads both, and little else.)
    public var measure: Measure? {
        didSet { summary = NodeSummary(style: style, measure: measure) }
    }
    public var style: Style {
        didSet { summary = NodeSummary(style: style, measure: measure) }
    }
    /// The grid items and absolutely positioned children, in document order.
    /// Only read when `style.display` is `.grid`.
    public var children: [Node]

    public init(style: Style = Style(), children: [Node] = [], measure: Measure? = nil) {
        self.summary = NodeSummary(style: style, measure: measure)
        self.style = style
        self.children = children
        self.measure = measure
    }

    /// The number of nodes in this subtree, this one included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }
}
