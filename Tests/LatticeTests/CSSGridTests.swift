import Testing
import Lattice

// Lattice's CSSGrid: CSS text for the container and the items, Lattice content
// measured as CSS boxes (text: 8 points a character, lines of 16, baseline 12),
// nested CSSGrids as grids of the same engine tree, subgrids sharing their
// parent's tracks. Expected frames derived by hand from CSS Grid's rules.

@Suite struct CSSGridTests {
    @Test func namedAreasAndItemModifiersPlaceContent() {
        let page = CSSGrid(columns: "160px 1fr", rows: "56px auto", areas: "'header header' 'sidebar main'", gap: "8px") {
            Color.blue.gridArea("header")
            Text("Home About").gridArea("sidebar")
            Text("Lorem ipsum dolor sit amet").gridArea("main")
        }
        let layout = page.layout(in: Size(width: 640, height: 480))
        // The width fills the 640 proposed; columns 160 and 640 − 168 = 472. Row 2 is as
        // tall as its text: one 16-point line ("Home About" is 80 wide in 160). Items
        // stretch over their areas.
        #expect(layout.frame == r(0, 0, 640, 80))
        #expect(layout.children.map(\.frame) == [r(0, 0, 640, 56), r(0, 64, 160, 16), r(168, 64, 472, 16)])
        #expect(page.errors.isEmpty)
    }

    @Test func invalidDeclarationsAreDroppedAndListed() {
        let grid = CSSGrid("grid-template-columns: 50px 50px; colour: red; gap: 4px") { Color.red; Color.red }
        #expect(grid.errors.map(\.property) == ["colour"])
        // The rest applies: two 50-point columns 4 apart.
        #expect(grid.layout(proposal: .unspecified).children.map(\.frame.x) == [0, 54])
    }

    @Test func orderPlacesItemsBeforeTheirDocumentOrder() {
        let grid = CSSGrid(columns: "repeat(3, 40px)") {
            Text("a")
            Text("b")
            Text("c").gridItemStyle("order: -1")
        }
        // order-modified document order (CSS Grid §8.5): c, a, b fill columns 1, 2, 3.
        #expect(grid.layout(proposal: .unspecified).children.map(\.frame.x) == [40, 80, 0])
    }

    @Test func itemsAlignedByBaselineShareTheirRowsBaseline() {
        let big = TextMetrics(characterWidth: 14, lineHeight: 28)
        let grid = CSSGrid("align-items: baseline", columns: "60px 60px") {
            Text("Name")
            Text("Big").metrics(big)
        }
        // 16-point line, baseline 12; 28-point line, baseline 21: the first moves down 9,
        // the row holds 21 + 7 = 28. The grid's baseline is the row's: 21.
        let layout = grid.layout(proposal: .unspecified)
        #expect(layout.children.map(\.frame) == [r(0, 9, 60, 16), r(60, 0, 60, 28)])
        #expect(grid.textBaselines(at: Size(width: 120, height: 28)) == Baselines(first: 21, last: 21))
    }

    /// Three cards, each a subgrid spanning the parent's three rows: title, body, button.
    private func cards(subgrid: Bool) -> CSSGrid {
        let texts = [("Short", "One line"), ("A much longer title", "Text"), ("Three", "Body that wraps onto three lines")]
        return CSSGrid(columns: "repeat(3, 116px)", gap: "10px") {
            for (title, body) in texts {
                CSSGrid("grid-row: span 3; padding: 8px; align-self: start",
                        rows: subgrid ? "subgrid" : "auto auto auto") {
                    Text(title)
                    Text(body)
                    Text("Buy")
                }
                .background(Color.gray)
            }
        }
    }

