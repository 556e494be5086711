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
