import Testing
import Lattice

/// Boxes of varied heights, every seventh spanning two lanes, every eleventh in lane 1.
private func heights(_ count: Int) -> [Double] {
    (0 ..< count).map { Double(40 + ($0 * 53) % 300) }
}

private func span(_ index: Int) -> Int { index % 7 == 3 ? 2 : 1 }
private func start(_ index: Int) -> Int? { index % 11 == 5 ? 1 : nil }

@Suite struct MasonryWindowTests {
    private let grid = MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8)

    /// The full layout of the same boxes.
    private func fullLayout(_ lengths: [Double], width: Double) -> GridLayoutResult {
        MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) {
            ForEach(0 ..< lengths.count) { index in
                if let lane = start(index) {
                    Color.blue.frame(height: lengths[index]).gridSpan(column: span(index)).gridStart(column: lane)
                } else {
                    Color.blue.frame(height: lengths[index]).gridSpan(column: span(index))
                }
            }
        }.layout(in: Size(width: width, height: 0))
    }

    private func window(_ lengths: [Double], width: Double) -> MasonryWindow {
        grid.window(length: width, items: lengths.indices.map {
            MasonryWindow.Item(length: lengths[$0], span: span($0), start: start($0))
        })
    }

    @Test(arguments: [700.0, 1_200, 391])
    func everyCellIsTheFullLayoutsCell(width: Double) {
        let lengths = heights(300)
        let full = fullLayout(lengths, width: width)
        let window = window(lengths, width: width)
        #expect(window.size == full.size)
        #expect(window.count == 300)
        for index in lengths.indices {
            #expect(window.cell(at: index) == full.cells[index], "item \(index)")
        }
    }

    @Test func aQueryFindsExactlyTheItemsWhoseCellsMeetTheRectangle() {
        let lengths = heights(2_000)
        let window = window(lengths, width: 700)
        for rect in [Rect(x: 0, y: 10_000, width: 700, height: 900), Rect(x: 200, y: 33_333, width: 150, height: 10),
                     Rect(x: 0, y: -50, width: 700, height: 60), Rect(x: 0, y: window.size.height - 5, width: 700, height: 100),
                     Rect(x: 170, y: 5_000, width: 3, height: 400)] {
            let expected = lengths.indices.filter { window.cell(at: $0).intersects(rect) }
            #expect(window.items(intersecting: rect) == expected, "\(rect)")
        }
        #expect(window.items(intersecting: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
    }

    @Test func onlyTheVisibleItemsAreBuilt() {
        let window = grid.window(length: 700, items: Array(repeating: MasonryWindow.Item(length: 200), count: 100_000))
        var built: [Int] = []
        let visible = window.layout(visibleIn: Rect(x: 0, y: 1_000_000, width: 700, height: 800)) { index in
            built.append(index)
            return Color.red.frame(height: 200)
        }
        // Four lanes of equal boxes: every lane holds every fourth item, rows 208 apart;
        // rows 4,807 (999,856–1,000,056) to 4,811 (1,000,688–1,000,888) meet the viewport.
        #expect(built == Array(4_807 * 4 ..< 4_812 * 4))
        #expect(visible.map(\.index) == built)
        #expect(visible.allSatisfy { $0.frame == $0.cell })
    }

    @Test func appendingPlacesTheItemWhereTheFullLayoutDoesAndMovesNoOther() {
        let lengths = heights(500)
        var window = window(Array(lengths.prefix(499)), width: 700)
        let before = (0 ..< 499).map { window.cell(at: $0) }
        window.append(MasonryWindow.Item(length: lengths[499], span: span(499), start: start(499)))
        let full = fullLayout(lengths, width: 700)
        #expect(window.cell(at: 499) == full.cells[499])
        #expect((0 ..< 499).map { window.cell(at: $0) } == before)
        #expect(window.size == full.size)
    }

    @Test func measuringAnItemMovesOnlyTheItemsAfterItAsAFullLayoutWould() {
        var lengths = heights(1_000)
        var window = window(lengths, width: 700)
        let before = (0 ..< 600).map { window.cell(at: $0) }
        lengths[600] += 75
        lengths[777] = 12
        let shift = window.setLengths([600: lengths[600], 777: 12])
        #expect(shift == 0)
        #expect((0 ..< 600).map { window.cell(at: $0) } == before)
        let full = fullLayout(lengths, width: 700)
        for index in lengths.indices {
            #expect(window.cell(at: index) == full.cells[index], "item \(index)")
        }
    }

    @Test func theAnchorsShiftIsHowFarItMoved() {
        var window = grid.window(length: 700, items: Array(repeating: MasonryWindow.Item(length: 100), count: 40))
        // Four lanes of 100-point items: item 20 is in lane 0, row 5, at 5 × 108 = 540.
        #expect(window.cell(at: 20).y == 540)
        // Item 0 grows by 400: lanes 1, 2, 3 now end first, so items shuffle; the shift
        // is item 20's new position minus 540, as its cell says.
        let shift = window.setLengths([0: 500], anchoredAt: 20)
        #expect(shift == window.cell(at: 20).y - 540)
        #expect(shift != 0)
        // A change after the anchor does not move it.
        #expect(window.setLengths([39: 10], anchoredAt: 20) == 0)
        // Unchanged lengths change nothing.
        #expect(window.setLengths([5: 100], anchoredAt: 20) == 0)
    }

    @Test func theFirstItemIsTheOneStartingFirstInTheRectangle() {
        let window = grid.window(length: 700, items: [100, 30, 60, 80, 10].map { MasonryWindow.Item(length: $0) })
        // Lanes 0–3 hold items 0–3 at 0; item 4 goes to lane 1 (ends 30) at 38.
        #expect(window.firstItem(intersecting: Rect(x: 0, y: 35, width: 700, height: 10)) == 0)
        #expect(window.firstItem(intersecting: Rect(x: 177, y: 35, width: 100, height: 10)) == 4)
        #expect(window.firstItem(intersecting: Rect(x: 0, y: 500, width: 700, height: 10)) == nil)
    }

    @Test func aHorizontalWindowStacksAlongX() {
        let rows = MasonryGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(30))], alignment: .top, spacing: 4)
        let window = rows.window(length: 100, items: [40, 20, 10].map { MasonryWindow.Item(length: $0) })
        // As MasonryGrid(rows:) lays out widths 40, 20 and 10 (see MasonryGridTests).
        #expect((0 ..< 3).map { window.cell(at: $0) } == [Rect(x: 0, y: 0, width: 40, height: 50),
                                                          Rect(x: 0, y: 54, width: 20, height: 30),
                                                          Rect(x: 24, y: 54, width: 10, height: 30)])
        #expect(window.size == Size(width: 40, height: 100))
    }
}
