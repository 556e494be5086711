import Testing
@testable import LatticeCore

// CSS Grid §9.1: lines of absolutely positioned children; nil is auto (the padding edge).

private func lines(
    _ start: GridLine, _ end: GridLine, explicit: Int = 3, grid: ClosedRange<Int32> = 0 ... 3, names: LineNameMap = .empty
) -> (Int32?, Int32?) {
    resolveAbsolutePlacement(GridPlacement(start: start, end: end), names: names, explicitCount: explicit, gridLines: grid)
}

@Test func absoluteLinesInsideTheGridAreUsed() {
    // 2 / 4 on a 3-column grid → origin-zero 1 and 3.
    #expect(lines(.line(2), .line(4)) == (1, 3))
    // 3 / 1 is swapped as for in-flow items → 0 and 2.
    #expect(lines(.line(3), .line(1)) == (0, 2))
    // span 2 / 3: the span reaches back to line 1 → 0 and 2.
    #expect(lines(.span(2), .line(3)) == (0, 2))
}

@Test func absoluteAutoEdgesStayAuto() {
    // auto / 3: the start is the padding edge, not "one track before line 3".
    #expect(lines(.auto, .line(3)) == (nil, 2))
    #expect(lines(.line(2), .auto) == (1, nil))
    // Only a span, or nothing: both edges auto.
    #expect(lines(.span(2), .auto) == (nil, nil))
    #expect(lines(.auto, .auto) == (nil, nil))
}

@Test func absoluteLinesOutsideTheGridBecomeAuto() {
    // 2 / span 5 → end line 6 (origin-zero 6) is past the grid's last line 3.
    #expect(lines(.line(2), .span(5)) == (1, nil))
    // -10 → 3 - 10 + 1 = -6, before the grid's first line 0.
    #expect(lines(.line(-10), .line(2)) == (nil, 1))
    // span 4 / 3 reaches origin-zero -2 → auto.
    #expect(lines(.span(4), .line(3)) == (nil, 2))
    // 7 / 9 → both past the grid.
    #expect(lines(.line(7), .line(9)) == (nil, nil))
}

@Test func absoluteLinesMayUseImplicitTracksTheItemsCreated() {
    // In-flow items made the grid span lines -1...5: line 6 (origin-zero 5) and
    // line -5 (3 - 5 + 1 = origin-zero -1) exist.
    #expect(lines(.line(-5), .line(6), grid: -1 ... 5) == (-1, 5))
}

@Test func absoluteMissingNamesAreAutoUnlessTheImplicitGridHasTheirLine() {
    // `foo` names no line: it refers to the first implicit line after the grid,
    // origin-zero 4 (§8.3), which exists only if in-flow items made it.
    #expect(lines(.named("foo"), .auto) == (nil, nil))
    #expect(lines(.named("foo"), .auto, grid: 0 ... 6) == (4, nil))
    // A present name is used: [a] on line 2 → origin-zero 1.
    let names = LineNameMap(
        TrackList(entries: [.track(.auto), .track(.auto), .track(.auto)], lineNames: [[], ["a"], [], []]),
        autoRepeatCount: 0, areas: [], axis: .horizontal)
    #expect(lines(.named("a"), .auto, names: names) == (1, nil))
}
