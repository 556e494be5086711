import Lattice

/// A grid item's baseline as the grid overlay draws it: a line across the item's
/// border box at its first baseline (its last, for an item aligned by its last
/// baseline).
///
/// ```swift
/// // A 40-point-wide item at x 10 whose text has its first baseline 12 below its top at y 4.
/// ItemBaseline(x: 10, y: 16, width: 40, isSynthesized: false)
/// ```
public struct ItemBaseline: Hashable, Sendable {
    /// Where the line starts, relative to the grid's border box.
    public var x: Double
    /// The baseline's height, relative to the grid's border box.
    public var y: Double
    /// The item's width: the line's length.
    public var width: Double
    /// Whether the item has no baseline of its own but aligns by one: CSS synthesizes
    /// it at the bottom edge of its border box (CSS Box Alignment 3 §9.1).
    public var isSynthesized: Bool

    @inlinable
    public init(x: Double, y: Double, width: Double, isSynthesized: Bool) {
        self.x = x
        self.y = y
        self.width = width
        self.isSynthesized = isSynthesized
    }

    /// The baseline of `child`, an item of a grid of style `container`, laid out as
    /// `layout` (its frame relative to the grid's border box): that of its text (a
    /// measured leaf's ``Measure/baselines``) or of its own items (a grid's
    /// ``NodeLayout/baselines``), else, when it aligns by its baseline, a synthesized
    /// one at its bottom edge; `nil` when it has none and does not align by one.
    /// `containingWidth` resolves its padding and border percentages.
    static func of(_ child: Node, in container: Style, layout: NodeLayout, containingWidth: Double?) -> ItemBaseline? {
        let alignment = (child.style.alignSelf ?? container.alignItems).value
        let aligned = alignment == .baseline || alignment == .lastBaseline
        let usesLast = alignment == .lastBaseline
        let frame = layout.frame
        var own: Baselines?
        if child.style.display == .grid || !child.children.isEmpty {
            own = layout.baselines
        } else if let measure = child.measure?.baselines {
            let content = ContentBox.of(frame, style: child.style, containingWidth: containingWidth)
            own = measure(content.size).map {
                Baselines(first: $0.first + content.y - frame.y, last: $0.last + content.y - frame.y)
            }
        }
        if let own {
            return ItemBaseline(x: frame.x, y: frame.y + (usesLast ? own.last : own.first), width: frame.width,
                                isSynthesized: false)
        }
        guard aligned else { return nil }
        return ItemBaseline(x: frame.x, y: frame.maxY, width: frame.width, isSynthesized: true)
    }

    /// The baselines of the items of the grid `node`, laid out as `layout`.
    static func items(of node: Node, layout: NodeLayout, containingWidth: Double?) -> [ItemBaseline] {
        let content = ContentBox.of(layout.frame, style: node.style, containingWidth: containingWidth)
        var baselines: [ItemBaseline] = []
        for (child, childLayout) in zip(node.children, layout.children)
        where child.style.display != .none && child.style.position != .absolute {
            if let baseline = of(child, in: node.style, layout: childLayout, containingWidth: content.width) {
                baselines.append(baseline)
            }
        }
        return baselines
    }
}
