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

    /// FuzzLayout: a box whose aspect ratio is a denormal number (1.4e-309) in a grid in an
    /// auto-fit grid: the height its width transferred was infinite, and so were the
    /// inner grid's columns and frames. A ratio now stays within 1/largestLength and
    /// largestLength.
    @Test func aTinyAspectRatioTransfersFiniteSizes() throws {
        var ratioBox = Style()
        ratioBox.aspectRatio = 1.38524592566143e-309
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
        // And a ratio as large: a width over it is at most largestLength times smaller.
        ratioBox.aspectRatio = 1e300
        ratioBox.height = .points(50)
        let wide = Node(style: ratioBox).layout(available: .maxContent)
        #expect(wide.frame.width.isFinite && wide.frame.width == 50 * largestLength)
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
        #expect(Self.rowsGrid().layout(available: .maxContent).rows?.sizes == [10, 10, 15])
        #if LATTICE_CHECKS
        await #expect(processExitsWith: .success) {
            _ = FuzzFindingTests.rowsGrid().layout(available: .maxContent)
        }
        #endif
    }
}