    @Test func subgridRowsLineUpAcrossCards() {
        let layout = cards(subgrid: true).layout(in: Size(width: 368, height: 400))
        // (`align-self: start` changes nothing here: a subgrid spans its rows, §9.)
        // Each card's content is 116 − 2 × 8 = 100 wide: 12 characters a line. Card 2's
        // title wraps ("A much" / "longer title": 2 lines, 32); card 3's body wraps
        // ("Body that" / "wraps onto" / "three lines": 3 lines, 48); the rest is one line.
        // The cards share the parent's rows (CSS Grid 2 §9), their 8-point padding
        // counting at the edges (§9.5): row 1 = 32 + 8 = 40, row 2 = 48, row 3 = 16 + 8
        // = 24, 10 apart (a subgrid's `normal` gap is its parent's): rows at 0, 50, 108.
        #expect(layout.frame.size == Size(width: 368, height: 132))
        for card in 0..<3 {
            let box = layout.children[card]
            #expect(box.frame == r(Double(card) * 126, 0, 116, 132))
            // In every card, the title, body and button start on the same lines, inside
            // the padding: title from 8 to row 1's end (40), body in row 2, button in
            // row 3 less the bottom padding.
            #expect(box.children.map(\.frame) == [r(8, 8, 100, 32), r(8, 50, 100, 48), r(8, 108, 100, 16)])
        }
    }

    @Test func withoutSubgridEachCardSizesItsOwnRows() {
        let layout = cards(subgrid: false).layout(in: Size(width: 368, height: 400))
        // Each card's rows are its own (no gap: a grid's `normal` gap is 0), inside its
        // 8-point padding, and the card is as tall as its content (`align-self: start`).
        // Card 1: 16, 16, 16: its body at 8 + 16 = 24; card 2: 32, 16, 16: its body at 40.
        #expect(layout.children[0].children.map(\.frame.y) == [8, 24, 40])
        #expect(layout.children[1].children.map(\.frame.y) == [8, 40, 56])
    }

    @Test func gridLanesCSSMakesAMasonry() {
        let grid = CSSGrid("display: grid-lanes; grid-template-columns: repeat(3, 100px); gap: 10px") {
            Color.blue.frame(height: 50)
            Color.blue.frame(height: 20)
            Color.blue.frame(height: 30)
            Color.blue.frame(height: 10)
            Color.blue.frame(height: 10).gridColumn("span 2")
        }
        #expect(grid.style.display == .gridLanes)
        let layout = grid.layout(proposal: ProposedSize(width: 320, height: nil))
        // Lanes at 0, 110, 220 (running positions: a lane's end plus the gap). 50, 20
        // and 30 start lanes 1–3 at 0 (60, 30, 40); the fourth goes to lane 2, the
        // lowest, at 30 (60, 50, 40); the span: from lane 1 max(60, 50) = 60, from
        // lane 2 max(50, 40) = 50: lanes 2–3 at 50, 210 wide.
        #expect(layout.children.map(\.frame) == [r(0, 0, 100, 50), r(110, 0, 100, 20), r(220, 0, 100, 30),
                                                 r(110, 30, 100, 10), r(110, 50, 210, 10)])
        #expect(CSSGrid("display: inline-grid") { Color.red }.style.display == .grid)
    }

    @Test func aNestedGridKeepsItsBackgroundAndItsItemsInTheDrawing() {
        let drawing = cards(subgrid: true).drawing(in: Rect(x: 0, y: 0, width: 368, height: 400))
        // One item per card; each holds the card's background (the gray layer) and its
        // grid of three items.
        #expect(drawing.role == .grid)
        #expect(drawing.children.count == 3)
        let card = drawing.children[1]
        #expect(card.frame == r(126, 0, 116, 132))
        let layered = card.children[0]
        #expect(layered.children[0].fill == Color.gray)
        let nested = layered.children[1]
        #expect(nested.role == .grid)
        #expect(nested.children.map(\.frame) == [r(134, 8, 100, 32), r(134, 50, 100, 48), r(134, 108, 100, 16)])
    }

    @Test func aWrappedGridIsContentAndItsSubgridIsNone() {
        // Padding around the nested grid makes it content measured on its own: its
        // `subgrid` rows are `none` there, so its three items stack in implicit rows
        // of their own (16 each) and it takes one parent row: 4 + 48 + 4 = 56.
        let grid = CSSGrid(columns: "100px") {
            CSSGrid(rows: "subgrid") { Text("a"); Text("b"); Text("c") }.padding(4)
        }
        let layout = grid.layout(proposal: .unspecified)
        #expect(layout.children.count == 1)
        #expect(layout.children[0].children.isEmpty)
        #expect(layout.children[0].frame == r(0, 0, 100, 56))
    }
}
