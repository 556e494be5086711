import Testing
@testable import LatticeCore

// CSS Grid §8.5, the grid item placement algorithm. Areas are origin-zero:
// `cell(c, r)` is the track at column c, row r (1-based column c + 1, row r + 1).

private func area(columns: Range<Int32>, rows: Range<Int32>) -> GridArea {
    GridArea(columnStart: columns.lowerBound, columnEnd: columns.upperBound, rowStart: rows.lowerBound, rowEnd: rows.upperBound)
}

private func cell(_ column: Int32, _ row: Int32) -> GridArea {
    area(columns: column ..< column + 1, rows: row ..< row + 1)
}

private func place(
    _ items: [(column: GridPlacement, row: GridPlacement)],
    columns: Int, rows: Int = 0, flow: GridAutoFlow = .row
) -> PlacementResult {
    placeGridItems(
        columns: items.map(\.column), rows: items.map(\.row),
        explicitColumns: columns, explicitRows: rows,
        columnNames: .empty, rowNames: .empty, autoFlow: flow)
}

@Test func explicitItemsKeepTheirLinesAndMayOverlap() {
    let result = place([
        (.line(2, span: 2), .line(1)),               // columns 1..3, row 0
        (GridPlacement(start: .line(2), end: .line(3)), .line(1)),  // overlaps the first
        (.line(5), .line(3, span: 2)),                // column 4, rows 2..4: implicit tracks
    ], columns: 3, rows: 2)
    #expect(result.areas == [
        area(columns: 1 ..< 3, rows: 0 ..< 1),
        cell(1, 0),
        area(columns: 4 ..< 5, rows: 2 ..< 4),
    ])
    // Lines: columns 0...5 (the third item passes the 3 explicit columns), rows 0...4.
    #expect(result.columnLines == 0 ... 5)
    #expect(result.rowLines == 0 ... 4)
}

@Test func emptyGridStillHasItsExplicitLines() {
    let result = place([], columns: 3, rows: 2)
    #expect(result.areas.isEmpty)
    #expect(result.columnLines == 0 ... 3)
    #expect(result.rowLines == 0 ... 2)
}

@Test func autoItemsFillRowsInRowFlow() {
    // 3 columns, 5 auto items: row 0 gets three, row 1 two.
    let result = place(Array(repeating: (.auto, .auto), count: 5), columns: 3)
    #expect(result.areas == [cell(0, 0), cell(1, 0), cell(2, 0), cell(0, 1), cell(1, 1)])
    #expect(result.rowLines == 0 ... 2)
}

@Test func autoItemsFillColumnsInColumnFlow() {
    // 2 explicit rows, column flow: (c0 r0), (c0 r1), (c1 r0), (c1 r1), (c2 r0).
    let result = place(Array(repeating: (.auto, .auto), count: 5), columns: 0, rows: 2, flow: .column)
    #expect(result.areas == [cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1), cell(2, 0)])
    #expect(result.columnLines == 0 ... 3)
    #expect(result.rowLines == 0 ... 2)
}

@Test func sparseFlowLeavesHolesThatDenseFlowFills() {
    // 3 columns; A and B span 2 columns, C one.
    let items: [(column: GridPlacement, row: GridPlacement)] = [(.span(2), .auto), (.span(2), .auto), (.auto, .auto)]
    // Sparse: A row 0 columns 0-1; B does not fit in column 2 → row 1 columns 0-1;
    // C after B: row 1 column 2. Row 0 column 2 stays empty.
    let sparse = place(items, columns: 3)
    #expect(sparse.areas == [
        area(columns: 0 ..< 2, rows: 0 ..< 1), area(columns: 0 ..< 2, rows: 1 ..< 2), cell(2, 1),
    ])
    // Dense: C starts from the beginning and takes the hole at row 0 column 2.
    let dense = place(items, columns: 3, flow: .rowDense)
    #expect(dense.areas == [
        area(columns: 0 ..< 2, rows: 0 ..< 1), area(columns: 0 ..< 2, rows: 1 ..< 2), cell(2, 0),
    ])
}

