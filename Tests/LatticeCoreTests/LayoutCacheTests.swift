import Testing
@testable import LatticeCore

/// Counts the calls of a measure function (the tests run it on one thread at a time).
private final class CallCounter: @unchecked Sendable {
    var calls = 0
}

private func tree(counter: CallCounter) throws -> Node {
    let leaf = Node(style: Style(), measure: Measure { input in
        counter.calls += 1
        return WordsContent(widths: [30, 40], lineHeight: 10).measure(input)
    })
    return Node(style: try Style(css: ["display": "grid", "grid-template-columns": "auto 50px"]),
                children: [leaf, Node(style: try Style(css: ["height": "20px"]))])
}

@Test func anUnchangedTreeIsAnsweredWithoutMeasuringAgain() throws {
    let counter = CallCounter()
    let root = try tree(counter: counter)
    let cache = LayoutCache()
    let first = cache.layout(root, available: .maxContent)
    let callsForFirstLayout = counter.calls
    #expect(callsForFirstLayout > 0)
    let second = cache.layout(root, available: .maxContent)
    #expect(counter.calls == callsForFirstLayout)
    #expect(second == first)
}

@Test func aChangeAnywhereInTheTreeIsLaidOutAgain() throws {
    let counter = CallCounter()
    var root = try tree(counter: counter)
    let cache = LayoutCache()
    let before = cache.layout(root, available: .maxContent)
    // The auto column holds the 70-wide words; the fixed column is 50: 120 in all.
    #expect(before.frame.width == 120)
    root.children[1].style.width = .points(10)
    let after = cache.layout(root, available: .maxContent)
    #expect(after.children[1].frame.width == 10)
    #expect(after == root.layout(available: .maxContent))
}

@Test func anotherAvailableSpaceIsLaidOutAgain() throws {
    let counter = CallCounter()
    let root = try tree(counter: counter)
    let cache = LayoutCache()
    _ = cache.layout(root, available: .maxContent)
    // At min-content the words wrap: the auto column is the widest word, 40.
    let narrow = cache.layout(root, available: AvailableSize(width: .minContent, height: .maxContent))
    #expect(narrow.frame.width == 90)
}
