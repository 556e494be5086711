import Testing
import Lattice

// AdaptiveGrid's previews (danwood/AdaptiveGrid) with Lattice's fixed text metrics:
// each item is Text(...).padding(8), so it is 8 × characters + 16 wide and 32 tall.

private let sampleTexts = ["Short", "Medium Text", "Very Long Label Here", "Tiny", "Another One", "X",
                           "This one is rather quite long", "123"]
// Natural widths: 56, 104, 176, 48, 104, 24, 248, 40.

private func sampleGrid(alignment: Alignment = .center) -> AdaptiveGrid {
    AdaptiveGrid(alignment: alignment, horizontalSpacing: 8, verticalSpacing: 8) {
        ForEach(sampleTexts, id: \.self) { Text($0).padding(8) }
    }
}

private let tags = ["SwiftUI", "iOS", "macOS", "Layout", "Grid", "Adaptive", "Custom", "View", "Protocol", "Design"]
// Natural widths: 72, 40, 56, 64, 48, 80, 64, 48, 80, 64.

private func expectWidths(_ columns: AdaptiveColumns, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(columns.widths.count == expected.count, "got \(columns.widths)", sourceLocation: sourceLocation)
    for (got, want) in zip(columns.widths, expected) {
        #expect(abs(got - want) < 1e-9, "got \(columns.widths), expected \(expected)", sourceLocation: sourceLocation)
    }
}

@Test func adaptivePreviewAt300HasOneColumn() {
    // Two columns need max(56, 176, 104, 248) + max(104, 48, 24, 40) + 8 = 360 > 300.
    expectWidths(sampleGrid().columns(width: 300), [300])
}

@Test func adaptivePreviewAt500HasTwoStretchedColumns() {
    // Two columns: 248 + 104 + 8 = 360 fits. Three: 248 + 104 + 176 + 16 = 544 > 500. Four:
    // max(56,104) + max(104,24) + max(176,248) + max(48,40) + 24 = 528 > 500. Five: the first
    // five items alone need 56 + 104 + 176 + 48 + 104 + 32 = 520 > 500: stop.
    // Stretch 500 − 360 = 140 in proportion 248 : 104.
    expectWidths(sampleGrid().columns(width: 500), [248 + 140 * 248 / 352, 104 + 140 * 104 / 352])
}

@Test func adaptivePreviewAt700KeepsTheLargestCountThatFits() {
    // Three columns need 544, four 528, five max(56,24) + max(104,248) + max(176,40) + 48 + 104
    // + 32 = 664 ≤ 700, six 248 + 104 + 176 + 48 + 104 + 24 + 40 = 744 > 700; seven: the first
    // seven items need 760 + 48 > 700. Five columns, stretched by 36 in proportion to 632.
    let naturals: [Double] = [56, 248, 176, 48, 104]
    expectWidths(sampleGrid().columns(width: 700), naturals.map { $0 + 36 * $0 / 632 })
}

@Test func equalWidthPreviewsAt300_500_700() {
    // Widest 248: ⌊(w + 8) / 256⌋ columns: 1, 1, 2; the space is shared equally.
    expectWidths(sampleGrid().equalWidth().columns(width: 300), [300])
    expectWidths(sampleGrid().equalWidth().columns(width: 500), [500])
    expectWidths(sampleGrid().equalWidth().columns(width: 700), [346, 346])   // (700 − 8) / 2
}

@Test func adaptivePreviewAt500Frames() {
    let result = sampleGrid().layout(in: Size(width: 500, height: 800))
    let first = 248 + 140 * 248 / 352.0       // 346.63…
    let second = 104 + 140 * 104 / 352.0      // 145.36…
    let naturals: [Double] = [56, 104, 176, 48, 104, 24, 248, 40]
    // Four rows of 32 at y 0, 40, 80, 120; items centred in their columns (x 0 and first + 8).
    expectSize(result.size, Size(width: 500, height: 152))
    var expected: [Rect] = []
    for (index, width) in naturals.enumerated() {
        let column = index % 2
        let x = column == 0 ? (first - width) / 2 : first + 8 + (second - width) / 2
        expected.append(r(x, Double(index / 2) * 40, width, 32))
    }
    expectFrames(result.frames, expected)
}

@Test func adaptivePreviewAt300And700Frames() {
    let narrow = sampleGrid().layout(in: Size(width: 300, height: 800))
    // One column: eight rows of 32 every 40; each item centred in 300.
    expectSize(narrow.size, Size(width: 300, height: 8 * 32 + 7 * 8))
    expectFrames(Array(narrow.frames.prefix(2)), [r((300 - 56) / 2, 0, 56, 32), r((300 - 104) / 2, 40, 104, 32)])

    let wide = sampleGrid().layout(in: Size(width: 700, height: 800))
    let naturals: [Double] = [56, 248, 176, 48, 104]
    let widths = naturals.map { $0 + 36 * $0 / 632 }
    var x = 0.0
    var expected: [Rect] = []
    for (column, width) in widths.enumerated() {
        let item = [56.0, 104, 176, 48, 104][column]          // row 0 holds items 0–4
        expected.append(r(x + (width - item) / 2, 0, item, 32))
        x += width + 8
    }
    expectSize(wide.size, Size(width: 700, height: 72))
    expectFrames(Array(wide.frames.prefix(5)), expected)
    // Row 1 (y 40): items 5–7 in columns 0–2.
    expectFrames([wide.frames[6]], [r(widths[0] + 8 + (widths[1] - 248) / 2, 40, 248, 32)])
}

