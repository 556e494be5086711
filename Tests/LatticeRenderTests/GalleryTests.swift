import Testing
import LatticeRender
@testable import LatticeGallery

@Test(arguments: Gallery.examples.map(\.name))
func galleryExampleSVGParsesAsXMLWithOneElementPerItem(name: String) throws {
    let example = try #require(Gallery.example(named: name))
    for showsGrid in [false, true] {
        let svg = example.scene().svg(SVGOptions(showsGrid: showsGrid))
        let xml = XMLSummary(svg)
        #expect(xml.parsed, "\(name): \(xml.error ?? "")")
        #expect(xml.elements.first == "svg")
        // itemCount comes from the grids' own item lists, not from the scene.
        #expect(xml.classes["item"] == example.itemCount, "\(name)")
        #expect(example.itemCount > 0)
    }
}

@Test func galleryHasEveryClassic() {
    let names = Set(Gallery.examples.map(\.name))
    for name in ["calculator", "spans", "starts", "flow", "flow-animation", "content-mode", "packing", "spacing", "alignment",
                 "swiftui-cell-alignment", "swiftui-alignment-overrides", "swiftui-table",
                 "adaptive-tags", "adaptive-widths", "lazy-photos",
                 "baseline-form", "subgrid-cards", "order", "masonry-photos", "masonry-widths", "masonry-lazy",
                 "page-layout", "dashboard"] {
        #expect(names.contains(name), "\(name)")
    }
    #expect(names.count == Gallery.examples.count, "names are unique")
}

@Test func calculatorHasNineteenKeys() {
    // 5 operators, %, ±, AC, 9 digits, 0 and the point.
    #expect(Gallery.calculator.items.count == 19)
    #expect(Gallery.example(named: "calculator")?.itemCount == 19)
}

@Test func galleryCoversEveryAPI() {
    let apis = Set(Gallery.examples.map(\.api))
    #expect(apis == Set(GalleryExample.API.allCases))
}

@Test func adaptiveWidthsShowsSixPanelsOfTheSameLabels() {
    // Adaptive and equal width at 300, 500 and 700: six grids of the 8 labels.
    #expect(Gallery.labels.items.count == 8)
    #expect(Gallery.example(named: "adaptive-widths")?.itemCount == 6 * 8)
}

@Test func theBaselineFormPutsEachLabelOnItsFieldsBaseline() {
    let result = Gallery.baselineForm(.leadingFirstTextBaseline).layout(in: Size(width: 360, height: 260))
    // Row 1: "Name" (16-point line, baseline 12) beside "Ada Lovelace" in 24-point
    // lines (baseline 18) padded by 8: baseline 26. The row holds 26 above and
    // max(4, 24 + 16 − 26 = 14) below: 40; "Name" moves down 26 − 12 = 14.
    #expect(result.frames[0] == r(0, 14, 32, 16))
    #expect(result.frames[1].y == 0 && result.frames[1].height == 40)
    // Centred instead (.leading): "Name" at (40 − 16) / 2 = 12.
    #expect(Gallery.baselineForm(.leading).layout(in: Size(width: 360, height: 260)).frames[0].y == 12)
}

@Test func subgridCardsShareTheirRowsAndGridsPerCardDoNot() {
    // The bodies (each card's second item) start on one line across subgrid cards.
    func bodyTops(subgrid: Bool) -> [Double] {
        let layout = Gallery.productCards(subgrid: subgrid).layout(in: Size(width: 480, height: 300))
        return layout.children.map { $0.frame.y + $0.children[1].frame.y }
    }
    // Subgrid: titles of 20-point lines, card 2's on two lines (its 120-point content
    // fits 12 characters: "A grid of" / "grids"): row 1 = 10 (padding) + 40; the row
    // gap 8; the bodies at 58.
    #expect(bodyTops(subgrid: true) == [58, 58, 58])
    // A grid per card: each card's rows are its own (stretched to the card), so the
    // bodies start at different heights.
    let own = bodyTops(subgrid: false)
    #expect(own[0] != own[1])
    #expect(Gallery.example(named: "subgrid-cards")?.itemCount == 2 * (3 + 9))
}

@Test func orderMovesTheBreakingStoryFirstAndTheAdLast() throws {
    let (_, layout) = try Gallery.newsOrder.layout()
    // Columns (480 − 20 − 20) / 3 = 146.67 from x 10, rows of 80 from y 10, 10 apart.
    // Order −1 first: story 5 spans columns 1–2 of row 1; then 1, 3, 4, 6 in
    // document order fill column 3 of row 1 and row 2; the ad (order 1) opens row 3.
    let frames = layout.children.map(\.frame)
    #expect(frames[4].x == 10 && frames[4].y == 10)
    #expect(frames[0].y == 10 && frames[0].x > 300)
    #expect(frames[2].y == 100 && frames[3].y == 100 && frames[5].y == 100)
    #expect(frames[1] == r(10, 190, 440 / 3, 80))
}

@Test func theLazyMasonryDrawsOnlyTheItemsItsWindowMeets() throws {
    let (scene, visible) = Gallery.lazyWindow
    // A 900-point window over 100,000 photos 90–300 tall in four lanes meets a few dozen.
    #expect(!visible.isEmpty && visible.count < 60)
    #expect(scene.itemCount == visible.count)
    #expect(Gallery.example(named: "masonry-lazy")?.itemCount == visible.count)
    // Consecutive indices two thirds of the way down, each drawn at its place in the window.
    let indices = visible.map(\.index)
    #expect(indices.allSatisfy { $0 > 60_000 && $0 < 70_000 })
}

@Test func theMasonryWidthsShowTwoThreeAndFourLanes() throws {
    let lanes = [320.0, 500, 700].map { Gallery.photoWall.resolvedLanes(length: $0).count }
    // ⌊(w + 8) / (140 + 8)⌋.
    #expect(lanes == [2, 3, 4])
}
