import Testing
import Lattice

@Test func dividerTakesTheOfferedWidthAndItsThickness() {
    #expect(Divider().sizeThatFits(ProposedSize(width: 120, height: nil)) == Size(width: 120, height: 1))
    #expect(Divider().sizeThatFits(.unspecified) == Size(width: 0, height: 1))
    #expect(Divider(thickness: -3).sizeThatFits(ProposedSize(width: 5, height: 5)) == Size(width: 5, height: 0))
    // Flexible horizontally only: it grows with an infinite offer, its height does not.
    #expect(Divider().sizeThatFits(.infinity) == Size(width: .infinity, height: 1))
    let drawing = Divider().drawing(in: Rect(x: 0, y: 10, width: 80, height: 1))
    #expect(drawing.fill == Divider().color && drawing.role == .shape)
}

@Test func gridItemDefaultsAreSwiftUIs() {
    let item = GridItem()
    #expect(item.size == .flexible(minimum: 10, maximum: .infinity))
    #expect(item.spacing == nil && item.alignment == nil)
    #expect(GridItem.defaultSpacing == 8)
}

@Test func cellModifiersStoreTheirAttributes() {
    let cell = Text("x")
        .gridCellColumns(3)
        .gridColumnAlignment(.trailing)
        .gridCellAnchor(UnitPoint(x: .nan, y: 0.25))
        .gridCellUnsizedAxes(.vertical)
    let attributes = cell.gridItemAttributes
    #expect(attributes.cellColumns == 3)
    #expect(attributes.columnAlignment == .trailing)
    #expect(attributes.cellAnchor == UnitPoint(x: 0, y: 0.25))   // NaN is 0
    #expect(attributes.cellUnsizedAxes == .vertical)
    // Wrappers forward them, as for exyte's modifiers.
    #expect(cell.padding(4).gridItemAttributes.cellColumns == 3)
}

@Test func lazyAndAdaptiveGridsKeepDataIdentities() {
    let lazy = LazyVGrid(columns: [GridItem()]) { ForEach(["a", "b"], id: \.self) { Text($0) } }
    #expect(lazy.ids == [.explicit(ContentKey("a"), 0), .explicit(ContentKey("b"), 0)])
    #expect(lazy.layout(in: Size(width: 100, height: 100)).ids == lazy.ids)
    let adaptive = AdaptiveGrid { Text("a"); ForEach(["b"], id: \.self) { Text($0) } }
    #expect(adaptive.layout(in: Size(width: 100, height: 100)).ids == [.position(0), .explicit(ContentKey("b"), 0)])
}

@Test func swiftUIGridsNestAsContent() {
    let inner = LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 4) {
        ForEach(0..<4) { _ in Color.red.frame(height: 10) }
    }
    // No width: 20 + 8 + 30 wide; two rows of 10, 4 apart.
    #expect(inner.sizeThatFits(.unspecified) == Size(width: 58, height: 24))
    #expect(inner.layoutKey != nil)
    let outer = Grid { GridRow { inner; AdaptiveGrid { Text("ab") } } }
    let result = outer.layout(in: Size(width: 400, height: 400))
    // The inner grids are offered their cells; the lazy grid takes the width it is offered,
    // so its column is as wide as its ideal width, 58.
    #expect(result.frames[0].size == Size(width: 58, height: 24))
    #expect(result.frames[1].size == Size(width: 16, height: 16))
}

@Test func lazyAndAdaptiveDrawingsHaveOneNodePerItem() {
    let lazy = LazyVGrid(columns: [GridItem(.fixed(10)), GridItem(.fixed(10))]) { Color.red; Color.blue; Color.green }
    let drawing = lazy.drawing(in: Rect(x: 5, y: 5, width: 28, height: 100))
    #expect(drawing.role == .grid && drawing.children.map(\.role) == [.gridItem, .gridItem, .gridItem])
    // Cells: (5, 5) and (5 + 10 + 8, 5); the third in row 1 at y 5 + 10 + 8.
    #expect(drawing.children.map(\.frame) == [Rect(x: 5, y: 5, width: 10, height: 10),
                                              Rect(x: 23, y: 5, width: 10, height: 10),
                                              Rect(x: 5, y: 23, width: 10, height: 10)])
    let adaptive = AdaptiveGrid { Color.red; Color.blue }.drawing(in: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(adaptive.children.count == 2)
}

@Test func lazyHGridVisibleLayoutUsesItsOwnItems() {
    let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], alignment: .top, spacing: 4) {
        ForEach(0..<10) { _ in Color.red.frame(width: 12) }
    }
    // Rows at y 0 and 28; columns of 16 every 20. x 40…60 meets columns 2 (40–56) only.
    let visible = grid.layout(visibleIn: Rect(x: 40, y: 0, width: 20, height: 100), columnWidth: 16, height: 100)
    #expect(visible.map(\.index) == [4, 5])
    // Each item is offered its row's height and no width: 12 × 20, centred in 16: x 42.
    #expect(visible.map(\.frame) == [Rect(x: 42, y: 0, width: 12, height: 20), Rect(x: 42, y: 28, width: 12, height: 20)])
}