@Test func columnDenseFlowBackFillsAColumn() {
    // 3 rows, column flow; A and B span 2 rows, C one.
    let items: [(column: GridPlacement, row: GridPlacement)] = [(.auto, .span(2)), (.auto, .span(2)), (.auto, .auto)]
    // Sparse: A column 0 rows 0-1; B column 1 rows 0-1; C column 1 row 2.
    let sparse = place(items, columns: 0, rows: 3, flow: .column)
    #expect(sparse.areas == [
        area(columns: 0 ..< 1, rows: 0 ..< 2), area(columns: 1 ..< 2, rows: 0 ..< 2), cell(1, 2),
    ])
    // Dense: C goes to column 0 row 2.
    let dense = place(items, columns: 0, rows: 3, flow: .columnDense)
    #expect(dense.areas == [
        area(columns: 0 ..< 1, rows: 0 ..< 2), area(columns: 1 ..< 2, rows: 0 ..< 2), cell(0, 2),
    ])
}

@Test func itemsLockedToARowArePlacedBeforeOtherAutoItems() {
    // 3 columns. A: row 2; B: auto; C: row 2; D: row 1, span 2 columns.
    let result = place([
        (.auto, .line(2)), (.auto, .auto), (.auto, .line(2)), (.span(2), .line(1)),
    ], columns: 3)
    // Step 2 in order: A → row 1 column 0; C → row 1 after A → column 1;
    // D → row 0 columns 0-1. Step 4: B from row 0 column 0 → first free is column 2.
    #expect(result.areas == [
        cell(0, 1), cell(2, 0), cell(1, 1), area(columns: 0 ..< 2, rows: 0 ..< 1),
    ])
}

@Test func lockedItemsAreSparseWithinTheirRowAndMayWidenTheGrid() {
    // 3 columns. X explicit at row 0 column 1; P locked to row 0 spanning 2: columns
    // 0-1 overlap X → columns 2-3 (a 4th column is created, column 0 left empty);
    // R locked to row 0.
    let items: [(column: GridPlacement, row: GridPlacement)] = [
        (.line(2), .line(1)), (.span(2), .line(1)), (.auto, .line(1)),
    ]
    // Sparse: R goes after P, column 4 (a 5th column).
    let sparse = place(items, columns: 3)
    #expect(sparse.areas == [cell(1, 0), area(columns: 2 ..< 4, rows: 0 ..< 1), cell(4, 0)])
    #expect(sparse.columnLines == 0 ... 5)
    // Dense: R takes column 0.
    let dense = place(items, columns: 3, flow: .rowDense)
    #expect(dense.areas == [cell(1, 0), area(columns: 2 ..< 4, rows: 0 ..< 1), cell(0, 0)])
    #expect(dense.columnLines == 0 ... 4)
}

@Test func widestAutoSpanSetsTheImplicitColumnCount() {
    // 2 explicit columns, A spans 3 → the grid gets 3 columns (step 3); B then fits
    // beside nothing in row 0 (full) → row 1 column 0.
    let result = place([(.span(3), .auto), (.auto, .auto)], columns: 2)
    #expect(result.areas == [area(columns: 0 ..< 3, rows: 0 ..< 1), cell(0, 1)])
    #expect(result.columnLines == 0 ... 3)
}

@Test func definiteColumnItemsMoveTheCursorDownWhenTheyGoBack() {
    // 3 columns. A: column 2; B: column 1 (both auto rows).
    let items: [(column: GridPlacement, row: GridPlacement)] = [(.line(2), .auto), (.line(1), .auto)]
    // Sparse: A at row 0 column 1; B's column 0 is left of the cursor → next row.
    #expect(place(items, columns: 3).areas == [cell(1, 0), cell(0, 1)])
    // Dense: B searches from row 0 and fits at column 0.
    #expect(place(items, columns: 3, flow: .rowDense).areas == [cell(1, 0), cell(0, 0)])
}

