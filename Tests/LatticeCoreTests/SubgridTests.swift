import Testing
@testable import LatticeCore

// CSS Grid 2 §9: subgrids. The expected numbers were measured in Chromium 156 on the
// same documents (the fixtures' style sheet, see Tests/Fixtures/SCHEMA.md).

/// A node from CSS declarations and children.
private func box(_ css: String, _ children: [Node] = []) throws -> Node {
    Node(style: try Style(css: css), children: children)
}

/// A `width` × `height` box, placed by `placement` (CSS declarations).
private func item(_ width: Double, _ height: Double, _ placement: String = "") throws -> Node {
    try box("width: \(width)px; height: \(height)px; \(placement)")
}

/// The column sizes of `grid` laid out at its max-content size.
private func columns(_ grid: Node) -> [Double] {
    grid.layout(available: .maxContent).columns?.sizes ?? []
}

// MARK: Parsing

@Test func subgridParsesWithItsLineNames() throws {
    let style = try Style(css: "display: grid; grid-template-columns: subgrid [a] [b c] repeat(2, [d]) [e]")
    #expect(style.gridTemplateColumns.isSubgrid)
    #expect(style.gridTemplateColumns.lineNames == [["a"], ["b", "c"], ["d"], ["d"], ["e"]])
    #expect(try Style(css: "grid-template: subgrid / subgrid [x]").gridTemplateColumns == .subgrid([["x"]]))
}

@Test func aSubgridsAutoFillNamesRepeatAsOftenAsTheLinesLeftOverAllow() throws {
    let list = try TrackList(css: "subgrid [a] repeat(auto-fill, [b] [c]) [d]")
    #expect(list.subgridAutoFill == SubgridNameRepeat(position: 1, names: [["b"], ["c"]]))
    // Six lines: a, two repetitions of b c, d; five lines: a, one repetition, d, and one unnamed.
    #expect(list.subgridLineNames(lineCount: 6) == [["a"], ["b"], ["c"], ["b"], ["c"], ["d"]])
    #expect(list.subgridLineNames(lineCount: 5) == [["a"], ["b"], ["c"], ["d"]])
}

@Test func subgridWithTracksOrTwoAutoFillsIsAnErrorNamingTheText() throws {
    #expect(throws: CSSParseError.self) { try Style(css: "grid-template-columns: subgrid 10px") }
    do {
        _ = try Style(css: "grid-template-columns: subgrid repeat(auto-fill, [a]) repeat(auto-fill, [b])")
        Issue.record("two auto-fill repetitions were accepted")
    } catch {
        #expect(error.property == "grid-template-columns")
        #expect(error.message.contains("auto-fill"))
    }
}

@Test func aGapIsNormalUntilSet() throws {
    #expect(Style().columnGapIsNormal && Style().rowGapIsNormal)
    #expect(try !Style(css: "column-gap: 0").columnGapIsNormal)
    #expect(try Style(css: "gap: normal 4px").rowGapIsNormal)
    #expect(try !Style(css: "gap: normal 4px").columnGapIsNormal)
    var style = Style()
    style.rowGap = .points(3)
    #expect(!style.rowGapIsNormal)
}

@Test func subgridOnAGridThatIsNoGridItemIsNone() throws {
    // The root is no grid item: its `subgrid` columns are `none`, its names ignored.
    let root = try box("display: grid; grid-template-columns: subgrid [a] [b]", [try item(30, 5, "grid-column: b")])
    let layout = root.layout(available: .maxContent)
    // `b` names no line: it is the first implicit line after the (empty) explicit grid,
    // line 2; the item is in the second column.
    #expect(layout.columns?.sizes == [0, 30])
    #expect(layout.columns?.explicitTracks == 0)
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 30, height: 5))
}

// MARK: Sizing the parent's tracks

@Test func aSubgridsItemsSizeTheParentsTracks() throws {
    let subgrid = try box("display: grid; grid-column: 1 / span 3; grid-template-columns: subgrid",
                          [try item(50, 5, "grid-column: 2"), try item(30, 5, "grid-column: 3")])
    #expect(columns(try box("display: grid; grid-template-columns: auto auto auto", [subgrid])) == [0, 50, 30])
}

