#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
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
/// The grid is a `display: grid` box whose containing block is the proposal,
/// as a block-level element in a page: with a definite width proposed, an
/// `auto` width fills it; an `auto` height is the content's height (write
/// `height: 100%` to fill a proposed height). With no width proposed (or an
/// infinite one) the grid takes its max-content width, with `0` its
/// min-content width. Every property `Style(css:)` knows is accepted
/// (`padding`, `justify-items`, `grid-auto-flow`, …); the container's own
/// `margin` is not used (pad the view with SwiftUI instead).
///
/// ## The items
/// Each subview is a grid item, placed by its ``SwiftUI/View/gridArea(_:)``,
/// ``SwiftUI/View/gridColumn(_:)``, ``SwiftUI/View/gridRow(_:)`` and
/// ``SwiftUI/View/gridItemStyle(_:)`` (any item property: `align-self`,
/// `width`, `margin`, …). Items are sized as CSS sizes boxes, their content
/// measured through `sizeThatFits`: `nil` for max-content, `0` for min-content,
/// a number for a definite size. A stretched item (the default) is proposed
/// its whole area: a flexible view fills it, a fixed one sits at its top-leading
/// corner, as text starts there in a browser.
///
/// ## Invalid CSS
/// As in a browser, an invalid declaration is ignored and the others apply;
/// ``errors`` lists the container's. Item declarations are parsed the same
/// way; check them with `Style(css:)` when one seems ignored.
public struct CSSGridLayout: Layout, Hashable {
    public typealias Cache = LatticeLayoutCache

    /// The container's style, as parsed.
    public private(set) var style: Style
    /// The container declarations that could not be parsed (and were ignored).
    public private(set) var errors: [CSSParseError]

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
        var (style, errors) = CSSText.style(css)
        for (property, value) in [("grid-template-columns", columns), ("grid-template-rows", rows),
                                  ("grid-template-areas", areas), ("gap", gap)] {
            guard let value else { continue }
            do {
                try style.apply(property: property, value: value)
            } catch {
                errors.append(error)
            }
        }
        style.display = .grid
        self.style = style
        self.errors = errors
    }

    /// The container's style for `proposal`: an `auto` width fills a definite width.
    func containerStyle(_ proposal: ProposedSize) -> Style {
        var container = style
        if container.width == .auto, let width = proposal.width, width.isFinite, width > 0 {
            container.width = .points(width)
        }
        return container
    }

    /// The space the container is laid out in: `nil` and infinity are
    /// max-content, `0` min-content, a number definite.
    static func available(_ proposal: ProposedSize) -> AvailableSize {
        func space(_ value: Double?) -> AvailableSpace {
            guard let value, value.isFinite else { return .maxContent }
            return value > 0 ? .definite(value) : .minContent
        }
        return AvailableSize(width: space(proposal.width), height: space(proposal.height))
    }

    /// The engine's layout of the items, whose leaves are `itemNodes` with the
    /// subviews as content, for `proposal`.
    func computeLayout(_ proposal: ProposedSize, subviews: LayoutSubviews, plan: SubviewPlan,
                       itemNodes: [Node]) -> ComputedLayout {
        var children: [Node] = []
        children.reserveCapacity(plan.items.count)
        for (item, index) in plan.items.enumerated() {
            var leaf = itemNodes[item]
            leaf.measure = Measure(SubviewContent(subviews: subviews, index: index))
            children.append(leaf)
        }
        let layout = Node(style: containerStyle(proposal), children: children).layout(available: Self.available(proposal))
        let frames = plan.items.indices.map { $0 < layout.children.count ? layout.children[$0].frame : .zero }
        // A CSS item's decorations fill its box (its area when stretched).
        return ComputedLayout(size: layout.frame.size, frames: frames, cells: frames)
    }

    /// Each item's leaf without content: its style from its CSS modifiers. Items
    /// with the same modifiers share one node, so their style is parsed and stored once.
    static func itemNodes(_ subviews: LayoutSubviews, plan: SubviewPlan) -> [Node] {
        struct Modifiers: Hashable {
            var style: String?
            var area: String?
            var column: String?
            var row: String?
        }
        var nodes: [Modifiers: Node] = [:]
        return plan.items.map { index in
            let subview = subviews[index]
            let modifiers = Modifiers(style: subview[GridItemStyleKey.self], area: subview[GridAreaKey.self],
                                      column: subview[GridColumnKey.self], row: subview[GridRowKey.self])
            if let node = nodes[modifiers] { return node }
            var style = modifiers.style.map { CSSText.style($0).style } ?? Style()
            for (property, value) in [("grid-area", modifiers.area), ("grid-column", modifiers.column),
                                      ("grid-row", modifiers.row)] {
                if let value { try? style.apply(property: property, value: value) }
            }
            // A subview is a leaf: its content is measured, never laid out as a grid.
            if style.display == .grid { style.display = .block }
            let node = Node(style: style)
            nodes[modifiers] = node
            return node
        }
    }

    public func makeCache(subviews: Subviews) -> LatticeLayoutCache {
        let plan = SubviewPlan(subviews)
        return LatticeLayoutCache(plan: plan, itemNodes: Self.itemNodes(subviews, plan: plan))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LatticeLayoutCache) -> CGSize {
        let (plan, nodes) = (cache.plan, cache.itemNodes)
        return Bridge.size(cache.layout(for: proposal) {
            computeLayout($0, subviews: subviews, plan: plan, itemNodes: nodes)
        }.size)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LatticeLayoutCache) {
        let (plan, nodes) = (cache.plan, cache.itemNodes)
        cache.place(in: bounds, proposal: proposal, subviews: subviews) { computeLayout($0, subviews: subviews, plan: plan, itemNodes: nodes) }
    }
}

