import Testing
import Lattice

// exyte's rules that `Lattice`'s exyte-style `Grid` follows or offers: flexible
// factors summing below 1 fill the free space; `gridSpacingStyle(.exyte)` and
// `gridFitSizing(.exyte)`. Frames derived by hand from exyte's documented
// layout (tracks share the grid less one spacing, items padded by half the
// spacing in their tracks, the block placed by the content alignment).

@Test func flexibleFactorsInRepeatsAndMinmaxSummingBelowOneAreScaled() {
    // repeat(2, [.fr(0.25)]) sums to 0.5: each takes half of 305 − 5 = 300.
    let repeated = Grid(tracks: [.repeat(2, [.fr(0.25)])]) { Color.red; Color.blue }
    expectFrames(repeated.layout(in: Size(width: 305, height: 50)).frames, [r(0, 0, 150, 50), r(155, 0, 150, 50)])
    // minmax(10, 0.5fr) alone is the whole width.
    let minmax = Grid(tracks: [.minmax(.pt(10), .fr(0.5))]) { Color.red }
    expectFrames(minmax.layout(in: Size(width: 100, height: 50)).frames, [r(0, 0, 100, 50)])
    // Factors summing to 1 or more are left alone: 1 : 3 of 205 − 5.
    let plain = Grid(tracks: [.fr(1), .fr(3)]) { Color.red; Color.blue }
    expectFrames(plain.layout(in: Size(width: 205, height: 50)).frames, [r(0, 0, 50, 50), r(55, 0, 150, 50)])
}

@Test func exyteSpacingPadsItemsAndCellsInsideTracksThatShareTheGridLessTheSpacing() {
    // 210 × 100, spacing 10: two columns of 200 / 2 = 100 and one row of 90, the
    // block centred 5 from the edges; cells (and their backgrounds) inset by 5.
    let grid = Grid(tracks: 2, spacing: 10) {
        Text("a").gridCellBackground { _ in Color.red }
        Color.blue
    }
    .gridSpacingStyle(.exyte)
    let result = grid.layout(in: Size(width: 210, height: 100))
    #expect(result.size == Size(width: 210, height: 100))
    expectFrames(result.cells, [r(10, 10, 90, 80), r(110, 10, 90, 80)])
    expectFrames(result.backgrounds.map(\.frame), [r(10, 10, 90, 80)])
    // "a" (8 × 16) centred in its cell; blue fills its cell.
    expectFrames(result.frames, [r(10 + 41, 10 + 32, 8, 16), r(110, 10, 90, 80)])
    #expect(result.columns?.offsets == [5, 105])
}

@Test func exyteSpacingInScrollModeDoesNotShrinkTheGrowingAxis() {
    // Offered no height in scroll mode: the row is as tall as its padded items,
    // 30 + 10, from y 0; the width is shared as in fill mode.
    let grid = Grid(tracks: 2, spacing: 10) {
        Color.red.frame(height: 30)
        Color.blue.frame(height: 30)
    }
    .gridContentMode(.scroll)
    .gridSpacingStyle(.exyte)
    let result = grid.layout(proposal: ProposedSize(width: 210, height: nil))
    #expect(result.size == Size(width: 210, height: 40))
    expectFrames(result.frames, [r(10, 5, 90, 30), r(110, 5, 90, 30)])
}

@Test func exyteFitSizingOffersItemsTheGridsWidth() {
    // Offered the grid's 300 points, each colour takes its maximum: columns of
    // 40 and 60 and a gap of 5, centred in 300 from (300 − 105) / 2 = 97.5.
    let grid = Grid(tracks: [.fit, .fit]) {
        Color.red.frame(maxWidth: 40)
        Color.blue.frame(maxWidth: 60)
    }
    .gridFitSizing(.exyte)
    expectFrames(grid.layout(in: Size(width: 300, height: 50)).frames, [r(97.5, 0, 40, 50), r(142.5, 0, 60, 50)])
    // By default a `.fit` track takes the ideal size: a colour's 10.
    let ideal = Grid(tracks: [.fit, .fit]) { Color.red.frame(maxWidth: 40); Color.blue.frame(maxWidth: 60) }
    #expect(ideal.layout(in: Size(width: 300, height: 50)).frames.map(\.width) == [10, 10])
}
