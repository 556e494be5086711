import Testing
import Lattice

/// A grid value keeps the engine's nodes for its items from one layout to the next;
/// whatever it kept, each layout is the one a new grid of the same items gives.
struct KeptItemNodesTests {
    /// Widths that change the number of fixed tracks of an auto-filled template
    /// (`repeat(auto-fill, 60pt)`: 2 tracks at 130, 4 at 250), and back.
    static let widths: [Double] = [130, 250, 130, 251, 250, 400]

    @Test func anExyteGridLaidOutAtSeveralWidthsGivesANewGridsLayoutAtEach() {
        func grid() -> Grid {
            Grid(tracks: [.repeat(.autoFill, [.pt(60)])], spacing: 4) {
                Text("one")
                Color.red.gridSpan(column: 2)
                Text("a longer text")
                Color.blue.frame(width: 20, height: 30).gridStart(column: 1)
                Text("end")
            }
        }
        let kept = grid()
        Self.expectEachLayout(kept.layout(in:), atEveryWidthEquals: { grid().gridCache(.noCache).layout(in: $0) })
    }

    @Test func aGridOfRowsLaidOutAtSeveralWidthsGivesANewGridsLayoutAtEach() {
        func grid() -> Grid {
            Grid(alignment: .leading) {
                GridRow { Text("Name"); Text("Lattice"); Color.green }
                GridRow { Text("Kind").gridCellColumns(2); Color.orange.frame(width: 12, height: 12) }
                Text("a row of its own")
            }
        }
        let kept = grid()
        Self.expectEachLayout(kept.layout(in:), atEveryWidthEquals: { grid().gridCache(.noCache).layout(in: $0) })
    }

    @Test func aLazyVGridLaidOutAtSeveralWidthsGivesANewGridsLayoutAtEach() {
        for columns in [[GridItem(.adaptive(minimum: 50))], [GridItem(.fixed(40)), GridItem(.flexible())]] {
            func grid() -> LazyVGrid {
                LazyVGrid(columns: columns, spacing: 6) {
                    GridGroup(0 ..< 9) { index in Color.teal.frame(height: Double(10 + index * 3)) }
                    Text("words that wrap")
                }
            }
            let kept = grid()
            Self.expectEachLayout(kept.layout(in:), atEveryWidthEquals: { grid().layout(in: $0) })
        }
    }

    @Test func anAdaptiveGridLaidOutAtSeveralWidthsGivesANewGridsLayoutAtEach() {
        // Widths from one that wraps the longest text (40) to ones that change the column count.
        for equalWidth in [false, true] {
            func grid() -> AdaptiveGrid {
                AdaptiveGrid {
                    Text("one")
                    Text("a longer text that wraps")
                    Color.red
                    Color.blue.frame(width: 20, height: 30)
                    Text("two words")
                    Text("end")
                }.equalWidth(equalWidth)
            }
            let kept = grid()
            for width in [40.0] + Self.widths + [40, 1000] {
                let size = Size(width: width, height: 300)
                #expect(kept.layout(in: size) == grid().layout(in: size), "equal width \(equalWidth) at width \(width)")
            }
        }
    }

    @Test func aRunOfAlikeItemsSharesALeafButItemsThatDifferDoNot() {
        // Four 100-point columns, one 30-point row; items centred unless aligned.
        let grid = Grid(tracks: 4, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 20, height: 10)
            Color.red.frame(width: 20, height: 10).gridItemAlignment(.top)
            Color.red.frame(width: 20, height: 10).gridItemAlignment(.bottom)
        }
        #expect(grid.layout(in: Size(width: 400, height: 30)).frames == [
            Rect(x: 45, y: 10, width: 10, height: 10),
            Rect(x: 140, y: 10, width: 20, height: 10),
            Rect(x: 240, y: 0, width: 20, height: 10),
            Rect(x: 340, y: 20, width: 20, height: 10),
        ])
        // Two 50-point columns 8 apart: rows as tall as their items.
        let lazy = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0) {
            Color.red.frame(height: 10)
            Color.red.frame(height: 10)
            Color.red.frame(height: 20)
        }
        #expect(lazy.layout(in: Size(width: 108, height: 100)).frames == [
            Rect(x: 0, y: 0, width: 50, height: 10),
            Rect(x: 58, y: 0, width: 50, height: 10),
            Rect(x: 0, y: 10, width: 50, height: 20),
        ])
    }

    @Test func changedItemsAreLaidOutAsTheyAreNow() {
        // A copy with other options shares the kept nodes: its layout is its own.
        let grid = Grid(tracks: 3) { Text("a"); Text("b").gridSpan(column: 2); Text("c") }
        let size = Size(width: 200, height: 100)
        _ = grid.layout(in: size)
        let columns = grid.gridFlow(.columns)
        #expect(columns.layout(in: size) == Grid(tracks: 3, flow: .columns) {
            Text("a"); Text("b").gridSpan(column: 2); Text("c")
        }.layout(in: size))
        #expect(grid.layout(in: size) == Grid(tracks: 3) { Text("a"); Text("b").gridSpan(column: 2); Text("c") }
            .gridCache(.noCache).layout(in: size))
    }

    /// Lays one grid out (`layout`) at each of ``widths`` in turn, expecting `fresh`'s layout at each.
    static func expectEachLayout(_ layout: (Size) -> GridLayoutResult, atEveryWidthEquals fresh: (Size) -> GridLayoutResult,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        for width in widths {
            let size = Size(width: width, height: 300)
            #expect(layout(size) == fresh(size), "at width \(width)", sourceLocation: sourceLocation)
        }
    }
}
