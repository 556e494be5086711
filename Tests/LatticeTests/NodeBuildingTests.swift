import Testing
import Lattice

@Test func buildsTheEngineTreeWithStylesAndWordContent() throws {
    let document = GridDocument(name: "t", available: .maxContent, root: DocumentNode(
        style: ["display": "grid"],
        children: [
            DocumentNode(style: ["display": "none"]),
            DocumentNode(content: WordsContent(widths: [60, 50, 40], lineHeight: 10)),
        ]))
    let node = try document.makeNode()
    #expect(node.style.display == .grid)
    #expect(node.children.count == 2)
    #expect(node.children[0].style.display == .none)
    #expect(node.children[0].measure == nil)
    // At max-content the words sit on one line: 60 + 50 + 40 = 150 wide, one 10 px line.
    let measure = try #require(node.children[1].measure)
    #expect(measure(MeasureInput(availableWidth: .maxContent, availableHeight: .maxContent)) == Size(width: 150, height: 10))
    // At 100 px, 60 + 50 > 100 breaks before 50 and 50 + 40 fits: 2 lines, 20 px.
    #expect(measure(MeasureInput(knownWidth: 100, availableWidth: .definite(100), availableHeight: .maxContent)).height == 20)
}

@Test func invalidCSSNamesTheFileTheNodeAndTheProperty() throws {
    let document = GridDocument(name: "t", available: .maxContent, root: DocumentNode(
        style: ["display": "grid"],
        children: [DocumentNode(), DocumentNode(children: [DocumentNode(style: ["width": "banana"])])]),
        path: "dir/t.json")
    let error = try #require(throws: DocumentError.self) { try document.makeNode() }
    #expect(error.kind == .invalidStyle)
    #expect(error.nodePath == "root/children[1]/children[0]")
    #expect(error.description.hasPrefix("dir/t.json: root/children[1]/children[0]: "))
    #expect(error.message.contains("width"))
    #expect(!error.description.contains("\n"))
}
