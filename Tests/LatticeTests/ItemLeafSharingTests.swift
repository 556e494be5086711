import Testing
import Lattice

/// A grid builds one leaf for a run of alike items, notes its decorated items while
/// it builds its leaves, and leaves the self-alignment of a cell aligned as the grid's
/// items unset: each gives what the general path gives.
struct ItemLeafSharingTests {
    /// Runs of alike colours and shapes, broken by other content.
    static let contents: [any GridContent] = [
        Color.red, Color.red, Color.red, Color.blue.frame(width: 30, height: 20), Color.blue.frame(width: 30, height: 20),
        Color.blue.frame(width: 30), Text("two words"), Color.red.frame(width: 10, height: 10),
        Color.red.frame(width: 10, height: 10), Color.red.frame(width: 10, height: 10).gridItemAlignment(.topLeading),
        Color.red.frame(width: 10, height: 10).gridItemAlignment(.topLeading), Color.green.frame(height: 12),
        Color.green.frame(height: 12),
    ]

    @Test(arguments: [ProposedSize(width: 300, height: 400), ProposedSize(width: nil, height: nil)])
    func runsOfAlikeItemsAreLaidOutAsItemsPlacedOneByOne(proposal: ProposedSize) {
        let contents = Self.contents
        let automatic = Grid(tracks: 3, spacing: 4) { GridGroup(contents.indices) { contents[$0] } }
        // Items with both starts are placed by exyte's rules, each with its own leaf.
        let placed = Grid(tracks: 3, spacing: 4) {
            GridGroup(contents.indices) { AnyGridContent(contents[$0]).gridStart(column: $0 % 3, row: $0 / 3) }
        }
        let expected = placed.layout(proposal: proposal)
        let layout = automatic.layout(proposal: proposal)
        #expect(layout.frames == expected.frames)
        #expect(layout.cells == expected.cells)
        #expect(layout.size == expected.size)
        // The boxes of the run before the last are centred in their cells; those of the
        // last but one, aligned on their own, at the top-left corner.
        #expect(layout.frames[8].x > layout.cells[8].x && layout.frames[8].y > layout.cells[8].y)
        #expect(layout.frames[9].x == layout.cells[9].x && layout.frames[9].y == layout.cells[9].y)
    }

    @Test(arguments: [true, false])
    func lazyGridRunsAreLaidOutAsMeasuredItems(vertical: Bool) {
        let columns = Array(repeating: GridItem(.flexible(), spacing: 6), count: 3)
        func box(_ color: Color) -> AnyGridContent {
            vertical ? AnyGridContent(color.frame(height: 40)) : AnyGridContent(color.frame(width: 40))
        }
        let contents = [box(.teal), box(.teal), box(.teal), box(.orange), box(.orange), AnyGridContent(Text("word")),
                        box(.teal), box(.teal)]
        func layout(_ item: @escaping (Int) -> any GridContent) -> GridLayoutResult {
            vertical
                ? LazyVGrid(columns: columns, spacing: 6) { GridGroup(contents.indices) { AnyGridContent(item($0)) } }
                    .layout(in: Size(width: 300, height: 1000))
                : LazyHGrid(rows: columns, spacing: 6) { GridGroup(contents.indices) { AnyGridContent(item($0)) } }
                    .layout(in: Size(width: 1000, height: 300))
        }
        let shared = layout { contents[$0] }
        let measured = layout { AutomaticGridItemsTests.Measured(contents[$0]) }
        #expect(shared.frames == measured.frames)
        #expect(shared.cells == measured.cells)
        // The colours fill their tracks across: 300 − 2 × 6 over 3 tracks.
        #expect(vertical ? shared.frames[0].width == 96 : shared.frames[0].height == 96)
    }

    @Test func decorationsAreTheirItemsCellsWhetherOrNotAnItemSpans() {
        func grid(spanning: Bool) -> Grid {
            Grid(tracks: 3, spacing: 0) {
                Color.red.gridCellBackground { _ in Color.yellow }
                Color.red
                Color.blue.gridCellOverlay { _ in Color.green }
                if spanning { Color.green.gridSpan(column: 2) } else { Color.green }
                Color.red.gridCellBackground { _ in Color.yellow }.gridCellOverlay { _ in Color.green }
            }
        }
        let size = Size(width: 300, height: 300)
        let spanning = grid(spanning: true).layout(in: size)
        // Columns of 100, two rows of 150: the spanning item takes the first two cells of row 2.
        #expect(spanning.backgrounds.map(\.itemIndex) == [0, 4])
        #expect(spanning.overlays.map(\.itemIndex) == [2, 4])
        expectFrames(spanning.backgrounds.map(\.frame), [r(0, 0, 100, 150), r(200, 150, 100, 150)])
        expectFrames(spanning.overlays.map(\.frame), [r(200, 0, 100, 150), r(200, 150, 100, 150)])
        let automatic = grid(spanning: false).layout(in: size)
        #expect(automatic.backgrounds.map(\.itemIndex) == [0, 4])
        #expect(automatic.overlays.map(\.itemIndex) == [2, 4])
        expectFrames(automatic.backgrounds.map(\.frame), [r(0, 0, 100, 150), r(100, 150, 100, 150)])
        expectFrames(automatic.overlays.map(\.frame), [r(200, 0, 100, 150), r(100, 150, 100, 150)])
    }

    /// Two rows of a box, a word and a small box in a grid aligned by `alignment`, each
    /// row and column aligned by `own` when given.
    static func rows(_ alignment: Alignment, own: Alignment?) -> GridLayoutResult {
        func cell(_ content: some GridContent) -> AnyGridContent {
            own.map { AnyGridContent(content.gridColumnAlignment($0.horizontal)) } ?? AnyGridContent(content)
        }
        let grid = Grid(alignment: alignment, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: own?.vertical) {
                cell(Color.gray.frame(width: 20, height: 50))
                cell(Text("Hi"))
                cell(Color.red.frame(width: 10, height: 10))
            }
            GridRow(alignment: own?.vertical) {
                Color.gray.frame(width: 40, height: 30)
                Text("a longer word")
                Color.red.frame(width: 10, height: 10)
            }
        }
        return grid.layout(in: Size(width: 400, height: 400))
    }

    @Test(arguments: [(Alignment.bottomTrailing, Alignment.topLeading), (.center, .topLeading),
                      (.leadingFirstTextBaseline, .center), (.trailingLastTextBaseline, .bottomLeading)])
    func cellsAlignedAsTheGridsItemsAreLaidOutAsCellsAlignedOnTheirOwn(alignment: Alignment, other: Alignment) {
        // Every cell aligned by the grid (leaving its self-alignment to the grid's items
        // alignment), and by its row and column in a grid aligned otherwise.
        let byGrid = Self.rows(alignment, own: nil)
        let byRowsAndColumns = Self.rows(other, own: alignment)
        #expect(byGrid.frames == byRowsAndColumns.frames)
        #expect(byGrid.cells == byRowsAndColumns.cells)
        // The alignment moves the cells: not where the other alignment puts them, and
        // the small box not at the top of its row.
        #expect(byGrid.frames != Self.rows(other, own: nil).frames)
        #expect(byGrid.frames[2].y > byGrid.cells[2].y)
    }
}
