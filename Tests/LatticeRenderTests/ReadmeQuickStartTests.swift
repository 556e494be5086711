import Testing
import LatticeRender

// The README's quick starts, run as written.

@Test
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

@Test
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

@Test func readmeAppleGridQuickStart() {
    let table = Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
        GridRow {
            Text("Name")
            Text("Size").gridColumnAlignment(.trailing)
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        GridRow {
            Text("Lattice.swift")
            Text("12 KB")
        }
        GridRow {
            Text("README.md").gridCellColumns(2)
        }
    }
    // Column 0: "Lattice.swift", 13 × 8 = 104; column 1: "12 KB", 40; 104 + 12 + 40 = 156.
    // Rows: 16, the divider's 1, 16, 16 and three gaps of 4: 61.
    let result = table.layout(in: Size(width: 300, height: 200))
    #expect(result.size == Size(width: 156, height: 61))
    // "Size" is trailing in column 1: 156 − 32.
    #expect(result.frames[1].origin == Point(x: 124, y: 0))
    #expect(RenderScene(table, in: Size(width: 300, height: 200)).itemCount == 6)
}

@Test func readmeLazyVGridQuickStart() {
    let photos = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
        GridGroup(0..<20) { index in
            Color.teal.frame(height: 80).overlay(Text("\(index + 1)"))
        }
    }
    let result = photos.layout(in: Size(width: 375, height: 800))
    // Columns of at least 80 with 8 between: 4 fit (4 × 80 + 3 × 8 = 344 ≤ 375, 5 need 432),
    // each (375 − 3 × 8) / 4 = 87.75.
    #expect(result.columns?.sizes == [87.75, 87.75, 87.75, 87.75])
}

@Test func readmeAdaptiveGridQuickStart() {
    let tags = AdaptiveGrid(alignment: .leading) {
        GridGroup(["SwiftUI", "Layout", "CSS Grid", "Linux", "Swift 6"], id: \.self) { tag in
            Text(tag).padding(6).background(Color.orange.opacity(0.3))
        }
    }
    let adaptive = tags.layout(in: Size(width: 300, height: 400))
    let equal = tags.equalWidth().layout(in: Size(width: 300, height: 400))
    // Natural widths: 8 × characters + 12: 68, 60, 76, 52, 68. Equal width: columns of the
    // widest, 76: 3 fit in 300 (3 × 76 + 2 × 8 = 244; 4 need 328).
    #expect(equal.columns?.sizes.count == 3)
    // Adaptive: 5 columns need 68 + 60 + 76 + 52 + 68 + 4 × 8 = 356 > 300; 4 columns
    // (the widest of each: 68, 60, 76, 52, the fifth tag under the first) need 256 + 24 = 280.
    #expect(adaptive.columns?.sizes.count == 4)
    #expect(adaptive.frames.count == 5)
}
