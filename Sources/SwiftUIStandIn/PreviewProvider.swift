// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A type that produces view previews in Xcode (SwiftUI's `PreviewProvider`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
#endif
