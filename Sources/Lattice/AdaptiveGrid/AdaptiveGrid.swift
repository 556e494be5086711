/// A grid that picks its number of columns from its items' natural widths, as
/// the AdaptiveGrid library (danwood/AdaptiveGrid): for tags, labels and buttons.
///
/// ```swift
/// let grid = AdaptiveGrid(alignment: .leading) {
///     ForEach(["SwiftUI", "iOS", "macOS", "Layout"], id: \.self) { Text($0).padding(8) }
/// }
/// let result = grid.layout(in: Size(width: 300, height: 400))
/// let equal = grid.equalWidth().layout(in: Size(width: 300, height: 400))
/// ```
///
/// ## Layout
/// 1. Every item is measured at its natural (ideal) size.
/// 2. The columns are ``AdaptiveColumns``: adaptive mode keeps the most columns
///    whose widest items fit and stretches them in proportion to their widths;
///    ``equalWidth(_:)`` mode makes as many columns as wide as the widest item as
///    fit (never more than the items) and shares the rest equally.
/// 3. Items fill the rows in order. Every row is as tall as the tallest item,
///    measured at its column's width (its natural height unless a column is
///    narrower than an item, which only happens when one item is wider than the grid).
/// 4. Each item is offered its cell and aligned in it by `alignment`. With a
///    baseline alignment (``Alignment/leadingFirstTextBaseline``, …) the items of
///    each row line up their first (last) text baselines, and every row is as tall
///    as the tallest row's largest extent above the baselines plus its largest
///    below them (an item without text has its baseline at its bottom edge).
///
/// The grid is as wide as its columns (the width offered, except with no width
/// or when nothing needs stretching) and as tall as its rows. Spacings default to 8.
///
/// Beyond the original: an item wider than the grid gives one column as wide as
/// the grid (the original laid out nothing); with no width (`nil` or infinity)
/// every item gets a column of its own in one row (the original trapped); equal
/// width never makes more columns than items.
///
/// ## How it maps onto CSS Grid
/// `grid-template-columns` are the computed widths, `grid-auto-rows` the row
/// height, `column-gap`/`row-gap` the spacings; items are auto-placed row by row
/// (CSS Grid §8.5), sized with ``ItemSizing/offerCell`` and aligned with
/// `justify-items`/`align-items` (`baseline` or `last baseline` for the baseline guides).
public struct AdaptiveGrid: GridContent {
    /// How items are aligned in their cells.
    public var alignment: Alignment
    /// The gap between columns; `nil` is 8.
    public var horizontalSpacing: Double?
    /// The gap between rows; `nil` is 8.
    public var verticalSpacing: Double?
    /// Whether all columns are equally wide (``equalWidth(_:)``).
    public var isEqualWidth: Bool
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
    /// The items' leaves and sizes from the last layout, by alignment (see ``KeptItemNodes``).
    var keptNodes = KeptItemNodes<Alignment, KeptBoxes>()

    /// An adaptive grid of the items built by `content`.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @GridBuilder content: () -> GridBuilderResult) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.isEqualWidth = false
        self.items = content().elements
        ids = GridElement.ids(of: items)
    }

    /// This grid with equally wide columns (or adaptive ones with `false`).
    ///
    /// ```swift
    /// AdaptiveGrid { Text("Short"); Text("Medium Text") }.equalWidth()
    /// ```
    public func equalWidth(_ enabled: Bool = true) -> AdaptiveGrid {
        var grid = self
        grid.isEqualWidth = enabled
        return grid
    }

    /// The spacing used when none is given: 8 points.
    public static let defaultSpacing: Double = 8

    /// The columns for a grid `width` points wide (`nil`: no width).
    public func columns(width: Double?) -> AdaptiveColumns {
        columns(width: width, naturalWidths: naturalWidths)
    }

    /// The columns for a grid `width` points wide, its items' ideal widths being `naturalWidths`.
    func columns(width: Double?, naturalWidths: [Double]) -> AdaptiveColumns {
        AdaptiveColumns(naturalWidths: naturalWidths,
                        width: width, spacing: horizontalSpacing ?? Self.defaultSpacing, equalWidth: isEqualWidth)
    }

    /// Each item's ideal width (its width for no proposal).
    var naturalWidths: [Double] {
        // (Items read in place: a copy of each would retain and release all it holds.)
        items.withUnsafeBufferPointer { items in items.indices.map { GridElement.idealWidth(of: items.baseAddress! + $0) } }
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(proposal: proposal).size
    }

    public func drawing(in frame: Rect) -> Drawing {
        layout(in: frame.size).drawing(of: items, in: frame)
    }

    public var layoutKey: ContentKey? {
        var keys: [ContentKey] = []
        keys.reserveCapacity(items.count)
        for item in items {
            guard let key = item.content.layoutKey else { return nil }
            keys.append(key)
        }
        return ContentKey(AdaptiveGridKey(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                          verticalSpacing: verticalSpacing, isEqualWidth: isEqualWidth, items: keys))
    }
}

private struct AdaptiveGridKey: Hashable, Sendable {
    var alignment: Alignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
    var isEqualWidth: Bool
    var items: [ContentKey]
}