@Test func aSubgridsEdgesAreExtraMarginsOfItsItemsAndSitInItsEdgeTracks() throws {
    // An item spanning columns 2–3 at the end edge: 50 + 20 padding, with the 20 px edge
    // already in column 3 (so the item's share is even: 25 and 25 + 20); the empty
    // first column holds the 6 px start edge.
    let subgrid = try box("display: grid; grid-column: 1 / span 3; grid-template-columns: subgrid; padding: 0 20px 0 6px",
                          [try item(50, 5, "grid-column: 2 / span 2")])
    #expect(columns(try box("display: grid; grid-template-columns: auto auto auto", [subgrid])) == [6, 25, 45])
}

@Test func anEmptySubgridStillHoldsItsEdges() throws {
    let wide = try box("display: grid; grid-column: 1 / span 3; grid-template-columns: subgrid; padding: 0 20px 0 6px")
    #expect(columns(try box("display: grid; grid-template-columns: auto auto auto", [wide])) == [6, 0, 20])
    // One track: both edges in it.
    let narrow = try box("display: grid; grid-column: 1; grid-template-columns: subgrid; padding: 0 20px 0 6px")
    #expect(columns(try box("display: grid; grid-template-columns: auto auto", [narrow])) == [26, 0])
}

@Test func aSubgridsEdgeGrowsABaseSizeNotAGrowthLimit() throws {
    // Row 2 holds the subgrid's 4 px bottom padding; the 60 px item spanning rows 2–3
    // still grows both evenly (28 each), as with no edge there.
    let subgrid = try box("display: grid; grid-row: 1 / span 2; grid-template-rows: subgrid; padding-bottom: 4px",
                          [try item(10, 10)])
    let grid = try box("display: grid; grid-template-columns: auto auto",
                       [subgrid, try item(60, 60, "grid-column: 2; grid-row: 2 / span 2")])
    #expect(grid.layout(available: .maxContent).rows?.sizes == [10, 32, 28])
}

@Test func theSizeOfFrIsFoundWithoutASubgridsEdges() throws {
    // A `minmax(0, 1fr)` track holds no edge (a fixed minimum), nor does the edge count
    // in the size of `fr`; a `1fr` (auto minimum) track does hold it.
    let edges = "display: grid; grid-column: 1 / span 2; grid-template-columns: subgrid; padding: 0 20px 0 6px"
    #expect(columns(try box("display: grid; grid-template-columns: minmax(0, 1fr) auto", [try box(edges)])) == [0, 20])
    #expect(columns(try box("display: grid; grid-template-columns: auto 1fr", [try box(edges)])) == [6, 20])
}

@Test func aSubgridsGutterDifferenceIsHalfAnExtraMarginOnEachSide() throws {
    // Its gap is 10 px in a grid without gaps: 5 px more around its item in column 1
    // (with the 6 px start edge: 61).
    let subgrid = try box("display: grid; grid-column: 1 / span 3; grid-template-columns: subgrid; column-gap: 10px; padding: 0 20px 0 6px",
                          [try item(50, 5, "grid-column: 1")])
    let layout = try box("display: grid; grid-template-columns: auto auto auto", [subgrid]).layout(available: .maxContent)
    #expect(layout.columns?.sizes == [61, 0, 20])
    // Its own columns: the parent's less the insets, 10 px apart (a track the insets
    // overlap is reported as 0 wide).
    #expect(layout.children[0].columns?.sizes == [50, 0, 0])
    #expect(layout.children[0].columns?.offsets == [6, 66, 66])
    #expect(layout.children[0].children[0].frame == Rect(x: 6, y: 0, width: 50, height: 5))
}

@Test func nestedSubgridsAccumulateTheirEdges() throws {
    // The inner subgrid's last column is the outer's: 9 + 20 px in the parent's last column.
    let inner = try box("display: grid; grid-column: 2 / span 3; grid-template-columns: subgrid; padding: 0 9px 0 4px",
                        [try item(50, 5, "grid-column: 1")])
    let outer = try box("display: grid; grid-column: 1 / span 4; grid-template-columns: subgrid; padding: 0 20px 0 6px", [inner])
    let layout = try box("display: grid; grid-template-columns: auto auto auto auto", [outer]).layout(available: .maxContent)
    #expect(layout.columns?.sizes == [6, 54, 0, 29])
    #expect(layout.children[0].children[0].children[0].frame.x == 4)
}

