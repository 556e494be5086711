/// Every CSS property the engine reads, as typed values.
///
/// The defaults are the base style of the Chromium-measured fixtures the engine is tested
/// against (`Tests/Fixtures/SCHEMA.md` in the repository):
/// `display: block`, `box-sizing: border-box`, `position: relative`, zero margins,
/// padding and borders, everything else at its CSS initial value.
///
/// A style can be built in Swift or parsed from CSS text:
///
/// ```swift
/// var grid = Style()
/// grid.display = .grid
/// grid.gridTemplateColumns = TrackList([.points(40), .fr(1)])
/// grid.columnGap = .points(10)
///
/// let same = try Style(css: ["display": "grid", "grid-template-columns": "40px 1fr", "column-gap": "10px"])
/// ```
public struct Style: Hashable, Sendable {
    // MARK: Box
    public var display: Display = .block
    public var position: Position = .relative
    public var boxSizing: BoxSizing = .borderBox
    public var direction: Direction = .ltr
    public var overflowX: Overflow = .visible
    public var overflowY: Overflow = .visible
    /// The gutter a `scroll` overflow reserves, in points.
    public var scrollbarWidth: Double = 15

    public var width: BoxDimension = .auto
    public var height: BoxDimension = .auto
    public var minWidth: BoxDimension = .auto
    public var minHeight: BoxDimension = .auto
    /// `max-width`; `.auto` means `none`.
    public var maxWidth: BoxDimension = .auto
    /// `max-height`; `.auto` means `none`.
    public var maxHeight: BoxDimension = .auto
    /// `aspect-ratio` as width / height; `nil` is `auto`.
    public var aspectRatio: Double? = nil

    public var margin: Edges<LengthPercentageAuto> = Edges(all: .zero)
    public var padding: Edges<LengthPercentage> = Edges(all: .zero)
    public var border: Edges<LengthPercentage> = Edges(all: .zero)
    /// `top`, `right`, `bottom`, `left`.
    public var inset: Edges<LengthPercentageAuto> = Edges(all: .auto)

    // MARK: Grid container
    public var gridTemplateColumns: TrackList = .none
    public var gridTemplateRows: TrackList = .none
    /// `grid-template-areas`; empty for `none`.
    public var gridTemplateAreas: [GridTemplateArea] = []
    public var gridAutoColumns: [TrackSize] = [.auto]
    public var gridAutoRows: [TrackSize] = [.auto]
    public var gridAutoFlow: GridAutoFlow = .row
    /// `column-gap`. Its initial value, `normal`, is 0 in a grid; a subgrid whose gap
    /// was never set keeps its parent's gutters (CSS Grid 2 §9).
    public var columnGap: LengthPercentage = .zero {
        didSet { columnGapIsNormal = false }
    }
    /// `row-gap`, as ``columnGap``.
    public var rowGap: LengthPercentage = .zero {
        didSet { rowGapIsNormal = false }
    }
    /// Whether `column-gap` / `row-gap` are `normal` (never set, or set to `normal` in CSS).
    var columnGapIsNormal = true
    var rowGapIsNormal = true
    public var justifyContent: ContentAlignment = .normal
    public var alignContent: ContentAlignment = .normal
    public var justifyItems: ItemAlignment = .normal
    public var alignItems: ItemAlignment = .normal
    /// Not CSS: how items are sized in their areas. See ``ItemSizing``.
    public var itemSizing: ItemSizing = .css

    // MARK: Grid-lanes container
    /// `grid-lanes-direction`: which axis of a ``Display/gridLanes`` container holds the
    /// lanes. See ``GridLanesDirection``.
    public var gridLanesDirection: GridLanesDirection = .normal
    /// `flow-tolerance`: how much further down a lane may be than the shortest one and
    /// still take the next auto-placed item of a ``Display/gridLanes`` container.
    public var flowTolerance: FlowTolerance = .normal
    /// `font-size` in points. The engine lays out no text of its own: the font size
    /// only matters as the basis of `em` lengths in ``flowTolerance`` (`normal` is
    /// `1em`). 0 under the fixture base style (`font-size: 0`), so `normal` is 0
    /// unless a container sets its own font size. Not inherited, as no style is.
    public var fontSize: Double = 0

