import Testing
@testable import LatticeCore

/// Inputs the fuzz targets (Fuzz/) found to break an invariant, reduced to the smallest
/// tree that still does: each test fails on the code before its fix. (The suite also
/// runs with the engine's consistency checks, Scripts/check-fast-paths.sh.)
struct FuzzFindingTests {
    /// A leaf whose measure reports baselines that are not finite (a font whose metrics
    /// are not numbers, here).
    private static func leafWithBadBaselines(_ alignSelf: ItemAlignment? = nil) -> Node {
        var style = Style()
        style.alignSelf = alignSelf
        let measure = Measure.words([77], lineHeight: .nan, font: FontMetrics(ascent: .nan, descent: .infinity))
        return Node(style: style, measure: measure)
    }

    /// FuzzLayout: a grid whose item's measure answered NaN baselines had NaN baselines.
    @Test func aMeasuresBaselinesThatAreNotFiniteCountAsNone() {
        var grid = Style()
        grid.display = .grid
        let layout = Node(style: grid, children: [Self.leafWithBadBaselines()]).layout(available: .maxContent)
        let baselines = try! #require(layout.baselines)
        #expect(baselines.first.isFinite && baselines.last.isFinite)
        // None, so the grid synthesizes them at the item's bottom edge (CSS Box Alignment 3 §9.1).
        #expect(baselines == Baselines(first: layout.children[0].frame.maxY, last: layout.children[0].frame.maxY))
    }

    @Test func itemsAlignedByBaselinesThatAreNotFiniteKeepFiniteFrames() {
        var grid = Style()
        grid.display = .grid
        grid.gridTemplateColumns = TrackList([.auto, .auto])
        let text = Node(style: Style(), measure: .words([30, 20], lineHeight: 20, font: .ahem))
        var aligned = text
        aligned.style.alignSelf = .baseline
        let root = Node(style: grid, children: [Self.leafWithBadBaselines(.baseline), aligned,
                                                Self.leafWithBadBaselines(.lastBaseline), aligned])
        let layout = root.layout(available: .maxContent)
        for child in layout.children {
            #expect(child.frame.x.isFinite && child.frame.y.isFinite && child.frame.height.isFinite)
        }
        #expect(layout.baselines.map { $0.first.isFinite && $0.last.isFinite } == true)
    }

    /// FuzzLayout: a box whose aspect ratio is a denormal number (1.4e-309, the input had 1.385e-309) in a grid in an
    /// auto-fit grid: the height its width transferred was infinite, and so were the
    /// inner grid's columns and frames. A ratio now stays within 1/largestLength and
    /// largestLength.
    @Test func aTinyAspectRatioTransfersFiniteSizes() throws {
        var ratioBox = Style()
        ratioBox.aspectRatio = .leastNormalMagnitude / 16
        var inner = Style()
        inner.display = .grid
        let root = Node(style: try Style(css: "display: grid; grid-template-columns: repeat(auto-fit, minmax(80px, 1fr))"),
                        children: [Node(style: inner, children: [Node(style: ratioBox)])])
        let layout = root.layout(available: AvailableSize(width: .maxContent, height: .definite(50)))
        func check(_ layout: NodeLayout) {
            let frame = layout.frame
            #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
            for tracks in [layout.columns, layout.rows].compactMap({ $0 }) {
                #expect(tracks.sizes.allSatisfy(\.isFinite) && tracks.offsets.allSatisfy(\.isFinite))
            }
            layout.children.forEach(check)
        }
        check(layout)
    }

    /// A grid of three auto rows and, across them, a subgrid on its rows holding five
    /// auto-placed items: more than its three rows.
    static func subgridOfFiveItems() throws -> Node {
        let items = (0 ..< 5).map { _ in Node(style: Style(), measure: .words([20], lineHeight: 10)) }
        let subgrid = Node(style: try Style(css: "display: grid; grid-template-rows: subgrid; grid-row: span 3"),
                           children: items)
        return Node(style: try Style(css: "display: grid; grid-template-rows: repeat(3, auto)"), children: [subgrid])
    }

    /// FuzzLayout: items a subgrid places cell by cell past its rows are kept in its last
    /// row (as Chromium places them). With `LATTICE_CHECKS` the consistency check of that
    /// placement compared it with the general algorithm's cells before they were kept
    /// in the subgrid, and trapped.
    @Test func aSubgridsItemsPlacedCellByCellStayInItsRows() async throws {
        #if LATTICE_CHECKS
        // (In a process of its own: a consistency check that fails traps.)
        await #expect(processExitsWith: .success) {
            let kept = try FuzzFindingTests.subgridItemsKeepToItsRows()
            precondition(kept)
        }
        #else
        #expect(try Self.subgridItemsKeepToItsRows())
        #endif
    }

    /// Whether the subgrid of ``subgridOfFiveItems()`` has its items in its first, its
    /// second, then its third row.
    static func subgridItemsKeepToItsRows() throws -> Bool {
        let layout = try subgridOfFiveItems().layout(available: .maxContent)
        let subgrid = layout.children[0]
        guard let rows = layout.rows, rows.sizes.count == 3 else { return false }
        let lastRow = rows.offsets[2] - subgrid.frame.y
        return subgrid.children.map(\.frame.y) == [0, rows.offsets[1] - subgrid.frame.y, lastRow, lastRow, lastRow]
    }

    /// A grid of three auto rows: an item spanning the first two (one set of tracks), 20 px
    /// tall, and one in the third, 15 px tall, both `min-height: 0`: the rows' base sizes
    /// are 0, their growth limits 10, 10 and 15.
    static func rowsGrid() -> Node {
        var grid = Style()
        grid.display = .grid
        func item(_ rows: GridPlacement, lineHeight: Double) -> Node {
            var style = Style()
            style.gridRow = rows
            style.minHeight = .points(0)
            return Node(style: style, measure: .words([30], lineHeight: lineHeight))
        }
        return Node(style: grid, children: [item(.line(1, span: 2), lineHeight: 20), item(.line(3), lineHeight: 15)])
    }

    /// FuzzCSS (a fixture's item style given to a grid's items): an auto-height grid keeps
    /// the rows it found its height from, every row at its growth limit, as Chromium sizes
    /// them once (10, 10 and 15, not a third row shorter than its only item). With
    /// `LATTICE_CHECKS` the consistency check of kept rows compared them with a run in
    /// that height as a definite one, where §12.6 shares the 35 px by sets (11.1, 11.1 and
    /// 12.8), and trapped.
    @Test func anAutoHeightGridKeepsItsRowsAtTheirGrowthLimits() async {
        #if LATTICE_CHECKS
        // (In a process of its own: a consistency check that fails traps.)
        await #expect(processExitsWith: .success) {
            precondition(FuzzFindingTests.rowsGrid().layout(available: .maxContent).rows?.sizes == [10, 10, 15])
        }
        #else
        #expect(Self.rowsGrid().layout(available: .maxContent).rows?.sizes == [10, 10, 15])
        #endif
    }
}
