import Testing
import LatticeCore
import LatticeDocuments

/// A root expecting `root`, with children expecting `children`.
private func document(_ root: Rect?, _ children: [DocumentNode] = []) -> GridDocument {
    GridDocument(name: "t", available: .maxContent,
                 root: DocumentNode(children: children, expected: root))
}

private let box = Rect(x: 5, y: 5, width: 40, height: 30)

@Test func differencesUpToAQuarterPixelAgree() {
    let doc = document(box)
    // 0.25 is allowed on every number at once (0.25 is exact in binary, so no rounding blurs the edge).
    let near = Rect(x: 5.25, y: 4.75, width: 40.25, height: 29.75)
    #expect(doc.firstMismatch(in: NodeLayout(frame: near)) == nil)
}

@Test func aDifferenceOverAQuarterPixelIsAMismatch() {
    let doc = document(box)
    let off = Rect(x: 5, y: 5, width: 40, height: 30.265625)  // 30 + 17/64
    #expect(doc.firstMismatch(in: NodeLayout(frame: off)) == LayoutMismatch(path: "root", expected: box, got: off))
}

@Test func toleranceCanBeChosen() {
    let doc = document(box)
    let off = Rect(x: 6, y: 5, width: 40, height: 30)
    #expect(doc.firstMismatch(in: NodeLayout(frame: off), tolerance: 1) == nil)
    #expect(doc.firstMismatch(in: NodeLayout(frame: off), tolerance: 0.5) != nil)
}

@Test func notANumberNeverAgrees() {
    let doc = document(box)
    let nan = Rect(x: 5, y: .nan, width: 40, height: 30)
    #expect(doc.firstMismatch(in: NodeLayout(frame: nan))?.path == "root")
}

@Test func firstMismatchIsTheFirstInDocumentOrder() {
    // root/children[0]/children[1] comes before root/children[1] in document order.
    let doc = document(.zero, [
        DocumentNode(children: [DocumentNode(expected: .zero), DocumentNode(expected: box)], expected: .zero),
        DocumentNode(expected: box),
    ])
    let layout = NodeLayout(frame: .zero, children: [
        NodeLayout(frame: .zero, children: [NodeLayout(frame: .zero), NodeLayout(frame: .zero)]),
        NodeLayout(frame: .zero),
    ])
    #expect(doc.firstMismatch(in: layout) == LayoutMismatch(path: "root/children[0]/children[1]", expected: box, got: .zero))
}

@Test func nodesWithoutExpectedAreNotComparedButTheirChildrenAre() {
    let doc = document(nil, [DocumentNode(expected: box)])
    let layout = NodeLayout(frame: Rect(x: 1, y: 2, width: 3, height: 4), children: [NodeLayout(frame: box)])
    #expect(doc.firstMismatch(in: layout) == nil)
    let wrongChild = NodeLayout(frame: .zero, children: [NodeLayout(frame: .zero)])
    #expect(doc.firstMismatch(in: wrongChild)?.path == "root/children[0]")
}

@Test func childrenMissingFromTheLayoutCompareAsZero() {
    // A display: none subtree expects zeros all the way down, whether or not the layout lists it.
    let hidden = DocumentNode(style: ["display": "none"],
                              children: [DocumentNode(expected: .zero)], expected: .zero)
    let doc = document(box, [hidden, DocumentNode(expected: box)])
    #expect(doc.firstMismatch(in: NodeLayout(frame: box, children: [NodeLayout(frame: .zero), NodeLayout(frame: box)])) == nil)
    // ...but a missing child that expects a box is a mismatch.
    #expect(doc.firstMismatch(in: NodeLayout(frame: box))
        == LayoutMismatch(path: "root/children[1]", expected: box, got: .zero))
}

@Test func mismatchDescriptionShowsBothBoxes() {
    let mismatch = LayoutMismatch(path: "root/children[1]", expected: box,
                            got: Rect(x: 5, y: -2.5, width: 33.328125, height: 30))
    #expect(mismatch.description
        == "root/children[1]: expected {x 5, y 5, width 40, height 30}, got {x 5, y -2.5, width 33.328125, height 30}")
}
