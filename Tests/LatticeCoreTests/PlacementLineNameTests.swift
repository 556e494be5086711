import Testing
@testable import LatticeCore

// CSS Grid §7.2.2, §7.2.3, §7.3.2: line names; §7.1: the explicit grid's size.

@Test func repeatedNamesMergeWithTheirNeighbours() {
    // [a] repeat(2, [b] 10px [c]) [d]: line 1 = a b, line 2 = c b, line 3 = c d.
    let list = TrackList(
        entries: [.repeat(.count(2), tracks: [.points(10)], lineNames: [["b"], ["c"]])],
        lineNames: [["a"], ["d"]])
    let names = LineNameMap(list, autoRepeatCount: 0, areas: [], axis: .horizontal)
    #expect(names.lines(named: "a") == [1])
    #expect(names.lines(named: "b") == [1, 2])
    #expect(names.lines(named: "c") == [2, 3])
    #expect(names.lines(named: "d") == [3])
    #expect(names.lines(named: "e") == [])
}

@Test func autoRepeatExpandsByTheGivenRepetitionCount() {
    // [x] repeat(auto-fill, [r] 10px) [y] 20px [z], 3 repetitions:
    // line 1 = x r, 2 = r, 3 = r, 4 = y (after the third 10px), 5 = z.
    let list = TrackList(
        entries: [.repeat(.autoFill, tracks: [.points(10)], lineNames: [["r"], []]), .track(.points(20))],
        lineNames: [["x"], ["y"], ["z"]])
    let names = LineNameMap(list, autoRepeatCount: 3, areas: [], axis: .horizontal)
    #expect(names.lines(named: "x") == [1])
    #expect(names.lines(named: "r") == [1, 2, 3])
    #expect(names.lines(named: "y") == [4])
    #expect(names.lines(named: "z") == [5])
    // 3 repetitions of one track + 20px = 4 tracks.
    #expect(explicitTrackCount(of: list, autoRepeatCount: 3, areas: [], axis: .horizontal) == 4)
}

@Test func repeatOfSeveralTracksNamesEveryLineInside() {
    // 10px repeat(2, [p] 1fr [q] 2fr [s]): lines 2 = p, 3 = q, 4 = s p, 5 = q, 6 = s.
    let list = TrackList(entries: [
        .track(.points(10)),
        .repeat(.count(2), tracks: [.fr(1), .fr(2)], lineNames: [["p"], ["q"], ["s"]]),
    ])
    let names = LineNameMap(list, autoRepeatCount: 0, areas: [], axis: .vertical)
    #expect(names.lines(named: "p") == [2, 4])
    #expect(names.lines(named: "q") == [3, 5])
    #expect(names.lines(named: "s") == [4, 6])
    #expect(explicitTrackCount(of: list, autoRepeatCount: 0, areas: [], axis: .vertical) == 5)
}

@Test func namedAreasNameTheirEdgesOnEachAxis() {
    // "main" covers rows 2-3 and columns 1-2: rows lines 2..4, columns lines 1..3.
    let area = GridTemplateArea(name: "main", rowStart: 2, rowEnd: 4, columnStart: 1, columnEnd: 3)
    let columns = LineNameMap(.none, autoRepeatCount: 0, areas: [area], axis: .horizontal)
    let rows = LineNameMap(.none, autoRepeatCount: 0, areas: [area], axis: .vertical)
    #expect(columns.lines(named: "main-start") == [1])
    #expect(columns.lines(named: "main-end") == [3])
    #expect(rows.lines(named: "main-start") == [2])
    #expect(rows.lines(named: "main-end") == [4])
    #expect(columns.lines(named: "main") == [])
}

@Test func explicitGridIsTheLargerOfTracksAndAreas() {
    // Two column tracks, an area reaching column line 6 → 5 explicit columns (§7.1).
    let list = TrackList([.points(10), .points(10)])
    let area = GridTemplateArea(name: "a", rowStart: 1, rowEnd: 2, columnStart: 3, columnEnd: 6)
    #expect(explicitTrackCount(of: list, autoRepeatCount: 0, areas: [area], axis: .horizontal) == 5)
    // Its rows extent (line 2 → 1 track) is below the 2-track list on the other axis.
    #expect(explicitTrackCount(of: list, autoRepeatCount: 0, areas: [area], axis: .vertical) == 2)
    #expect(explicitTrackCount(of: .none, autoRepeatCount: 0, areas: [], axis: .vertical) == 0)
}

