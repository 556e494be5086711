// exyte/Grid README samples that are not Swift as printed, with the smallest edit
// that makes them compile (SAMPLES.md lists them):
// - "3. Track sizes" and "10. Spacing" write the items as `{ ... }`: here the six
//   colours of "1. Initialization".
// - "2. Containers" writes the grid's other items as a line `...`: removed.
// - "14. @GridBuilder": the `if` branch lacks its closing brace, and `return` in
//   both branches turns the result builder off (two types cannot both be the
//   `some View`): the brace is added, the `return`s removed and `GridGroup { ... }`
//   holds two colours.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

private typealias Grid = LatticeGrid

/// The six colours standing for `...`.
@MainActor @GridBuilder
private var placeholderItems: some View {
    ColorView(.blue)
    ColorView(.purple)
    ColorView(.red)
    ColorView(.cyan)
    ColorView(.green)
    ColorView(.orange)
}

struct IntegerTracksSample: View {
    var body: some View {
Grid(tracks: 3) { placeholderItems }
    }
}

struct ExplicitTracksSample: View {
    var body: some View {
Grid(tracks: [.fr(1), .fr(1), .fr(1)]) { placeholderItems }
    }
}

struct SpacingLiteralSample: View {
    var body: some View {
Grid(tracks: 4, spacing: 5) { placeholderItems }
    }
}

struct SpacingInitializerSample: View {
    var body: some View {
Grid(tracks: 4, spacing: GridSpacing(horizontal: 10, vertical: 5)) { placeholderItems }
    }
}

struct SpacingArraySample: View {
    var body: some View {
Grid(tracks: 4, spacing: [10, 5]) { placeholderItems }
    }
}

struct SingleValueGroupSample: View {
    var body: some View {
Grid {
    GridGroup(MathOperation.clear) {
        CalcButton($0)
    }
}
    }
}

@MainActor struct GridBuilderHelperSample {
@GridBuilder
func headerSegment(flag: Bool) -> some View {
    if flag {
        GridGroup { ColorView(.red); ColorView(.blue) }
    } else {
        ColorView(.black)
    }
}
}
#endif
