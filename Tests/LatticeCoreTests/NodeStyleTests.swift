import Testing
@testable import LatticeCore

// A node keeps its style out of line (StyleBox), shared between copies of the node:
// these pin down that nodes keep value semantics.

@Test func aCopiedNodeKeepsItsStyleWhenTheCopyChanges() throws {
    let original = Node(style: try Style(css: ["width": "10px", "height": "20px"]))
    var copy = original
    #expect(copy.sharesStyle(with: original))
    copy.style.width = .points(40)
    #expect(!copy.sharesStyle(with: original))
    #expect(original.style.width == .points(10))
    #expect(copy.style.width == .points(40))
    // Each lays out with its own width (a root sized by its style alone).
    #expect(original.layout(available: .maxContent).frame.width == 10)
    #expect(copy.layout(available: .maxContent).frame.width == 40)
}

@Test func aChildChangedInACopiedTreeLeavesTheOriginalTree() throws {
    let child = Node(style: try Style(css: ["width": "10px", "height": "20px"]))
    let tree = Node(style: try Style(css: ["display": "grid", "grid-template-columns": "auto"]), children: [child])
    var changed = tree
    changed.children[0].style.height = .points(5)
    // One auto row as high as its item: 20 in the original, 5 in the copy.
    #expect(tree.layout(available: .maxContent).frame.height == 20)
    #expect(changed.layout(available: .maxContent).frame.height == 5)
}
