// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A scrollable view (SwiftUI's `ScrollView`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A container view that defines its content as a function of its own size and
/// coordinate space (SwiftUI's `GeometryReader`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A proxy for access to the size and coordinate space of a container view
/// (SwiftUI's `GeometryProxy`). The stand-in never makes one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    let frame: CGRect

    /// The size of the container view.
    @MainActor public var size: CGSize { frame.size }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    @MainActor public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { frame }
}

/// A resolved coordinate space (SwiftUI's `CoordinateSpace`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace: Hashable {}

/// A fixed-length column or row in a lazy grid (SwiftUI's `GridItem`).
///
/// Not declared `Sendable` here: LatticeSwiftUI converts grid items to Lattice's
/// at once and never relies on it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

#endif
