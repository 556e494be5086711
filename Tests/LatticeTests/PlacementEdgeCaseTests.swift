import Testing
@testable import Lattice

// exyte's placement rules at their edges. Areas are checked directly; they do
// not depend on track sizing.

private func areas(_ grid: Grid) -> [GridItemArea] {
    grid.layout(in: Size(width: 300, height: 300)).areas
}

private func a(_ column: Int, _ row: Int, _ columnSpan: Int = 1, _ rowSpan: Int = 1) -> GridItemArea {
    GridItemArea(column: column, row: row, columnSpan: columnSpan, rowSpan: rowSpan)
}

@Test func conflictingBothStartsFallBackToAutoPlacementWithAWarning() {
    let grid = Grid(tracks: 3) {
        Color.red.gridStart(column: 1, row: 0)
        Color.blue.gridStart(column: 1, row: 0)   // same cell: auto-placed
        Color.green
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    // red c1 r0 first; then the auto items in order: blue r0c0, green r0c2.
    #expect(result.areas == [a(1, 0), a(0, 0), a(2, 0)])
    #expect(result.warnings == [GridWarning(.startOccupied(column: 1, row: 0), itemIndex: 1)])
}

@Test func startPastTheLastTrackIsDroppedWithAWarning() {
    let grid = Grid(tracks: 3) {
        Color.red
        Color.blue.gridStart(column: 5, row: 2)   // column dropped, row 2 kept
        Color.green.gridStart(column: 3)          // columns are 0…2: dropped
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    // blue keeps its row start: r2 c0. red and green are auto: r0c0, r0c1.
    #expect(result.areas == [a(0, 0), a(0, 2), a(1, 0)])
    #expect(result.warnings.contains(GridWarning(.startOutsideTracks(axis: .horizontal, start: 5, trackCount: 3), itemIndex: 1)))
    #expect(result.warnings.contains(GridWarning(.startOutsideTracks(axis: .horizontal, start: 3, trackCount: 3), itemIndex: 2)))
}

@Test func negativeStartsAreDroppedWithAWarning() {
    let grid = Grid(tracks: 2) {
        Color.red.gridStart(column: -1, row: -3)
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    #expect(result.areas == [a(0, 0)])
    #expect(Set(result.warnings) == [GridWarning(.negativeStart(axis: .horizontal, start: -1), itemIndex: 0),
                                     GridWarning(.negativeStart(axis: .vertical, start: -3), itemIndex: 0)])
}

@Test func spanWiderThanTheGridIsClampedToTheTracks() {
    let grid = Grid(tracks: 3) {
        Color.red.gridSpan(column: 5)                          // 3 columns
        Color.blue.gridStart(column: 2).gridSpan(column: 3)   // only column 2 is left: 1
        Color.green.gridSpan(column: Int.max)                  // huge numbers do not trap
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    // blue (fixed start) first: c2 r0. red (3 wide) cannot share row 0 → r1. green → r2.
    #expect(result.areas == [a(0, 1, 3), a(2, 0), a(0, 2, 3)])
    #expect(result.warnings.contains(GridWarning(.spanClamped(axis: .horizontal, requested: 5, used: 3), itemIndex: 0)))
    #expect(result.warnings.contains(GridWarning(.spanClamped(axis: .horizontal, requested: 3, used: 1), itemIndex: 1)))
}

@Test func denseBackFillsHolesLeftByWideItems() {
    let grid = Grid(tracks: 3, packing: .dense) {
        Color.red
        Color.blue.gridSpan(column: 3)
        Color.green.gridSpan(column: 2)
        Color.yellow
        Color.gray
    }
    // red r0c0; blue r1 (all three); green (2 wide) back-fills r0 c1-2; yellow r2c0; gray r2c1.
    #expect(areas(grid) == [a(0, 0), a(0, 1, 3), a(1, 0, 2), a(0, 2), a(1, 2)])
    let sparse = Grid(tracks: 3) {
        Color.red
        Color.blue.gridSpan(column: 3)
        Color.green.gridSpan(column: 2)
        Color.yellow
        Color.gray
    }
    // Sparse never goes back: green r2 c0-1, yellow r2c2, gray r3c0.
    #expect(areas(sparse) == [a(0, 0), a(0, 1, 3), a(0, 2, 2), a(2, 2), a(0, 3)])
}

@Test func columnsFlowPlacesDownTheRowsThenAcross() {
    let grid = Grid(tracks: 2, flow: .columns) {
        Color.red
        Color.blue.gridSpan(row: 2)   // the fixed axis is rows: spans both
        Color.green
        Color.yellow.gridStart(row: 1)
    }
    // Fixed tracks are 2 rows. yellow (fixed start row 1) first: column 0 row 1.
    // Auto: red c0 r0; blue (2 rows) c1; green c2 r0.
    #expect(areas(grid) == [a(0, 0), a(1, 0, 1, 2), a(2, 0), a(0, 1)])
}

@Test func columnsFlowStartOnTheGrowingAxisSearchesItsColumn() {
    let grid = Grid(tracks: 2, flow: .columns) {
        Color.red.gridStart(column: 1)
        Color.blue.gridStart(column: 1)
        Color.green.gridStart(column: 1)   // column 1 is full: auto-placed
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    #expect(result.areas == [a(1, 0), a(1, 1), a(0, 0)])
    #expect(result.warnings == [GridWarning(.noRoomInTrack(axis: .horizontal, start: 1), itemIndex: 2)])
}

@Test func rowStartWithoutRoomFallsBackWithAWarning() {
    let grid = Grid(tracks: 2) {
        Color.red.gridStart(row: 0)
        Color.blue.gridStart(row: 0).gridSpan(column: 2)   // row 0 has one free column: auto
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    #expect(result.areas == [a(0, 0), a(0, 1, 2)])
    #expect(result.warnings == [GridWarning(.noRoomInTrack(axis: .vertical, start: 0), itemIndex: 1)])
}

@Test func fixedStartSearchesDownItsColumnPastOccupiedRuns() {
    let grid = Grid(tracks: 2) {
        Color.red.gridStart(column: 0, row: 0).gridSpan(row: 3)
        Color.blue.gridStart(column: 0, row: 4)
        Color.green.gridStart(column: 0).gridSpan(row: 2)   // rows 0-2 and 4 taken: first fit is row 5
        Color.yellow.gridStart(column: 0)                    // row 3 is free
    }
    #expect(areas(grid) == [a(0, 0, 1, 3), a(0, 4), a(0, 5, 1, 2), a(0, 3)])
}

@Test func emptyTracksUseOneFlexibleTrackWithAWarning() {
    let grid = Grid(tracks: []) { Color.red; Color.blue }
    let result = grid.layout(in: Size(width: 100, height: 205))
    #expect(result.areas == [a(0, 0), a(0, 1)])
    #expect(result.warnings == [GridWarning(.noTracks, itemIndex: nil)])
    // One column of 100; rows (205 - 5) / 2 = 100.
    expectFrames(result.frames, [r(0, 0, 100, 100), r(0, 105, 100, 100)])
}

@Test func manyItemsArePlacedInOrder() {
    let grid = Grid(0..<10_000, tracks: 7, cache: .noCache) { _ in Color.red }
    let result = grid.layout(in: Size(width: 700, height: 700))
    #expect(result.areas.count == 10_000)
    #expect(result.areas[9_999] == a(9_999 % 7, 9_999 / 7))
}

@Test func hugeSpansAndStartsAreClampedWithoutTrapping() {
    let requests = [
        ExytePlacement.Request(fixedStart: nil, growingStart: nil, fixedSpan: Int.max, growingSpan: Int.max),
        ExytePlacement.Request(fixedStart: Int.max, growingStart: Int.max, fixedSpan: Int.min, growingSpan: Int.min),
    ]
    let placement = ExytePlacement.place(requests, fixedCount: 3, packing: .dense, fixedAxis: .horizontal)
    // The first spans the 3 columns and 10,000,000 rows; the second, with both starts dropped,
    // goes below it.
    #expect(placement.areas[0] == ExytePlacement.Area(fixed: 0, growing: 0, fixedSpan: 3, growingSpan: GridLimits.maxTracks))
    #expect(placement.areas[1] == ExytePlacement.Area(fixed: 0, growing: GridLimits.maxTracks, fixedSpan: 1, growingSpan: 1))
    #expect(placement.growingCount == GridLimits.maxTracks + 1)
}

@Test func nonFiniteNumbersNeverTrap() {
    #expect(ExyteToCSS.trackSize(.pt(.infinity)) == .points(0))
    #expect(GridSpacing(horizontal: .infinity, vertical: -.infinity) == .zero)
    // A tiny line height against a huge height: the line count stays the text's own.
    let text = Text("a b", metrics: TextMetrics(characterWidth: 8, lineHeight: 1e-300))
    #expect(text.sizeThatFits(ProposedSize(width: 0, height: 1e300)).width == 8)
    let grid = Grid(tracks: [.pt(.nan), .fr(.infinity)], spacing: GridSpacing(horizontal: .nan, vertical: 1)) {
        Color.red.frame(width: .infinity)
        Text("x").padding(.nan)
    }
    let result = grid.layout(in: Size(width: 100, height: 100))
    #expect(result.frames.count == 2)
    for frame in result.frames {
        #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
        #expect(frame.width >= 0 && frame.height >= 0)
    }
}
