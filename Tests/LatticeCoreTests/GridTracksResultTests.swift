import Testing
import LatticeCore

// A grid container's layout keeps its columns and rows (offsets and sizes of both axes
// in one shared allocation); they read back as the tracks were laid out.

@Test func aGridsLayoutReportsItsColumnsAndRows() throws {
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "20px 30px", "column-gap": "5px",
                                           "grid-auto-rows": "10px", "padding": "2px"]),
                    children: [Node(), Node(), Node()])
    let layout = root.layout(available: .maxContent)
    // Columns from the padding edge: 2, then 2 + 20 + 5; two rows of 10 (three items).
    #expect(layout.columns == GridTracks(offsets: [2, 27], sizes: [20, 30], gap: 5, leadingImplicitTracks: 0, explicitTracks: 2))
    #expect(layout.rows == GridTracks(offsets: [2, 12], sizes: [10, 10], gap: 0, leadingImplicitTracks: 0, explicitTracks: 0))
    #expect(layout.children.allSatisfy { $0.columns == nil && $0.rows == nil })
}

@Test func rightToLeftColumnsAreReportedFromTheRight() throws {
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "20px 30px", "width": "100px",
                                           "direction": "rtl"]),
                    children: [Node()])
    let layout = root.layout(available: .maxContent)
    // Column 1 takes the right edge: 100 - 20 = 80; column 2 ends where it starts.
    #expect(layout.columns?.offsets == [80, 50])
    #expect(layout.columns?.sizes == [20, 30])
}

@Test func tracksGivenToALayoutReadBackAndCountForEquality() {
    let columns = GridTracks(offsets: [0, 40], sizes: [40, 60], gap: 0, leadingImplicitTracks: 1, explicitTracks: 1)
    var layout = NodeLayout(frame: Rect(x: 0, y: 0, width: 100, height: 10), columns: columns)
    #expect(layout.columns == columns)
    #expect(layout.rows == nil)
    let rows = GridTracks(offsets: [0], sizes: [10], gap: 2, leadingImplicitTracks: 0, explicitTracks: 1)
    layout.rows = rows
    #expect(layout.columns == columns && layout.rows == rows)
    var other = layout
    other.columns?.sizes[1] = 61
    #expect(other != layout)
    other.columns = nil
    other.rows = nil
    #expect(other == NodeLayout(frame: layout.frame))
}

@Test func offsetsAndSizesOfDifferentLengthsAreKeptInPairs() {
    let uneven = GridTracks(offsets: [0, 10, 20], sizes: [10, 10], gap: 0, leadingImplicitTracks: 0, explicitTracks: 2)
    let layout = NodeLayout(frame: .zero, rows: uneven)
    #expect(layout.rows?.offsets == [0, 10])
    #expect(layout.rows?.sizes == [10, 10])
    #expect(layout.columns == nil)
}

@Test func implicitTracksOnBothSidesTakeTheirSizesFromTheAutoListEachTimeTheGridIsAsked() throws {
    // One explicit 5 px column (lines 1 and 2, or -2 and -1); `grid-auto-columns: 10px
    // 20px 30px` repeats after the explicit grid (10, 20, 30, ...) and backwards before
    // it (30 just before, then 20). An item at lines -4 / -3 adds two tracks before; an
    // item from line 4 (to 5) adds three after.
    let inner = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "5px",
                                            "grid-auto-columns": "10px 20px 30px", "grid-auto-rows": "7px"]),
                     children: [Node(style: try Style(css: ["grid-column": "-4 / -3"])),
                                Node(style: try Style(css: ["grid-column": "4"]))])
    // Nested in a max-content column, the inner grid is asked for its widths, then its
    // height, then laid out: each question sizes its tracks again from the same placement.
    let root = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "max-content"]), children: [inner])
    let layout = root.layout(available: .maxContent)
    let columns = try #require(layout.children.first?.columns)
    #expect(columns.sizes == [20, 30, 5, 10, 20, 30])
    #expect(columns.offsets == [0, 20, 50, 55, 65, 85])
    #expect(columns.leadingImplicitTracks == 2)
    #expect(layout.children.first?.frame.width == 115)
    // The items: the first leading track, and the last track (both auto-placed in row 1).
    #expect(layout.children.first?.children.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 7),
                                                               Rect(x: 85, y: 0, width: 30, height: 7)])
}
