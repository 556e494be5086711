#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif

private enum AdaptiveGridEqualWidthKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the ``AdaptiveGrid``s below make their columns equally wide.
    var adaptiveGridEqualWidth: Bool {
        get { self[AdaptiveGridEqualWidthKey.self] }
        set { self[AdaptiveGridEqualWidthKey.self] = newValue }
    }
}

extension View {
    /// Makes the columns of the ``AdaptiveGrid``s in this view equally wide, as
    /// wide as the widest item (`false`: adaptive again), as the AdaptiveGrid
    /// library's modifier: an environment value, so it works after other
    /// modifiers and on any ancestor.
    ///
    /// ```swift
    /// AdaptiveGrid { Text("Short"); Text("Medium Length") }
    ///     .padding()
    ///     .equalWidth()
    /// ```
    public func equalWidth(_ enabled: Bool = true) -> some View {
        environment(\.adaptiveGridEqualWidth, enabled)
    }
}