/// A CSS grid as a SwiftUI view: the template is CSS text.
///
/// ```swift
/// CSSGrid(columns: "repeat(auto-fill, minmax(120px, 1fr))", gap: "8px") {
///     ForEach(photos) { PhotoView($0) }
/// }
///
/// CSSGrid(columns: "160px 1fr", rows: "56px 1fr 40px",
///         areas: "'header header' 'sidebar main' 'footer footer'") {
///     Header().gridArea("header")
///     Sidebar().gridArea("sidebar")
///     Article().gridArea("main")
///     Footer().gridArea("footer")
/// }
/// ```
///
/// See ``CSSGridLayout`` for how the container and its items are sized.
public struct CSSGrid<Content: View>: View {
    /// The layout: the container's CSS.
    public var layout: CSSGridLayout
    /// The items.
    public var content: Content

    /// A CSS grid of the items built by `content`; see ``CSSGridLayout/init(_:columns:rows:areas:gap:)``.
    public init(_ css: String = "", columns: String? = nil, rows: String? = nil, areas: String? = nil,
                gap: String? = nil, @GridBuilder content: () -> Content) {
        layout = CSSGridLayout(css, columns: columns, rows: rows, areas: areas, gap: gap)
        self.content = content()
    }

    public var body: some View {
        layout { content }
    }
}

/// Lenient parsing of a CSS declaration block, as a browser's: invalid
/// declarations are dropped, the others apply in order.
enum CSSText {
    /// The style of the declarations in `text` (applied to `Style()`), and the
    /// errors of the declarations that were dropped.
    static func style(_ text: String) -> (style: Style, errors: [CSSParseError]) {
        do {
            // The whole block at once when it is valid (this keeps a `;` inside a string).
            return (try Style(css: text), [])
        } catch {
            var style = Style()
            var errors: [CSSParseError] = []
            for declaration in text.split(separator: ";") where !declaration.allSatisfy(\.isWhitespace) {
                guard let colon = declaration.firstIndex(of: ":") else {
                    errors.append(CSSParseError(property: "", text: String(declaration), offset: 0,
                                                message: "expected 'property: value'"))
                    continue
                }
                do {
                    try style.apply(property: trimmed(declaration[..<colon]),
                                    value: trimmed(declaration[declaration.index(after: colon)...]))
                } catch {
                    errors.append(error)
                }
            }
            return (style, errors)
        }
    }

    private static func trimmed(_ text: Substring) -> String {
        var slice = text
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
