import Testing
import Lattice

/// Content as tall as it is wide: its height tells the width it was offered.
private struct Square: GridContent, Hashable {
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let side = proposal.width ?? 10
        return Size(width: side, height: side)
    }
}

/// A box `height` tall filling the width offered.
private func box(_ height: Double) -> some GridContent {
    Color.blue.frame(height: height)
}

@Suite struct MasonryGridTests {
    /// Three lanes: ⌊(320 + 10) / (100 + 10)⌋ = 3 adaptive columns of (320 − 2 × 10) / 3 = 100,
    /// at x 0, 110 and 220.
    private func threeLanes(@GridBuilder _ content: () -> GridBuilderResult) -> GridLayoutResult {
        MasonryGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 10, content: content)
            .layout(in: Size(width: 320, height: 0))
    }

    @Test func eachItemGoesToTheShortestLaneTiesToTheLaneAfterThePreviousItem() throws {
        let result = threeLanes {
            box(50); box(30); box(40); box(20); box(60)
        }
        // Running positions (end + 10) and the cursor (the lane after the last item):
        // 50 → lane 0 at 0 (all tied, cursor 0); lanes [60, 0, 0], cursor 1.
        // 30 → lanes 1 and 2 tie at 0, lane 1 is at the cursor; [60, 40, 0], cursor 2.
        // 40 → lane 2 at 0; [60, 40, 50], cursor 3.
        // 20 → lane 1 (40) is the shortest; [60, 70, 50], cursor 2.
        // 60 → lane 2 (50); it ends at 110, the grid's height.
        expectFrames(result.frames, [r(0, 0, 100, 50), r(110, 0, 100, 30), r(220, 0, 100, 40),
                                     r(110, 40, 100, 20), r(220, 50, 100, 60)])
        expectFrames(result.cells, result.frames)
        expectSize(result.size, Size(width: 320, height: 110))
        #expect(result.areas.map(\.column) == [0, 1, 2, 1, 2])
        #expect(try #require(result.columns).sizes == [100, 100, 100])
        #expect(result.warnings.isEmpty)
    }

    @Test func spansTakeTheRunOfLanesThatEndsFirstAndStartsStayInTheirLane() {
        let result = threeLanes {
            box(50); box(30); box(40); box(20); box(60)       // lanes end at [60, 70, 120], cursor 3
            box(25).gridSpan(column: 2)
            box(10).gridStart(column: 2)
            box(5)
        }
        // The span: from lane 0 max(60, 70) = 70, from lane 1 max(70, 120) = 120: lanes 0–1 at 70,
        // 100 + 10 + 100 = 210 wide; both lanes now at 105, the cursor at 2.
        // The start: lane 2 under its items, at 120; the cursor stays at 2.
        // The last: lanes 0 and 1 tie at 105, none at or after the cursor (lane 2 is at 140):
        // the first tied, lane 0.
        expectFrames(Array(result.frames.suffix(3)), [r(0, 70, 210, 25), r(220, 120, 100, 10), r(0, 105, 100, 5)])
        #expect(result.areas.suffix(3).map(\.column) == [0, 2, 0])
        #expect(result.areas.suffix(3).map(\.columnSpan) == [2, 1, 1])
        expectSize(result.size, Size(width: 320, height: 130))
    }

    @Test func aToleranceKeepsReadingOrderWhereLanesAreNearlyEven() {
        func lanes(tolerance: Double) -> [Int] {
            // Two flexible lanes of 100 with no spacing; they end at 100 and 90 after two items.
            MasonryGrid(columns: [GridItem(), GridItem()], spacing: 0) { box(100); box(90); box(10) }
                .masonryTolerance(tolerance)
                .layout(in: Size(width: 200, height: 0)).areas.map(\.column)
        }
        // 0: the shorter lane 1. 15: 90 and 100 ≤ 90 + 15 tie; the cursor (2) is past both,
        // so the first, lane 0. Infinite: every lane ties, the same.
        #expect(lanes(tolerance: 0) == [0, 1, 1])
        #expect(lanes(tolerance: 15) == [0, 1, 0])
        #expect(lanes(tolerance: 9) == [0, 1, 1])          // 100 > 90 + 9
        #expect(lanes(tolerance: .infinity) == [0, 1, 0])
        #expect(lanes(tolerance: -5) == lanes(tolerance: 0))
    }

    @Test func itemsAreOfferedTheirLanesWidthAndAlignedByTheFirstLane() {
        let result = MasonryGrid(columns: [GridItem(.fixed(100), alignment: .leading), GridItem(.fixed(100))],
                                 spacing: 10) {
            Color.red.frame(width: 40, height: 20)
            Color.red.frame(width: 40, height: 20)
            Text("Hi").gridSpan(column: 2)
        }.layout(in: Size(width: 210, height: 0))
        // Lane 0 is leading-aligned, lane 1 centred ((100 − 40) / 2 = 30 in, at x 110).
        // The text spans both (210 wide, under both items at 30): "Hi" is 16 × 16, aligned
        // by lane 0 (leading).
        expectFrames(result.frames, [r(0, 0, 40, 20), r(140, 0, 40, 20), r(0, 30, 16, 16)])
        expectFrames(result.cells, [r(0, 0, 100, 20), r(110, 0, 100, 20), r(0, 30, 210, 16)])
    }

    @Test func lanesOfDifferentWidthsMeasureEachItemInTheLaneItGoesTo() {
        let result = MasonryGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(100))], spacing: 10) {
            Square(); Square(); Square(); Square()
        }.layout(in: Size(width: 160, height: 0))
        // Lanes 50 and 100 at x 0 and 60. A square is as tall as the lane it is in:
        // 1st lane 0 (50 tall; lane at 60), 2nd lane 1 (100; at 110), 3rd lane 0 at 60 (ends
        // 110; at 120), 4th lane 1 at 110 (ends 210).
        expectFrames(result.frames, [r(0, 0, 50, 50), r(60, 0, 100, 100), r(0, 60, 50, 50), r(60, 110, 100, 100)])
        expectSize(result.size, Size(width: 160, height: 210))
    }

    @Test func aHorizontalMasonryStacksFromTheLeadingEdgeInRows() {
        let result = MasonryGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(30))], alignment: .top, spacing: 4) {
            Color.red.frame(width: 40); Color.red.frame(width: 20); Color.red.frame(width: 10)
        }.layout(in: Size(width: 500, height: 100))
        // Rows 50 and 30 at y 0 and 54 (top-aligned). Items are offered their row's height:
        // 40 in row 0 (ends 44), 20 in row 1 (ends 24), 10 in row 1 again, at x 24.
        expectFrames(result.frames, [r(0, 0, 40, 50), r(0, 54, 20, 30), r(24, 54, 10, 30)])
        #expect(result.areas.map(\.row) == [0, 1, 1])
        // As tall as offered, as wide as its longest row.
        expectSize(result.size, Size(width: 40, height: 100))
    }

    @Test func startsAndSpansOutsideTheLanesAreMadeValidAndReported() {
        let result = threeLanes {
            box(10).gridStart(column: 5)
            box(10).gridStart(column: -1)
            box(10).gridSpan(column: 4)
            box(10).gridStart(column: 2).gridSpan(column: 2)
        }
        #expect(result.warnings.map(\.kind) == [
            .startOutsideTracks(axis: .horizontal, start: 5, trackCount: 3),
            .negativeStart(axis: .horizontal, start: -1),
            .spanClamped(axis: .horizontal, requested: 4, used: 3),
            .spanClamped(axis: .horizontal, requested: 2, used: 1),
        ])
        #expect(result.warnings.map(\.itemIndex) == [0, 1, 2, 3])
        // The first two auto-placed in lanes 0 and 1, the span across all three under them
        // (at 20), the last in lane 2 under it (at 40).
        #expect(result.areas.map(\.column) == [0, 1, 0, 2])
        #expect(result.areas.map(\.columnSpan) == [1, 1, 3, 1])
        #expect(result.frames[3].y == 40)
    }

    @Test func withoutAWidthAnAdaptiveColumnIsOneLaneOfItsMinimum() {
        let grid = MasonryGrid(columns: [GridItem(.adaptive(minimum: 120))]) { box(30); box(40) }
        let result = grid.layout(proposal: .unspecified)
        // One lane of 120; the items 8 apart: 30 + 8 + 40.
        expectSize(result.size, Size(width: 120, height: 78))
        #expect(grid.resolvedLanes(length: 500).count == 3)   // ⌊508 / 128⌋
        #expect(grid.resolvedLanes(length: nil).map(\.size) == [120])
    }

    @Test func noGridItemIsOneFlexibleLaneWithAWarning() {
        let result = MasonryGrid(columns: []) { box(10) }.layout(in: Size(width: 90, height: 0))
        #expect(result.warnings.map(\.kind) == [.noTracks])
        expectFrames(result.frames, [r(0, 0, 90, 10)])
    }

    @Test func theFirstGridItemsSpacingSeparatesTheLanes() {
        let result = MasonryGrid(columns: [GridItem(spacing: 2), GridItem()], spacing: 20) {
            box(10); box(10); box(10)
        }.layout(in: Size(width: 202, height: 0))
        // Lanes (202 − 2) / 2 = 100 at x 0 and 102; items of a lane 20 apart.
        expectFrames(result.frames, [r(0, 0, 100, 10), r(102, 0, 100, 10), r(0, 30, 100, 10)])
    }

    @Test func drawingHasOneGridItemPerItemInItsCell() {
        let grid = MasonryGrid(columns: [GridItem(), GridItem()], spacing: 0) { box(10); box(20).gridSpan(column: 2) }
        let drawing = grid.drawing(in: Rect(x: 5, y: 5, width: 100, height: 0))
        #expect(drawing.role == .grid)
        #expect(drawing.children.map(\.frame) == [r(5, 5, 50, 10), r(5, 15, 100, 20)])
    }

    @Test func theLayoutKeyFollowsSpansAndTolerance() {
        let plain = MasonryGrid(columns: [GridItem()]) { box(10); box(20) }
        let spanning = MasonryGrid(columns: [GridItem()]) { box(10); box(20).gridSpan(column: 2) }
        #expect(plain.layoutKey != nil)
        #expect(plain.layoutKey == MasonryGrid(columns: [GridItem()]) { box(10); box(20) }.layoutKey)
        #expect(plain.layoutKey != spanning.layoutKey)
        #expect(plain.layoutKey != plain.masonryTolerance(4).layoutKey)
    }
}

