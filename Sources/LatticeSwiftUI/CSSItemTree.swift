#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

/// What a subview of a ``CSSGridLayout`` marks in its grid's tree: the start of a
/// subgrid (the view of the subgrid's box, placed at its border box), or its end.
///
/// A ``CSSGrid`` whose columns or rows are `subgrid` has no layout of its own: like
/// `Group`, its views become subviews of the grid around it, between a start and
/// an end marker, so the grid's engine tree holds the subgrid and its items.
enum CSSSubgridMarker: Hashable, Sendable {
    case start(CSSDeclarations)
    case end
}

enum CSSSubgridMarkerKey: LayoutValueKey {
    static let defaultValue: CSSSubgridMarker? = nil
}

/// A ``CSSGridLayout``'s items as the engine's tree: a leaf per item subview, with
/// its style from its CSS modifiers (items written alike share one node), and a
/// grid node per subgrid, holding the items between its markers.
struct CSSItemTree: Sendable {
    enum Entry: Sendable {
        /// Item `item` (an index into the plan's items): its leaf, without content, at
        /// `leaf` in ``leaves``.
        case leaf(item: Int, leaf: Int)
        /// A subgrid: its start and end markers' items, its node without children,
        /// and what it holds. (Out of line, unlike the leaves: one allocation per
        /// subgrid, none per item.)
        indirect case subgrid(start: Int, end: Int?, node: Node, entries: [Entry])
    }

    /// The grid's own entries.
    var entries: [Entry] = []
    /// The leaves of the items, one per way of writing their CSS.
    var leaves: [Node] = []

    init() {}

    /// A subview's CSS modifiers as written: subviews that say the same share one leaf
    /// (found by their text: their declarations are parsed once).
    private struct ItemCSS: Hashable {
        var style: String?
        var area: String?
        var column: String?
        var row: String?
    }

    init(_ subviews: LayoutSubviews, plan: SubviewPlan) {
        var leafIndices: [ItemCSS: Int] = [:]
        var last: (css: ItemCSS, leaf: Int)?
        // The subgrids open at this point, innermost last, with what they hold so far.
        var open: [(start: Int, node: Node, entries: [Entry])] = []
        var root: [Entry] = []
        func append(_ entry: Entry) {
            if open.isEmpty { root.append(entry) } else { open[open.count - 1].entries.append(entry) }
        }
        func close(end: Int?) {
            let subgrid = open.removeLast()
            append(.subgrid(start: subgrid.start, end: end, node: subgrid.node, entries: subgrid.entries))
        }
        for (item, index) in plan.items.enumerated() {
            let subview = subviews[index]
            switch subview[CSSSubgridMarkerKey.self] {
            case .start(let declarations):
                var style = declarations.style
                style.display = Lattice.CSSGrid.containerDisplay(style.display)
                open.append((item, Node(style: style), []))
            case .end:
                // (An end without a start marks nothing: it is placed with a zero size.)
                if !open.isEmpty { close(end: item) }
            case nil:
                let written = ItemCSS(style: subview[GridItemStyleKey.self], area: subview[GridAreaKey.self],
                                      column: subview[GridColumnKey.self], row: subview[GridRowKey.self])
                // (Subviews alike come in runs: the last one's leaf is looked at first.)
                if let last, last.css == written {
                    append(.leaf(item: item, leaf: last.leaf))
                    continue
                }
                if let leaf = leafIndices[written] {
                    last = (written, leaf)
                    append(.leaf(item: item, leaf: leaf))
                    continue
                }
                var style = CSSDeclarations.item(style: written.style, area: written.area,
                                                 column: written.column, row: written.row).style
                // A subview is a leaf: its content is measured, never laid out as a grid.
                if style.display == .grid || style.display == .gridLanes { style.display = .block }
                leaves.append(Node(style: style))
                leafIndices[written] = leaves.count - 1
                last = (written, leaves.count - 1)
                append(.leaf(item: item, leaf: leaves.count - 1))
            }
        }
        while !open.isEmpty { close(end: nil) }
        entries = root
    }

    /// The engine's nodes of `entries`, in a grid of style `container`: leaves measure
    /// their subviews (plan item `i` is subview `plan.items[i]`), and report their
    /// baselines when they align by them or `reportsBaselines` (their grid's baselines
    /// are asked for, as it is baseline-aligned in its parent).
    func nodes(_ entries: [Entry], container: Style, reportsBaselines: Bool, subviews shared: SubviewContent.Subviews,
               plan: SubviewPlan) -> [Node] {
        entries.map { entry in
            switch entry {
            case .leaf(let item, let leaf):
                var node = leaves[leaf]
                let content = SubviewContent(shared, index: plan.items[item])
                var baselines: (@Sendable (Size) -> Baselines?)? = nil
                if reportsBaselines || Lattice.CSSGrid.alignsByBaseline(node.style, in: container) {
                    baselines = { content.textBaselines(at: $0) }
                }
                node.measure = Measure(baselines: baselines) { content.sizeThatFits(ProposedSize($0)) }
                return node
            case .subgrid(_, _, var node, let inner):
                let aligned = Lattice.CSSGrid.alignsByBaseline(node.style, in: container)
                node.children = nodes(inner, container: node.style, reportsBaselines: aligned, subviews: shared, plan: plan)
                return node
            }
        }
    }

    /// Writes into `frames` (by plan item) the frame of every item of `entries` laid
    /// out as `layout`'s children, relative to the root grid's border box (`origin`
    /// being `layout`'s box there): a leaf its box, a subgrid's start marker the
    /// subgrid's box, its end marker an empty frame at the box's origin.
    static func frames(_ entries: [Entry], layout: NodeLayout, origin: Point, into frames: inout [Rect]) {
        for (entry, child) in zip(entries, layout.children) {
            let box = child.frame.offsetBy(dx: origin.x, dy: origin.y)
            switch entry {
            case .leaf(let item, _):
                frames[item] = box
            case .subgrid(let start, let end, _, let inner):
                frames[start] = box
                if let end { frames[end] = Rect(origin: box.origin, size: .zero) }
                Self.frames(inner, layout: child, origin: box.origin, into: &frames)
            }
        }
    }
}
