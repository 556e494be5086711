// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// The way a view changes over time (SwiftUI's `Animation`). The stand-in
/// only names animations; nothing is animated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
    @usableFromInline let name: String

    @usableFromInline init(name: String) { self.name = name }

    /// A default animation instance.
    public static let `default` = Animation(name: "default")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let linear = Animation(name: "linear")

    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut(\(duration))") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn(\(duration))") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut(\(duration))") }
    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear(\(duration))") }
}
#endif