/// `MasonryGrid(columns: [GridItem(.adaptive(minimum: m))], spacing: s)` is CSS's
/// `display: grid-lanes; grid-template-columns: repeat(auto-fill, minmax(m, 1fr)); gap: s;
/// flow-tolerance: 0`: the same items (boxes of set heights, some spanning two lanes, and
/// text) give the same boxes, the grid the same size and lanes.
@Test(arguments: [(100.0, 8.0, 320.0), (160, 8, 1200), (160, 12.5, 700), (90, 0, 391), (200, 16, 420)])
func masonryGridIsCSSGridLanesWithAutoFillLanes(minimum: Double, spacing: Double, width: Double) throws {
    let heights = (0 ..< 40).map { Double(40 + ($0 * 37) % 200) }
    let words = "Masonry grids stack their items in lanes"
    let grid = MasonryGrid(columns: [GridItem(.adaptive(minimum: minimum))], spacing: spacing) {
        ForEach(0 ..< 40) { index in
            if index % 9 == 4 {
                Text(String(words.prefix(8 + index)))
            } else if index % 7 == 3 {
                Color.blue.frame(height: heights[index]).gridSpan(column: 2)
            } else {
                Color.blue.frame(height: heights[index])
            }
        }
    }
    let result = grid.layout(in: Size(width: width, height: 600))

    let container = try Style(css: """
        display: grid-lanes; width: \(width)px; gap: \(spacing)px; flow-tolerance: 0;
        grid-template-columns: repeat(auto-fill, minmax(\(minimum)px, 1fr))
        """)
    let children = try (0 ..< 40).map { index -> Node in
        if index % 9 == 4 { return Node(style: Style(), measure: Measure(Text(String(words.prefix(8 + index))))) }
        let span = index % 7 == 3 ? "; grid-column: span 2" : ""
        return Node(style: try Style(css: "height: \(heights[index])px\(span)"))
    }
    let css = Node(style: container, children: children)
        .layout(available: AvailableSize(width: .definite(width), height: .maxContent))

    #expect(result.size == css.frame.size)
    #expect(result.columns == css.columns)
    #expect(result.cells == css.children.map(\.frame))
    // Boxes fill their cells; text is as wide as its lines, centred in its cell.
    for index in 0 ..< 40 where index % 9 != 4 {
        #expect(result.frames[index] == css.children[index].frame, "item \(index)")
    }
}

