// Issue 19's numbered points, one test each, written as a port from exyte/Grid
// or AdaptiveGrid writes them. Each failed on the code before the issue was
// fixed (most did not compile: SAMPLES.md says how each failed).
//
// Frames are derived by hand from Lattice's rules (see
// ExyteInitializationAndContainersTests.swift).
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
@testable import LatticeSwiftUI
import Synchronization
import Testing

@MainActor @Suite struct DropInPointTests {
    @Test func point1ContainerModifiersWorkAnywhereInTheChainAndOnAncestors() throws {
        // exyte's Spacing sample writes `.background(…)` before `.gridContentMode(.scroll)`
        // and `.gridPacking(.dense)`: both reach the grid. Scroll mode: it scrolls
        // vertically; dense: item 4 fills column 2 of row 0 (spacing 0, columns of 130,
        // row 0 as tall as an image 130 wide: 130 / 1.5).
        let spacing = ViewHost(SpacingSample(), imageSizes: ["dog": CGSize(width: 300, height: 200)])
        #expect(gridElement(spacing)?.scrollAxes == .vertical)
        #expect(same(try grid(spacing, phone).cells[4], rect(260, 0, 130, 130 / 1.5)))

        // On an ancestor: the columns flow. 3 rows of (400 − 2 × 5) / 3 = 130, 2 columns of 152.5.
        let ancestor = try grid(VStack { InitTracksSample() }.gridFlow(.columns), CGSize(width: 310, height: 400))
        expectFrames(ancestor.frames, (0..<6).map { rect(Double($0 / 3) * 157.5, Double($0 % 3) * 135, 152.5, 130) })

        // `nil` clears what an ancestor set: the rows flow again (3 columns of 100, 2 rows of 197.5).
        let cleared = try grid(VStack { InitTracksSample().gridFlow(nil) }.gridFlow(.columns), CGSize(width: 310, height: 400))
        expectFrames(cleared.frames, (0..<6).map { rect(Double($0 % 3) * 105, Double($0 / 3) * 202.5, 100, 197.5) })
    }

    @Test func point2GridGroupIsATypeAndItsModifiersDoNotReachItsItems() throws {
        // The calculator's `var arithmeticButtons: GridGroup` compiles and gives its
        // items to the grid (see ExyteInitializationAndContainersTests). A span written
        // on a group is not applied to its items: red and blue share one row of 2
        // columns of (310 − 5) / 2 = 152.5, each the whole height.
        let buttons: GridGroup = GridGroupSample2().arithmeticButtons
        #expect(try grid(LatticeGrid(tracks: 4) { buttons }, CGSize(width: 310, height: 400)).items.count == 5)
        let laidOut = try grid(LatticeGrid(tracks: 2) {
            GridGroup {
                ColorView(.red)
                ColorView(.blue)
            }
            .gridSpan(column: 2)
        }, CGSize(width: 310, height: 100))
        expectFrames(laidOut.frames, [rect(0, 0, 152.5, 100), rect(157.5, 0, 152.5, 100)])
    }

