import Testing
@testable import LatticeCore

// A node keeps its style out of line (StyleBox), shared between copies of the node:
// these pin down that nodes keep value semantics.

@Test func aCopiedNodeKeepsItsStyleWhenTheCopyChanges() throws {
    let original = Node(style: try Style(css: ["width": "10px", "height": "20px"]))
    var copy = original
    #expect(copy.sharesStyle(with: original))
    copy.style.width = .points(40)
    #expect(!copy.sharesStyle(with: original))
    #expect(original.style.width == .points(10))
    #expect(copy.style.width == .points(40))
    // Each lays out with its own width (a root sized by its style alone).
    #expect(original.layout(available: .maxContent).frame.width == 10)
    #expect(copy.layout(available: .maxContent).frame.width == 40)
}

@Test func aChildChangedInACopiedTreeLeavesTheOriginalTree() throws {
    let child = Node(style: try Style(css: ["width": "10px", "height": "20px"]))
    let tree = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "auto"]), children: [child])
    var changed = tree
    changed.children[0].style.height = .points(5)
    // One auto row as high as its item: 20 in the original, 5 in the copy.
    #expect(tree.layout(available: .maxContent).frame.height == 20)
    #expect(changed.layout(available: .maxContent).frame.height == 5)
}

@Test func aGridStyleKeepsItsExplicitTracksWhenTheyDoNotDependOnTheSpace() throws {
    let grid = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "10px repeat(2, 1fr)",
                                           "grid-template-rows": "repeat(auto-fill, 20px)"]))
    // Columns: expanded once, with the style (three tracks); rows: an auto-repeat,
    // whose count depends on the height, is expanded by each run.
    #expect(grid.fixedExplicitTracks(.horizontal)?.count == 3)
    #expect(grid.fixedExplicitTracks(.vertical) == nil)
    // Not a grid: nothing expanded.
    let leaf = Node(style: try Style(css: ["grid-template-columns": "10px 10px"]))
    #expect(leaf.fixedExplicitTracks(.horizontal) == nil)
    // A copy shares them; setting a new template expands the new one.
    var copy = grid
    #expect(copy.fixedExplicitTracks(.horizontal)?.segments == grid.fixedExplicitTracks(.horizontal)?.segments)
    copy.style.gridTemplateColumns = TrackList([.points(5)])
    #expect(copy.fixedExplicitTracks(.horizontal)?.count == 1)
}

@Test func autoFillRowsFollowTheHeightBesideFixedColumns() throws {
    // The same grid laid out twice at different widths: the fixed tracks hold, the
    // auto-fill rows follow the height.
    let grid = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "repeat(3, 10px)",
                                           "grid-template-rows": "repeat(auto-fill, 20px)", "height": "50px"]),
                    children: [Node()])
    let layout = grid.layout(available: .maxContent)
    #expect(layout.columns?.sizes == [10, 10, 10])
    #expect(layout.rows?.sizes == [20, 20])
}
