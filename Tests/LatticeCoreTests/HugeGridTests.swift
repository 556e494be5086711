import Testing
@testable import LatticeCore

// Grids whose lines, spans and repeat counts run past thousands, laid out as Chromium
// lays them out (lines up to ±10,000,000) in time and memory that follow their items,
// not their tracks.

private func layout(_ css: String, _ items: [String], available: AvailableSize = .maxContent) throws -> NodeLayout {
    let grid = Node(style: try Style(css: css), children: try items.map { Node(style: try Style(css: $0)) })
    return grid.layout(available: available)
}

@Test func itemsOnRowsTenThousandApartKeepTheirRows() throws {
    // 10 px rows: row 10,001 starts at 100,000 px, row 20,000 at 199,990 px.
    let result = try layout("display: grid; grid-auto-rows: 10px; grid-template-columns: 100px",
                            ["grid-row: 1 / 2", "grid-row: 10001 / 10002", "grid-row: 20000 / 20001"])
    #expect(result.children.map(\.frame.y) == [0, 100_000, 199_990])
    #expect(result.frame.height == 200_000)
}

@Test func aRepeatOfTwoHundredThousandTracksIsThatWide() throws {
    let result = try layout("display: grid; grid-template-columns: repeat(200000, 1px)", ["height: 5px"])
    #expect(result.frame.width == 200_000)
    #expect(result.children[0].frame == Rect(x: 0, y: 0, width: 1, height: 5))
    // The layout lists every track when asked.
    let columns = try #require(result.columns)
    #expect(columns.sizes.count == 200_000)
    #expect(columns.offsets[199_999] == 199_999)
}

@Test func aSpanOfFourHundredThousandImplicitTracksIsThatWide() throws {
    // 400,000 columns of 1 px, and 18 px of padding on each side.
    let result = try layout("display: grid; grid-auto-columns: 1px; padding: 18px", ["grid-column: span 400000"])
    #expect(result.frame.width == 400_036)
    #expect(result.children[0].frame.width == 400_000)
}

@Test func anItemPastTwoMillionLinesSitsAtItsLine() throws {
    // Rows of 2 px and 3 px in turn from the grid-auto-rows pattern: line 2,000,001 is
    // 1,000,000 pairs down, 5,000,000 px; the item's row is the pattern's first, 2 px.
    let result = try layout("display: grid; grid-auto-rows: 2px 3px; grid-template-columns: 10px",
                            ["grid-row: 1", "grid-row: 2000001"])
    #expect(result.children[1].frame == Rect(x: 0, y: 5_000_000, width: 10, height: 2))
    #expect(result.frame.height == 5_000_002)
}

@Test func namedLinesInAHugeRepeatPlaceItems() throws {
    // `a` starts each of 3,000,000 repetitions of 1 px 1 px: its 2,000,000th line is
    // line 3,999,999, at 3,999,998 px.
    let result = try layout("display: grid; grid-template-columns: repeat(3000000, [a] 1px 1px)",
                            ["grid-column: a 2000000 / span 2; height: 1px"])
    #expect(result.children[0].frame.x == 3_999_998)
    #expect(result.frame.width == 6_000_000)
}

@Test func absolutelyPositionedChildrenFindLinesInsideHugeRanges() throws {
    // 1 px columns from a single repeat: line 150,001 is at 150,000 px although no item
    // starts or ends there.
    let result = try layout("display: grid; grid-template-columns: repeat(200000, 1px); height: 10px",
                            ["grid-column: 1", "position: absolute; grid-column: 150001 / 150011; inset: 0"])
    #expect(result.children[1].frame == Rect(x: 150_000, y: 0, width: 10, height: 10))
}