@Test func aRowSubgridSizesItsOwnColumnsAndTheParentsRows() throws {
    // Three cards of two rows: each row as tall as its tallest card's item there.
    let card = { (heights: [Double]) in
        try box("display: grid; grid-row: span 2; grid-template-rows: subgrid; row-gap: 4px",
                try heights.map { try item(40, $0) })
    }
    let grid = try box("display: grid; grid-template-columns: repeat(3, auto); column-gap: 8px",
                       [try card([10, 30]), try card([25, 5]), try card([15, 15])])
    let layout = grid.layout(available: .maxContent)
    // Half the 4 px gutter difference on each inner side: rows of 25 + 2 and 30 + 2.
    #expect(layout.rows?.sizes == [27, 32])
    #expect(layout.children.map(\.frame.height) == [59, 59, 59])
    // Each card's second item starts at the same height: 27 + 2 (half its 4 px gutter).
    #expect(layout.children.map { $0.children[1].frame.y } == [29, 29, 29])
}

// MARK: Placement inside a subgrid

@Test func aSubgridsLinesHaveTheParentsNamesAndItsOwn() throws {
    // Lines 1–4 of the parent are a b c d; the subgrid's are also x and y.
    let subgrid = try box("display: grid; grid-column: 1 / span 3; grid-template-columns: subgrid [x] [y]", [
        try item(50, 5, "grid-column: b"), try item(30, 5, "grid-column: y / d"), try item(20, 5, "grid-column: 5"),
    ])
    let layout = try box("display: grid; grid-template-columns: [a] auto [b] auto [c] auto [d]", [subgrid])
        .layout(available: .maxContent)
    #expect(layout.columns?.sizes == [0, 50, 20])
    // `b` is the subgrid's line 2; `y` too (its own names start at its first line), so
    // the second item spans columns 2–3 in the next row; line 5 is past the subgrid:
    // the third item is kept in its last column, in the row after.
    #expect(layout.children[0].children.map(\.frame.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 5), Point(x: 50, y: 10)])
}

@Test func aSubgridWithoutASpanSpansOneTrackWhateverItsNames() throws {
    // As in Chromium, `subgrid [a] [b] [c]` does not make an `auto` subgrid span two tracks.
    let subgrid = try box("display: grid; grid-template-columns: subgrid [a] [b] [c]",
                          [try item(50, 5), try item(30, 5)])
    let layout = try box("display: grid; grid-template-columns: auto auto auto", [subgrid]).layout(available: .maxContent)
    #expect(layout.columns?.sizes == [50, 0, 0])
}

@Test func itemsOutsideASubgridAreKeptInsideAsChromiumPlacesThem() throws {
    // Across the columns (the axis the cursor fills): moved inside before auto-placement.
    // (Empty items in row 3 give the columns finite growth limits: the spanning item's
    // extra space is then shared evenly.)
    let columnsSubgrid = try box("display: grid; grid-column: 1 / span 2; grid-template-columns: subgrid", [
        try item(50, 5, "grid-column: span 3"), try item(30, 7, "grid-column: -5"),
    ])
    let probes = try (1 ... 3).map { try box("grid-row: 3; grid-column: \($0)") }
    let across = try box("display: grid; grid-template-columns: auto auto auto", [columnsSubgrid] + probes)
        .layout(available: .maxContent)
    #expect(across.columns?.sizes == [40, 10, 0])
    #expect(across.children[0].children.map(\.frame.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 5)])
    // Down the rows (the axis that grows): placed past the last row, then kept in it;
    // the auto item placed before it spans both rows.
    let rowsSubgrid = try box("display: grid; grid-row: 1 / span 2; grid-template-rows: subgrid", [
        try item(50, 5, "grid-row: 3 / span 2"), try item(30, 7, "grid-row: span 2"),
    ])
    let down = try box("display: grid; grid-template-columns: auto auto; grid-template-rows: auto auto", [rowsSubgrid])
        .layout(available: .maxContent)
    #expect(down.children[0].children.map(\.frame.y) == [2, 0])
}

