import Testing
import Lattice

// SwiftUI's column sizing for lazy grids, worked by hand (spacing 8 unless set).

private func sizes(_ items: [GridItem], _ length: Double?) -> [Double] {
    LazyGridTrack.resolve(items, length: length).map(\.size)
}

private func expectSizes(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "got \(actual)", sourceLocation: sourceLocation)
    for (got, want) in zip(actual, expected) {
        #expect(abs(got - want) < 1e-9, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
}

@Test func fixedThenAdaptiveWorkedExample() {
    // 200 − 8 = 192; fixed 70 → 122 left; adaptive: ⌊(122 + 8) / (40 + 8)⌋ = 2 columns of (122 − 8) / 2 = 57.
    expectSizes(sizes([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200), [70, 57, 57])
}

@Test func flexibleColumnsShareTheSpaceLeftBySpacings() {
    // (300 − 2 × 8) / 3 = 94.666…
    expectSizes(sizes([GridItem(), GridItem(), GridItem()], 300), [284.0 / 3, 284.0 / 3, 284.0 / 3])
}

@Test func flexibleColumnsAreClampedInOrderAndTheRestGoesOn() {
    // 192: the first takes min(50, 192 / 2) = 50, the second the remaining 142.
    expectSizes(sizes([GridItem(.flexible(maximum: 50)), GridItem()], 200), [50, 142])
    // Minimums win over the share: 192 / 2 = 96 → 150, then 42 → 150 (the grid overflows).
    expectSizes(sizes([GridItem(.flexible(minimum: 150)), GridItem(.flexible(minimum: 150))], 200), [150, 150])
}

@Test func fixedColumnsAreServedFirstWhereverTheyAre() {
    // 300 − 8 = 292; the fixed 100 first; the flexible one takes 192.
    expectSizes(sizes([GridItem(), GridItem(.fixed(100))], 300), [192, 100])
}

@Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() {
    // ⌊(390 + 8) / (80 + 8)⌋ = 4 columns of (390 − 3 × 8) / 4 = 91.5.
    expectSizes(sizes([GridItem(.adaptive(minimum: 80))], 390), [91.5, 91.5, 91.5, 91.5])
    // ⌊(200 + 8) / 48⌋ = 4 of (200 − 24) / 4 = 44 (≤ 50); with a maximum of 42 they stop at 42.
    expectSizes(sizes([GridItem(.adaptive(minimum: 40, maximum: 50))], 200), [44, 44, 44, 44])
    expectSizes(sizes([GridItem(.adaptive(minimum: 40, maximum: 42))], 200), [42, 42, 42, 42])
    // Too narrow for one: one column of the minimum.
    expectSizes(sizes([GridItem(.adaptive(minimum: 80))], 50), [80])
}

@Test func adaptiveColumnsUseTheirOwnSpacing() {
    // 300: ⌊(300 + 20) / (60 + 20)⌋ = 4 of (300 − 3 × 20) / 4 = 60, each followed by 20.
    let tracks = LazyGridTrack.resolve([GridItem(.adaptive(minimum: 60), spacing: 20)], length: 300)
    #expect(tracks.map(\.size) == [60, 60, 60, 60])
    #expect(tracks.map(\.spacing) == [20, 20, 20, 0])
    #expect(tracks.map(\.itemIndex) == [0, 0, 0, 0])
}

@Test func perItemSpacingIsTheSpaceAfterTheItem() {
    // 200 − 20 (after the first) = 180; fixed 50, flexible 130.
    let tracks = LazyGridTrack.resolve([GridItem(.fixed(50), spacing: 20), GridItem(alignment: .top)], length: 200)
    #expect(tracks.map(\.size) == [50, 130])
    #expect(tracks.map(\.spacing) == [20, 0])
    #expect(tracks.map(\.alignment) == [.center, .top])
}

@Test func withoutALengthFlexibleItemsTakeTheirMinimum() {
    expectSizes(sizes([GridItem(.fixed(70)), GridItem(), GridItem(.adaptive(minimum: 40))], nil), [70, 10, 40])
    expectSizes(sizes([GridItem()], .infinity), [10])
}

@Test func badGridItemsAreRepairedNotTrapped() {
    #expect(sizes([], 100).isEmpty)
    expectSizes(sizes([GridItem(.fixed(-5)), GridItem(.fixed(.nan))], 100), [0, 0])
    // A maximum below the minimum is the minimum; a NaN maximum is unbounded.
    expectSizes(sizes([GridItem(.flexible(minimum: 30, maximum: 10))], 100), [30])
    expectSizes(sizes([GridItem(.flexible(minimum: 5, maximum: .nan))], 100), [100])
    // An adaptive minimum of 0 counts as 1 point, and one item makes at most 10,000 tracks.
    #expect(LazyGridTrack.resolve([GridItem(.adaptive(minimum: 0), spacing: 0)], length: 1_000_000).count == 10_000)
    // Infinite lengths are clamped.
    expectSizes(sizes([GridItem(.fixed(.infinity))], 100), [LazyGridTrack.maxLength])
}
