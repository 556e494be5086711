// CSS Grid §8.5 for the commonest grids: every item automatic and one track on each
// axis (or one row and some columns, in a sparse row flow), placed while placement
// reads the children.

/// The auto-placement of a grid whose items are all automatic and one track on each
/// axis. On an otherwise empty grid, §8.5 step 4 puts item `k` in cell `k` counted
/// along the minor axis (along the columns for `grid-auto-flow: row`), sparse and dense
/// flow alike, as no hole is ever left (as ``AutoPlacer`` does for such a grid).
///
/// In a sparse row flow, items one row tall may also span columns, up to the explicit
/// grid's: each goes at the cursor, or at the next row's first column when the row has
/// no room left for it (the rows below are empty, and the flow never goes back to the
/// hole it leaves).
///
/// Placement moves the cursor while it reads the children: such a grid needs no list of
/// placements, no areas and no second pass over its items (at 100,000 items each of
/// those is megabytes read from memory).
///
/// ```swift
/// var cells = CellCursor(explicitColumns: 3, explicitRows: 0, flow: GridAutoFlow())
/// // Items 0, 1, 2 take row 0, columns 0, 1, 2; item 3 takes row 1, column 0.
/// ```
struct CellCursor {
    /// The number of tracks on the minor axis: the explicit grid's, at least one.
    let width: Int
    let rowFlow: Bool
    /// Whether items spanning columns are placed too (a sparse row flow).
    private let takesColumnSpans: Bool
    /// Whether some item spans several columns.
    private(set) var spansColumns = false
    /// The number of items placed in cells.
    private(set) var count = 0
    /// Whether every item so far went to a cell.
    private(set) var isPlacing = true
    /// The next cell.
    private var major = 0
    private var minor = 0

    /// A cursor at the first cell of a grid with these explicit track counts (each
    /// clamped to the line limit).
    init(explicitColumns: Int, explicitRows: Int, flow: GridAutoFlow) {
        rowFlow = flow.direction == .horizontal
        width = Swift.max(rowFlow ? explicitColumns : explicitRows, 1)
        takesColumnSpans = rowFlow && !flow.dense
    }

    /// A cell: the column and row track (also its start lines: no implicit track comes
    /// before the explicit grid), and the number of columns the item spans from there.
    typealias Cell = (column: Int32, row: Int32, columns: Int32)
    /// The cell an item is given before the general algorithm places it.
    static let unplaced: Cell = (0, 0, 1)

    /// The next cell for an item placed at `placement`, while every item so far went
    /// to a cell and this one is automatic, one track on each axis (or one row and at
    /// most ``width`` columns, see ``CellCursor``). Else ``unplaced``, with the placement
    /// appended to `columns` and `rows`: from the first item that is not, they list the
    /// items' placements for the general algorithm (the ``count`` items before are all
    /// automatic, as many tracks as their cells).
    @inline(__always)
    mutating func take(_ placement: ItemPlacement,
                       else columns: inout [ResolvedPlacement], _ rows: inout [ResolvedPlacement]) -> Cell {
        if isPlacing {
            if placement.isOneCell { return next() }
            if takesColumnSpans, let span = placement.autoColumnSpan, span <= width { return next(spanning: span) }
            isPlacing = false
        }
        columns.append(placement.column)
        rows.append(placement.row)
        return Self.unplaced
    }

    /// The next cell, taken.
    @inline(__always)
    private mutating func next() -> Cell {
        let cell: Cell = rowFlow ? (Int32(truncatingIfNeeded: minor), Int32(truncatingIfNeeded: major), 1)
                                 : (Int32(truncatingIfNeeded: major), Int32(truncatingIfNeeded: minor), 1)
        count += 1
        minor += 1
        if minor == width {
            minor = 0
            major += 1
        }
        return cell
    }

    /// The next `span` columns of a row (row flow, `span` at most ``width``), taken:
    /// from the cursor, or from the next row's first column when the row ends before.
    private mutating func next(spanning span: Int) -> Cell {
        if minor + span > width {
            minor = 0
            major += 1
        }
        let cell: Cell = (Int32(truncatingIfNeeded: minor), Int32(truncatingIfNeeded: major), Int32(truncatingIfNeeded: span))
        count += 1
        spansColumns = true
        minor += span
        if minor == width {
            minor = 0
            major += 1
        }
        return cell
    }

    /// The grid's lines on each axis (the explicit grid and every item) and the lines
    /// its items take (with items spanning columns, every column of the explicit grid:
    /// they leave the ends of rows empty); `nil` without items, or when the major axis
    /// would pass the line limit (the general algorithm clamps there).
    func lines(explicitColumns: Int, explicitRows: Int)
        -> (columns: ClosedRange<Int32>, rows: ClosedRange<Int32>,
            itemColumns: ClosedRange<Int32>, itemRows: ClosedRange<Int32>)? {
        guard count > 0, major < Int(gridLineLimit) else { return nil }
        let majorEnd = Int32(minor == 0 ? major : major + 1)
        let minorEnd = Int32(spansColumns ? width : Swift.min(count, width))
        let itemColumns: ClosedRange<Int32> = 0 ... (rowFlow ? minorEnd : majorEnd)
        let itemRows: ClosedRange<Int32> = 0 ... (rowFlow ? majorEnd : minorEnd)
        return (0 ... Swift.max(Int32(explicitColumns), itemColumns.upperBound),
                0 ... Swift.max(Int32(explicitRows), itemRows.upperBound), itemColumns, itemRows)
    }
}