@Test func anItemWithNoRoomLeftInASubgridsRowOverlapsItsLastColumn() throws {
    // Both columns of row 2 are taken: the third item locked to row 2 overlaps column 2.
    let subgrid = try box("display: grid; grid-column: 1 / span 2; grid-template-columns: subgrid; grid-auto-rows: 10px", [
        try item(10, 5, "grid-column: 1; grid-row: 2"), try item(10, 5, "grid-column: 2; grid-row: 2"),
        try item(10, 5, "grid-row: 2"), try item(10, 5),
    ])
    let layout = try box("display: grid; grid-template-columns: 100px 100px", [subgrid]).layout(available: .maxContent)
    #expect(layout.children[0].children.map(\.frame.origin) == [
        Point(x: 0, y: 10), Point(x: 100, y: 10), Point(x: 100, y: 10), Point(x: 0, y: 0),
    ])
}

// MARK: Direction

@Test func aLeftToRightSubgridOfARightToLeftGridNumbersItsColumnsFromTheLeft() throws {
    // The parent's column 1 is on the right; the subgrid's column 1 on the left, its
    // 6 px left padding in the parent's column 2.
    let subgrid = try box("display: grid; grid-column: 1 / span 2; grid-template-columns: subgrid; padding: 0 20px 0 6px; direction: ltr",
                          [try item(50, 5), try item(30, 5)])
    let layout = try box("display: grid; grid-template-columns: auto auto; direction: rtl", [subgrid]).layout(available: .maxContent)
    #expect(layout.columns?.sizes == [50, 56])
    #expect(layout.children[0].children.map(\.frame.x) == [6, 56])
}

// MARK: Limits

@Test func subgridsSpanAtMostAHundredThousandTracksInAll() throws {
    // Within the limit, the item in the subgrid's second column sizes the parent's; past
    // it, the subgrid is an ordinary grid whose item spreads over all the parent's tracks.
    func secondColumn(span: Int) throws -> Double {
        let subgrid = try box("display: grid; grid-column: 1 / span \(span); grid-template-columns: subgrid",
                              [try item(50, 5, "grid-column: 2")])
        let layout = try box("display: grid; grid-auto-columns: auto", [subgrid]).layout(available: .maxContent)
        return layout.columns?.sizes[1] ?? -1
    }
    #expect(try secondColumn(span: SubgridTrackBudget.largestPerGrid) == 50)
    #expect(try secondColumn(span: SubgridTrackBudget.largestPerGrid + 1) < 1)
}

@Test(arguments: [(grids: 3, subgrids: true), (grids: 4, subgrids: false)])
func aLayoutPassPlacesAtMostTwoHundredThousandSubgriddedTracks(grids: Int, subgrids: Bool) throws {
    // Grids side by side, each with a subgrid of 60,000 columns, each placed once: three
    // place 180,000 tracks; four would place 240,000, so the layout is made again with at
    // most 1,000 subgridded tracks per grid, and each subgrid is an ordinary grid whose
    // item spreads over all its parent's columns.
    func grid() throws -> Node {
        try box("display: grid; grid-auto-columns: auto", [
            try box("display: grid; grid-column: 1 / span 60000; grid-template-columns: subgrid",
                    [try item(50, 5, "grid-column: 2")]),
        ])
    }
    let root = try box("display: grid; grid-auto-flow: column", (0 ..< grids).map { _ in try grid() })
    let layout = root.layout(available: .maxContent)
    #expect(layout.children.map { ($0.columns?.sizes[1] ?? -1) == 50 } == Array(repeating: subgrids, count: grids))
}

@Test func aSubgridsOwnGuttersAreBetweenItsTracksWhileTheParentSizesItsRows() throws {
    // The item spans the subgrid's first two columns and the 20 px gutter between them:
    // 130 px of words fit on one line in 110 px of columns and the gutter (measured in
    // Chromium: one line, 16 px).
    let subgrid = try box("display: grid; grid-column: 1 / span 4; grid-template-columns: subgrid; grid-template-rows: subgrid",
                          [Node(style: try Style(css: "grid-column: span 2"), measure: .words([45, 20, 8, 45, 12], lineHeight: 16))])
    let layout = try box("display: grid; gap: 20px", [subgrid]).layout(available: .maxContent)
    #expect(layout.frame.size == Size(width: 170, height: 16))
    #expect(layout.children[0].children[0].frame == Rect(x: 0, y: 0, width: 130, height: 16))
}

