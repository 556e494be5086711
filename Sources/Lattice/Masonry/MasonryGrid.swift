/// A masonry (waterfall) grid: items stacked in lanes, each going to the lane
/// whose items end first, as CSS `display: grid-lanes` lays them out.
///
/// The lanes are described as `LazyVGrid`'s columns (or `LazyHGrid`'s rows), with
/// ``GridItem``s:
///
/// ```swift
/// let wall = MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) {
///     ForEach(photos) { photo in Rectangle().fill(photo.color).frame(height: photo.height) }
///     Text("Featured").padding(8).gridSpan(column: 2)     // across two lanes
///     Color.orange.frame(height: 120).gridStart(column: 0) // in the first lane
/// }
/// let result = wall.layout(in: Size(width: 700, height: 0))
/// result.columns?.sizes     // four lanes of (700 − 3 × 8) / 4 = 169
/// ```
///
/// ## Layout
/// - The lanes are ``LazyGridTrack/resolve(_:length:)`` of the grid items in the
///   offered width (a lazy grid's column rules), placed in it by `alignment`.
/// - Each item, in order, goes to the lane (or the run of lanes, for
///   ``GridContent/gridSpan(column:row:)``) whose items end first, ties going to the
///   first lane after the previous item's; ``masonryTolerance(_:)`` widens the ties
///   (0 by default: always the shortest lane, as WaterfallGrid and SwiftUIMasonry
///   place items). ``GridContent/gridStart(column:row:)`` puts an item in a given
///   lane, under the items already there.
/// - Each item is offered its lanes' width (with the spacing between them) and no
///   height, so it takes its ideal height at that width, and is aligned across its
///   lanes by its first lane's ``GridItem/alignment`` (`.center` by default).
/// - Items of a lane are `spacing` apart (8 when `nil`); so are the lanes, unless the
///   first grid item has a spacing of its own (one gap between all lanes, as in CSS).
/// - The grid is as wide as the width offered (with no width: as wide as its lanes)
///   and as tall as its longest lane.
///
/// `MasonryGrid(rows:)` is the transpose: lanes are rows, items are offered their
/// lanes' height and no width and stack from the leading edge.
///
/// A span wider than the lanes (from its start) is shortened, a start outside the
/// lanes is dropped (the item is placed automatically); both are reported in
/// ``GridLayoutResult/warnings``. A span or start on the stacking axis is ignored.
///
/// ## How it maps onto CSS
/// `display: grid-lanes` with the resolved lanes as `grid-template-columns` lengths,
/// `gap: spacing`, `flow-tolerance` the tolerance, `justify-content` the alignment;
/// spans are `grid-column: span n`, starts `grid-column: start + 1 / span n`. So
/// `MasonryGrid(columns: [GridItem(.adaptive(minimum: m))], spacing: s)` lays out as
/// `display: grid-lanes; grid-template-columns: repeat(auto-fill, minmax(m, 1fr));
/// gap: s; flow-tolerance: 0` does.
///
/// For very long grids, build only what is visible with a ``MasonryWindow``
/// (``window(length:items:)``).
public struct MasonryGrid: ProposalLaidOutGrid {
    /// The axis items stack along: `.vertical` for ``init(columns:alignment:spacing:content:)``,
    /// `.horizontal` for ``init(rows:alignment:spacing:content:)``.
    public let axis: Axis
    /// The lanes: columns of a vertical grid, rows of a horizontal one.
    public var lanes: [GridItem]
    /// The space between the items of a lane, and between lanes unless the first
    /// grid item has a spacing; `nil` is 8.
    public var spacing: Double?
    /// How far above the shortest lane another lane may end and still take the next
    /// item when it comes first after the previous item's lanes (CSS `flow-tolerance`);
    /// 0 unless set with ``masonryTolerance(_:)``.
    public private(set) var tolerance: Double = 0
    /// The items, in order.
    public internal(set) var items: [GridElement]
    /// Where the lanes sit across the grid when it is longer: 0 start, ½ centre, 1 end.
    let alignment: Double

    /// A vertical masonry of the items built by `content`, in `columns`.
    ///
    /// ```swift
    /// MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) {
    ///     ForEach(0..<20) { index in Color.teal.frame(height: Double(80 + index % 4 * 40)) }
    /// }
    /// ```
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @GridBuilder content: () -> GridBuilderResult) {
        self.init(axis: .vertical, lanes: columns, alignment: alignment.fraction, spacing: spacing, items: content().elements)
    }

    /// A horizontal masonry of the items built by `content`, in `rows`: items stack
    /// from the leading edge.
    ///
    /// ```swift
    /// MasonryGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 4) {
    ///     ForEach(tags, id: \.self) { Text($0).padding(6) }
    /// }
    /// ```
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @GridBuilder content: () -> GridBuilderResult) {
        self.init(axis: .horizontal, lanes: rows, alignment: alignment.fraction, spacing: spacing, items: content().elements)
    }

    private init(axis: Axis, lanes: [GridItem], alignment: Double, spacing: Double?, items: [GridElement]) {
        self.axis = axis
        self.lanes = lanes
        self.alignment = alignment
        self.spacing = spacing
        self.items = items
    }

    /// A vertical masonry with no items: a description of lanes, for ``window(length:items:)``.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.init(columns: columns, alignment: alignment, spacing: spacing) { GridGroup.empty }
    }

    /// A horizontal masonry with no items: a description of lanes, for ``window(length:items:)``.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.init(rows: rows, alignment: alignment, spacing: spacing) { GridGroup.empty }
    }

    /// This grid with a flow tolerance of `tolerance` points: a lane that ends at most
    /// that far below the shortest one takes the next item when it comes first after
    /// the previous item's lanes, which keeps the items closer to reading order.
    /// Negative and NaN are 0; `.infinity` places the items round the lanes in turn.
    ///
    /// CSS: `flow-tolerance: <tolerance>px` (`infinite` for `.infinity`).
    ///
    /// ```swift
    /// MasonryGrid(columns: [GridItem(), GridItem()]) { … }.masonryTolerance(16)
    /// ```
    public func masonryTolerance(_ tolerance: Double) -> MasonryGrid {
        var grid = self
        grid.tolerance = tolerance.isNaN ? 0 : Swift.max(0, tolerance)
        return grid
    }

    /// Each item's identity: its id from data, else its position.
    public var ids: [GridItemID] {
        items.indices.map { items[$0].explicitID ?? .position($0) }
    }

    var engine: MasonryLayout {
        MasonryLayout(axis: axis, items: items, gridItems: lanes, spacing: spacing ?? GridItem.defaultSpacing,
                      alignment: alignment, tolerance: tolerance, ids: ids)
    }

    /// The resolved lanes for a grid `length` points across them (its width when
    /// vertical); `nil` for no length.
    ///
    /// ```swift
    /// MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))]).resolvedLanes(length: 700).count // 4
    /// ```
    public func resolvedLanes(length: Double?) -> [LazyGridTrack] {
        engine.lanes(length: LazyGridLayout.definiteLength(length)).lanes
    }

    /// Lays the grid out for a proposal (only the length across the lanes matters;
    /// `nil` or infinity is no length).
    public func layout(proposal: ProposedSize) -> GridLayoutResult {
        engine.layout(proposal: proposal)
    }

    public var layoutKey: ContentKey? { engine.layoutKey }
}