@Test func definiteColumnItemsSkipOccupiedRows() {
    // 2 columns. A explicit at rows 0-2 column 0; B: column 1 → row 0; C: column 1 →
    // row 0 is taken by B → row 1; D: column 1 span 2 rows → row 2 is the first from
    // which rows 2-3 are free in column 1.
    let result = place([
        (.line(1), .line(1, span: 3)), (.line(2), .auto), (.line(2), .auto), (.line(2), .span(2)),
    ], columns: 2)
    #expect(result.areas == [
        area(columns: 0 ..< 1, rows: 0 ..< 3), cell(1, 0), cell(1, 1), area(columns: 1 ..< 2, rows: 2 ..< 4),
    ])
}

@Test func columnFlowLocksItemsToAColumn() {
    // Column flow, 2 rows. A: column 2, auto row → locked to column 1 (step 2) → row 0.
    // B: auto → the cursor starts at column 0, row 0.
    let result = place([(.line(2), .auto), (.auto, .auto)], columns: 0, rows: 2, flow: .column)
    #expect(result.areas == [cell(1, 0), cell(0, 0)])
    #expect(result.columnLines == 0 ... 2)
}

@Test func autoItemsUseImplicitColumnsBeforeLineOne() {
    // 2 explicit columns; A: column -4 → 2 - 4 + 1 = origin-zero -1, an implicit column
    // before line 1. The grid's columns are -1, 0, 1. Three auto items follow A.
    let result = place([(.line(-4), .auto), (.auto, .auto), (.auto, .auto), (.auto, .auto)], columns: 2)
    // A at row 0 column -1; the cursor continues in row 0: columns 0 and 1; the last
    // item opens row 1 at the start-most column, -1.
    #expect(result.areas == [cell(-1, 0), cell(0, 0), cell(1, 0), cell(-1, 1)])
    #expect(result.columnLines == -1 ... 2)
}

@Test func autoItemsUseImplicitRowsBeforeLineOne() {
    // 2 columns, no explicit rows. A: row -3 → 0 - 3 + 1 = origin-zero -2, locked to it.
    // B and C are auto: the cursor starts at the start-most row, -2.
    let result = place([(.auto, .line(-3)), (.auto, .auto), (.auto, .auto)], columns: 2)
    #expect(result.areas == [cell(0, -2), cell(1, -2), cell(0, -1)])
    #expect(result.rowLines == -2 ... 0)
}

@Test func missingPlacementsCountAsAuto() {
    // Two columns given, three rows: the third item has an auto column.
    let result = placeGridItems(
        columns: [.line(2), .auto], rows: [.auto, .auto, .line(1)],
        explicitColumns: 2, explicitRows: 0, columnNames: .empty, rowNames: .empty, autoFlow: .row)
    // Step 2: the third (row 0) → column 0. Step 4: the first, column 1 → row 0;
    // the second from the cursor (row 0, column 2) → row 1 column 0.
    #expect(result.areas == [cell(1, 0), cell(0, 1), cell(0, 0)])
}

@Test func namedLinesPlaceItemsThroughTheirMaps() {
    // Columns [side] 100px [content] 1fr [end]; rows from an area "top" on row line 1..2.
    let columnNames = LineNameMap(
        TrackList(entries: [.track(.points(100)), .track(.fr(1))], lineNames: [["side"], ["content"], ["end"]]),
        autoRepeatCount: 0, areas: [], axis: .horizontal)
    let areas = [GridTemplateArea(name: "top", rowStart: 1, rowEnd: 2, columnStart: 1, columnEnd: 3)]
    let rowNames = LineNameMap(.none, autoRepeatCount: 0, areas: areas, axis: .vertical)
    let result = placeGridItems(
        columns: [GridPlacement(start: .named("content"), end: .named("end")), .auto],
        rows: [GridPlacement(start: .named("top"), end: .named("top")), GridPlacement(start: .named("top"))],
        explicitColumns: 2, explicitRows: 1, columnNames: columnNames, rowNames: rowNames, autoFlow: .row)
    // content / end → columns 1..2; top / top → top-start..top-end → rows 0..1.
    // The second item is locked to row top-start (0) → the first free column, 0.
    #expect(result.areas == [cell(1, 0), cell(0, 0)])
}

