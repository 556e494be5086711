import Testing
import LatticeRender
import LatticeGallery

private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

@Test func htmlPageHasTheSVGAndOneDivPerNode() throws {
    let page = try HTMLExport.page(for: Gallery.pageLayout)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(count("<svg ", in: page) == 1)
    #expect(!page.contains("<?xml"))
    // The root and its four areas.
    #expect(count("data-lattice=", in: page) == 5)
    // The CSS as written, escaped for the attribute.
    #expect(page.contains("grid-template-areas: &quot;header header&quot; &quot;sidebar main&quot; &quot;footer footer&quot;"))
    #expect(page.contains("grid-area: header"))
    // The root is placed as the fixtures place it.
    #expect(page.contains("style=\"position: absolute; left: 0; top: 0; display: grid;"))
}

@Test
func htmlPageCarriesLatticeFramesForTheBrowserToCompare() throws {
    let page = try HTMLExport.page(for: Gallery.pageLayout)
    // Root: 640 × 420 at the origin. Header: inside the 8 px padding, 640 − 2 × 8 = 624
    // wide and 56 tall (the first row). Footer: the last row, 40 tall, at 420 − 8 − 40 = 372.
    #expect(page.contains("data-lattice=\"0 0 640 420\""))
    #expect(page.contains("data-lattice=\"8 8 624 56\""))
    #expect(page.contains("data-lattice=\"8 372 624 40\""))
}

@Test func htmlWritesTextAsInlineBlocksOfTheWordsWidths() throws {
    let document = StyledDocument(available: AvailableSize(width: .maxContent, height: .maxContent),
                                  root: StyledNode(["display": "grid"], children: [StyledNode(text: "ab cd")]))
    let (node, layout) = try document.layout()
    let page = HTMLExport.page(for: document, node: node, layout: layout)
    // "ab " is 3 × 8 = 24 wide, "cd" 16; lines 16 tall; a break opportunity after each.
    #expect(page.contains("<span class=\"word\" style=\"width: 24px; height: 16px\">ab </span><wbr>"
                          + "<span class=\"word\" style=\"width: 16px; height: 16px\">cd</span><wbr>"))
    // An auto-width root in max-content space is max-content wide.
    #expect(page.contains("width: max-content"))
}

@Test func htmlEscapesLabelsAndStyles() throws {
    let document = StyledDocument(available: AvailableSize(Size(width: 100, height: 100)),
                                  root: StyledNode(["display": "grid"], children: [StyledNode(label: "<b>&")]))
    let (node, layout) = try document.layout()
    let page = HTMLExport.page(for: document, node: node, layout: layout)
    #expect(page.contains("<span class=\"label\">&lt;b&gt;&amp;</span>"))
    #expect(!page.contains("<b>&"))
}