@Test func anItemPlacedInBothAxesPastASubgridsLastColumnDoesNotBlockTheCellsItIsKeptIn() throws {
    // Chromium places it in a column past the subgrid's one, then keeps it in that
    // column: the third item still takes the first free cell of its row, over it.
    let subgrid = try box("display: grid; grid-template-columns: subgrid", [
        Node(style: try Style(css: "grid-column: -1; grid-row: 2"), measure: .words([31, 77, 8], lineHeight: 20)),
        Node(measure: .words([60], lineHeight: 16)),
        Node(measure: .words([12], lineHeight: 20)),
    ])
    let layout = try box("display: grid", [subgrid]).layout(available: AvailableSize(width: .definite(400), height: .definite(300)))
    #expect(layout.children[0].children.map(\.frame.y) == [16, 0, 16])
}

// MARK: §12.1 step 3

@Test func theItemsOfASubgridOnBothAxesSizeTheColumnsAgainOnlyWhenAnItemOfTheGridsOwnFollowsItsRows() throws {
    // A subgrid on both axes of a max-content grid: a 4 : 3 item without content in
    // the `auto` column, words of 20, 12, 45 and 8 px on 12 px lines (45 px wide, three
    // lines) in the `min-content` one. The row is 36 px, so the ratio item would be 48 px
    // wide in it; but no item of the grid's own follows the rows, and the columns are
    // not sized again: the item stays 0 × 0 (Chromium 156: the grid 45 × 36).
    func subgrid() throws -> Node {
        try box("display: grid; grid-column: 1 / span 2; grid-template-columns: subgrid; grid-template-rows: subgrid", [
            Node(style: try Style(css: "grid-column: 1; aspect-ratio: 4 / 3")),
            Node(style: try Style(css: "grid-column: 2"), measure: .words([20, 12, 45, 8], lineHeight: 12)),
        ])
    }
    let available = AvailableSize(width: .maxContent, height: .definite(600))
    let alone = try box("display: grid; grid-template-columns: auto min-content; grid-template-rows: min-content",
                        [subgrid()]).layout(available: available)
    #expect(alone.frame.size == Size(width: 45, height: 36))
    #expect(alone.children[0].children.map(\.frame) == [
        Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 0, y: 0, width: 45, height: 36),
    ])
    // A square item of the grid's own in a third `auto` column follows the row: the
    // columns are sized again, and the subgrid's ratio item widens the first with them.
    // Chromium 156: the grid 129 × 42, the ratio items 56 × 42 and 42 × 42.
    let beside = try box("display: grid; grid-template-columns: auto min-content auto; grid-template-rows: min-content", [
        subgrid(), Node(style: try Style(css: "grid-column: 3; grid-row: 1; aspect-ratio: 1")),
    ]).layout(available: available)
    #expect(beside.frame.size == Size(width: 129, height: 42))
    #expect(beside.children[0].children.map(\.frame) == [
        Rect(x: 0, y: 0, width: 56, height: 42), Rect(x: 56, y: 0, width: 45, height: 42),
    ])
    #expect(beside.children[1].frame == Rect(x: 101, y: 0, width: 42, height: 42))
}

@Test func aColumnSubgridStretchedInItsRowMeasuresItsRatioItemInTheStretchedRowForStep3() throws {
    // Two `1fr` columns, 200 px; the words beside make the row 80 px. The column
    // subgrid is stretched in it, and its own `auto` row with it; its 2 : 1 item
    // (`justify-self: start`, so stretched in its row) is 80 px tall and so 160 px wide.
    // Step 3 measures it in the stretched row: the first column's minimum is 160 px,
    // above its share of 100, and the columns are 160 and 40. With 5 px margins above
    // and below, the row inside is 70 px and the item 140 px wide. Chromium 156: the
    // subgrid 160 × 80, then 140 × 70.
    for (margin, width) in [(0.0, 160.0), (5, 140)] {
        let subgrid = try box("display: grid; grid-column: 1; grid-template-columns: subgrid; margin: \(margin)px 0px", [
            Node(style: try Style(css: "aspect-ratio: 2; justify-self: start")),
        ])
        let grid = try box("display: grid; grid-template-columns: 1fr 1fr; width: 200px", [
            subgrid, Node(style: try Style(css: "grid-column: 2"), measure: .words([50], lineHeight: 80)),
        ])
        let layout = grid.layout(available: AvailableSize(Size(width: 400, height: 600)))
        #expect(layout.children[0].frame == Rect(x: 0, y: margin, width: width, height: 80 - 2 * margin))
        #expect(layout.children[0].children[0].frame == Rect(x: 0, y: 0, width: width, height: 80 - 2 * margin))
        #expect(layout.children[1].frame.x == width)
    }
}

