/// A CSS grid container for Lattice content: its template and its items'
/// placement are CSS text, laid out by the engine (CSS Grid Level 2), subgrids
/// included.
///
/// ```swift
/// let page = CSSGrid(columns: "160px 1fr", rows: "56px auto", areas: "'header header' 'sidebar main'", gap: "8px") {
///     Color.blue.gridArea("header")
///     Text("Home About").gridArea("sidebar")
///     Text("Lorem ipsum dolor sit amet").gridArea("main")
/// }
/// let layout = page.layout(in: Size(width: 640, height: 480))
/// layout.children[2].frame   // the main area's item: x 168, y 64, 472 wide
/// ```
///
/// ## The container
/// The grid is a `display: grid` box (or `display: grid-lanes`, a masonry, when its
/// CSS says so) whose containing block is the proposal, as
/// in ``CSSGrid/containerStyle(_:for:)``: an `auto` width fills a definite width
/// proposed, an `auto` height is the content's; with no width proposed (or an
/// infinite one) the grid takes its max-content width, with `0` its min-content
/// width. Every property `Style(css:)` knows is accepted; invalid declarations are
/// dropped and listed in ``errors``, as a browser drops them.
///
/// ## The items
/// Each item is placed by its ``GridContent/gridArea(_:)``,
/// ``GridContent/gridColumn(_:)``, ``GridContent/gridRow(_:)`` and
/// ``GridContent/gridItemStyle(_:)`` (any item property: `align-self`, `width`,
/// `margin`, `order`…), and sized as CSS sizes a box whose content is measured
/// with ``GridContent/sizeThatFits(_:)`` (`nil` for max-content, `0` for
/// min-content, a number for a definite size); its text baselines take part in
/// `align-self: baseline` (``GridContent/textBaselines(at:)``). The exyte and
/// SwiftUI item modifiers (`gridSpan`, `gridCellColumns`…) do not apply here.
///
/// ## Nested grids and subgrids
/// An item that is itself a `CSSGrid` is a grid of this grid's tree, laid out by
/// the engine together with it (not measured as content): its own CSS and its item
/// modifiers make one element's style. With `columns: "subgrid"` (or `rows:`) it is
/// a subgrid (CSS Grid 2 §9): its items sit in this grid's tracks and size them,
/// so rows line up across siblings, the canonical card layout:
///
/// ```swift
/// let cards = CSSGrid(columns: "repeat(3, 1fr)", gap: "16px") {
///     for card in ["A short title", "A title that runs over two lines", "Three"] {
///         CSSGrid("grid-row: span 3; padding: 8px; row-gap: 4px", rows: "subgrid") {
///             Text(card)                                  // the titles' row
///             Text("Body text")                           // the bodies' row
///             Text("Buy").gridItemStyle("align-self: end") // the buttons' row
///         }
///         .background(Color.gray.opacity(0.2))
///     }
/// }
/// ```
///
/// A nested grid stays a grid of the tree through its item modifiers and
/// ``GridContent/background(_:alignment:)`` or ``GridContent/overlay(_:alignment:)``
/// (drawn in its box); wrapped in other content (padding, a frame) it is content
/// measured on its own, and `subgrid` then means `none`, as for a grid that is no
/// grid item: give it padding in its CSS instead.
public struct CSSGrid: GridContent {
    /// The container's CSS as given.
    public private(set) var declarations: CSSDeclarations
    /// The container's style: ``declarations``' style with `display: grid`
    /// (`display: grid-lanes` when declared).
    public private(set) var style: Style
    /// The items, in order.
    public internal(set) var items: [GridElement]

    /// A grid container from a CSS declaration block, then the named properties
    /// (which win over the same properties in `css`), with the items `content` builds.
    ///
    /// - Parameters:
    ///   - css: declarations such as `"grid-template-columns: 1fr 2fr; gap: 8px"`.
    ///   - columns: `grid-template-columns`; `"subgrid"` makes a nested grid a subgrid.
    ///   - rows: `grid-template-rows`.
    ///   - areas: `grid-template-areas`, e.g. `"'header header' 'sidebar main'"`.
    ///   - gap: `gap`: one length, or row then column.
    ///   - content: the items, in document order.
    public init(_ css: String = "", columns: String? = nil, rows: String? = nil, areas: String? = nil,
                gap: String? = nil, @GridBuilder content: () -> GridBuilderResult) {
        self.init(Self.declarations(css, columns: columns, rows: rows, areas: areas, gap: gap),
                  items: content().elements)
    }

    /// A grid container of `declarations` with `items`.
    public init(_ declarations: CSSDeclarations, items: [GridElement]) {
        self.declarations = declarations
        var style = declarations.style
        style.display = Self.containerDisplay(style.display)
        self.style = style
        self.items = items
    }