/// Where the two differ: a minimum wider than the grid. The grid item rules keep one lane
/// of the minimum, centred as a lazy grid centres its columns, and shorten spans to it;
/// CSS starts the lane at the left edge and adds an implicit lane for a span of two.
@Test func aLaneWiderThanTheGridIsCentredAndSpansAreShortened() {
    let result = MasonryGrid(columns: [GridItem(.adaptive(minimum: 200))], spacing: 16) {
        Color.blue.frame(height: 50)
        Color.blue.frame(height: 30).gridSpan(column: 2)
    }.layout(in: Size(width: 150, height: 0))
    // One lane of 200 in 150: (150 − 200) / 2 = −25; the span under the first item, at 66.
    #expect(result.frames == [r(-25, 0, 200, 50), r(-25, 66, 200, 30)])
    #expect(result.warnings.map(\.kind) == [.spanClamped(axis: .horizontal, requested: 2, used: 1)])
}

/// The README's MasonryGrid example. Heights cycle 100, 160, 220 in four lanes of 169,
/// 177 apart; running positions are a lane's end plus 8, the cursor the lane after the
/// last item:
/// 1–4 start the lanes (108, 168, 228, 108); 5 → lane 0 (tied with 3, cursor past both)
/// to 276; 6 → lane 3 to 336; 7 → lane 1 to 276; 8 → lane 2 to 396; 9 → lane 0 (tied
/// with 1, cursor 3 past both) to 504; 10 → lane 1 to 384; 11 → lane 3 to 504; 12 →
/// lane 1 to 612. The span: from lane 0 max(504, 612), from 1 max(612, 396), from 2
/// max(396, 504) = 504: lanes 2–3 at 504, x 2 × 177 = 354, 169 + 8 + 169 = 346 wide.
@Test func theReadmesMasonryGridExampleLaysOutAsItSays() throws {
    let wall = MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) {
        GridGroup(0..<12) { Color.teal.frame(height: Double(100 + $0 % 3 * 60)) }
        Color.orange.frame(height: 80).gridSpan(column: 2)
    }
    let result = wall.layout(in: Size(width: 700, height: 0))
    #expect(try #require(result.columns).sizes == [169, 169, 169, 169])
    #expect(result.frames[12] == r(354, 504, 346, 80))
}
