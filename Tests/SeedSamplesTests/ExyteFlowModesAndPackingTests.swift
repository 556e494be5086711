// exyte/Grid README, "7. Flow", "8. Content mode" and "9. Packing": the samples'
// buttons are pressed through the test host, which evaluates the views again
// with their new state, as SwiftUI would.
//
// Frames are derived by hand from Lattice's rules (see
// ExyteInitializationAndContainersTests.swift).
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import LatticeSwiftUI
import Testing

@MainActor @Suite struct ExyteFlowModesAndPackingTests {
    @Test func theFlowButtonTurnsRowsIntoColumns() throws {
        let host = ViewHost(FlowSample.ContentView())
        #expect(host.unsupported.isEmpty)
        // Rows: 5 columns of (300 − 4 × 5) / 5 = 56, 3 rows of (190 − 2 × 5) / 3 = 60;
        // item i in column i % 5 and row i / 5.
        let rows = try grid(host, CGSize(width: 300, height: 190))
        expectFrames(rows.frames, (0..<15).map { rect(Double($0 % 5) * 61, Double($0 / 5) * 65, 56, 60) })
        #expect(rows.texts == (0..<15).map { [String($0)] })
        #expect(host.elements.compactMap(\.text).contains("Flow: ROWS"))

        host.buttons[0].press()
        host.rebuild()
        // Columns: 5 rows of (190 − 4 × 5) / 5 = 34, 3 columns of (300 − 2 × 5) / 3;
        // item i in row i % 5 and column i / 5.
        let width = 290.0 / 3
        let columns = try grid(host, CGSize(width: 300, height: 190))
        expectFrames(columns.frames, (0..<15).map { rect(Double($0 / 5) * (width + 5), Double($0 % 5) * 39, width, 34) })
        #expect(host.elements.compactMap(\.text).contains("Flow: COLUMNS"))
        // `.animation(.default)` is on the grid, so the move animates.
        #expect(gridElement(host)?.drawingModifiers.contains("animation") == true)
    }

    @Test func theRowsFlowScrollSampleScrollsVertically() throws {
        let host = ViewHost(RowsScrollSample.ContentView())
        #expect(host.unsupported.isEmpty)
        let scrollView = try #require(gridElement(host))
        #expect(scrollView.scrollAxes == .vertical)
        let cards = try grid(host, phone)
        // Offered no height, the grid is as tall as its content: its last cell
        // ends at its bottom edge, and every cell lies within its 390 points.
        #expect(cards.items.count == 40)
        #expect(cards.size.width == 390)
        #expect(abs((cards.cells.map(\.maxY).max() ?? 0) - cards.size.height) < 1e-3)
        #expect(cards.cells.allSatisfy { $0.minX >= -1e-3 && $0.maxX <= 390 + 1e-3 })
        #expect(scrollView.frame?.size == phone)
    }

    @Test func theColumnsFlowScrollSampleScrollsHorizontally() throws {
        let host = ViewHost(ColumnsScrollSample.ContentView())
        #expect(host.unsupported.isEmpty)
        let scrollView = try #require(gridElement(host))
        #expect(scrollView.scrollAxes == .horizontal)
        let cards = try grid(host, phone)
        // Offered no width, the grid is as wide as its content; its 3 rows share the height.
        #expect(cards.items.count == 8)
        #expect(cards.size.height == 844)
        #expect(abs((cards.cells.map(\.maxX).max() ?? 0) - cards.size.width) < 1e-3)
    }

    @Test func theContentModeSampleSwitchesFromScrollToFill() throws {
        let host = ViewHost(ContentModeFillSample())
        #expect(host.unsupported.isEmpty)
        #expect(gridElement(host)?.scrollAxes == .vertical)
        #expect(host.grids().first?.element.drawingModifiers.contains("animation(_:value:)") == true)

        host.buttons[1].press()      // "Fill"
        host.rebuild()
        #expect(gridElement(host)?.scrollAxes == nil)
        // Placement in 3 columns: cards 0–2 in row 0; 3 (2 columns) and 4 in row 1;
        // 5, 6 and 7 (2 rows) in row 2; 8 (2 columns) in row 3; 9 (3 columns) in row 4.
        // Fill mode: columns of (390 − 2 × 5) / 3, five rows of (820 − 4 × 5) / 5 = 160.
        let column = 380.0 / 3
        let cards = try grid(host, CGSize(width: 390, height: 820))
        func cell(_ column0: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CGRect {
            rect(Double(column0) * (column + 5), Double(row) * 165,
                 Double(columns) * column + Double(columns - 1) * 5, Double(rows) * 160 + Double(rows - 1) * 5)
        }
        expectFrames(cards.cells, [
            cell(0, 0, 1, 1), cell(1, 0, 1, 1), cell(2, 0, 1, 1), cell(0, 1, 2, 1), cell(2, 1, 1, 1),
            cell(0, 2, 1, 1), cell(1, 2, 1, 1), cell(2, 2, 1, 2), cell(0, 3, 2, 1), cell(0, 4, 3, 1),
        ])
    }

    @Test func thePackingSampleFillsTheHoleWhenDense() throws {
        let host = ViewHost(PackingSample())
        #expect(host.unsupported.isEmpty)
        // Sparse: red in row 0, black (4 columns) in row 1, purple, orange and green
        // in row 2. Columns of (310 − 3 × 5) / 4 = 73.75; 3 rows of (400 − 2 × 5) / 3 = 130.
        let sparse = try grid(host, CGSize(width: 310, height: 400))
        expectFrames(sparse.frames, [rect(0, 0, 73.75, 130), rect(0, 135, 310, 130), rect(0, 270, 73.75, 130),
                                     rect(78.75, 270, 73.75, 130), rect(157.5, 270, 73.75, 130)])

        host.buttons[1].press()      // "DENSE"
        host.rebuild()
        // Dense: purple, orange and green fill row 0 after red; 2 rows of 197.5.
        let dense = try grid(host, CGSize(width: 310, height: 400))
        expectFrames(dense.frames, [rect(0, 0, 73.75, 197.5), rect(0, 202.5, 310, 197.5), rect(78.75, 0, 73.75, 197.5),
                                    rect(157.5, 0, 73.75, 197.5), rect(236.25, 0, 73.75, 197.5)])
    }
}
#endif
