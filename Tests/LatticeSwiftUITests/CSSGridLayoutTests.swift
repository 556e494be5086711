#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
@testable import LatticeSwiftUI
import Lattice
import Testing

/// The engine's layout of a grid with `container` CSS and items of `contents`
/// with `itemCSS`, made directly with LatticeCore (`Node`, `Style(css:)`).
private func engineLayout(container: String, width: Double?, contents: [AnyGridContent], itemCSS: [String],
                          available: AvailableSize) throws -> NodeLayout {
    var style = try Style(css: container)
    style.display = .grid
    if let width { style.width = .points(width) }
    let children = try zip(contents, itemCSS).map { content, css in
        Node(style: try Style(css: css), measure: Measure { content.sizeThatFits(ProposedSize($0)) })
    }
    return Node(style: style, children: children).layout(available: available)
}

@Suite struct CSSGridLayoutTests {
    @Test func autoFillColumnsOfAtLeast120PointsShareTheWidth() {
        // ⌊(400 + 8) / (120 + 8)⌋ = 3 columns of (400 − 2 × 8) / 3 = 128, at 0, 136, 272.
        // A colour's ideal height is 10: rows of 10, 8 apart.
        let layout = CSSGridLayout(columns: "repeat(auto-fill, minmax(120px, 1fr))", gap: "8px")
        let fakes = (0..<4).map { _ in FakeSubview.flexible() }
        let driven = drive(layout, fakes, proposal: ProposedViewSize(width: 400, height: 600))
        #expect(same(driven.size, Size(width: 400, height: 28)))
        #expect(same(driven.frames[1], Rect(x: 136, y: 0, width: 128, height: 10)))
        #expect(same(driven.frames[2], Rect(x: 272, y: 0, width: 128, height: 10)))
        #expect(same(driven.frames[3], Rect(x: 0, y: 18, width: 128, height: 10)))
    }

