import Testing
@testable import Lattice

/// Items laid out without a list of elements (``AutomaticGridItems``) are laid out as a
/// grid of the same elements lays them out: the same size, frames, cells and warnings,
/// with the grid's options, at every proposal, their leaves kept or not.
struct AutomaticGridItemsTests {
    /// Contents without attributes: runs of one colour (which share a leaf), fixed boxes,
    /// words that wrap, flexible colours (which state their sizing), and content measured
    /// only through its `sizeThatFits`, with text baselines or without.
    static let contents: [any GridContent] = [
        Color.red, Color.red, Color.red, Text("a longer text that wraps"), Measured(Text("measured words")),
        Color.blue.frame(width: 30, height: 45), Measured(Color.teal.frame(width: 50, height: 25)),
        Color.green.frame(width: 70), Text("one"), Measured(Text("words")), Color.orange,
        Color.orange.frame(height: 12), Measured(Color.red), Text("two words"), Color.purple,
    ]

    /// Content that states no sizing: `base`'s answers and baselines, through its `sizeThatFits`.
    struct Measured: GridContent {
        var base: any GridContent

        init(_ base: some GridContent) {
            self.base = base
        }

        func sizeThatFits(_ proposal: ProposedSize) -> Size { base.sizeThatFits(proposal) }
        func textBaselines(at size: Size) -> Baselines? { base.textBaselines(at: size) }
    }

    static let proposals: [ProposedSize] = [
        ProposedSize(width: 320, height: nil), ProposedSize(width: nil, height: nil), ProposedSize(width: 0, height: 0),
        ProposedSize(width: 181, height: 240), ProposedSize(width: .infinity, height: 90), ProposedSize(width: 320, height: nil),
    ]

    /// `grid` with elements of ``contents`` as its items, and the same contents given one at a time,
    /// laid out at each of ``proposals`` in turn.
    static func expectSameLayouts(_ grid: Grid, sourceLocation: SourceLocation = #_sourceLocation) {
        let contents = Self.contents
        var withItems = grid
        withItems.items = contents.map { GridElement($0) }
        guard let automatic = AutomaticGridItems(grid: grid, count: contents.count, content: { contents[$0] }) else {
            Issue.record("no automatic items for \(grid.options)", sourceLocation: sourceLocation)
            return
        }
        for proposal in proposals {
            let expected = withItems.layout(proposal: proposal)
            let layout = automatic.layout(proposal: proposal)
            #expect(layout.size == expected.size, "size for \(proposal)", sourceLocation: sourceLocation)
            #expect(layout.frames == expected.frames, "frames for \(proposal)", sourceLocation: sourceLocation)
            #expect(layout.cells == expected.cells, "cells for \(proposal)", sourceLocation: sourceLocation)
            #expect(layout.warnings == expected.warnings, "warnings for \(proposal)", sourceLocation: sourceLocation)
            #expect(layout.frames.count == contents.count, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: GridContentMode.allCases, GridFlow.allCases)
    func tracksOfEachKind(mode: GridContentMode, flow: GridFlow) {
        Self.expectSameLayouts(Grid(tracks: [.fr(1), .pt(60), .fit], contentMode: mode, flow: flow, spacing: [6, 4]) {})
        Self.expectSameLayouts(Grid(tracks: [.repeat(.autoFill, [.pt(60)])], contentMode: mode, flow: flow) {})
        Self.expectSameLayouts(Grid(tracks: 3, contentMode: mode, flow: flow, packing: .dense) {})
    }

    @Test func explicitColumnsAndRowsAutoTracksAndAlignments() {
        Self.expectSameLayouts(Grid(columns: [.fr(1), .fr(2)], rows: [.pt(30), .fit], spacing: 3) {})
        Self.expectSameLayouts(Grid(tracks: 2) {}.gridAutoTracks([.pt(25), .fit]))
        Self.expectSameLayouts(Grid(tracks: [.pt(90), .pt(90)], commonItemsAlignment: .bottomTrailing,
                                    contentAlignment: .topLeading) {})
        // Text baselines: the words report theirs.
        Self.expectSameLayouts(Grid(tracks: 3, commonItemsAlignment: .leadingFirstTextBaseline) {})
        Self.expectSameLayouts(Grid(tracks: 3) {}.gridCommonItemsAlignment(.leadingLastTextBaseline))
    }

    @Test func withoutTracksOrKeptLeaves() {
        // No track: a warning, and one flexible track.
        Self.expectSameLayouts(Grid(tracks: []) {})
        Self.expectSameLayouts(Grid(tracks: 4, cache: .noCache) {})
    }

    @Test func gridsOfRowsAndExyteMetricsAreLeftToTheirElements() {
        let content: @Sendable (Int) -> any GridContent = { _ in Color.red }
        #expect(AutomaticGridItems(grid: Grid(tracks: 2) {}.gridSpacingStyle(.exyte), count: 2, content: content) == nil)
        #expect(AutomaticGridItems(grid: Grid(tracks: 2) {}.gridFitSizing(.exyte), count: 2, content: content) == nil)
        #expect(AutomaticGridItems(grid: Grid(alignment: .leading) { GridRow { Color.red } }, count: 2, content: content) == nil)
        #expect(AutomaticGridItems(grid: Grid(tracks: 2) {}, count: 2, content: content) != nil)
    }
}
