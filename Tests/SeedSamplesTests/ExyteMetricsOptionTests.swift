// The opt-ins that make a port look as it did with exyte/Grid:
// `.gridSpacingStyle(.exyte)` (tracks share the grid less the spacing, items
// inset by half the spacing in them) and `.gridFitSizing(.exyte)` (`.fit`
// tracks measure items offered the grid's size), applied to the README's
// samples from outside, as environment values.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import LatticeSwiftUI
import Testing

@MainActor @Suite struct ExyteMetricsOptionTests {
    @Test func exyteSpacingInsetsEveryItemByHalfTheSpacing() throws {
        // 310 × 400, spacing 5: the tracks share 305 × 395 (columns of 305 / 3, rows
        // of 197.5) and, centred, start 2.5 from the edges. Every item is inset by
        // 2.5 in its tracks: 5 from the grid's edges and 5 from its neighbours.
        let column = 305.0 / 3
        let laidOut = try grid(InitTracksSample().gridSpacingStyle(.exyte), CGSize(width: 310, height: 400))
        #expect(same(laidOut.size, CGSize(width: 310, height: 400)))
        expectFrames(laidOut.frames, (0..<6).map { index in
            rect(2.5 + Double(index % 3) * column + 2.5, 2.5 + Double(index / 3) * 197.5 + 2.5, column - 5, 192.5)
        })
    }

    @Test func exyteSpacingAndFitMeasureTogether() throws {
        // 400 × 400, spacing 5, tracks in 395 × 395. Offered the grid's width, each
        // item takes its maximum 50 + 15 × index, plus its padding: columns of 100,
        // 115 and 130 (345), centred in 395 from 2.5: x 27.5, 127.5, 242.5. Items
        // inset by 2.5, then centred in their columns.
        let laidOut = try grid(FitTracksSample().gridSpacingStyle(.exyte).gridFitSizing(.exyte),
                               CGSize(width: 400, height: 400))
        expectFrames(laidOut.frames, [
            rect(27.5 + (100 - 50) / 2, 5, 50, 192.5), rect(127.5 + (115 - 65) / 2, 5, 65, 192.5),
            rect(242.5 + (130 - 80) / 2, 5, 80, 192.5),
            rect(30, 202.5, 95, 192.5), rect(130, 202.5, 110, 192.5), rect(245, 202.5, 125, 192.5),
        ])
    }
}
#endif
