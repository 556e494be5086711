#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.VerticalAlignment
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.VerticalAlignment
#endif
import Lattice

/// A CSS grid container as a SwiftUI `Layout`: its template is CSS text, laid
/// out by Lattice's engine (CSS Grid Level 2) with each subview as a grid item.
///
/// ```swift
/// CSSGridLayout(columns: "repeat(auto-fill, minmax(120px, 1fr))", gap: "8px") {
///     ForEach(cards) { CardView($0) }
/// }
///
/// CSSGridLayout("grid-template: 'header header' 56px 'sidebar main' 1fr / 160px 1fr; gap: 8px") {
///     Header().gridArea("header")
///     Sidebar().gridArea("sidebar")
///     Content().gridArea("main")
/// }
/// ```
///
/// ## The container
/// The grid is a `display: grid` box (`display: grid-lanes`, a masonry, when its
/// CSS says so) whose containing block is the proposal,
/// as a block-level element in a page: with a definite width proposed, an
/// `auto` width fills it; an `auto` height is the content's height (write
/// `height: 100%` to fill a proposed height). With no width proposed (or an
/// infinite one) the grid takes its max-content width, with `0` its
/// min-content width. Every property `Style(css:)` knows is accepted
/// (`padding`, `justify-items`, `grid-auto-flow`, …); the container's own
/// `margin` is not used (pad the view with SwiftUI instead).
///
/// ## The items
/// Each subview is a grid item, placed by its `gridArea(_:)`,
/// `gridColumn(_:)`, `gridRow(_:)` and
/// `gridItemStyle(_:)` (any item property: `align-self`,
/// `width`, `margin`, …). Items are sized as CSS sizes boxes, their content
/// measured through `sizeThatFits`: `nil` for max-content, `0` for min-content,
/// a number for a definite size. A stretched item (the default) is proposed
/// its whole area: a flexible view fills it, a fixed one sits at its top-leading
/// corner, as text starts there in a browser.
///
/// Items aligned by `align-self: baseline` (or `last baseline`, or the grid's
/// `align-items`) line up the text baselines of each row: the engine asks those
/// subviews their `dimensions(in:)` and reads `[.firstTextBaseline]` and
/// `[.lastTextBaseline]`.
///
/// ## Subgrids
/// The subviews of a ``CSSGrid`` whose columns or rows are `subgrid` are this
/// layout's subviews too, between two markers: the layout lays the subgrid and
/// its items out as one engine tree (CSS Grid 2 §9) and places each of them
/// where the engine puts it. See ``CSSGrid``.
///
/// ## Invalid CSS
/// As in a browser, an invalid declaration is ignored and the others apply;
/// ``errors`` lists the container's. Item declarations are parsed the same
/// way (see `CSSDeclarations`); check them with `Style(css:)` when one seems ignored.
public struct CSSGridLayout: Layout, Hashable {
    public typealias Cache = LatticeLayoutCache

    /// The container's CSS as given.
    public let declarations: CSSDeclarations
    /// The container's style, as parsed (`display: grid`, or `grid-lanes` when declared).
    public let style: Style
    /// The container declarations that could not be parsed (and were ignored).
    public var errors: [CSSParseError] { declarations.errors }

    /// A grid container from a CSS declaration block, then the named properties
    /// (which win over the same properties in `css`).
    ///
    /// - Parameters:
    ///   - css: declarations such as `"grid-template-columns: 1fr 2fr; gap: 8px"`.
    ///   - columns: `grid-template-columns`.
    ///   - rows: `grid-template-rows`.
    ///   - areas: `grid-template-areas`, e.g. `"'header header' 'sidebar main'"`.
    ///   - gap: `gap`: one length, or row then column.
    public init(_ css: String = "", columns: String? = nil, rows: String? = nil, areas: String? = nil,
                gap: String? = nil) {
        let declarations = Lattice.CSSGrid.declarations(css, columns: columns, rows: rows, areas: areas, gap: gap)
        self.declarations = declarations
        style = Lattice.CSSGrid(declarations, items: []).style
    }

    /// The container, without items.
    private var container: Lattice.CSSGrid { Lattice.CSSGrid(declarations, items: []) }

    /// Whether its columns or rows are `subgrid`: as a ``CSSGrid`` in a `CSSGrid`,
    /// it is a subgrid of it.
    public var isSubgrid: Bool { container.isSubgrid }

    /// The engine's layout of the items (the leaves and subgrids of `tree`, the
    /// subviews as content) for `proposal`.
    func computeLayout(_ proposal: ProposedSize, subviews: LayoutSubviews, plan: SubviewPlan,
                       tree: CSSItemTree, kept: KeptSubviewGrid) -> ComputedLayout {
        var root = Node(style: Lattice.CSSGrid.containerStyle(style, for: proposal))
        root.children = kept.grid(subviews) { shared in
            tree.nodes(tree.entries, container: style, reportsBaselines: false, subviews: shared, plan: plan)
        }
        let layout = root.layout(available: Lattice.CSSGrid.availableSize(for: proposal))
        var frames = [Rect](repeating: .zero, count: plan.items.count)
        CSSItemTree.frames(tree.entries, layout: layout, origin: .zero, into: &frames)
        // A CSS item's decorations fill its box (its area when stretched).
        return ComputedLayout(size: layout.frame.size, frames: frames, cells: frames)
    }

    public func makeCache(subviews: Subviews) -> LatticeLayoutCache {
        let plan = SubviewPlan(subviews)
        return LatticeLayoutCache(plan: plan, cssItems: CSSItemTree(subviews, plan: plan))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LatticeLayoutCache) -> CGSize {
        let (plan, tree, kept) = (cache.plan, cache.cssItems, cache.kept)
        return Bridge.size(cache.layout(for: proposal) {
            computeLayout($0, subviews: subviews, plan: plan, tree: tree, kept: kept)
        }.size)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LatticeLayoutCache) {
        let (plan, tree, kept) = (cache.plan, cache.cssItems, cache.kept)
        cache.place(in: bounds, proposal: proposal, subviews: subviews) {
            computeLayout($0, subviews: subviews, plan: plan, tree: tree, kept: kept)
        }
    }

    /// The grid's first or last text baseline: its top row's leading item's (see
    /// ``LatticeLayoutCache``), so that a stack aligned by `.firstTextBaseline` lines
    /// the grid up with its neighbours' text.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout LatticeLayoutCache) -> CGFloat? {
        let (plan, tree, kept) = (cache.plan, cache.cssItems, cache.kept)
        return cache.textBaseline(of: guide, in: bounds, proposal: proposal, subviews: subviews) {
            computeLayout($0, subviews: subviews, plan: plan, tree: tree, kept: kept)
        }
    }
}
