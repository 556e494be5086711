import Testing
@testable import LatticeCore

// CSS Grid §8.5 and CSS Display §5.4: auto-placement in order-modified document order.

@Test func autoPlacementFollowsOrderThenDocumentOrder() throws {
    // Three 10 px columns; orders 2, -1, 0, -1: placement order is items 1, 3, 2, 0,
    // which take columns 1, 2, 3 and then column 1 of the second row.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: repeat(3, 10px); grid-auto-rows: 10px"),
                    children: try ["order: 2", "order: -1", "", "order: -1"].map { Node(style: try Style(css: $0)) })
    let layout = grid.layout(available: .maxContent)
    // The layouts stay in document order, each where its order put it.
    #expect(layout.children.map(\.frame.origin) == [
        Point(x: 0, y: 10), Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 10, y: 0),
    ])
}

@Test func anOrderedItemWithAFixedPositionStaysWhereItIsPut() throws {
    // Explicit placement is not affected by `order`; auto items fill around it in order.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: repeat(2, 10px); grid-auto-rows: 10px"),
                    children: try ["order: 5; grid-column: 1; grid-row: 1", "order: 1", "order: -3"].map { Node(style: try Style(css: $0)) })
    let layout = grid.layout(available: .maxContent)
    // Item 0 at (1, 1); then item 2 (order -3) takes (2, 1), item 1 takes (1, 2).
    #expect(layout.children.map(\.frame.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 0)])
}

@Test func orderParsesAsAnInteger() throws {
    #expect(try Style(css: "order: -4").order == -4)
    #expect(try Style(css: "order: 99999999999").order == 2_147_483_647)
    #expect(throws: CSSParseError.self) { try Style(css: "order: 1.5") }
}

@Test func verticalWritingModesAreRejectedWithAnErrorNamingTheProperty() throws {
    #expect(try Style(css: "writing-mode: horizontal-tb") == Style())
    do {
        _ = try Style(css: "display: grid; writing-mode: vertical-rl")
        Issue.record("vertical-rl was accepted")
    } catch {
        #expect(error.property == "writing-mode")
        #expect(error.message.contains("not supported"))
    }
}
