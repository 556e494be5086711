import Testing
@testable import LatticeCore

/// A request for a grid's widths, as a parent asks for them.
private func widthRequest(_ cache: PassCache) -> SizingRequest {
    var request = SizingRequest(availableWidth: .minContent, availableHeight: .maxContent,
                                percentBasisWidth: nil, percentBasisHeight: nil)
    request.cache = cache
    return request
}

/// A new state for the grid `node` kept by `cache`, made as a question to the grid makes it.
private func newState(_ cache: PassCache, _ node: UnsafePointer<Node>,
                      _ request: SizingRequest) -> UnsafeMutablePointer<GridState> {
    node.pointee.children.withUnsafeBufferPointer { cache.newState(node, $0, request) }
}

/// The width the kept `state` of `node` gives, asked as a question to the grid asks it.
private func width(_ state: UnsafeMutablePointer<GridState>, _ node: UnsafePointer<Node>,
                   _ request: SizingRequest) -> Double {
    node.pointee.children.withUnsafeBufferPointer { children in
        state.pointee.container.enter(node, children)
        return state.pointee.resolveSize(request).width
    }
}

@Test func aGridStateStaysWhereItIsWhileMoreAreMade() throws {
    let grids = try (0..<200).map { _ in
        try Node(style: Style(css: ["display": "grid", "grid-template-columns": "10px 20px"]),
                 children: [Node(style: Style())])
    }
    let cache = PassCache()
    grids.withUnsafeBufferPointer { nodes in
        let first = newState(cache, nodes.baseAddress!, widthRequest(cache))
        // 200 states take several blocks of slots: the first one is not moved.
        for index in 1..<nodes.count { _ = newState(cache, nodes.baseAddress! + index, widthRequest(cache)) }
        #expect(first.pointee.container.node == nodes.baseAddress!)
        #expect(cache.reusableState(nodes.baseAddress!, widthRequest(cache)) == first)
        // Sizing goes on in place: two columns of 10 and 20.
        #expect(width(first, nodes.baseAddress!, widthRequest(cache)) == 30)
    }
}

@Test func aDiscardedGridStateIsForgottenAndItsSlotServesTheNextGrid() throws {
    let grids = try (0..<2).map { _ in
        try Node(style: Style(css: ["display": "grid"]), children: [])
    }
    let cache = PassCache()
    grids.withUnsafeBufferPointer { nodes in
        let first = newState(cache, nodes.baseAddress!, widthRequest(cache))
        cache.discard(nodes.baseAddress!, widthRequest(cache))
        #expect(cache.reusableState(nodes.baseAddress!, widthRequest(cache)) == nil)
        let second = newState(cache, nodes.baseAddress! + 1, widthRequest(cache))
        #expect(second == first)
        #expect(second.pointee.container.node == nodes.baseAddress! + 1)
    }
}

@Test func aReplacedGridStateKeepsItsSlotUntilThePassEnds() throws {
    let grid = try Node(style: Style(css: ["display": "grid", "grid-template-columns": "15px"]), children: [])
    let cache = PassCache()
    withUnsafePointer(to: grid) { node in
        let old = newState(cache, node, widthRequest(cache))
        let new = newState(cache, node, widthRequest(cache))
        // The old run may still be in use up the stack: its state is intact.
        #expect(new != old)
        #expect(old.pointee.container.node == node)
        #expect(width(old, node, widthRequest(cache)) == 15)
        #expect(cache.reusableState(node, widthRequest(cache)) == new)
    }
}

@Test func aGridItemsStateIsKeptInItsParentsSlotNotFoundByAddress() throws {
    let grid = try Node(style: Style(css: ["display": "grid", "grid-template-columns": "25px"]), children: [])
    let cache = PassCache()
    var slot = ItemMeasurements()
    withUnsafePointer(to: grid) { node in
        withUnsafeMutablePointer(to: &slot) { slot in
            var slotted = widthRequest(cache)
            slotted.stateSlot = slot
            let state = newState(cache, node, slotted)
            #expect(slot.pointee.state == state)
            #expect(cache.reusableState(node, slotted) == state)
            // Asked without the slot, the cache does not know it.
            #expect(cache.reusableState(node, widthRequest(cache)) == nil)
            cache.discard(node, slotted)
            #expect(slot.pointee.state == nil)
        }
    }
}

@Test func questionsToOneGridThatAskDifferentSizesDoNotShareAHash() throws {
    let grid = try Node(style: Style(css: ["display": "grid"]), children: [])
    let cache = PassCache()
    withUnsafePointer(to: grid) { node in
        // A grid whose width depends on its height is asked its widths at many heights:
        // sharing one hash, each lookup would compare against all the others.
        let questions = (0..<64).map { height -> SizeQuestion in
            var request = widthRequest(cache)
            request.knownHeight = Double(height)
            return SizeQuestion(node, request)
        }
        #expect(Set(questions.map(\.hashValue)).count == questions.count)
        // What the answer does not depend on is left out of the hash as of `==`.
        var other = widthRequest(cache)
        other.knownHeight = 0
        other.availableHeight = .definite(500)
        #expect(SizeQuestion(node, other) == questions[0])
        #expect(SizeQuestion(node, other).hashValue == questions[0].hashValue)
    }
}
