/// A grid that grows vertically, as SwiftUI's `LazyVGrid`: its columns come
/// from ``GridItem``s, its items fill the rows in order.
///
/// ```swift
/// let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
///     ForEach(0..<9) { _ in Color.orange.frame(height: 40) }
/// }
/// let result = grid.layout(in: Size(width: 200, height: 600))
/// result.columns?.sizes // [70, 57, 57]
/// ```
///
/// ## Layout
/// - The columns are ``LazyGridTrack/resolve(_:length:)`` of `columns` in the
///   offered width (SwiftUI's algorithm: spacings first, fixed columns, then the
///   others in order, each taking `remaining / columns left`).
/// - Items fill the rows left to right, then top to bottom. Each is offered its
///   column's width and no height (SwiftUI proposes `nil`), so it takes its ideal
///   height; a row is as tall as its tallest item; items are aligned in their
///   cells by their column's ``GridItem/alignment`` (`.center` by default).
/// - Rows are `spacing` apart (8 when `nil`).
/// - The grid is as wide as the width offered and its columns sit in it by
///   `alignment`; with no width offered it is as wide as its columns (flexible
///   columns at their minimum, adaptive items one column at their minimum). It is
///   as tall as its rows.
///
/// Apple documents `alignment` as "the alignment of the grid within its parent
/// view" and `spacing` as the spacing after the grid; in SwiftUI `spacing` is
/// the space between rows, and Lattice follows that.
///
/// ## How it maps onto CSS Grid
/// `grid-template-columns` are the resolved widths (with a spacing track between
/// two columns when their spacings differ, else `column-gap`), rows are
/// `grid-auto-rows: auto` with `row-gap: spacing`, items sit on explicit lines,
/// `justify-content` is `alignment`, and items are sized with ``ItemSizing/offerCell``.
///
/// For very long grids, lay out only what is visible with
/// ``window(rowHeight:width:)`` (see ``LazyGridWindow``).
public struct LazyVGrid: ProposalLaidOutGrid {
    /// The columns.
    public var columns: [GridItem]
    /// Where the columns sit when the grid is wider than them.
    public var alignment: HorizontalAlignment
    /// The space between rows; `nil` is 8.
    public var spacing: Double?
    /// The items, in order.
    public internal(set) var items: [GridElement] {
        didSet {
            ids = GridElement.ids(of: items)
            keptNodes = KeptItemNodes()
        }
    }
    /// Each item's identity: its id from data, else its position (kept with the items:
    /// every layout's result shares it).
    public private(set) var ids: [GridItemID]
    /// The engine's leaves for the items, from the last layout (see ``KeptItemNodes``).
    var keptNodes = KeptItemNodes<LazyGridLayout.NodesKey, LazyGridLayout.Nodes>()

    /// A grid of the items built by `content` in `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @GridBuilder content: () -> GridBuilderResult) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.items = content().elements
        ids = GridElement.ids(of: items)
    }

    /// A grid with no items: a description of columns, for ``window(count:rowHeight:width:)``.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.init(columns: columns, alignment: alignment, spacing: spacing) { GridGroup.empty }
    }

    var engine: LazyGridLayout {
        LazyGridLayout(fixedAxis: .horizontal, items: items, gridItems: columns,
                       lineSpacing: spacing ?? GridItem.defaultSpacing, alignment: alignment.fraction, ids: ids,
                       keptNodes: keptNodes)
    }

    /// The resolved columns for a grid `width` points wide.
    public func tracks(width: Double?) -> [LazyGridTrack] {
        engine.tracks(length: width).tracks
    }


    /// Lays the grid out for a proposal (only the width matters; `nil` or
    /// infinity is no width).
    public func layout(proposal: ProposedSize) -> GridLayoutResult {
        engine.layout(proposal: proposal)
    }

    public var layoutKey: ContentKey? { engine.layoutKey }
}
