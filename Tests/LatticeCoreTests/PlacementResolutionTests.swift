import Testing
@testable import LatticeCore

// CSS Grid §8.3 line-based placement and §8.3.1 conflict handling, in origin-zero lines
// (1-based line N is origin-zero N - 1; line -1 is the explicit grid's last line).

private func resolve(_ start: GridLine, _ end: GridLine, explicit: Int = 4, names: LineNameMap = .empty) -> ResolvedPlacement {
    GridPlacement(start: start, end: end).resolved(names: names, explicitCount: explicit)
}

@Test func numberedLinesAndSpansResolveToOriginZero() {
    // 2 / span 3 → lines 2..5 → origin-zero 1..4.
    #expect(resolve(.line(2), .span(3)) == .definite(start: 1, end: 4))
    // 2 / 4 → 1..3.
    #expect(resolve(.line(2), .line(4)) == .definite(start: 1, end: 3))
    // span 2 / 4 → lines 2..4 → 1..3.
    #expect(resolve(.span(2), .line(4)) == .definite(start: 1, end: 3))
    // auto / 3 → one track before line 3 → 1..2.
    #expect(resolve(.auto, .line(3)) == .definite(start: 1, end: 2))
    // 3 / auto → 2..3.
    #expect(resolve(.line(3), .auto) == .definite(start: 2, end: 3))
}

@Test func negativeLinesCountFromTheExplicitEnd() {
    // 3 explicit tracks: line -1 is line 4 → origin-zero 3; -1 / auto → 3..4.
    #expect(resolve(.line(-1), .auto, explicit: 3) == .definite(start: 3, end: 4))
    // 1 / -1 spans the explicit grid: 0..3.
    #expect(resolve(.line(1), .line(-1), explicit: 3) == .definite(start: 0, end: 3))
    // -5 is one line before line 1: 3 + (-5) + 1 = -1 → -1..0 (an implicit track).
    #expect(resolve(.line(-5), .auto, explicit: 3) == .definite(start: -1, end: 0))
    // Line 7 past a 3-track grid: 6..7.
    #expect(resolve(.line(7), .auto, explicit: 3) == .definite(start: 6, end: 7))
}

@Test func reversedLinesAreSwappedAndEqualLinesSpanOne() {
    // §8.3.1: 3 / 1 → 1 / 3 → 0..2.
    #expect(resolve(.line(3), .line(1)) == .definite(start: 0, end: 2))
    // 2 / 2 → the end line is removed → span 1 from line 2 → 1..2.
    #expect(resolve(.line(2), .line(2)) == .definite(start: 1, end: 2))
}

@Test func autoPlacedItemsKeepTheirSpan() {
    #expect(resolve(.auto, .auto) == .auto(span: 1))
    #expect(resolve(.span(3), .auto) == .auto(span: 3))
    #expect(resolve(.auto, .span(2)) == .auto(span: 2))
    // §8.3.1: two spans → the end one is removed.
    #expect(resolve(.span(2), .span(3)) == .auto(span: 2))
    // §8.3.1: only a named span → span 1.
    #expect(resolve(.span(3, name: "a"), .auto) == .auto(span: 1))
    #expect(resolve(.auto, .span(2, name: "a")) == .auto(span: 1))
}

@Test func invalidValuesCountAsAuto() {
    // Line 0 and span 0 are invalid CSS: the property keeps its initial value, auto.
    #expect(resolve(.line(0), .auto) == .auto(span: 1))
    #expect(resolve(.span(0), .auto) == .auto(span: 1))
    #expect(resolve(.span(-4), .line(3)) == .definite(start: 1, end: 2))
    #expect(resolve(.named(""), .auto) == .auto(span: 1))
}

@Test func hugeNumbersAreClampedToTheLineLimit() {
    let limit = gridLineLimit
    // Line 20,000,000 → clamped to line 10,000,000 → origin-zero 9,999,999.
    #expect(resolve(.line(20_000_000), .auto) == .definite(start: limit - 1, end: limit))
    // Line -Int.max on 3 tracks → -10,000,000 → 3 - 10,000,000 + 1.
    #expect(resolve(.line(-Int.max), .auto, explicit: 3) == .definite(start: 3 - limit + 1, end: 3 - limit + 2))
    // 1 / span Int.max → 0..10,000,000.
    #expect(resolve(.line(1), .span(Int.max)) == .definite(start: 0, end: limit))
    #expect(resolve(.span(Int.max), .auto) == .auto(span: limit))
    // The end never passes the limit: 9,999,999..10,000,000 + 5 → clamped.
    #expect(resolve(.line(Int.max), .span(5)) == .definite(start: limit - 1, end: limit))
}

// [a] 10px [b] 10px [a] 10px [c]: a = lines 1, 3; b = 2; c = 4; 3 explicit tracks.
private let abac = LineNameMap(
    TrackList(entries: [.track(.points(10)), .track(.points(10)), .track(.points(10))],
              lineNames: [["a"], ["b"], ["a"], ["c"]]),
    autoRepeatCount: 0, areas: [], axis: .horizontal)

