import Testing
import LatticeRender

// The grid overlay draws the items' baselines: a solid line where an item's text
// sits, a dotted one where a box without text aligns by the baseline CSS
// synthesizes at its bottom edge. Positions derived by hand.

/// A leaf of one word `width` wide in lines of `lineHeight`, with a font of ¾ ascent
/// and ¼ descent (a baseline ¾ of the way down a line), and `css`.
private func text(_ width: Double, lineHeight: Double, _ css: String = "") throws -> Node {
    Node(style: try Style(css: css),
         measure: .words([width], lineHeight: lineHeight, font: TextMetrics(lineHeight: lineHeight).font))
}

@Test func theOverlayHasTheBaselineOfEveryItemWithTextOrAlignedByOne() throws {
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: repeat(4, 60px); align-items: baseline"),
                    children: [try text(32, lineHeight: 16), try text(42, lineHeight: 28),
                               Node(style: try Style(css: "height: 30px")),
                               Node(style: try Style(css: "height: 10px; align-self: start"))])
    let layout = grid.layout(available: .maxContent)
    let scene = RenderScene(node: grid, layout: layout)
    // Baselines from the items' tops: 12 (a 16-point line), 21 (a 28-point line), 30
    // (the box's bottom edge, synthesized). The row lines them up at the largest, 30.
    // The fourth box has no text and aligns at the start: no line.
    #expect(scene.grids.first?.baselines == [
        ItemBaseline(x: 0, y: 30, width: 60, isSynthesized: false),
        ItemBaseline(x: 60, y: 30, width: 60, isSynthesized: false),
        ItemBaseline(x: 120, y: 30, width: 60, isSynthesized: true),
    ])
    let svg = scene.svg(SVGOptions(showsGrid: true))
    #expect(XMLSummary(svg).classes["baselines"] == 1)
    #expect(svg.contains("<line x1=\"0\" y1=\"30\" x2=\"60\" y2=\"30\"/>"))
    #expect(svg.contains("<line x1=\"120\" y1=\"30\" x2=\"180\" y2=\"30\" stroke-dasharray=\"1 2\"/>"))
    #expect(XMLSummary(scene.svg()).classes["baselines"] == nil)
}

@Test func anItemsBaselineFollowsItsPaddingAndAGridsIsItsItems() throws {
    // A padded text: 6 (border-box top to content) + 12 = 18. A nested grid's
    // baseline is its first row's: its text item's 12.
    let nested = Node(style: try Style(css: "display: grid"), children: [try text(20, lineHeight: 16)])
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 60px 60px; align-items: start"),
                    children: [try text(32, lineHeight: 16, "padding: 6px"), nested])
    let scene = RenderScene(node: grid, layout: grid.layout(available: .maxContent))
    #expect(scene.grids.first?.baselines == [ItemBaseline(x: 0, y: 18, width: 60, isSynthesized: false),
                                             ItemBaseline(x: 60, y: 12, width: 60, isSynthesized: false)])
}

@Test func aLatticeFormsOverlayHasItsItemsBaselines() {
    let field = TextMetrics(characterWidth: 14, lineHeight: 28)
    let form = Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12) {
        GridRow { Text("Name"); Text("Ada Lovelace").metrics(field) }
        GridRow { Text("Email"); Text("ada@example.com").metrics(field) }
    }
    let scene = RenderScene(form, in: Size(width: 400, height: 300))
    // Rows 28 tall, 8 apart, their baselines 21 below their tops: 21 and 36 + 21. Columns
    // 40 and 210, 12 apart; the labels are 32 and 40 wide, the fields 168 and 210.
    #expect(scene.grids.first?.baselines == [
        ItemBaseline(x: 0, y: 21, width: 32, isSynthesized: false),
        ItemBaseline(x: 52, y: 21, width: 168, isSynthesized: false),
        ItemBaseline(x: 0, y: 57, width: 40, isSynthesized: false),
        ItemBaseline(x: 52, y: 57, width: 210, isSynthesized: false),
    ])
}

@Test func aCSSGridsSceneHasAnOverlayPerGridWithItsItemsBaselines() {
    let cards = CSSGrid(columns: "repeat(2, 100px)", gap: "10px") {
        for title in ["One", "Two words"] {
            CSSGrid("grid-row: span 2", rows: "subgrid") { Text(title); Text("Buy") }
        }
    }
    let scene = RenderScene(cards, in: Size(width: 210, height: 200))
    // The grid and its two subgrids; each subgrid's items have their baselines 12 below
    // their rows' tops: rows of 16 at 0 and 26.
    #expect(scene.grids.count == 3)
    #expect(scene.grids[0].baselines.isEmpty == false)
    #expect(scene.grids[1].frame == r(0, 0, 100, 42))
    #expect(scene.grids[2].frame == r(110, 0, 100, 42))
    for subgrid in scene.grids.dropFirst() {
        #expect(subgrid.baselines.map(\.y) == [12, 38])
    }
    // One box per item: the two cards, then their items nested in them.
    #expect(scene.itemCount == 6)
}