    @Test func point3FlexibleFactorsSummingBelowOneFillTheFreeSpace() throws {
        // exyte divides the free space by the sum of the factors: .fr(0.5) alone is
        // the whole width; .fr(0.25) twice after .pt(100) share 310 − 100 − 2 × 5 = 200.
        let half = try grid(LatticeGrid(tracks: [.fr(0.5)]) { ColorView(.red) }, CGSize(width: 310, height: 100))
        expectFrames(half.frames, [rect(0, 0, 310, 100)])
        let quarters = try grid(LatticeGrid(tracks: [.pt(100), .fr(0.25), .fr(0.25)]) {
            ColorView(.red)
            ColorView(.green)
            ColorView(.blue)
        }, CGSize(width: 310, height: 100))
        expectFrames(quarters.frames, [rect(0, 0, 100, 100), rect(105, 0, 100, 100), rect(210, 0, 100, 100)])
        // CSSGrid keeps CSS: the sum is taken as 1, so 0.5fr is half the width.
        let css = try #require(host(CSSGrid(columns: "0.5fr") { ColorView(.red) }, in: CGSize(width: 310, height: 100))
            .grids(CSSGridLayout.self).first)
        #expect(css.frames.first?.width == 155)
    }

    @Test func point4PlacementWarningsAreReported() async throws {
        /// The messages and warnings reported while the grid is laid out.
        final class Reports: Sendable {
            let messages = Mutex<[String]>([])
            let warnings = Mutex<[[GridWarning]]>([])
        }
        // A start past the 2 tracks falls back to automatic placement (column 0).
        let reports = Reports()
        let view = LatticeGrid(tracks: 2) {
            ColorView(.red).gridStart(column: 5)
        }
        .onGridWarnings { warnings in reports.warnings.withLock { $0.append(warnings) } }
        let laidOut = try RuntimeWarning.$sink.withValue({ message in reports.messages.withLock { $0.append(message) } }) {
            try grid(view, CGSize(width: 310, height: 100))
        }
        expectFrames(laidOut.frames, [rect(0, 0, 152.5, 100)])
        let expected = [GridWarning(.startOutsideTracks(axis: .horizontal, start: 5, trackCount: 2), itemIndex: 0)]
        // In a debug build: a runtime warning naming the item and the problem.
        #expect(reports.messages.withLock { $0 } == ["LatticeGrid: \(expected[0])"])
        // The action runs on the main actor after the layout.
        for _ in 0..<100 where reports.warnings.withLock({ $0.isEmpty }) {
            await Task.yield()
        }
        #expect(reports.warnings.withLock { $0 } == [expected])
    }

    @Test func point5AScrollGridScrollsAlongItsGrowingAxis() throws {
        // exyte's rows-flow scroll sample: the grid is in a vertical scroll view of its own.
        #expect(gridElement(ViewHost(RowsScrollSample.ContentView()))?.scrollAxes == .vertical)
        // Already in a scroll view, a grid opts out: no scroll view of its own, and as
        // tall as its content (1 row of cards offered no height).
        let inScrollView = host(ScrollView {
            RowsScrollSample.ContentView()
                .gridScrollsContent(false)
        })
        #expect(gridElement(inScrollView)?.scrollAxes == nil)
        #expect(inScrollView.elements.filter { $0.scrollAxes != nil }.count == 1)
    }

    @Test func point6EqualWidthIsAnEnvironmentModifier() throws {
        // After `.padding(10)` (the grid is offered 370) and on an ancestor: equal
        // width. Widest tag 68: ⌊(370 + 16) / (68 + 16)⌋ = 4 columns of
        // (370 − 3 × 16) / 4 = 80.5 at x 96.5 × column; rows of 28, 12 apart.
        // Tags (68, 36, 52, 60, 44 wide) centred in their columns.
        let laidOut = try #require(host(VStack { AdaptiveSpacingSample().padding(10) }.equalWidth())
            .grids(AdaptiveGridLayout.self).first)
        let widths: [Double] = [68, 36, 52, 60, 44]
        expectFrames(laidOut.frames, widths.enumerated().map { index, width in
            rect(Double(index % 4) * 96.5 + (80.5 - width) / 2, Double(index / 4) * 40, width, 28)
        })
    }

    @Test func point7AGridBuilderHelperReturnsSomeView() throws {
        // exyte's `@GridBuilder func headerSegment(flag:) -> some View` (README §14): a
        // group's two items, or one item. With green after it in 2 columns of 152.5.
        let sample = GridBuilderHelperSample()
        let group = try grid(LatticeGrid(tracks: 2) {
            sample.headerSegment(flag: true)
            ColorView(.green)
        }, CGSize(width: 310, height: 205))
        expectFrames(group.frames, [rect(0, 0, 152.5, 100), rect(157.5, 0, 152.5, 100), rect(0, 105, 152.5, 100)])
        let single = try grid(LatticeGrid(tracks: 2) {
            sample.headerSegment(flag: false)
            ColorView(.green)
        }, CGSize(width: 310, height: 205))
        expectFrames(single.frames, [rect(0, 0, 152.5, 205), rect(157.5, 0, 152.5, 205)])
        // `Lattice`'s helpers return `GridGroup`: LatticeBuilderHelperTests.swift.
    }

    @Test func point8GridCachingIsGridCache() throws {
        let cached = ViewHost(InitTracksSample().gridCaching(.noCache))
        #expect(cached.layouts(LatticeGridLayout.self).map(\.layout.cacheMode) == [.noCache])
        // `Lattice`'s `gridAnimation` and `gridCaching`: LatticeBuilderHelperTests.swift.
    }
}
#endif
