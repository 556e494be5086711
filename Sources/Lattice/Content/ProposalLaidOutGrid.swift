/// A grid whose whole layout is a function of the proposal: it sizes as that layout
/// and draws each item in its cell. ``LazyVGrid``, ``LazyHGrid`` and ``MasonryGrid``
/// are laid out this way; conform a grid of your own to get ``layout(in:)``,
/// ``GridContent/sizeThatFits(_:)`` and ``GridContent/drawing(in:)`` from its ``layout(proposal:)``.
///
/// ```swift
/// let grid = LazyVGrid(columns: [GridItem(), GridItem()]) { Color.red; Color.blue }
/// grid.layout(in: Size(width: 200, height: 100)).frames.count   // 2
/// grid.sizeThatFits(ProposedSize(width: 200, height: nil))       // the layout's size
/// ```
public protocol ProposalLaidOutGrid: GridContent {
    /// The items, in order.
    var items: [GridElement] { get }

    /// Lays the grid out for a proposal.
    func layout(proposal: ProposedSize) -> GridLayoutResult
}

extension ProposalLaidOutGrid {
    /// Lays the grid out in `size`.
    public func layout(in size: Size) -> GridLayoutResult {
        layout(proposal: ProposedSize(size))
    }

    /// The size of the grid's layout for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(proposal: proposal).size
    }

    /// The grid laid out in `frame`: one grid item per item, in its cell.
    public func drawing(in frame: Rect) -> Drawing {
        layout(in: frame.size).drawing(of: items, in: frame)
    }
}
