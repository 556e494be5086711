/// Where each cell of a grid built from ``GridRow``s goes: the rows, columns and
/// spans SwiftUI's rules give, and the column and row alignments.
struct AppleGridStructure {
    /// The most columns a grid built from rows has.
    static let maxColumns = 10_000

    struct Cell: Hashable {
        var row: Int
        var column: Int
        var span: Int
        /// A view outside any row: it spans every column.
        var isFullWidth: Bool
    }

    /// One cell per item, in item order (full-width cells span ``columnCount``).
    private(set) var cells: [Cell] = []
    private(set) var rowCount = 0
    private(set) var columnCount = 0
    /// Each row's own vertical alignment (``GridRow/alignment``).
    private(set) var rowAlignments: [VerticalAlignment?] = []
    /// Each column's alignment (``GridContent/gridColumnAlignment(_:)``), if set.
    private(set) var columnAlignments: [HorizontalAlignment?] = []
    private(set) var warnings: [GridWarning] = []

    init(items: [GridElement]) {
        cells.reserveCapacity(items.count)
        var column = 0
        var inRow = false
        // (Items read in place: a copy of each would retain and release all it holds.)
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let cell = items[index].attributes.cell
                guard let membership = cell.rowMembership else {
                    // A view outside rows: a row of its own across every column.
                    rowAlignments.append(nil)
                    cells.append(Cell(row: rowCount, column: 0, span: 1, isFullWidth: true))
                    rowCount += 1
                    inRow = false
                    continue
                }
                if membership.startsRow || !inRow {
                    rowAlignments.append(membership.alignment)
                    rowCount += 1
                    column = 0
                    inRow = true
                }
                var start = column
                var span = GridLimits.clampSpan(cell.columns)
                if start >= Self.maxColumns {
                    warnings.append(GridWarning(.startOutsideTracks(axis: .horizontal, start: start, trackCount: Self.maxColumns),
                                                itemIndex: index))
                    start = Self.maxColumns - 1
                    span = 1
                } else if start + span > Self.maxColumns {
                    warnings.append(GridWarning(.spanClamped(axis: .horizontal, requested: span, used: Self.maxColumns - start),
                                                itemIndex: index))
                    span = Self.maxColumns - start
                }
                cells.append(Cell(row: rowCount - 1, column: start, span: span, isFullWidth: false))
                column = start + span
                columnCount = Swift.max(columnCount, column)
            }
            if !items.isEmpty { columnCount = Swift.max(columnCount, 1) }
            for index in cells.indices where cells[index].isFullWidth {
                cells[index].span = columnCount
            }
            // The first cell (in declaration order) that sets a column alignment sets it.
            columnAlignments = Array(repeating: nil, count: columnCount)
            for index in items.indices {
                guard let guide = items[index].attributes.columnAlignment, !cells[index].isFullWidth else { continue }
                let column = cells[index].column
                if columnAlignments[column] == nil { columnAlignments[column] = guide }
            }
        }
    }

    /// The alignment of the content of item `index` (whose own anchor is `anchor`) in
    /// its cell, as unit-point fractions, and the text baseline it aligns by vertically
    /// (a baseline guide's, unless an anchor overrides it): grid < row (vertical) <
    /// column (horizontal, single-column cells) < anchor.
    func alignment(of index: Int, anchor: UnitPoint?, grid: Alignment) -> (anchor: UnitPoint, baseline: TextBaseline?) {
        let cell = cells[index]
        var x = grid.horizontal.fraction
        var vertical = grid.vertical
        if let row = rowAlignments[cell.row] { vertical = row }
        if cell.span == 1, !cell.isFullWidth, let column = columnAlignments[cell.column] { x = column.fraction }
        if let anchor {
            return (anchor, nil)
        }
        return (UnitPoint(x: x, y: vertical.fraction), vertical.textBaseline)
    }
}
