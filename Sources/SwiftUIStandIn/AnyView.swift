// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A type-erased view (SwiftUI's `AnyView`): its content is used as if written in its place.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
    let content: any View

    /// Create an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        content = view
    }

    /// Creates an instance that type-erases `view`.
    public init<V: View>(erasing view: V) {
        content = view
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}
#endif
