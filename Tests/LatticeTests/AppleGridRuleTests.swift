import Testing
import Lattice

// SwiftUI Grid rules that Apple leaves implicit, as Lattice chose them
// (see Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)).

@Test func bareGridInitializerBuildsFromRows() {
    let apple = Grid { Color.red }
    let exyte = Grid(tracks: 1) { Color.red }
    #expect(apple.isBuiltFromRows)
    #expect(!exyte.isBuiltFromRows)
    // The default spacing of a SwiftUI-style grid is 8 both ways.
    #expect(apple.spacing == GridSpacing(horizontal: 8, vertical: 8))
    #expect(Grid(horizontalSpacing: 2) { Color.red }.spacing == GridSpacing(horizontal: 2, vertical: 8))
}

@Test func viewsOutsideRowsSpanEveryColumn() {
    let grid = Grid {
        Text("Title")
        GridRow { Color.red; Color.green; Color.blue }
        Divider()
        GridRow { Color.red }
    }
    let areas = grid.layout(in: Size(width: 300, height: 300)).areas
    #expect(areas == [
        GridItemArea(column: 0, row: 0, columnSpan: 3, rowSpan: 1),
        GridItemArea(column: 0, row: 1, columnSpan: 1, rowSpan: 1),
        GridItemArea(column: 1, row: 1, columnSpan: 1, rowSpan: 1),
        GridItemArea(column: 2, row: 1, columnSpan: 1, rowSpan: 1),
        GridItemArea(column: 0, row: 2, columnSpan: 3, rowSpan: 1),
        GridItemArea(column: 0, row: 3, columnSpan: 1, rowSpan: 1),
    ])
}

@Test func spansCountTowardsTheColumnCountAndEmptyRowsAddNoRow() {
    let grid = Grid {
        GridRow { Color.red.gridCellColumns(3); Color.green }
        GridRow {}
        GridRow { Color.blue; Color.gray.gridCellColumns(0) }   // a span below 1 is 1
        Color.black
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    #expect(result.areas.map(\.column) == [0, 3, 0, 1, 0])
    #expect(result.areas.map(\.row) == [0, 0, 1, 1, 2])
    #expect(result.areas.map(\.columnSpan) == [3, 1, 1, 1, 4])   // 4 columns: 3 + 1
}

@Test func hugeSpansAreClampedToTheColumnLimitWithAWarning() {
    let grid = Grid {
        GridRow { Color.red; Color.green.gridCellColumns(50_000) }
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    #expect(result.areas[1] == GridItemArea(column: 1, row: 0, columnSpan: 9_999, rowSpan: 1))
    #expect(result.warnings == [GridWarning(.spanClamped(axis: .horizontal, requested: 50_000, used: 9_999), itemIndex: 1)])
}

@Test func gridRowInsideAnExyteGridIsAGroup() {
    let grid = Grid(tracks: 2, spacing: 0) {
        GridRow { Color.red; Color.green }
        Color.blue
    }
    let result = grid.layout(in: Size(width: 100, height: 100))
    #expect(!grid.isBuiltFromRows)
    #expect(result.areas.map(\.column) == [0, 1, 0])
    #expect(result.areas.map(\.row) == [0, 0, 1])
}

@Test func rowCellsFromForEachAndConditionsKeepTheirRow() {
    let showExtra = true
    let grid = Grid {
        ForEach(0..<2) { row in
            GridRow(alignment: .bottom) {
                Text("R\(row)")
                if showExtra { Color.red }
                ForEach(0..<2) { _ in Color.blue }
            }
        }
    }
    let areas = grid.layout(in: Size(width: 300, height: 300)).areas
    #expect(areas.map(\.row) == [0, 0, 0, 0, 1, 1, 1, 1])
    #expect(areas.map(\.column) == [0, 1, 2, 3, 0, 1, 2, 3])
    #expect(grid.items.allSatisfy { $0.attributes.cellColumns == 1 })
}

@Test func alignmentPrecedenceIsGridRowColumnAnchor() {
    let box = { Color.red.frame(width: 10, height: 10) }
    let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
            Color.gray.frame(width: 40, height: 40)
            Color.gray.frame(width: 40, height: 40)
        }
        GridRow(alignment: .bottom) {
            box()                                       // grid leading, row bottom
            box().gridColumnAlignment(.trailing)        // column trailing, row bottom
        }
        GridRow {
            box()                                       // grid top-leading
            box().gridCellAnchor(.center)               // the anchor beats column and grid
        }
        GridRow(alignment: .center) {
            Color.gray.frame(width: 60, height: 20).gridCellColumns(2)   // spanning: column alignment ignored
        }
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    // Columns 40, 40 at x 0, 40; rows 40, 10, 10, 20 at y 0, 40, 50, 60 (rows 1 and 2 are as
    // tall as their boxes: see the next test for vertical alignment in a taller row).
    expectFrames(Array(result.frames[2...]), [
        r(0, 40, 10, 10), r(70, 40, 10, 10),
        r(0, 50, 10, 10), r(55, 50, 10, 10),
        r(0, 60, 60, 20),                                // leading in the merged 80-point cell
    ])
}

@Test func rowAlignmentMovesCellsInATallRow() {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow(alignment: .bottom) {
            Color.gray.frame(width: 20, height: 50)
            Color.red.frame(width: 20, height: 10)
        }
        GridRow {
            Color.gray.frame(width: 20, height: 50)
            Color.red.frame(width: 20, height: 10).gridCellAnchor(UnitPoint(x: 0.5, y: 0.1))
        }
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    // Row 0 bottom: y = 50 − 10. Row 1 at 50, anchor y 0.1: 50 + (50 − 10) × 0.1 = 54.
    expectFrames([result.frames[1], result.frames[3]], [r(20, 40, 20, 10), r(20, 54, 20, 10)])
}

@Test func firstColumnAlignmentInDeclarationOrderWinsInLayout() {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow { Color.gray.frame(width: 50, height: 10) }
        GridRow { Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing) }
        GridRow { Color.red.frame(width: 10, height: 10).gridColumnAlignment(.leading) }
    }
    let result = grid.layout(in: Size(width: 300, height: 300))
    // Column 0 is trailing (row 1 set it first): both markers at x 50 − 10 = 40.
    #expect(result.frames[1].x == 40 && result.frames[2].x == 40)
}

