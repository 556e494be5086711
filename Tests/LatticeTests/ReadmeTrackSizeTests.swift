import Testing
import Lattice

// exyte/Grid README, "3. Track sizes".

@Test func readmeFixedTracksAreCentredInAWiderGrid() {
    let grid = Grid(tracks: [.pt(50), .pt(200), .pt(100)]) {
        Color.blue
        Color.purple
        Color.red
        Color.cyan
        Color.green
        Color.orange
    }
    // Tracks 50 + 200 + 100 + 2 × 5 = 360 in 400: content alignment .center puts
    // them at (400 - 360) / 2 = 20 → x 20, 75, 280. Rows (205 - 5) / 2 = 100.
    let result = grid.layout(in: Size(width: 400, height: 205))
    expectFrames(result.frames, [
        r(20, 0, 50, 100), r(75, 0, 200, 100), r(280, 0, 100, 100),
        r(20, 105, 50, 100), r(75, 105, 200, 100), r(280, 105, 100, 100),
    ])
}

@Test func readmeFitTracksTakeTheItemsIdealWidth() {
    let grid = Grid(0..<6, tracks: [.fit, .fit, .fit]) {
        Color.red
            .frame(maxWidth: 50 + 15 * Double($0))
    }
    // .fit = max-content: a colour in a max-width frame has no ideal width of its
    // own, so it takes the colour's ideal 10 (clamped to the maximum). Three
    // 10-wide columns + 2 × 5 = 40, centred in 300: x = 130, 145, 160.
    // Rows (205 - 5) / 2 = 100; offered 10 × 100, each frame is 10 × 100.
    let result = grid.layout(in: Size(width: 300, height: 205))
    expectFrames(result.frames, [
        r(130, 0, 10, 100), r(145, 0, 10, 100), r(160, 0, 10, 100),
        r(130, 105, 10, 100), r(145, 105, 10, 100), r(160, 105, 10, 100),
    ])
}

@Test func fitTracksFollowAnIdealWidth() {
    let grid = Grid(0..<3, tracks: [.fit, .fit, .fit]) {
        Color.red.frame(idealWidth: 50 + 15 * Double($0))
    }
    // Ideal widths 50, 65, 80; + 2 × 5 = 205, centred in 305: x = 50, 105, 175.
    let result = grid.layout(in: Size(width: 305, height: 100))
    expectFrames(result.frames, [r(50, 0, 50, 100), r(105, 0, 65, 100), r(175, 0, 80, 100)])
}

@Test func readmeFlexibleTracksShareTheSpaceLeft() {
    let grid = Grid(tracks: [.pt(100), .fr(1), .fr(2.5)]) {
        Color.blue
        Color.purple
        Color.red
        Color.cyan
        Color.green
        Color.orange
    }
    // 360 - 100 - 2 × 5 = 250 for 3.5 fr: 1fr = 71.428571…, 2.5fr = 178.571428…
    // x: 0, 105, 105 + 71.428571 + 5 = 181.428571.
    let one = 250 / 3.5
    let result = grid.layout(in: Size(width: 360, height: 205))
    expectFrames(result.frames, [
        r(0, 0, 100, 100), r(105, 0, one, 100), r(110 + one, 0, 2.5 * one, 100),
        r(0, 105, 100, 100), r(105, 105, one, 100), r(110 + one, 105, 2.5 * one, 100),
    ])
}

@Test func readmeIntegerTracksEqualRepeatedFr() {
    let literal = Grid(tracks: 3) { Color.red; Color.blue; Color.green }
    let explicit = Grid(tracks: [.fr(1), .fr(1), .fr(1)]) { Color.red; Color.blue; Color.green }
    let size = Size(width: 310, height: 100)
    // Both: three 100-wide columns at x 0, 105, 210.
    expectFrames(literal.layout(in: size).frames, [r(0, 0, 100, 100), r(105, 0, 100, 100), r(210, 0, 100, 100)])
    expectFrames(explicit.layout(in: size).frames, literal.layout(in: size).frames)
}