@Test func itemsNeverPassTheLineLimit() {
    let limit = gridLineLimit
    // Three auto items spanning 10,000,000 rows in one column: the first takes rows
    // 0..limit; the others cannot go further and are placed over it.
    let result = place(Array(repeating: (.auto, .span(Int.max)), count: 3), columns: 1)
    #expect(result.areas == Array(repeating: area(columns: 0 ..< 1, rows: 0 ..< limit), count: 3))
    #expect(result.rowLines == 0 ... limit)
}

@Test func wideGridsUseIntervalsAndStillBackFill() {
    // 100 columns (too wide for one 64-bit word per row). A spans 60, B spans 60 → row 1,
    // C spans 40 → sparse: after B in row 1 (60..100); dense: row 0 at 60.
    let items: [(column: GridPlacement, row: GridPlacement)] = [(.span(60), .auto), (.span(60), .auto), (.span(40), .auto)]
    let sparse = place(items, columns: 100)
    #expect(sparse.areas == [
        area(columns: 0 ..< 60, rows: 0 ..< 1), area(columns: 0 ..< 60, rows: 1 ..< 2), area(columns: 60 ..< 100, rows: 1 ..< 2),
    ])
    let dense = place(items, columns: 100, flow: .rowDense)
    #expect(dense.areas == [
        area(columns: 0 ..< 60, rows: 0 ..< 1), area(columns: 0 ..< 60, rows: 1 ..< 2), area(columns: 60 ..< 100, rows: 0 ..< 1),
    ])
}

@Test func documentedExampleOfPlaceGridItems() {
    // The example in placeGridItems' documentation: 3 columns; 2 / span 2, auto, auto.
    let items: [(column: GridPlacement, row: GridPlacement)] = [(.line(2, span: 2), .auto), (.auto, .auto), (.auto, .auto)]
    // Sparse: the first item (definite columns 1-2) goes to row 0 and leaves the cursor
    // after column 2; the second cannot fit past it → row 1 column 0; the third next to it.
    #expect(place(items, columns: 3).areas == [area(columns: 1 ..< 3, rows: 0 ..< 1), cell(0, 1), cell(1, 1)])
    // Dense: the second takes the hole at row 0 column 0; the third finds row 0 full.
    #expect(place(items, columns: 3, flow: .rowDense).areas == [area(columns: 1 ..< 3, rows: 0 ..< 1), cell(0, 0), cell(0, 1)])
}

// Grids laid out whole: placement puts items of one cell each (in a sparse row flow,
// also items one row tall spanning columns) in cells as it reads them (``CellCursor``),
// and hands over to the general algorithm at the first other item.

/// The item frames' origins of a grid of 10 px tracks laid out with `css`, one child
/// per entry of `children` (each its own placement declarations).
private func origins(_ css: [String: String], _ children: [[String: String]]) throws -> [Point] {
    var grid = css
    grid["display"] = "grid"
    grid["grid-auto-rows"] = "10px"
    grid["grid-auto-columns"] = "10px"
    let root = Node(style: try Style(css: grid), children: try children.map { Node(style: try Style(css: $0)) })
    return root.layout(available: .maxContent).children.map { Point(x: $0.frame.x, y: $0.frame.y) }
}

@Test func itemsOfOneCellFillTheColumnsThenTheNextRow() throws {
    let placed = try origins(["grid-template-columns": "repeat(3, 10px)"], Array(repeating: [:], count: 5))
    #expect(placed == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10)])
}

@Test func itemsOfOneCellInColumnFlowFillTheRowsThenTheNextColumn() throws {
    let placed = try origins(["grid-template-rows": "repeat(2, 10px)", "grid-auto-flow": "column"],
                             Array(repeating: [:], count: 3))
    #expect(placed == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 0)])
}