@Test func withoutFlexibleCellsTheGridIgnoresExtraHeight() {
    let grid = Grid { GridRow { Text("a"); Text("bb") } }
    let result = grid.layout(in: Size(width: 300, height: 300))
    expectSize(result.size, Size(width: 8 + 8 + 16, height: 16))
}

@Test func aFlexibleCellFillsTheOfferedHeightOnlyInItsRow() {
    let grid = Grid(verticalSpacing: 10) {
        GridRow { Text("top") }
        GridRow { Color.red.frame(width: 30) }       // flexible vertically, not horizontally
    }
    let result = grid.layout(in: Size(width: 300, height: 200))
    // Width: max(24, 30) = 30. Row 0: 16; row 1 takes the rest: 200 − 16 − 10 = 174.
    expectSize(result.size, Size(width: 30, height: 200))
    expectFrames(result.frames, [r(3, 0, 24, 16), r(0, 26, 30, 174)])
}

@Test func idealSizeOfAFlexibleGridUsesIdealColors() {
    let grid = Grid { GridRow { Color.red; Text("ab") } }
    let result = grid.layout(proposal: .unspecified)
    // A colour's ideal size is 10 × 10: 10 + 8 + 16 wide, max(10, 16) tall.
    expectSize(result.size, Size(width: 34, height: 16))
}

@Test func narrowOffersWrapTextInContentSizedColumns() {
    let grid = Grid { GridRow { Text("one two three"); Text("x") } }
    let result = grid.layout(in: Size(width: 80, height: 300))
    // Max-content 104 + 8 + 8 = 120 > 80: the container is 80 wide (fit-content), the text
    // column shrinks to 80 − 8 − 8 = 64 and the text wraps to "one two" / "three" (56 × 32).
    expectSize(result.size, Size(width: 80, height: 32))
    expectFrames([result.frames[0]], [r(4, 0, 56, 32)])
}

@Test func sameContentDifferentRowAlignmentIsNotServedFromTheCache() {
    func grid(_ alignment: VerticalAlignment) -> Grid {
        Grid { GridRow(alignment: alignment) { Color.gray.frame(width: 10, height: 40); Color.red.frame(width: 10, height: 10) } }
    }
    let top = grid(.top).layout(in: Size(width: 100, height: 100))
    let bottom = grid(.bottom).layout(in: Size(width: 100, height: 100))
    #expect(top.frames[1].y == 0)
    #expect(bottom.frames[1].y == 30)
}

@Test func appleGridDrawsEachItemInItsCell() {
    let grid = Grid { GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 20) } }
    let drawing = grid.drawing(in: Rect(x: 100, y: 50, width: 300, height: 300))
    #expect(drawing.role == .grid)
    #expect(drawing.children.count == 2)
    expectFrames(drawing.children.map(\.frame), [r(100, 50, 10, 20), r(118, 50, 20, 20)])
}

@Test func emptyAppleGridHasNoSize() {
    let result = Grid {}.layout(in: Size(width: 100, height: 100))
    #expect(result.size == .zero && result.frames.isEmpty)
}
