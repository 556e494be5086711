// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A view that arranges its subviews in a vertical line (SwiftUI's `VStack`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VStack<Content: View>: View {
    @usableFromInline var alignment: HorizontalAlignment
    @usableFromInline var spacing: CGFloat?
    @usableFromInline var content: Content

    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                           @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A view that arranges its subviews in a horizontal line (SwiftUI's `HStack`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HStack<Content: View>: View {
    @usableFromInline var alignment: VerticalAlignment
    @usableFromInline var spacing: CGFloat?
    @usableFromInline var content: Content

    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                           @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A view that overlays its subviews, aligning them in both axes (SwiftUI's `ZStack`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ZStack<Content: View>: View {
    @usableFromInline var alignment: Alignment
    @usableFromInline var content: Content

    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A flexible space that expands along the major axis of its containing stack
/// layout, or on both axes if not contained in a stack (SwiftUI's `Spacer`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    public var minLength: CGFloat?

    @inlinable public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A visual element that can be used to separate other content (SwiftUI's `Divider`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Divider: View {
    public init() {}

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}
#endif
