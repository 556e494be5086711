// exyte/Grid README, "1. Initialization": the four ways to make a grid.
// Copied verbatim; each snippet is the body of a view.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

private typealias Grid = LatticeGrid

struct InitTracksSample: View {
    var body: some View {
Grid(tracks: 3) {
    ColorView(.blue)
    ColorView(.purple)
    ColorView(.red)
    ColorView(.cyan)
    ColorView(.green)
    ColorView(.orange)
}
    }
}

struct InitRangeSample: View {
    var body: some View {
Grid(0..<6, tracks: 3) { _ in
    ColorView(.random)
}
    }
}

struct InitIdentifiableSample: View {
    var body: some View {
Grid(colorModels, tracks: 3) {
    ColorView($0)
}
    }
}

struct InitExplicitIDSample: View {
    var body: some View {
Grid(colorModels, id: \.self, tracks: 3) {
    ColorView($0)
}
    }
}
#endif
