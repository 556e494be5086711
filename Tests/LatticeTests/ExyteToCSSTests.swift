import Testing
@testable import Lattice

@Test func exyteTracksMapOntoCSSSizingFunctions() {
    #expect(ExyteToCSS.trackSize(.pt(50)) == .points(50))
    // fr has no content minimum: minmax(0, n fr).
    #expect(ExyteToCSS.trackSize(.fr(2)) == TrackSize(min: .fixed(.points(0)), max: .flex(2)))
    #expect(ExyteToCSS.trackSize(.fit) == .maxContent)
    #expect(ExyteToCSS.trackSize(.auto) == .auto)
    #expect(ExyteToCSS.trackSize(.minContent) == .minContent)
    #expect(ExyteToCSS.trackSize(.percent(25)) == .percent(25))
    #expect(ExyteToCSS.trackSize(.fitContent(.points(80))) == .fitContent(.points(80)))
    #expect(ExyteToCSS.trackSize(.minmax(.pt(50), .fr(1))) == TrackSize(min: .fixed(.points(50)), max: .flex(1)))
}

@Test func invalidTrackCombinationsAreRepaired() {
    // A flexible minimum is auto (CSS forbids it).
    #expect(ExyteToCSS.trackSize(.minmax(.fr(1), .pt(10))) == TrackSize(min: .auto, max: .fixed(.points(10))))
    // Negative and NaN lengths are 0.
    #expect(ExyteToCSS.trackSize(.pt(-5)) == .points(0))
    #expect(ExyteToCSS.trackSize(.fr(.nan)) == TrackSize(min: .fixed(.points(0)), max: .flex(0)))
    // Nested minmax uses its own min and max.
    #expect(ExyteToCSS.trackSize(.minmax(.minmax(.pt(5), .pt(9)), .minmax(.pt(1), .fr(3))))
            == TrackSize(min: .fixed(.points(5)), max: .flex(3)))
}

@Test func integerLiteralTracksAreRepeatedFr() {
    let tracks: [GridTrack] = 3
    #expect(tracks == [.fr(1), .fr(1), .fr(1)])
    let none: [GridTrack] = -2
    #expect(none.isEmpty)
}

@Test func templateCountsRepeatedTracks() {
    let (list, count) = ExyteToCSS.template([.pt(10), .repeat(3, [.fr(1), .pt(5)])], autoRepeatCount: 1)
    // 1 + 3 × 2 tracks.
    #expect(count == 7)
    #expect(list.entries.count == 2)
    // A repeat inside a repeat is expanded inline: 2 × (1 + 2) = 6 tracks.
    let nested = ExyteToCSS.template([.repeat(2, [.pt(1), .repeat(2, [.pt(2)])])], autoRepeatCount: 1)
    #expect(nested.count == 6)
}

@Test func autoRepeatCountFollowsCSSGrid() {
    // 100 + 5 per repetition after the first: k × 100 + (k - 1) × 5 ≤ 320 → k = 3.
    #expect(ExyteToCSS.autoRepeatCount([.repeat(.autoFill, [.pt(100)])], available: 320, gap: 5) == 3)
    // With a 50-point track before: 50 + 5 + k × 105 - 5 ≤ 320 → k = 2 (50 + 210 = 260; 3 → 365).
    #expect(ExyteToCSS.autoRepeatCount([.pt(50), .repeat(.autoFill, [.pt(100)])], available: 320, gap: 5) == 2)
    // minmax(100, 1fr): the maximum is not definite, the minimum 100 is used.
    #expect(ExyteToCSS.autoRepeatCount([.repeat(.autoFit, [.minmax(.pt(100), .fr(1))])], available: 250, gap: 0) == 2)
    // Percentages resolve against the space: 25% of 400 = 100 → 4.
    #expect(ExyteToCSS.autoRepeatCount([.repeat(.autoFill, [.percent(25)])], available: 400, gap: 0) == 4)
    // Nothing fits: one repetition. Indefinite space: one. Zero-sized tracks: one.
    #expect(ExyteToCSS.autoRepeatCount([.repeat(.autoFill, [.pt(500)])], available: 320, gap: 5) == 1)
    #expect(ExyteToCSS.autoRepeatCount([.repeat(.autoFill, [.pt(100)])], available: nil, gap: 5) == 1)
    #expect(ExyteToCSS.autoRepeatCount([.repeat(.autoFill, [.auto])], available: 320, gap: 0) == 1)
}

@Test func gridContainerStyleMapsOptionsOntoCSS() {
    #expect(ExyteToCSS.itemAlignment(HorizontalAlignment.leading.fraction) == .start)
    #expect(ExyteToCSS.itemAlignment(VerticalAlignment.center.fraction) == .center)
    #expect(ExyteToCSS.itemAlignment(VerticalAlignment.bottom.fraction) == .end)
    #expect(ExyteToCSS.contentAlignment(HorizontalAlignment.trailing.fraction) == .end)
}

@Test func gridSpacingLiteralsAndClamping() {
    let one: GridSpacing = [7]
    #expect(one == GridSpacing(horizontal: 7, vertical: 7))
    let none: GridSpacing = nil
    #expect(none == .zero)
    let float: GridSpacing = 2.5
    #expect(float.vertical == 2.5)
    #expect(GridSpacing(horizontal: -3, vertical: .nan) == .zero)
}

@Test func gridSpanAndStartLiterals() {
    let span: GridSpan = [2, 3]
    #expect(span.column == 2 && span.row == 3)
    #expect(GridSpan(column: 0, row: -4) == GridSpan(column: 1, row: 1))
    let start: GridStart = [nil, 2]
    #expect(start.column == nil && start.row == 2)
}
