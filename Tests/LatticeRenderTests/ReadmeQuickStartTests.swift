import Testing
import LatticeRender

// The README's quick starts, run as written.

@Test(.enabled(if: engineLaysOutGrids))
func readmeExyteQuickStart() {
    let grid = Grid(tracks: [.fr(1), .pt(150), .fr(2)], spacing: 5) {
        Color.blue.gridSpan(column: 2)
        Color.purple.gridSpan(row: 2)
        Color.red
        Color.cyan
        Text("Hello, grid").padding(8).gridCellBackground { _ in Color.yellow }
    }
    .gridPacking(.dense)
    let result = grid.layout(in: Size(width: 310, height: 400))
    // Columns: 310 − 150 − 2 × 5 = 150 for 3 fr → 50 and 100; blue spans 50 + 5 + 150.
    #expect(result.frames[0].origin == Point(x: 0, y: 0))
    #expect(result.frames[0].width == 205)
    #expect(result.areas[0] == GridItemArea(column: 0, row: 0, columnSpan: 2, rowSpan: 1))
    let scene = RenderScene(grid, in: Size(width: 310, height: 400))
    #expect(scene.itemCount == 5)
    #expect(XMLSummary(scene.svg(SVGOptions(showsGrid: true))).classes["grid-overlay"] == 1)
}

@Test(.enabled(if: engineLaysOutGrids))
func readmeCSSQuickStart() throws {
    let page = Node(style: try Style(css: """
        display: grid; width: 640px; gap: 8px;
        grid-template-columns: 160px 1fr;
        grid-template-areas: "header header" "sidebar main"
        """), children: [
        Node(style: try Style(css: "grid-area: header; height: 56px")),
        Node(style: try Style(css: "grid-area: sidebar")),
        Node(style: try Style(css: "grid-area: main"), measure: .words([60, 50, 40], lineHeight: 16)),
    ])
    let layout = page.layout(available: AvailableSize(Size(width: 800, height: 600)))
    // 640 − 160 − 8 = 472; main starts after the header row (56) and the gap (8).
    #expect(layout.columns?.sizes == [160, 472])
    #expect(layout.children[2].frame.origin == Point(x: 168, y: 64))
    let scene = RenderScene(node: page, layout: layout, appearances: [
        NodeAppearance(),
        NodeAppearance(label: "header", color: .blue),
        NodeAppearance(label: "sidebar"),
        NodeAppearance(label: "main", text: "Lorem ipsum dolor sit amet"),
    ])
    #expect(scene.boxes.map(\.label) == [nil, "header", "sidebar", "main"])
    #expect(XMLSummary(scene.svg()).classes["item"] == 3)
}
