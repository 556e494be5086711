import Testing
@testable import LatticeCore
import LatticeDocuments

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

@Test func nodesWrittenWithTheSameDeclarationsShareOneParsedStyle() throws {
    let document = GridDocument(name: "t", available: .maxContent, root: DocumentNode(
        style: ["display": "grid", "grid-template-columns": "100px"],
        children: [
            DocumentNode(style: ["height": "10px"]),
            DocumentNode(style: ["height": "10px"], content: WordsContent(widths: [60, 50], lineHeight: 10)),
            DocumentNode(style: ["height": "20px"]),
            DocumentNode(style: ["height": "10px"]),
        ]))
    let node = try document.makeNode()
    let leaves = node.children
    #expect(leaves[0].sharesStyle(with: leaves[1]))
    #expect(leaves[0].sharesStyle(with: leaves[3]))
    #expect(!leaves[0].sharesStyle(with: leaves[2]))
    // Sharing the style, each keeps its own content: only the second measures words.
    #expect(leaves[0].measure == nil && leaves[3].measure == nil)
    #expect(leaves[1].measure != nil)
    #expect(leaves[1].summary.hasContent && !leaves[0].summary.hasContent)
    // In the 100 px column the words 60 + 50 break onto two lines (20 high) in the
    // second leaf's set height of 10; the rows are 10, 10, 20, 10 high.
    let frames = node.layout(available: .maxContent).children.map(\.frame)
    #expect(frames.map(\.height) == [10, 10, 20, 10])
    #expect(frames.map(\.y) == [0, 10, 20, 40])
}