@Test func aRowSubgridsItemsTakeTheirHeightsInTheFirstPassColumnsAfterStep3MeasuredTheSubgrid() throws {
    // The subgrid sizes its own column from its items: the words (90 and 60 px on one
    // line) give 150 px in the parent's first pass, so the square item is 150 px tall and
    // the rows 150. Step 3 measures the subgrid's width again in those rows: the 4 : 3
    // item spanning them is 200 px wide, so the parent's `auto` column takes 200. The
    // parent's rows, sized again, still take the square item's height at 150 px (the
    // first pass's column), not at 200. Chromium 156: the grid 150 px tall, the subgrid
    // 200 × 150, its items 200 × 150 and 200 × 200 (past the rows).
    let subgrid = try box("display: grid; grid-row: 1 / span 2; grid-template-rows: subgrid", [
        Node(style: try Style(css: "grid-row: span 2; aspect-ratio: 4 / 3")),
        Node(style: try Style(css: "grid-column: 1; aspect-ratio: 1"), measure: .words([90, 60], lineHeight: 12)),
    ])
    let grid = try box("display: grid; grid-template-columns: auto 1fr; width: 600px", [subgrid])
    let layout = grid.layout(available: AvailableSize(Size(width: 400, height: 600)))
    #expect(layout.frame.size == Size(width: 600, height: 150))
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 200, height: 150))
    #expect(layout.children[0].children.map(\.frame) == [
        Rect(x: 0, y: 0, width: 200, height: 150), Rect(x: 0, y: 0, width: 200, height: 200),
    ])
}

@Test func aRatioItemInAColumnSubgridWidensItsColumnOnceTheSubgridsRowsAreSized() throws {
    // The subgrid takes the parent's `max-content` and `min-content` columns. In the
    // second, words of 20, 77, 12 and 45 px with 2 px padding: 81 px, three lines of 16
    // px, so the subgrid's first row is 52 px. The ratio item (2 : 1) in the first column
    // is stretched to that row, 104 px wide: step 3 sizes the parent's columns again from
    // it, the first 110 px with the subgrid's 6 px left padding. Chromium 156: the subgrid
    // 194 × 82 (2 + 52 + 24 + 4), the ratio item 104 × 52.
    let subgrid = try box("display: grid; grid-column: 2 / span 2; grid-template-columns: subgrid; padding: 2px 3px 4px 6px", [
        Node(style: try Style(css: "aspect-ratio: 2"), measure: .words([8], lineHeight: 20)),
        Node(style: try Style(css: "padding: 2px"), measure: .words([20, 77, 12, 45], lineHeight: 16)),
        Node(style: try Style(css: "padding: 2px"), measure: .words([77, 8], lineHeight: 20)),
    ])
    let grid = try box("display: grid; grid-template-columns: auto max-content min-content min-content max-content fit-content(60px)",
                       [subgrid])
    let layout = grid.layout(available: AvailableSize(Size(width: 400, height: 600)))
    #expect(layout.frame.size == Size(width: 194, height: 82))
    #expect(layout.children[0].children.map(\.frame) == [
        Rect(x: 6, y: 2, width: 104, height: 52), Rect(x: 110, y: 2, width: 81, height: 52),
        Rect(x: 6, y: 54, width: 104, height: 24),
    ])
}

// MARK: Placing a subgrid's own axis

/// A row subgrid of eight 10 px tall items, in one column of `columns` of the grid
/// (CSS declarations added to the grid's), with `repeat(auto-fill, 50px)` columns of
/// its own: the frame of its second item.
private func secondItemOfAnAutoFillSubgrid(columns: String, grid: String = "", beside: [Node] = []) throws -> Rect {
    let subgrid = try box("display: grid; grid-template-rows: subgrid; grid-row: span 2; grid-template-columns: repeat(auto-fill, 50px)",
                          try (0 ..< 8).map { _ in try box("height: 10px") })
    let parent = try box("display: grid; grid-template-columns: \(columns); \(grid)", [subgrid] + beside)
    return parent.layout(available: AvailableSize(width: .definite(1000), height: .maxContent)).children[0].children[1].frame
}

