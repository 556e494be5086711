/// The tiles of scenario S4 (``BenchmarkScenario/explicitPlacement``), a dashboard of
/// explicitly placed items on 12 columns, some overlapping.
///
/// Each tile but the first starts with a draw `p` in `0 ... 99`. When `p < 8` the tile
/// overlaps another: a draw picks one of the packed tiles so far, another draws its height,
/// and the tile takes that tile's lines moved one column right (left when that would pass
/// line 13). Otherwise the tile is packed: it starts at the first free cell in row-major
/// order (the search never goes back), draws its column span from 2, 3, 4 and 6 (cut to the
/// free cells left in the row from there), its row span in `1 ... 3` (cells below are not
/// checked) and its height in `30 ... 100`, and takes its cells. The first tile is always
/// packed, and draws no `p`.
struct DashboardTiles {
    /// One tile: its grid lines (1-based; the end line is past the tile, as in CSS) and its
    /// height in px.
    struct Tile {
        var columnStart: Int
        var columnEnd: Int
        var rowStart: Int
        var rowEnd: Int
        var height: Int
    }

    static let columns = 12
    private static let columnSpans = [2, 3, 4, 6]

    /// The tiles, in document order.
    private(set) var tiles: [Tile] = []

    /// The number of rows the tiles cover: the last row line any tile ends at, less one.
    var rowCount: Int {
        (tiles.map(\.rowEnd).max() ?? 1) - 1
    }

    /// Draws `count` tiles from `random`.
    init(count: Int, random: inout SplitMix64) {
        tiles.reserveCapacity(count)
        var packed: [Tile] = []
        var grid = Occupancy()
        // The search's cursor, 0-based.
        var row = 0
        var column = 0
        for index in 0 ..< count {
            if index > 0 && random.int(0 ... 99) < 8 {
                let model = packed[random.int(0 ... packed.count - 1)]
                let height = random.int(30 ... 100)
                let shift = model.columnEnd + 1 <= Self.columns + 1 ? 1 : -1
                tiles.append(Tile(columnStart: model.columnStart + shift, columnEnd: model.columnEnd + shift,
                                  rowStart: model.rowStart, rowEnd: model.rowEnd, height: height))
                continue
            }
            while grid.isTaken(row: row, column: column) {
                column += 1
                if column == Self.columns {
                    column = 0
                    row += 1
                }
            }
            var free = 0
            while column + free < Self.columns && !grid.isTaken(row: row, column: column + free) { free += 1 }
            let width = min(Self.columnSpans[random.int(0 ... Self.columnSpans.count - 1)], free)
            let rows = random.int(1 ... 3)
            let height = random.int(30 ... 100)
            grid.take(rows: row ..< row + rows, columns: column ..< column + width)
            let tile = Tile(columnStart: column + 1, columnEnd: column + 1 + width,
                            rowStart: row + 1, rowEnd: row + 1 + rows, height: height)
            tiles.append(tile)
            packed.append(tile)
        }
    }

    /// The cells the packed tiles take: per row, bit `c` set when column `c` (0-based) is taken.
    private struct Occupancy {
        private var rows: [UInt16] = []

        func isTaken(row: Int, column: Int) -> Bool {
            row < rows.count && rows[row] & (1 << column) != 0
        }

        mutating func take(rows taken: Range<Int>, columns: Range<Int>) {
            while rows.count < taken.upperBound { rows.append(0) }
            let mask = UInt16((1 << columns.upperBound) - (1 << columns.lowerBound))
            for row in taken { rows[row] |= mask }
        }
    }
}
