/// A grid that grows horizontally, as SwiftUI's `LazyHGrid`: its rows come
/// from ``GridItem``s, its items fill the columns in order.
///
/// ```swift
/// let rows = [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10)]
/// let grid = LazyHGrid(rows: rows, spacing: 5) {
///     ForEach(0..<8) { _ in Color.red.frame(width: 30) }
/// }
/// grid.layout(in: Size(width: 400, height: 91)).frames[1] // x 0, y 31, 30 × 60
/// ```
///
/// The transpose of ``LazyVGrid``: the rows are ``LazyGridTrack/resolve(_:length:)``
/// of `rows` in the offered height; items fill a column top to bottom, then the
/// next; each item is offered its row's height and no width; a column is as wide
/// as its widest item; columns are `spacing` apart (8 when `nil`); the grid is as
/// tall as the height offered, its rows placed by `alignment`, and as wide as its columns.
public struct LazyHGrid: ProposalLaidOutGrid {
    /// The rows.
    public var rows: [GridItem]
    /// Where the rows sit when the grid is taller than them.
    public var alignment: VerticalAlignment
    /// The space between columns; `nil` is 8.
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

    /// A grid of the items built by `content` in `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @GridBuilder content: () -> GridBuilderResult) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.items = content().elements
        ids = GridElement.ids(of: items)
    }

    /// A grid with no items: a description of rows, for ``window(count:columnWidth:height:)``.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.init(rows: rows, alignment: alignment, spacing: spacing) { GridGroup.empty }
    }

    var engine: LazyGridLayout {
        LazyGridLayout(fixedAxis: .vertical, items: items, gridItems: rows,
                       lineSpacing: spacing ?? GridItem.defaultSpacing, alignment: alignment.fraction, ids: ids,
                       keptNodes: keptNodes)
    }

    /// The resolved rows for a grid `height` points tall.
    public func tracks(height: Double?) -> [LazyGridTrack] {
        engine.tracks(length: height).tracks
    }


    /// Lays the grid out for a proposal (only the height matters).
    public func layout(proposal: ProposedSize) -> GridLayoutResult {
        engine.layout(proposal: proposal)
    }

    public var layoutKey: ContentKey? { engine.layoutKey }
}
