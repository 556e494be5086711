// exyte/Grid README, "3. Track sizes": fixed, content-based and flexible tracks.
// Copied verbatim; each snippet is the body of a view.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

private typealias Grid = LatticeGrid

struct FixedTracksSample: View {
    var body: some View {
Grid(tracks: [.pt(50), .pt(200), .pt(100)]) {
    ColorView(.blue)
    ColorView(.purple)
    ColorView(.red)
    ColorView(.cyan)
    ColorView(.green)
    ColorView(.orange)
}
    }
}

struct FitTracksSample: View {
    var body: some View {
Grid(0..<6, tracks: [.fit, .fit, .fit]) {
    ColorView(.random)
        .frame(maxWidth: 50 + 15 * CGFloat($0))
}
    }
}

struct FlexibleTracksSample: View {
    var body: some View {
Grid(tracks: [.pt(100), .fr(1), .fr(2.5)]) {
    ColorView(.blue)
    ColorView(.purple)
    ColorView(.red)
    ColorView(.cyan)
    ColorView(.green)
    ColorView(.orange)
}
    }
}
#endif
