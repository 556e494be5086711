#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
#if canImport(os)
import os
#else
import Foundation
#endif
import Lattice

extension View {
    /// Runs `action` with the placement warnings of the grids in this view
    /// whenever they change: starts outside the tracks, negative or on taken
    /// cells, spans wider than the tracks (see `Lattice`'s ``GridWarning``). The
    /// action runs on the main actor after the layout, not during it, so it may
    /// change state. Debug builds also print every new warning, as SwiftUI
    /// prints its own runtime warnings.
    ///
    /// ```swift
    /// @State private var warnings: [GridWarning] = []
    ///
    /// LatticeGrid(tracks: 4) {
    ///     Color.red.gridStart(column: 7)      // outside the 4 tracks: placed automatically
    /// }
    /// .onGridWarnings { warnings = $0 }
    /// ```
    public func onGridWarnings(perform action: @escaping @MainActor ([GridWarning]) -> Void) -> some View {
        environment(\.latticeGrid.warningsAction, GridWarningsAction(action: action))
    }
}

/// An `onGridWarnings` action. Every action equals every other, so that a
/// layout holding one stays `Hashable` and is not seen as changed when a view
/// makes its closure anew.
struct GridWarningsAction: Hashable, Sendable {
    let action: @MainActor ([GridWarning]) -> Void

    static func == (lhs: GridWarningsAction, rhs: GridWarningsAction) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// Problems reported the way SwiftUI reports its own misuse: in debug builds
/// only, as a fault in the unified log on Apple platforms (Xcode's console
/// shows it), on standard error elsewhere.
enum RuntimeWarning {
    /// Where messages go instead, while a test sets it.
    @TaskLocal static var sink: (@Sendable (String) -> Void)?

    static func report(_ message: String) {
        #if DEBUG
        if let sink {
            sink(message)
            return
        }
        #if canImport(os)
        Logger(subsystem: "LatticeSwiftUI", category: "Grid").fault("\(message, privacy: .public)")
        #else
        FileHandle.standardError.write(Data((message + "\n").utf8))
        #endif
        #endif
    }
}

extension LatticeLayoutCache {
    /// Reports `warnings` when they differ from those reported last for this
    /// cache: each as a runtime warning, and all of them to `action`, on the main actor.
    mutating func report(_ warnings: [GridWarning], to action: GridWarningsAction?) {
        guard warnings != reportedWarnings else { return }
        reportedWarnings = warnings
        for warning in warnings {
            RuntimeWarning.report("LatticeGrid: \(warning)")
        }
        if let action = action?.action {
            Task { @MainActor in action(warnings) }
        }
    }
}