    // MARK: Grid item
    public var gridColumn: GridPlacement = .auto
    public var gridRow: GridPlacement = .auto
    /// `justify-self`; `nil` is `auto` (use the container's `justify-items`).
    public var justifySelf: ItemAlignment? = nil
    /// `align-self`; `nil` is `auto` (use the container's `align-items`).
    public var alignSelf: ItemAlignment? = nil
    /// `order`: items are placed and painted in increasing `order`, then in document
    /// order (CSS Grid §8.5 order-modified document order; CSS Display §5.4).
    public var order: Int = 0

    /// The default style.
    public init() {}
}

extension Style {
    /// `width` or `height`.
    @inlinable @inline(__always) public func size(_ axis: Axis) -> BoxDimension { axis == .horizontal ? width : height }
    /// `min-width` or `min-height`.
    @inlinable @inline(__always) public func minSize(_ axis: Axis) -> BoxDimension { axis == .horizontal ? minWidth : minHeight }
    /// `max-width` or `max-height`.
    @inlinable @inline(__always) public func maxSize(_ axis: Axis) -> BoxDimension { axis == .horizontal ? maxWidth : maxHeight }
    /// `overflow-x` or `overflow-y`.
    @inlinable @inline(__always) public func overflow(_ axis: Axis) -> Overflow { axis == .horizontal ? overflowX : overflowY }
    /// Whether the box is a scroll container on `axis` (its automatic minimum size is 0).
    /// As in CSS, `visible` on one axis computes to `auto` when the other axis is not
    /// `visible`/`clip`.
    @inlinable @inline(__always) public func isScrollContainer(_ axis: Axis) -> Bool {
        overflow(axis).isScrollContainer || (overflow(axis) == .visible && overflow(axis.cross).isScrollContainer)
    }
    /// Whether the automatic minimum size applies on `axis` (CSS Sizing 4 §5.1, Grid
    /// §6.6): the min size is `auto` and the box is no scroll container.
    @inline(__always)
    func hasAutomaticMinimum(_ axis: Axis) -> Bool { minSize(axis).isAuto && !isScrollContainer(axis) }
    /// `grid-template-columns` or `grid-template-rows`.
    @inlinable @inline(__always) public func gridTemplate(_ axis: Axis) -> TrackList { axis == .horizontal ? gridTemplateColumns : gridTemplateRows }
    /// `grid-auto-columns` or `grid-auto-rows`.
    @inlinable @inline(__always) public func gridAuto(_ axis: Axis) -> [TrackSize] { axis == .horizontal ? gridAutoColumns : gridAutoRows }
    /// `column-gap` or `row-gap`.
    @inlinable @inline(__always) public func gap(_ axis: Axis) -> LengthPercentage { axis == .horizontal ? columnGap : rowGap }
    /// Whether `column-gap` or `row-gap` is `normal`.
    @inline(__always) func gapIsNormal(_ axis: Axis) -> Bool { axis == .horizontal ? columnGapIsNormal : rowGapIsNormal }
    /// `grid-column` or `grid-row`.
    @inlinable @inline(__always) public func gridPlacement(_ axis: Axis) -> GridPlacement { axis == .horizontal ? gridColumn : gridRow }
    /// `justify-content` or `align-content`.
    @inlinable @inline(__always) public func contentAlignment(_ axis: Axis) -> ContentAlignment { axis == .horizontal ? justifyContent : alignContent }
    /// `justify-items` or `align-items`.
    @inlinable @inline(__always) public func itemsAlignment(_ axis: Axis) -> ItemAlignment { axis == .horizontal ? justifyItems : alignItems }
    /// `justify-self` or `align-self`.
    @inlinable @inline(__always) public func selfAlignment(_ axis: Axis) -> ItemAlignment? { axis == .horizontal ? justifySelf : alignSelf }
}