    /// The display of a grid container declared with `display`: `grid-lanes` (a
    /// masonry, CSS Grid 3) stays, anything else is `grid`.
    ///
    /// ```swift
    /// CSSGrid("display: grid-lanes; grid-template-columns: repeat(3, 1fr)") { … }.style.display   // .gridLanes
    /// ```
    public static func containerDisplay(_ display: Display) -> Display {
        display == .gridLanes ? .gridLanes : .grid
    }

    /// The container's CSS: `css`, then the named properties given.
    public static func declarations(_ css: String, columns: String? = nil, rows: String? = nil, areas: String? = nil,
                                    gap: String? = nil) -> CSSDeclarations {
        CSSDeclarations(css, ["grid-template-columns": columns, "grid-template-rows": rows,
                              "grid-template-areas": areas, "gap": gap])
    }

    /// The container declarations that could not be parsed (and were dropped).
    public var errors: [CSSParseError] { declarations.errors }

    /// Whether its columns or rows are `subgrid`: as an item of a `CSSGrid`, it is a
    /// subgrid on those axes.
    public var isSubgrid: Bool {
        style.gridTemplateColumns.isSubgrid || style.gridTemplateRows.isSubgrid
    }

    /// Lays the grid out in `size`: the engine's layout, whose children are the
    /// items' (in order), a nested grid's children its items'.
    ///
    /// ```swift
    /// let layout = grid.layout(in: Size(width: 400, height: 300))
    /// layout.children[0].frame               // the first item's border box
    /// layout.children[1].children[0].frame   // the first item of a nested grid, in its box
    /// ```
    public func layout(in size: Size) -> NodeLayout {
        layout(proposal: ProposedSize(size))
    }

    /// Lays the grid out for a SwiftUI-style proposal (see ``containerStyle(_:for:)``
    /// and ``availableSize(for:)``).
    public func layout(proposal: ProposedSize) -> NodeLayout {
        node(for: proposal).layout(available: Self.availableSize(for: proposal))
    }

    /// The engine's tree for `proposal`: the container, its items' leaves and its
    /// nested grids with their own items.
    public func node(for proposal: ProposedSize) -> Node {
        var root = Node(style: Self.containerStyle(style, for: proposal))
        root.children = CSSGridTree.children(of: self)
        return root
    }

    /// The container's style for `proposal`: an `auto` width fills a definite width
    /// proposed, as a block-level box fills its containing block.
    public static func containerStyle(_ style: Style, for proposal: ProposedSize) -> Style {
        var container = style
        if container.width == .auto, let width = proposal.width, width.isFinite, width > 0 {
            container.width = .points(width)
        }
        return container
    }

    /// The space a grid is laid out in for `proposal`: `nil` and infinity are
    /// max-content, `0` min-content, a number definite.
    public static func availableSize(for proposal: ProposedSize) -> AvailableSize {
        func space(_ value: Double?) -> AvailableSpace {
            guard let value, value.isFinite else { return .maxContent }
            return value > 0 ? .definite(value) : .minContent
        }
        return AvailableSize(width: space(proposal.width), height: space(proposal.height))
    }

    /// Whether an item of style `item` in a grid of style `container` aligns by its
    /// baselines in its row (`align-self`, else the grid's `align-items`, is
    /// `baseline`, `first baseline` or `last baseline`).
    public static func alignsByBaseline(_ item: Style, in container: Style) -> Bool {
        let alignment = (item.alignSelf ?? container.alignItems).value
        return alignment == .baseline || alignment == .lastBaseline
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(proposal: proposal).frame.size
    }

    /// The grid's baselines (CSS Grid §10.6: its first and last rows' items').
    public func textBaselines(at size: Size) -> Baselines? {
        layout(in: size).baselines
    }

    /// The grid laid out in `frame`: a ``Drawing/Role/grid`` node with one
    /// ``Drawing/Role/gridItem`` child per item, a nested grid's holding its own grid.
    public func drawing(in frame: Rect) -> Drawing {
        let layout = layout(in: frame.size)
        return drawing(layout, in: layout.frame.offsetBy(dx: frame.x, dy: frame.y))
    }

    public var layoutKey: ContentKey? {
        var keys: [ContentKey] = []
        keys.reserveCapacity(items.count)
        for item in items {
            guard let key = item.content.layoutKey else { return nil }
            keys.append(ContentKey(CSSGridItemKey(content: key, attributes: item.attributes.layoutKey)))
        }
        return ContentKey(CSSGridKey(declarations: declarations, items: keys))
    }
}

private struct CSSGridKey: Hashable, Sendable {
    var declarations: CSSDeclarations
    var items: [ContentKey]
}

private struct CSSGridItemKey: Hashable, Sendable {
    var content: ContentKey
    var attributes: GridItemAttributes.LayoutKey
}
