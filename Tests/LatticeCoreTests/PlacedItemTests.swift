import Testing
@testable import LatticeCore

/// An item is read on every pass over a grid's items: it stays within one cache line.
@Test func aPlacedItemFitsInOneCacheLine() {
    #expect(MemoryLayout<PlacedItem>.stride <= 64)
    #expect(MemoryLayout<ItemKind>.size <= 9)
}

@Test func anItemKindSaysWhereItsNumbersAre() {
    let cell: CellCursor.Cell = (2, 3, 1)
    let alignment = ItemAlignment(.normal)
    let bare = PlacedItem(child: 0, cell: cell, justify: alignment, align: alignment,
                          kind: .bare(widthIsAuto: true, heightIsAuto: false))
    #expect(bare.hasFixedContributions && bare.isPlain && bare.isBare && bare.measured == -1)
    let plain = PlacedItem(child: 1, cell: cell, justify: alignment, align: alignment,
                           kind: .plainWithContent(plain: 4, measured: 7))
    #expect(!plain.hasFixedContributions && plain.isPlain && !plain.isBare && plain.measured == 7)
    let measured = PlacedItem(child: 2, cell: cell, justify: alignment, align: alignment, kind: .measured(5))
    #expect(!measured.hasFixedContributions && !measured.isPlain && measured.measured == 5)
    #expect(measured.columns == TrackSpan(2, 3) && measured.rows == TrackSpan(3, 4))
}
