#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.Animation
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.Animation
#endif
import Lattice

/// The grid options the container modifiers (`gridFlow(_:)` and
/// the others) put in the environment: every ``LatticeGrid`` below reads them,
/// as exyte's grids read theirs. A value set closer to the grid wins; a grid's
/// initializer argument wins over all of them.
struct GridEnvironment {
    /// Content mode, flow, packing, alignments, cache mode, spacing style, fit sizing.
    var options = LatticeGridLayout.Options()
    var autoTracks: [GridTrack]?
    var animation: Animation?
    /// Whether a `.scroll` grid puts its content in a scroll view of its own.
    var scrollsContent = true
    var warningsAction: GridWarningsAction?
}

private enum GridEnvironmentKey: EnvironmentKey {
    static var defaultValue: GridEnvironment { GridEnvironment() }
}

extension EnvironmentValues {
    /// The grid options set by the container modifiers above this point.
    var latticeGrid: GridEnvironment {
        get { self[GridEnvironmentKey.self] }
        set { self[GridEnvironmentKey.self] = newValue }
    }
}
