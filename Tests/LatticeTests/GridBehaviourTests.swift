import Testing
import Lattice

@Test func itemAlignmentBeatsCommonAlignmentWhichBeatsCenter() {
    let grid = Grid(tracks: 3, commonItemsAlignment: .topLeading) {
        Text("ab")                                        // common: top-leading
        Text("ab").gridItemAlignment(.bottomTrailing)      // its own
        Text("ab").gridItemAlignment(nil)                  // nil: common again
    }
    // Cells 100 × 100 at x 0, 105, 210; "ab" is 16 × 16.
    let result = grid.layout(in: Size(width: 310, height: 100))
    expectFrames(result.frames, [r(0, 0, 16, 16), r(189, 84, 16, 16), r(210, 0, 16, 16)])
    // Default: centred at (100 - 16) / 2 = 42.
    let centred = Grid(tracks: 1) { Text("ab") }.layout(in: Size(width: 100, height: 100))
    expectFrames(centred.frames, [r(42, 42, 16, 16)])
}

@Test func commonAlignmentModifierAppliesUnlessTheInitializerSetIt() {
    let modified = Grid(tracks: 1) { Text("ab") }.gridCommonItemsAlignment(.bottom)
    // bottom: x centred 42, y 100 - 16 = 84.
    expectFrames(modified.layout(in: Size(width: 100, height: 100)).frames, [r(42, 84, 16, 16)])
    let both = Grid(tracks: 1, commonItemsAlignment: .top) { Text("ab") }.gridCommonItemsAlignment(.bottom)
    expectFrames(both.layout(in: Size(width: 100, height: 100)).frames, [r(42, 0, 16, 16)])
}

@Test func contentAlignmentPlacesSmallTracksInTheGrid() {
    let grid = Grid(tracks: [.pt(50), .pt(50)]) { Color.red; Color.blue }
        .gridContentAlignment(.trailing)
    // Tracks 50 + 5 + 50 = 105 at the trailing end of 305: x 200 and 255.
    let result = grid.layout(in: Size(width: 305, height: 100))
    expectFrames(result.frames, [r(200, 0, 50, 100), r(255, 0, 50, 100)])
    let leading = Grid(tracks: [.pt(50), .pt(50)], contentAlignment: .leading) { Color.red; Color.blue }
        .gridContentAlignment(.trailing)
    expectFrames(leading.layout(in: Size(width: 305, height: 100)).frames, [r(0, 0, 50, 100), r(55, 0, 50, 100)])
}

@Test func defaultOptionsAreExytes() {
    let options = Grid(tracks: 3) { Color.red }.options
    #expect(options.contentMode == .fill)
    #expect(options.flow == .rows)
    #expect(options.packing == .sparse)
    #expect(options.commonItemsAlignment == .center)
    #expect(options.contentAlignment == .center)
    #expect(options.cache == .inMemoryCache)
    #expect(Grid(tracks: 3) { Color.red }.spacing == 5)
}

@Test func initializerOptionsWinOverModifiers() {
    let grid = Grid(tracks: 3, contentMode: .scroll, flow: .columns, packing: .dense, cache: .noCache) { Color.red }
        .gridContentMode(.fill).gridFlow(.rows).gridPacking(.sparse).gridCache(.inMemoryCache)
    #expect(grid.options.contentMode == .scroll)
    #expect(grid.options.flow == .columns)
    #expect(grid.options.packing == .dense)
    #expect(grid.options.cache == .noCache)
}

@Test func nestedGridsAreSizedAsItemsAndKeepTheirAttributes() {
    let inner = Grid(tracks: 2, spacing: 0) {
        Color.red.gridSpan(column: 2)   // applies inside the inner grid only
        Color.blue
        Color.green
    }
    let outer = Grid(tracks: 2) {
        inner
        Color.black
        Color.gray
    }
    let result = outer.layout(in: Size(width: 205, height: 205))
    // The inner grid's span does not leak: the outer grid has three 1 × 1 items.
    #expect(result.areas == [GridItemArea(column: 0, row: 0, columnSpan: 1, rowSpan: 1),
                             GridItemArea(column: 1, row: 0, columnSpan: 1, rowSpan: 1),
                             GridItemArea(column: 0, row: 1, columnSpan: 1, rowSpan: 1)])
    // Cells 100 × 100; the inner grid fills its cell.
    expectFrames(result.frames, [r(0, 0, 100, 100), r(105, 0, 100, 100), r(0, 105, 100, 100)])
    // Inside: red spans the two 50-wide columns; rows of 50.
    let innerResult = inner.layout(in: Size(width: 100, height: 100))
    expectFrames(innerResult.frames, [r(0, 0, 100, 50), r(0, 50, 50, 50), r(50, 50, 50, 50)])
}