@Test func tagsAdaptiveAndEqualWidthColumns() {
    let grid = AdaptiveGrid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
        ForEach(tags, id: \.self) { Text($0).padding(8) }
    }
    // Five columns: max(72,80) + max(40,64) + max(56,48) + max(64,80) + max(48,64) = 344, + 32 = 376
    // ≤ 400; six need 392 + 40 = 432; seven: the first seven tags need 424 + 48 > 400.
    let naturals: [Double] = [80, 64, 56, 80, 64]
    expectWidths(grid.columns(width: 400), naturals.map { $0 + 24 * $0 / 344 })
    // Equal width: widest 80 → ⌊408 / 88⌋ = 4 columns of (400 − 24) / 4 = 94.
    expectWidths(grid.equalWidth().columns(width: 400), [94, 94, 94, 94])
}

@Test func tagsEqualWidthFramesAreLeadingAligned() {
    let grid = AdaptiveGrid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
        ForEach(tags, id: \.self) { Text($0).padding(8) }
    }.equalWidth()
    let result = grid.layout(in: Size(width: 400, height: 400))
    let naturals: [Double] = [72, 40, 56, 64, 48, 80, 64, 48, 80, 64]
    // Columns at x 0, 102, 204, 306; three rows at y 0, 40, 80.
    expectSize(result.size, Size(width: 400, height: 3 * 32 + 2 * 8))
    expectFrames(result.frames, naturals.enumerated().map { index, width in
        r(Double(index % 4) * 102, Double(index / 4) * 40, width, 32)
    })
}

private let alignmentTexts = ["A A A A A A A", "BB", "CCC CCC CCC CCC", "D", "EE", "FFF", "GGGGGGGGGGG"]
// Natural widths: 120, 32, 136, 24, 32, 40, 104.

@Test func alignmentPreviewsLeadingCenterTrailing() {
    func frames(_ alignment: Alignment) -> [Rect] {
        AdaptiveGrid(alignment: alignment, horizontalSpacing: 8, verticalSpacing: 8) {
            ForEach(alignmentTexts, id: \.self) { Text($0).padding(8) }
        }.layout(in: Size(width: 400, height: 400)).frames
    }
    // Four columns: max(120,32) + max(32,40) + max(136,104) + 24 = 320, + 24 = 344 ≤ 400; five
    // need 120 + 104 + 136 + 24 + 32 + 32 = 448; six: the first six items need 384 + 40 > 400.
    // Stretch 56 in proportion to 320: 141, 47, 159.8, 28.2 at x 0, 149, 204, 371.8.
    let columns: [(x: Double, width: Double)] = [(0, 141), (149, 47), (204, 159.8), (371.8, 28.2)]
    let naturals: [Double] = [120, 32, 136, 24, 32, 40, 104]
    for (alignment, fraction) in [(Alignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
        expectFrames(frames(alignment), naturals.enumerated().map { index, width in
            let column = columns[index % 4]
            return r(column.x + (column.width - width) * fraction, Double(index / 4) * 40, width, 32)
        })
    }
}

@Test func anItemWiderThanTheGridGetsOneColumnAsWideAsTheGrid() {
    let grid = AdaptiveGrid { Text("This one is rather quite long").padding(8) }
    // 248 > 200: one column of 200. The text is offered 200 − 16 = 184 and wraps to
    // "This one is rather" (144) / "quite long": 160 × 48 padded; the row is 48 tall.
    let result = grid.layout(in: Size(width: 200, height: 400))
    expectWidths(grid.columns(width: 200), [200])
    expectSize(result.size, Size(width: 200, height: 48))
    expectFrames(result.frames, [r(20, 0, 160, 48)])
    // Equal width does the same.
    expectWidths(grid.equalWidth().columns(width: 200), [200])
}

@Test func noWidthGivesOneRowAtNaturalWidths() {
    let grid = AdaptiveGrid { Text("a"); Text("bbb"); Text("cc") }
    expectWidths(grid.columns(width: nil), [8, 24, 16])
    expectWidths(grid.columns(width: .infinity), [8, 24, 16])
    expectWidths(grid.equalWidth().columns(width: nil), [8, 24, 16])
}

@Test func equalWidthNeverMakesMoreColumnsThanItems() {
    let grid = AdaptiveGrid { Text("Short").padding(8); Text("Medium Text").padding(8) }.equalWidth()
    // ⌊(700 + 8) / (104 + 8)⌋ = 6 would fit, but there are 2 items: (700 − 8) / 2 = 346 each.
    expectWidths(grid.columns(width: 700), [346, 346])
}

@Test func adaptiveColumnsEdgeCases() {
    expectWidths(AdaptiveColumns(naturalWidths: [], width: 100, spacing: 8, equalWidth: false), [])
    // Everything fits in one row: every item a column, stretched 50 : 30 to fill 100 − 8 − 80 = 12.
    expectWidths(AdaptiveColumns(naturalWidths: [50, 30], width: 100, spacing: 8, equalWidth: false),
                 [50 + 12 * 50 / 80, 30 + 12 * 30 / 80])
    // Zero-width items share the width equally; NaN and negative widths count as 0.
    expectWidths(AdaptiveColumns(naturalWidths: [0, .nan, -4], width: 30, spacing: 0, equalWidth: false), [10, 10, 10])
}
