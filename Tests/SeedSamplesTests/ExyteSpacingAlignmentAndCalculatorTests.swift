// exyte/Grid README, "10. Spacing", "11. Alignment", the 1.4.1 release note,
// and the calculator of exyte's example app, laid out by LatticeSwiftUI.
//
// Frames are derived by hand from Lattice's rules (see
// ExyteInitializationAndContainersTests.swift) and the test host's metrics:
// text is 8 points a character and 16 a line.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import LatticeSwiftUI
import Testing

@MainActor @Suite struct ExyteSpacingAlignmentAndCalculatorTests {
    /// The spacing sample's "dog" image: 300 × 200, so an image fitted in a width w is w / 1.5 tall.
    let dog = ["dog": CGSize(width: 300, height: 200)]

    @Test func theSpacingSampleScrollsDensePackedImages() throws {
        let host = ViewHost(SpacingSample(), imageSizes: dog)
        #expect(host.unsupported.isEmpty)
        #expect(gridElement(host)?.scrollAxes == .vertical)
        // Spacing 0: three columns of 130. Item i spans max(1, i % 4) columns:
        // 1, 1, 2, 3, 1, 1, 2, 3, … Dense placement: 0 and 1 in row 0, 2 in row 1,
        // 3 in row 2, then 4 fills row 0 and 5 row 1; 6 and 8 share row 3, 7 is row
        // 4, 9 and 10 share row 5, 11 is row 6; 12, 13 and 16 fill row 7, 14 and 17
        // row 8, 15 is row 9, 18 and 20 share row 10, 19 is row 11. Each row is as
        // tall as its widest image fitted: 86.67 (one column), 173.33 (two), 260 (three).
        let images = try grid(host, phone)
        let one = 130 / 1.5, two = 260 / 1.5, three = 260.0
        #expect(abs(images.size.height - (2 * one + 5 * two + 5 * three)) < 1e-3)
        // Overlays fill their item's cell: item 4 in column 2 of row 0; item 5 in
        // column 2 of row 1, its image fitted in 130 wide and centred in 173.33.
        #expect(same(images.cells[4], rect(260, 0, 130, one)))
        #expect(same(images.cells[5], rect(260, one, 130, two)))
        #expect(same(images.frames[5], rect(260, one + (two - one) / 2, 130, one)))

        host.buttons[0].press()      // spacing 10 both ways
        host.rebuild()
        // Columns of (390 − 2 × 10) / 3; rows 1/1.5 of 370 / 3, of 2 × 370 / 3 + 10,
        // and of 390, with 11 gaps of 10.
        let spaced = try grid(host, phone)
        let column = 370.0 / 3
        let height = 2 * column / 1.5 + 5 * (2 * column + 10) / 1.5 + 5 * 390 / 1.5 + 11 * 10
        #expect(abs(spaced.size.height - height) < 1e-3)
    }

    @Test func oneItemAlignedLeadingTheOtherByTheCommonAlignment() throws {
        // Three columns of (390 − 2 × 5) / 3 = 126.67, one row of 100. Each card is its
        // text with 5 points of padding: "Hello" and "world" are 40 × 16, so 50 × 26.
        // "Hello" is aligned .leading (vertically centred); "world" by the common
        // .center. The content alignment (.trailing) has no effect: the tracks fill the grid.
        let laidOut = try grid(AlignmentSample.SingleAlignmentExample(), CGSize(width: 390, height: 100))
        let column = 380.0 / 3
        expectFrames(laidOut.frames, [rect(0, 37, 50, 26), rect(column + 5 + (column - 50) / 2, 37, 50, 26)])
        // The background and the overlay of each card fill its cell.
        expectFrames(laidOut.cells, [rect(0, 0, column, 100), rect(0, 0, column, 100),
                                     rect(column + 5, 0, column, 100), rect(column + 5, 0, column, 100)])
    }

    @Test func anItemReadingOuterStateShowsItsNewValue() throws {
        // Two columns of (310 − 5) / 2 = 152.5; "title" (40 × 16) centred in the first.
        let sample = ReleaseNotesSample()
        let host = ViewHost(sample)
        let before = try grid(host, CGSize(width: 310, height: 100))
        expectFrames(before.frames, [rect((152.5 - 40) / 2, 42, 40, 16), rect(157.5 + (152.5 - 40) / 2, 42, 40, 16)])

        sample.titleText = "a longer title"     // 14 characters: 112 wide
        host.rebuild()
        let after = try grid(host, CGSize(width: 310, height: 100))
        #expect(after.texts == [["a longer title"], ["hello"]])
        #expect(same(after.frames[0], rect((152.5 - 112) / 2, 42, 112, 16)))
    }

    @Test func theCalculatorInPortrait() throws {
        // Portrait (compact width, regular height): 4 tracks, spacing 10, in a frame
        // 390 wide and 390 × 5 / 4 = 487.5 tall. Operators have a column start (3),
        // so they are placed first, rows 0–4; %, ± and C fill row 0; digits 1–9 rows
        // 1–3; 0 spans columns 0–1 of row 4, the point is in column 2.
        // Columns of (390 − 3 × 10) / 4 = 90 at x 100 × column; rows of
        // (487.5 − 4 × 10) / 5 = 89.5 at y 99.5 × row.
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .compact
        environment.verticalSizeClass = .regular
        let laidOut = try #require(host(Calculator(), environment: environment).grids().first)
        func key(_ column: Int, _ row: Int, columns: Int = 1) -> CGRect {
            rect(Double(column) * 100, Double(row) * 99.5, Double(columns) * 90 + Double(columns - 1) * 10, 89.5)
        }
        #expect(same(laidOut.size, CGSize(width: 390, height: 487.5)))
        #expect(laidOut.texts.map { $0.joined() } == ["÷", "×", "−", "+", "=", "%", "±", "C",
                                                      "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "."])
        expectFrames(laidOut.frames, [
            key(3, 0), key(3, 1), key(3, 2), key(3, 3), key(3, 4),
            key(0, 0), key(1, 0), key(2, 0),
            key(0, 1), key(1, 1), key(2, 1), key(0, 2), key(1, 2), key(2, 2), key(0, 3), key(1, 3), key(2, 3),
            key(0, 4, columns: 2), key(2, 4),
        ])
    }
}
#endif
