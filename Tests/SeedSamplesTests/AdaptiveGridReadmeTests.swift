// AdaptiveGrid README, "Usage": the four samples laid out by LatticeSwiftUI's
// AdaptiveGrid at an iPhone's width, 390.
//
// Frames are derived by hand from AdaptiveGrid's documented rules (its
// README's "How It Works": try 1, 2, 3 … columns, keep the most whose widest
// items and spacing fit, stretch the columns in proportion; equal width: as
// many columns of the widest item as fit, sharing the width; every row as tall
// as the tallest item; items aligned in their cells, centred by default) and
// the test host's text metrics (8 points a character, 16 a line).
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import LatticeSwiftUI
import Testing

/// Columns of `widths` stretched in proportion to fill `width` with `spacing` between them.
func stretched(_ widths: [Double], in width: Double, spacing: Double) -> [Double] {
    let natural = widths.reduce(0, +)
    let extra = width - natural - spacing * Double(widths.count - 1)
    return widths.map { $0 + extra * $0 / natural }
}

/// Each item of `widths` × `height` centred in its column of `columns`, one row.
func centredInRow(_ widths: [Double], height: Double, columns: [Double], spacing: Double) -> [CGRect] {
    var x = 0.0
    var frames: [CGRect] = []
    for (width, column) in zip(widths, columns) {
        frames.append(rect(x + (column - width) / 2, 0, width, height))
        x += column + spacing
    }
    return frames
}

@MainActor @Suite struct AdaptiveGridReadmeTests {
    @Test func itemsFitInOneRowOfStretchedColumns() throws {
        // ItemView is the title with 8 points of padding: Swift 56, Layout 64, Grid 48
        // wide, 32 tall. Three columns need 168 + 2 × 8 = 184 ≤ 390.
        let widths: [Double] = [56, 64, 48]
        let laidOut = try grid(AdaptiveBasicSample(), CGSize(width: 390, height: 844))
        expectFrames(laidOut.frames, centredInRow(widths, height: 32, columns: stretched(widths, in: 390, spacing: 8),
                                                  spacing: 8))
    }

    @Test func equalWidthColumnsAreAsWideAsTheWidestItem() throws {
        // Widest: "Very Long Text Here", 152. ⌊(390 + 8) / (152 + 8)⌋ = 2 columns of
        // (390 − 8) / 2 = 191; rows of 16, 8 apart. Items centred in their cells.
        let laidOut = try grid(AdaptiveEqualWidthSample(), CGSize(width: 390, height: 844))
        expectFrames(laidOut.frames, [rect((191 - 40) / 2, 0, 40, 16), rect(199 + (191 - 104) / 2, 0, 104, 16),
                                      rect((191 - 152) / 2, 24, 152, 16)])
    }

    @Test func customSpacing() throws {
        // TagView is the tag with 6 points of padding: 68, 36, 52, 60, 44 wide, 28
        // tall. One row needs 260 + 4 × 16 = 324 ≤ 390.
        let widths: [Double] = [68, 36, 52, 60, 44]
        let laidOut = try grid(AdaptiveSpacingSample(), CGSize(width: 390, height: 844))
        expectFrames(laidOut.frames, centredInRow(widths, height: 28, columns: stretched(widths, in: 390, spacing: 16),
                                                  spacing: 16))
    }

    @Test func noContentNoSize() throws {
        let laidOut = try grid(AdaptiveAlignmentSample(), CGSize(width: 390, height: 844))
        #expect(laidOut.items.isEmpty)
        #expect(laidOut.size == .zero)
    }
}
#endif