@Test func zeroAutoRepetitionsAddNoTracksNorNames() {
    let list = TrackList(
        entries: [.track(.points(5)), .repeat(.autoFit, tracks: [.points(10)], lineNames: [["r"], []])],
        lineNames: [["a"], ["b"], ["c"]])
    let names = LineNameMap(list, autoRepeatCount: 0, areas: [], axis: .horizontal)
    #expect(names.lines(named: "r") == [])
    // a on line 1; b and c both on line 2 (the empty repeat takes no track).
    #expect(names.lines(named: "b") == [2])
    #expect(names.lines(named: "c") == [2])
    #expect(explicitTrackCount(of: list, autoRepeatCount: 0, areas: [], axis: .horizontal) == 1)
}

@Test func hugeRepeatCountsAreClampedToTheLineLimit() {
    // A counted repeat stops where the axis reaches gridLineLimit (10,000,000) tracks, as
    // in Chromium: 5,000,000 repetitions of two tracks, kept as one segment.
    let list = TrackList(entries: [.repeat(.count(Int.max), tracks: [.points(1), .points(2)], lineNames: [])])
    #expect(explicitTrackCount(of: list, autoRepeatCount: 0, areas: [], axis: .horizontal) == 10_000_000)
    let expanded = expandTrackList(list, size: nil, maxSize: nil, minSize: nil, gap: 0)
    #expect(expanded.count == 10_000_000)
    #expect(expanded.segments.count == 1)
    #expect(expanded.size(at: 9_999_999) == .points(2))
    // An automatic repetition count given from outside is clamped to the line limit.
    let auto = TrackList(entries: [.repeat(.autoFill, tracks: [.points(1)], lineNames: [])])
    #expect(explicitTrackCount(of: auto, autoRepeatCount: Int.max, areas: [], axis: .horizontal) == Int(gridLineLimit))
}

@Test func namesInAHugeRepeatAreCountedWithoutListingThem() {
    // repeat(4000000, [a] 1px [b] 2px [c]): `a` on lines 1, 3, …; `b` on 2, 4, …; `c`
    // (after each repetition's last track) on 3, 5, … up to the last line 8,000,001.
    let list = TrackList(entries: [.repeat(.count(4_000_000), tracks: [.points(1), .points(2)],
                                           lineNames: [["a"], ["b"], ["c"]])], lineNames: [[], []])
    let names = LineNameMap(list, autoRepeatCount: 0, areas: [], axis: .horizontal)
    let a = names.named("a"), b = names.named("b"), c = names.named("c")
    #expect(a.count == 4_000_000 && b.count == 4_000_000 && c.count == 4_000_000)
    #expect(a.line(at: 1_999_999) == 3_999_999)
    #expect(c.line(at: 3_999_999) == 8_000_001)
    #expect(b.rank(of: 11) == 5)   // 2, 4, 6, 8, 10
    #expect(c.first == 3)
    // `grid-column: a 3000000` is line 5,999,999, origin-zero 5,999,998.
    let placement = GridPlacement(start: .line(3_000_000, name: "a"), end: .auto)
    #expect(placement.resolved(names: names, explicitCount: 8_000_000) == .definite(start: 5_999_998, end: 5_999_999))
}

@Test func aCountedRepeatKeepsItsRepetitionsForSizesCountsAndNames() {
    // repeat(20000, [a] 10px): 20,000 explicit tracks, and line `a` on lines 1 … 20,000.
    let list = TrackList(entries: [.repeat(.count(20_000), tracks: [.points(10)], lineNames: [["a"], []])],
                         lineNames: [[], []])
    #expect(explicitTrackCount(of: list, autoRepeatCount: 0, areas: [], axis: .horizontal) == 20_000)
    #expect(expandTrackList(list, size: nil, maxSize: nil, minSize: nil, gap: 0).count == 20_000)
    let names = LineNameMap(list, autoRepeatCount: 0, areas: [], axis: .horizontal)
    #expect(names.lines(named: "a").count == 20_000)
    #expect(names.lines(named: "a").last == 20_000)
}