@Test func scrollGridSizeFollowsItsContent() {
    let grid = Grid(tracks: 2, contentMode: .scroll) {
        Color.red.frame(height: 30)
        Color.blue.frame(height: 40)
        Text("x")
    }
    // Rows: max(30, 40) = 40 and 16; height 40 + 5 + 16 = 61, whatever the proposal.
    expectSize(grid.layout(in: Size(width: 205, height: 1000)).size, Size(width: 205, height: 61))
    expectSize(grid.sizeThatFits(ProposedSize(width: 205, height: nil)), Size(width: 205, height: 61))
}

@Test func autoTracksSizeTheGrowingTracks() {
    let grid = Grid(tracks: 2) { for _ in 0..<4 { Color.red } }
        .gridAutoTracks([.pt(20), .pt(30)])
    // Rows alternate 20 and 30: 20 + 5 + 30 = 55 in the 100-tall grid, centred by the
    // content alignment: (100 - 55) / 2 = 22.5 → rows at y 22.5 and 47.5.
    let result = grid.layout(in: Size(width: 205, height: 100))
    expectSize(result.size, Size(width: 205, height: 100))
    expectFrames(result.frames, [r(0, 22.5, 100, 20), r(105, 22.5, 100, 20), r(0, 47.5, 100, 30), r(105, 47.5, 100, 30)])
}

@Test func separateColumnAndRowTemplates() {
    let grid = Grid(columns: [.pt(100), .fr(1)], rows: [.pt(40)]) {
        Color.red.gridSpan(column: 2)
        Color.blue
        Color.green
    }
    // Columns 100 and 300 - 100 - 5 = 195; row 0 is 40, row 1 takes the rest: 200 - 40 - 5 = 155.
    let result = grid.layout(in: Size(width: 300, height: 200))
    expectFrames(result.frames, [r(0, 0, 300, 40), r(0, 45, 100, 155), r(105, 45, 195, 155)])
}

@Test func autoFillRepeatsAsManyTracksAsFit() {
    let grid = Grid(tracks: [.repeat(.autoFill, [.pt(100)])]) {
        for _ in 0..<5 { Color.red }
    }
    // 100-point columns with 5 gaps in 320: 3 × 100 + 2 × 5 = 310 ≤ 320 < 415 → 3 columns,
    // centred: (320 - 310) / 2 = 5. Five items → 2 rows of (205 - 5) / 2 = 100.
    let result = grid.layout(in: Size(width: 320, height: 205))
    expectFrames(result.frames, [r(5, 0, 100, 100), r(110, 0, 100, 100), r(215, 0, 100, 100),
                                 r(5, 105, 100, 100), r(110, 105, 100, 100)])
}

@Test func autoFitCollapsesEmptyRepetitions() {
    let grid = Grid(tracks: [.repeat(.autoFit, [.minmax(.pt(100), .fr(1))])]) {
        Color.red; Color.blue
    }
    // 3 repetitions fit in 320 (3 × 100 + 2 × 5 = 310); only 2 are used, the third collapses
    // with its gap, and the two flexible columns share 320 - 5 = 315: 157.5 each.
    let result = grid.layout(in: Size(width: 320, height: 100))
    expectFrames(result.frames, [r(0, 0, 157.5, 100), r(162.5, 0, 157.5, 100)])
}

@Test func gridLayoutIsAPureFunctionAcrossThreads() async {
    let grid = Grid(0..<200, tracks: [.pt(30), .fr(1), .fit], cache: .noCache) { index in
        Text(String(repeating: "w ", count: index % 7))
    }
    let expected = grid.layout(in: Size(width: 400, height: 900))
    let results = await withTaskGroup(of: GridLayoutResult.self) { group in
        for _ in 0..<8 {
            group.addTask { grid.layout(in: Size(width: 400, height: 900)) }
        }
        var all: [GridLayoutResult] = []
        for await result in group { all.append(result) }
        return all
    }
    #expect(results.allSatisfy { $0 == expected })
}
