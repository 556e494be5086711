// exyte/Grid README, "1. Initialization", "2. Containers" and the samples of
// "3. Track sizes" and "10. Spacing" written with `{ ... }`: laid out by
// LatticeSwiftUI's exyte-style grid.
//
// Every frame below is derived from Lattice's documented rules: `spacing` (5 by
// default) lies between tracks, `.fr` tracks share what the other tracks and
// the gaps leave, a fill-mode grid shares its height equally among its rows,
// and a `ColorView` (a filled shape) takes its whole cell.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import LatticeSwiftUI
import Testing

/// Six items in 3 columns at 310 × 400: columns (310 − 2 × 5) / 3 = 100 wide
/// at x 0, 105, 210; two rows (400 − 5) / 2 = 197.5 tall at y 0, 202.5.
private let threeBySix = (0..<6).map { rect(Double($0 % 3) * 105, Double($0 / 3) * 202.5, 100, 197.5) }

@MainActor @Suite struct ExyteInitializationAndContainersTests {
    @Test(arguments: [0, 1, 2, 3])
    func theFourInitializersLayOutSixItemsInThreeColumns(sample: Int) throws {
        let views: [any View] = [InitTracksSample(), InitRangeSample(), InitIdentifiableSample(), InitExplicitIDSample()]
        let laidOut = try grid(views[sample], CGSize(width: 310, height: 400))
        expectFrames(laidOut.frames, threeBySix)
        #expect(same(laidOut.size, CGSize(width: 310, height: 400)))
    }

    @Test func forEachItemsAreItemsOfTheGrid() throws {
        // Red, purple, four blacks, orange, green: 8 items in 4 columns of
        // (310 − 3 × 5) / 4 = 73.75 at x 78.75 × column, two rows of 197.5.
        let laidOut = try grid(ForEachSample(), CGSize(width: 310, height: 400))
        expectFrames(laidOut.frames, (0..<8).map { rect(Double($0 % 4) * 78.75, Double($0 / 4) * 202.5, 73.75, 197.5) })
    }

    @Test func aGridGroupOfFourButtonsFillsOneRow() throws {
        let sample = GridGroupSample1()
        let laidOut = try grid(LatticeGrid(tracks: 4) { sample.arithmeticButtons }, CGSize(width: 310, height: 400))
        // One row of four: the whole height.
        expectFrames(laidOut.frames, (0..<4).map { rect(Double($0) * 78.75, 0, 73.75, 400) })
        #expect(laidOut.texts == [["÷"], ["×"], ["−"], ["="]])
    }

    @Test(arguments: [2, 3, 4, 5])
    func aGridGroupOfFiveOperationsFillsTwoRows(sample: Int) throws {
        let groups: [GridGroup] = [GridGroupSample2().arithmeticButtons, GridGroupSample3().arithmeticButtons,
                                   GridGroupSample4().arithmeticButtons, GridGroupSample5().arithmeticButtons]
        let group = groups[sample - 2]
        let laidOut = try grid(LatticeGrid(tracks: 4) { group }, CGSize(width: 310, height: 400))
        // Five items in 4 columns: the fifth starts the second row.
        expectFrames(laidOut.frames, (0..<5).map { rect(Double($0 % 4) * 78.75, Double($0 / 4) * 202.5, 73.75, 197.5) })
        #expect(laidOut.texts == [["÷"], ["×"], ["−"], ["+"], ["="]])
    }

    @Test func aGroupOfOneValueIsOneItem() throws {
        // `Grid { … }` has one `.fr(1)` track: the item takes the whole grid.
        let laidOut = try grid(SingleValueGroupSample(), CGSize(width: 310, height: 400))
        expectFrames(laidOut.frames, [rect(0, 0, 310, 400)])
        #expect(laidOut.texts == [["C"]])
    }

    @Test func threeTracksEqualThreeFlexibleTracks() throws {
        expectFrames(try grid(IntegerTracksSample(), CGSize(width: 310, height: 400)).frames, threeBySix)
        expectFrames(try grid(ExplicitTracksSample(), CGSize(width: 310, height: 400)).frames, threeBySix)
    }

    @Test func spacingAsALiteralAnInitializerAndAnArray() throws {
        // Spacing 5: columns (310 − 3 × 5) / 4 = 73.75; rows (400 − 5) / 2 = 197.5.
        expectFrames(try grid(SpacingLiteralSample(), CGSize(width: 310, height: 400)).frames,
                     (0..<6).map { rect(Double($0 % 4) * 78.75, Double($0 / 4) * 202.5, 73.75, 197.5) })
        // Horizontal 10, vertical 5: columns (310 − 3 × 10) / 4 = 70 at x 80 × column.
        let horizontalTen = (0..<6).map { rect(Double($0 % 4) * 80, Double($0 / 4) * 202.5, 70, 197.5) }
        expectFrames(try grid(SpacingInitializerSample(), CGSize(width: 310, height: 400)).frames, horizontalTen)
        expectFrames(try grid(SpacingArraySample(), CGSize(width: 310, height: 400)).frames, horizontalTen)
    }
}
#endif