@Test func nthNamedLineCountsNamedLinesThenImplicitOnes() {
    // 2 a → the second a = line 3 → 2..3.
    #expect(resolve(.line(2, name: "a"), .auto, explicit: 3, names: abac) == .definite(start: 2, end: 3))
    // 3 a: only two a lines; implicit lines after the grid all count as a,
    // so the third is the first implicit line, line 5 → origin-zero 4.
    #expect(resolve(.line(3, name: "a"), .auto, explicit: 3, names: abac) == .definite(start: 4, end: 5))
    // -1 a → the last a = line 3 → 2..3.
    #expect(resolve(.line(-1, name: "a"), .auto, explicit: 3, names: abac) == .definite(start: 2, end: 3))
    // -3 a: lines 3 and 1, then the implicit line before line 1 → origin-zero -1.
    #expect(resolve(.line(-3, name: "a"), .auto, explicit: 3, names: abac) == .definite(start: -1, end: 0))
    // A name no line has: every implicit line has it; 1 zzz = line 5 → 4..5.
    #expect(resolve(.line(1, name: "zzz"), .auto, explicit: 3, names: abac) == .definite(start: 4, end: 5))
    // -2 zzz: the second implicit line before the grid → -2..-1.
    #expect(resolve(.line(-2, name: "zzz"), .auto, explicit: 3, names: abac) == .definite(start: -2, end: -1))
}

@Test func customIdentPrefersAreaEdgesThenTheFirstNamedLine() {
    // b has no b-start/b-end: the first b line, 2 → 1..2 (the end `b` is the same line
    // → span 1).
    #expect(resolve(.named("b"), .named("b"), explicit: 3, names: abac) == .definite(start: 1, end: 2))
    // A missing name: line 5 (first implicit line after the 3-track grid) for both
    // edges → equal lines → 4..5.
    #expect(resolve(.named("zzz"), .named("zzz"), explicit: 3, names: abac) == .definite(start: 4, end: 5))

    // Four columns, area "main" on column lines 2..4: `main / main` → 1..3.
    let area = GridTemplateArea(name: "main", rowStart: 1, rowEnd: 2, columnStart: 2, columnEnd: 4)
    let areaNames = LineNameMap(TrackList([.auto, .auto, .auto, .auto]), autoRepeatCount: 0, areas: [area], axis: .horizontal)
    #expect(resolve(.named("main"), .named("main"), names: areaNames) == .definite(start: 1, end: 3))
    // The implicit names work as plain names too: `main-end` as a start line → 3.
    #expect(resolve(.named("main-end"), .auto, names: areaNames) == .definite(start: 3, end: 4))

    // A line explicitly named main-start before the area's edge wins (the first one).
    let early = LineNameMap(
        TrackList(entries: [.track(.auto), .track(.auto), .track(.auto), .track(.auto)],
                  lineNames: [["main-start"], [], [], [], []]),
        autoRepeatCount: 0, areas: [GridTemplateArea(name: "main", rowStart: 1, rowEnd: 2, columnStart: 3, columnEnd: 5)],
        axis: .horizontal)
    #expect(resolve(.named("main"), .auto, names: early) == .definite(start: 0, end: 1))
}

@Test func namedSpansCountLinesAwayFromTheDefiniteEdge() {
    // 1 / span 2 a: a lines after line 1 → line 3, then implicit lines → line 5.
    // origin-zero: 0..4.
    #expect(resolve(.line(1), .span(2, name: "a"), explicit: 3, names: abac) == .definite(start: 0, end: 4))
    // span a / 4: searching back from line 4 → line 3 → 2..3.
    #expect(resolve(.span(1, name: "a"), .line(4), explicit: 3, names: abac) == .definite(start: 2, end: 3))
    // span 3 a / 4: lines 3, 1, then the implicit line before line 1 → -1..3.
    #expect(resolve(.span(3, name: "a"), .line(4), explicit: 3, names: abac) == .definite(start: -1, end: 3))
    // 6 / span 2 a: past the explicit grid every line counts → lines 7, 8 → 5..7.
    #expect(resolve(.line(6), .span(2, name: "a"), explicit: 3, names: abac) == .definite(start: 5, end: 7))
    // span 2 a / 6: searching back, the implicit line 5 is on the wrong side of the
    // explicit grid and does not count; a lines 3 and 1 → 0..5.
    #expect(resolve(.span(2, name: "a"), .line(6), explicit: 3, names: abac) == .definite(start: 0, end: 5))
    // -7 / span b: line -7 is 3 - 7 + 1 = origin-zero -3. Searching forward, the
    // implicit lines -2 and -1 before the grid do not count; b = line 2 → -3..1.
    #expect(resolve(.line(-7), .span(1, name: "b"), explicit: 3, names: abac) == .definite(start: -3, end: 1))
}