@Test func withoutExplicitColumnsEachItemOfOneCellTakesARow() throws {
    let placed = try origins([:], Array(repeating: [:], count: 3))
    #expect(placed == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 20)])
}

@Test func aSpanningItemAfterItemsOfOneCellIsPlacedAfterThem() throws {
    // Row 0 is full after three items; the 2-column item goes to row 1 (columns 0-1),
    // the last one beside it; the earlier items keep their cells.
    let placed = try origins(["grid-template-columns": "repeat(3, 10px)"],
                             [[:], [:], [:], ["grid-column": "span 2"], [:]])
    #expect(placed == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0), Point(x: 0, y: 10), Point(x: 20, y: 10)])
}

@Test func itemsSpanningColumnsGoToTheNextRowWhenTheirRowHasNoRoomLeft() throws {
    // Sparse: the 2-column item finds one column left in row 0 and goes to row 1,
    // leaving the hole; the next item goes after it, never back to the hole.
    let placed = try origins(["grid-template-columns": "repeat(3, 10px)"],
                             [[:], [:], ["grid-column": "span 2"], [:], ["grid-column": "span 3"], [:]])
    #expect(placed == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: 20, y: 10),
                       Point(x: 0, y: 20), Point(x: 0, y: 30)])
    // Dense: the last item takes the hole in row 0.
    let dense = try origins(["grid-template-columns": "repeat(3, 10px)", "grid-auto-flow": "row dense"],
                            [[:], [:], ["grid-column": "span 2"], [:], ["grid-column": "span 3"], [:]])
    #expect(dense == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: 20, y: 0),
                      Point(x: 0, y: 20), Point(x: 20, y: 10)])
}

@Test func anItemSpanningMoreColumnsThanTheGridHasWidensIt() throws {
    // Three columns: the explicit two and an implicit one for the 3-column item, which
    // has no room in row 0 after the first item; the last item has none beside it.
    let placed = try origins(["grid-template-columns": "repeat(2, 10px)"], [[:], ["grid-column": "span 3"], [:]])
    #expect(placed == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 20)])
}

@Test func itemsOfOneCellBeforeAnItemWithDefiniteLinesFlowAroundIt() throws {
    // Step 1 places the item at column 1, row 1 first; the automatic items then flow
    // around it (sparse: the cursor never goes back), whatever their order.
    let placed = try origins(["grid-template-columns": "repeat(2, 10px)"],
                             [[:], [:], ["grid-column": "1", "grid-row": "1"], [:]])
    #expect(placed == [Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 0), Point(x: 10, y: 10)])
}

/// Items spanning columns that leave a row's end empty: the columns are cut at every
/// line the items reach, as when the general algorithm places them (here after an item
/// placed at definite lines, which the cursor hands over at), in `auto` columns that
/// their content tells apart.
@Test func columnsAreCutWhereItemsOfARowLeftEarlyEnd() throws {
    func layout(placedFirst: Bool) throws -> [Rect] {
        var children: [Node] = placedFirst ? [Node(style: try Style(css: "grid-column: 1; grid-row: 9"))] : []
        for (css, words) in [("grid-column: span 8", [300.0]), ("grid-column: span 3", [40.0]), ("", [90.0]), ("", [25.0])] {
            children.append(Node(style: try Style(css: css), measure: .words(words, lineHeight: 10)))
        }
        let root = Node(style: try Style(css: "display: grid; grid-template-columns: repeat(10, auto)"), children: children)
        return root.layout(available: .maxContent).children.suffix(4).map(\.frame)
    }
    let cursor = try layout(placedFirst: false), general = try layout(placedFirst: true)
    #expect(cursor == general)
    // The first item's 300 px over eight columns, the third's 90 px in the fourth.
    #expect(cursor[0].width == 300 && cursor[2].width == 90)
}