    @Test func gridLanesCSSLaysTheSubviewsOutAsTheEnginesMasonry() throws {
        let container = "display: grid-lanes; grid-template-columns: repeat(auto-fill, minmax(90px, 1fr)); gap: 6px"
        let layout = CSSGridLayout(container)
        #expect(layout.style.display == .gridLanes)
        let contents = (0 ..< 12).map { AnyGridContent(Lattice.Color.red.frame(height: Double(20 + $0 * 17 % 60))) }
        let itemCSS = (0 ..< 12).map { $0 % 5 == 2 ? "grid-column: span 2" : "" }
        let fakes = contents.indices.map { FakeSubview(contents[$0]).with(GridColumnKey.self, $0 % 5 == 2 ? "span 2" : nil) }
        let driven = drive(layout, fakes, proposal: ProposedViewSize(width: 400, height: nil))
        var style = try Style(css: container)
        style.width = .points(400)
        let children = try zip(contents, itemCSS).map { content, css in
            Node(style: try Style(css: css), measure: Measure { content.sizeThatFits(ProposedSize($0)) })
        }
        let expected = Node(style: style, children: children)
            .layout(available: AvailableSize(width: .definite(400), height: .maxContent))
        #expect(same(driven.size, expected.frame.size))
        for index in contents.indices { #expect(same(driven.frames[index], expected.children[index].frame), "item \(index)") }
        // Four lanes of (400 − 18) / 4 = 95.5; the third item spans two.
        #expect(driven.frames[2]?.width == 197)
    }

    @Test func namedAreasPlaceItemsAsTheEngineDoes() throws {
        let container = "grid-template-columns: 160px 1fr; grid-template-rows: 56px auto; gap: 8px; "
            + "grid-template-areas: 'header header' 'sidebar main'"
        let layout = CSSGridLayout(container)
        let contents: [AnyGridContent] = [AnyGridContent(Lattice.Color.blue), AnyGridContent(Lattice.Text("Home About")),
                                          AnyGridContent(Lattice.Text("Lorem ipsum dolor sit amet"))]
        let fakes = [
            FakeSubview(contents[0]).with(GridAreaKey.self, "header"),
            FakeSubview(contents[1]).with(GridAreaKey.self, "sidebar"),
            FakeSubview(contents[2]).with(GridAreaKey.self, "main"),
        ]
        let driven = drive(layout, fakes, proposal: ProposedViewSize(width: 640, height: 480))
        let expected = try engineLayout(container: container, width: 640, contents: contents,
                                        itemCSS: ["grid-area: header", "grid-area: sidebar", "grid-area: main"],
                                        available: AvailableSize(Size(width: 640, height: 480)))
        #expect(same(driven.size, expected.frame.size))
        // Each subview is offered its (stretched) box at its position.
        for index in contents.indices { #expect(same(driven.boxes[index], expected.children[index].frame)) }
        // The header spans both columns: 640 wide, 56 tall; the main area starts at 160 + 8
        // and is 640 − 168 = 472 wide; its text takes the 26 × 8 = 208 points it needs.
        #expect(same(driven.frames[0], Rect(x: 0, y: 0, width: 640, height: 56)))
        #expect(same(driven.boxes[2], Rect(x: 168, y: 64, width: 472, height: 16)))
        #expect(same(driven.frames[2], Rect(x: 168, y: 64, width: 208, height: 16)))
    }

    @Test func columnRowAndItemStyleModifiersReachTheEngine() throws {
        let container = "grid-template-columns: repeat(4, 50px); grid-auto-rows: 30px"
        let contents = (0..<3).map { _ in AnyGridContent(Lattice.Color.red.frame(width: 20, height: 10)) }
        let fakes = [
            FakeSubview(contents[0]).with(GridColumnKey.self, "2 / span 3"),
            FakeSubview(contents[1]).with(GridRowKey.self, "3").with(GridItemStyleKey.self, "justify-self: end; align-self: start"),
            FakeSubview(contents[2]).with(GridItemStyleKey.self, "grid-column: 1; width: 40px")
                .with(GridColumnKey.self, "4"),
        ]
        let proposal = ProposedViewSize(width: 200, height: nil)
        let driven = drive(CSSGridLayout(container), fakes, proposal: proposal)
        let expected = try engineLayout(
            container: container, width: 200, contents: contents,
            itemCSS: ["grid-column: 2 / span 3", "grid-row: 3; justify-self: end; align-self: start",
                      "width: 40px; grid-column: 4"],
            available: AvailableSize(width: .definite(200), height: .maxContent))
        for index in contents.indices { #expect(same(driven.boxes[index], expected.children[index].frame)) }
        // Item 1: row 3 (y 60), column 1, its 20 × 10 box at the end of a 50-point column.
        #expect(same(driven.boxes[1], Rect(x: 30, y: 60, width: 20, height: 10)))
        // Item 2: `gridColumn` wins over the style's `grid-column`: column 4, 40 wide; row 1
        // of column 4 is item 0's (2 / span 3), so it goes to row 2 (y 30), stretched to 30.
        #expect(same(driven.boxes[2], Rect(x: 150, y: 30, width: 40, height: 30)))
    }

    @Test func invalidDeclarationsAreIgnoredAndReported() {
        let layout = CSSGridLayout("grid-template-columns: 1fz 1fr; gap: 8px; colour: red", rows: "40px 40px")
        #expect(layout.errors.count == 2)
        #expect(layout.errors.map(\.property).sorted() == ["colour", "grid-template-columns"])
        #expect(layout.style.columnGap == .points(8))
        #expect(layout.style.gridTemplateColumns == .none)
        #expect(layout.style.display == .grid)
        // An invalid item column is ignored: the item is auto-placed.
        let fake = FakeSubview.fixed(10, 10).with(GridColumnKey.self, "2 / span -1")
        let driven = drive(CSSGridLayout(columns: "50px 50px"), [fake], proposal: ProposedViewSize(width: 100, height: nil))
        #expect(driven.frames[0]?.x == 0)
    }

    @Test func subviewsBetweenSubgridMarkersAreTheSubgridsItems() {
        // What a `CSSGrid(rows: "subgrid")` hands its grid: a start marker (its box's
        // view), its views, an end marker. Here: a subgrid spanning rows 1–2 of column
        // 1 holding "a" and "bb", then "c", auto-placed in column 2 of row 1.
        let subgrid = CSSDeclarations("grid-row: span 2", ["grid-template-rows": "subgrid"])
        let fakes = [
            FakeSubview.flexible().with(CSSSubgridMarkerKey.self, .start(subgrid)),
            FakeSubview.text("a"), FakeSubview.text("bb"),
            FakeSubview.flexible().with(CSSSubgridMarkerKey.self, .end),
            FakeSubview.text("c"),
        ]
        let driven = drive(CSSGridLayout(columns: "100px 100px"), fakes, proposal: ProposedViewSize(width: 200, height: nil))
        // Rows of 16 (one line each), no gap: the subgrid's box is 100 × 32; its items
        // stretch over its rows; the end marker is empty at the box's origin.
        #expect(same(driven.size, Size(width: 200, height: 32)))
        let boxes = [Rect(x: 0, y: 0, width: 100, height: 32), Rect(x: 0, y: 0, width: 100, height: 16),
                     Rect(x: 0, y: 16, width: 100, height: 16), Rect(x: 0, y: 0, width: 0, height: 0),
                     Rect(x: 100, y: 0, width: 100, height: 16)]
        for index in boxes.indices { #expect(same(driven.boxes[index], boxes[index]), "subview \(index)") }
    }

    @Test func anEndMarkerWithoutAStartMarksNothing() {
        let fakes = [FakeSubview.flexible().with(CSSSubgridMarkerKey.self, .end), FakeSubview.text("a")]
        let driven = drive(CSSGridLayout(columns: "100px"), fakes, proposal: ProposedViewSize(width: 100, height: nil))
        #expect(same(driven.boxes[0], Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(same(driven.boxes[1], Rect(x: 0, y: 0, width: 100, height: 16)))
    }

    @Test func nilZeroAndInfiniteProposalsEqualTheEngineAndNeverTrap() throws {
        let container = "grid-template-columns: repeat(auto-fit, minmax(60px, 1fr)); gap: 4px 6px; padding: 3px"
        let contents: [AnyGridContent] = [AnyGridContent(Lattice.Text("alpha beta gamma")), AnyGridContent(Lattice.Color.red),
                                          AnyGridContent(Lattice.Color.red.frame(width: 90, height: 20))]
        for proposal in proposals(width: 250, height: 300) {
            let driven = drive(CSSGridLayout(container), contents.map { FakeSubview($0) }, proposal: proposal)
            let width = proposal.width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
            let expected = try engineLayout(container: container, width: width, contents: contents,
                                            itemCSS: ["", "", ""],
                                            available: Lattice.CSSGrid.availableSize(for: latticeProposal(proposal)))
            #expect(same(driven.size, expected.frame.size), "size for \(proposal)")
            for index in contents.indices {
                #expect(same(driven.boxes[index], expected.children[index].frame), "item \(index) for \(proposal)")
            }
        }
    }
}
#endif
