import Testing
import LatticeRender

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

@Test func galleryHasEveryExyteScreenAndTheCSSLayouts() {
    let names = Set(Gallery.examples.map(\.name))
    for name in ["calculator", "spans", "starts", "flow", "content-mode", "packing", "spacing", "alignment",
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