@Test(arguments: [
    // Each track one size before any is sized: six columns of 50 px in 300.
    ("300px", "", Rect(x: 50, y: 0, width: 50, height: 10)),
    ("minmax(300px, 300px)", "", Rect(x: 50, y: 0, width: 50, height: 10)),
    ("30%", "width: 1000px", Rect(x: 50, y: 0, width: 50, height: 10)),
    // Tracks sized later: one column, whatever width the subgrid then takes.
    ("minmax(300px, 400px)", "", Rect(x: 0, y: 10, width: 50, height: 10)),
    ("1fr", "width: 300px", Rect(x: 0, y: 10, width: 50, height: 10)),
])
func aSubgridsRepetitionsCountFromItsAreaOnlyWhereItsTracksHaveOneSizeBeforeSizing(columns: String, grid: String,
                                                                                    expected: Rect) throws {
    // Chromium places a subgrid once, before its parent sizes a track: its area is
    // definite then only where each track has both sizing functions the same length.
    // Chromium 156: the second item at (50, 0) or (0, 10).
    #expect(try secondItemOfAnAutoFillSubgrid(columns: columns, grid: grid) == expected)
}

@Test func aSubgridKeepsTheRepetitionsItWasPlacedWithWhenItsAutoColumnGrowsWider() throws {
    // The `auto` column is 300 px wide for the box below, but only once sized: the
    // subgrid was placed with one column, and keeps it. Chromium 156: (0, 10).
    let frame = try secondItemOfAnAutoFillSubgrid(columns: "auto", beside: [try box("width: 300px; height: 5px")])
    #expect(frame == Rect(x: 0, y: 10, width: 50, height: 10))
}

@Test func aSubgridOfARowSubgridSpansTheColumnsTheRowSubgridWasPlacedWith() throws {
    // The row subgrid has one `auto-fill` column (its `auto` column in the grid is sized
    // later); the subgrid inside, on both axes, spans it (`1 / -1`), so its child has
    // the column less the padding on either side. Chromium 156: the inner subgrid 50 ×
    // 40 at (0, 10), its child 44 × 20 at (3, 3).
    let inner = try box("display: grid; grid-template-rows: subgrid; grid-template-columns: subgrid; grid-column: 1 / -1; grid-row: 2; padding: 3px 3px 17px 3px",
                        [try box("height: 20px")])
    let rowSubgrid = try box("display: grid; grid-template-rows: subgrid; grid-row: span 2; grid-template-columns: repeat(auto-fill, 50px)",
                             try (0 ..< 3).map { _ in try box("height: 10px") } + [inner])
    let grid = try box("display: grid; grid-template-columns: auto", [rowSubgrid, try box("width: 300px; height: 5px")])
    let layout = grid.layout(available: AvailableSize(width: .definite(300), height: .maxContent))
    #expect(layout.children[0].children[3].frame == Rect(x: 0, y: 10, width: 50, height: 40))
    #expect(layout.children[0].children[3].children[0].frame == Rect(x: 3, y: 3, width: 44, height: 20))
}

@Test func aSubgridInAPercentageColumnIsPlacedAgainWhenTheGridsWidthBecomesDefinite() throws {
    // The grid's width is found from its content first (the `50%` column then behaves
    // as `auto`), then it is laid out 400 px wide, stretched beside the 400 px box: its
    // column is 200 px, four of the subgrid's 50 px columns. Chromium 156: the second
    // item at (50, 0).
    let subgrid = try box("display: grid; grid-template-rows: subgrid; grid-row: span 2; grid-template-columns: repeat(auto-fill, 50px)",
                          try (0 ..< 8).map { _ in try box("height: 10px") })
    let grid = try box("display: grid; grid-template-columns: 50%", [subgrid])
    let outer = try box("display: grid; grid-template-columns: auto", [grid, try box("width: 400px; height: 5px")])
    let layout = outer.layout(available: .maxContent)
    #expect(layout.children[0].children[0].frame == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(layout.children[0].children[0].children[1].frame == Rect(x: 50, y: 0, width: 50, height: 10))
}
