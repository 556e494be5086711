#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
@testable import LatticeSwiftUI
import Lattice
import Testing


/// Lattice content for tags of the given lengths (8 points a character).
private func tagContents(_ counts: [Int]) -> [AnyGridContent] {
    counts.map { AnyGridContent(Lattice.Text(String(repeating: "x", count: $0))) }
}

@Suite struct AdaptiveGridLayoutTests {
    @Test(arguments: [false, true])
    func placementsEqualLatticeAdaptiveGridForNilZeroNumberAndInfinityProposals(equalWidth: Bool) {
        let contents = tagContents([7, 13, 22, 4, 9, 30]) + [AnyGridContent(Lattice.Color.red.frame(width: 40, height: 30))]
        let layout = AdaptiveGridLayout(alignment: .leading, horizontalSpacing: 6).equalWidth(equalWidth)
        let expectedGrid = Lattice.AdaptiveGrid(alignment: .leading, horizontalSpacing: 6) {
            Lattice.GridGroup(elements: contents.map { Lattice.GridElement($0) })
        }.equalWidth(equalWidth)
        for proposal in proposals(width: 300, height: 200) {
            let driven = drive(layout, contents.map { FakeSubview($0) }, proposal: proposal)
            let expected = expectedGrid.layout(proposal: latticeProposal(proposal))
            #expect(same(driven.size, expected.size), "size for \(proposal)")
            for index in contents.indices {
                #expect(same(driven.frames[index], expected.frames[index]), "item \(index) for \(proposal)")
            }
        }
    }

    @Test func twoColumnsStretchInProportionToTheirWidths() {
        // Widths 56, 104, 176 (7, 13 and 22 characters). Three columns need
        // 56 + 104 + 176 + 2 × 8 = 352 > 300; two need max(56, 176) + 104 + 8 = 288.
        // The 12 points left go 176 : 104: columns 176 + 12 × 176/280 and 104 + 12 × 104/280.
        let fakes = tagContents([7, 13, 22]).map { FakeSubview($0) }
        let driven = drive(AdaptiveGridLayout(alignment: .leading), fakes, proposal: ProposedViewSize(width: 300, height: nil))
        let first = 176 + 12 * 176 / 280.0
        #expect(same(driven.size, Size(width: 300, height: 40)))   // two rows of 16, 8 apart
        #expect(same(driven.frames[1], Rect(x: first + 8, y: 0, width: 104, height: 16)))
        #expect(same(driven.frames[2], Rect(x: 0, y: 24, width: 176, height: 16)))
    }

    @Test func infiniteWidthPutsEveryItemInOneRowInsteadOfTrapping() {
        let fakes = tagContents([2, 3, 4]).map { FakeSubview($0) }
        for proposal in [ProposedViewSize.infinity, ProposedViewSize(width: .infinity, height: nil)] {
            let driven = drive(AdaptiveGridLayout(alignment: .leading).equalWidth(), fakes, proposal: proposal)
            // One row: 16 + 24 + 32 and two gaps of 8 (equal width does not apply without a width).
            #expect(same(driven.size, Size(width: 88, height: 16)))
            #expect(same(driven.frames[2], Rect(x: 56, y: 0, width: 32, height: 16)))
        }
    }
}

@Suite struct GridItemLayoutTests {
    @Test func fixedAndAdaptiveColumnsResolveAsSwiftUIDoes() {
        // 200 − 8 = 192; the fixed column takes 70, leaving 122; the adaptive item
        // fits ⌊(122 + 8) / (40 + 8)⌋ = 2 columns of (122 − 8) / 2 = 57.
        let layout = VGridLayout(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))])
        let fakes = (0..<4).map { _ in FakeSubview.fixed(20, 40) }
        let driven = drive(layout, fakes, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(same(driven.frames[0], Rect(x: 25, y: 0, width: 20, height: 40)))        // (70 − 20) / 2
        #expect(same(driven.frames[1], Rect(x: 96.5, y: 0, width: 20, height: 40)))      // 78 + (57 − 20) / 2
        #expect(same(driven.frames[2], Rect(x: 161.5, y: 0, width: 20, height: 40)))     // 143 + 18.5
        #expect(same(driven.frames[3], Rect(x: 25, y: 48, width: 20, height: 40)))       // second row, 40 + 8
        #expect(same(driven.size, Size(width: 200, height: 88)))
    }

    @Test func verticalGridPlacementsEqualLatticeLazyVGrid() {
        let columns = [GridItem(.flexible(minimum: 50)), GridItem(.adaptive(minimum: 60, maximum: 90), spacing: 4, alignment: .top)]
        let contents: [AnyGridContent] = [AnyGridContent(Lattice.Text("one two three")), AnyGridContent(Lattice.Color.red),
                                          AnyGridContent(Lattice.Color.blue.frame(width: 30, height: 50))]
            + tagContents([3, 12, 5])
        let expectedGrid = Lattice.LazyVGrid(columns: columns.map(Bridge.gridItem), alignment: .leading, spacing: 12) {
            Lattice.GridGroup(elements: contents.map { Lattice.GridElement($0) })
        }
        for proposal in proposals(width: 320, height: 500) {
            let driven = drive(VGridLayout(columns: columns, alignment: .leading, spacing: 12),
                               contents.map { FakeSubview($0) }, proposal: proposal)
            let expected = expectedGrid.layout(proposal: latticeProposal(proposal))
            #expect(same(driven.size, expected.size), "size for \(proposal)")
            for index in contents.indices { #expect(same(driven.frames[index], expected.frames[index])) }
        }
    }

    @Test func horizontalGridPlacementsEqualLatticeLazyHGrid() {
        let rows = [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10)]
        let contents = (0..<5).map { _ in AnyGridContent(Lattice.Color.red.frame(width: 30)) }
        let expectedGrid = Lattice.LazyHGrid(rows: rows.map(Bridge.gridItem), spacing: 5) {
            Lattice.GridGroup(elements: contents.map { Lattice.GridElement($0) })
        }
        for proposal in proposals(width: 400, height: 91) {
            let driven = drive(HGridLayout(rows: rows, spacing: 5), contents.map { FakeSubview($0) }, proposal: proposal)
            let expected = expectedGrid.layout(proposal: latticeProposal(proposal))
            #expect(same(driven.size, expected.size), "size for \(proposal)")
            for index in contents.indices { #expect(same(driven.frames[index], expected.frames[index])) }
        }
        // Offered 91 tall: the second item is in the 60-point row, 30 + 1 down.
        let driven = drive(HGridLayout(rows: rows, spacing: 5), contents.map { FakeSubview($0) },
                           proposal: ProposedViewSize(width: 400, height: 91))
        #expect(same(driven.frames[1], Rect(x: 0, y: 31, width: 30, height: 60)))
    }

    @Test func gridItemsKeepTheirSizesSpacingsAndAlignments() {
        #expect(Bridge.gridItem(GridItem(.fixed(70))) == Lattice.GridItem(.fixed(70)))
        #expect(Bridge.gridItem(GridItem(.flexible(minimum: 5, maximum: 9), spacing: 3))
            == Lattice.GridItem(.flexible(minimum: 5, maximum: 9), spacing: 3))
        #expect(Bridge.gridItem(GridItem(.adaptive(minimum: 40), alignment: .bottomLeading))
            == Lattice.GridItem(.adaptive(minimum: 40), alignment: .bottomLeading))
    }
}
#endif
