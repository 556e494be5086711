/// Where a grid put its items: the value ``Grid/layout(in:)`` returns.
///
/// All frames are relative to the grid's own origin. Item arrays are in the
/// order the items were declared, after flattening groups, data and builder branches.
///
/// ```swift
/// let result = grid.layout(in: Size(width: 300, height: 600))
/// for (id, frame) in zip(result.ids, result.frames) { print(id, frame) }
/// ```
public struct GridLayoutResult: Hashable, Sendable {
    /// The grid's own size.
    public var size: Size
    /// Each item's frame: its chosen size, aligned in its cell.
    public var frames: [Rect]
    /// Each item's cell: the spanned tracks and the gaps between them.
    public var cells: [Rect]
    /// Each item's tracks, counted from 0 as exyte's starts are.
    public var areas: [GridItemArea]
    /// Each item's identity: its id from data, else its position.
    public var ids: [GridItemID]
    /// The cell backgrounds (`gridCellBackground`), each filling its item's cell.
    public var backgrounds: [GridDecorationFrame]
    /// The cell overlays (`gridCellOverlay`), each filling its item's cell.
    public var overlays: [GridDecorationFrame]
    /// What could not be done as asked.
    public var warnings: [GridWarning]
    /// The columns and rows the engine resolved (to draw grid lines).
    public var columns: GridTracks?
    public var rows: GridTracks?

    public init(size: Size, frames: [Rect], cells: [Rect], areas: [GridItemArea], ids: [GridItemID],
                backgrounds: [GridDecorationFrame], overlays: [GridDecorationFrame], warnings: [GridWarning],
                columns: GridTracks?, rows: GridTracks?) {
        self.size = size
        self.frames = frames
        self.cells = cells
        self.areas = areas
        self.ids = ids
        self.backgrounds = backgrounds
        self.overlays = overlays
        self.warnings = warnings
        self.columns = columns
        self.rows = rows
    }
}

extension GridLayoutResult {
    /// The result for the engine's `layout` of a grid's items, each in its area (one per
    /// item, in item order): its frame, its cell (the area's tracks, see
    /// ``Grid/extent(of:start:span:)``), and that cell for the `decorated` items'
    /// backgrounds and overlays.
    init(layout: NodeLayout, areas: [GridItemArea], ids: [GridItemID], decorated: DecoratedItems,
         warnings: [GridWarning]) {
        var frames: [Rect] = []
        var cells: [Rect] = []
        frames.reserveCapacity(areas.count)
        cells.reserveCapacity(areas.count)
        // (Read once: each read of a layout's tracks copies them into new arrays.)
        let columns = layout.columns, rows = layout.rows
        layout.children.withUnsafeBufferPointer { children in
            for (index, area) in areas.enumerated() {
                frames.append(index < children.count ? children[index].frame : .zero)
                let (x, width) = Grid.extent(of: columns, start: area.column, span: area.columnSpan)
                let (y, height) = Grid.extent(of: rows, start: area.row, span: area.rowSpan)
                cells.append(Rect(x: x, y: y, width: width, height: height))
            }
        }
        let decorations = decorated.frames(cells: cells)
        self.init(size: layout.frame.size, frames: frames, cells: cells, areas: areas, ids: ids,
                  backgrounds: decorations.backgrounds, overlays: decorations.overlays, warnings: warnings,
                  columns: columns, rows: rows)
    }

    /// The grid laid out in `frame`: a ``Drawing/Role/grid`` node with one
    /// ``Drawing/Role/gridItem`` child per item (in item order), each holding the
    /// cell background, the item's content, then the cell overlay.
    func drawing(of items: [GridElement], in frame: Rect) -> Drawing {
        var children: [Drawing] = []
        children.reserveCapacity(items.count)
        for (index, item) in items.enumerated() where index < frames.count {
            let cell = cells[index].offsetBy(dx: frame.x, dy: frame.y)
            var parts: [Drawing] = []
            if let background = item.attributes.cellBackground {
                parts.append(background.drawing(in: cell, role: .cellBackground))
            }
            parts.append(item.content.drawing(in: frames[index].offsetBy(dx: frame.x, dy: frame.y)))
            if let overlay = item.attributes.cellOverlay {
                parts.append(overlay.drawing(in: cell, role: .cellOverlay))
            }
            children.append(Drawing(role: .gridItem, frame: cell, children: parts))
        }
        return Drawing(role: .grid, frame: Rect(x: frame.x, y: frame.y, width: size.width, height: size.height),
                       children: children)
    }
}

/// The tracks an item occupies, counted from 0.
///
/// ```swift
/// GridItemArea(column: 1, row: 0, columnSpan: 2, rowSpan: 1) // CSS grid-column: 2 / span 2; grid-row: 1 / span 1
/// ```
public struct GridItemArea: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var columnSpan: Int
    public var rowSpan: Int

    @inlinable
    public init(column: Int, row: Int, columnSpan: Int, rowSpan: Int) {
        self.column = column
        self.row = row
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }
}

/// The frame of a cell background or overlay, and the item it belongs to.
public struct GridDecorationFrame: Hashable, Sendable {
    /// The item's index in ``GridLayoutResult/frames``.
    public var itemIndex: Int
    /// The item's whole cell.
    public var frame: Rect

    @inlinable
    public init(itemIndex: Int, frame: Rect) {
        self.itemIndex = itemIndex
        self.frame = frame
    }
}
