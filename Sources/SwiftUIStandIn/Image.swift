// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A view that displays an image (SwiftUI's `Image`).
///
/// The test host gives a named image the size a test registers for its name
/// (100 × 100 otherwise) and a system image 20 × 20; a resizable image takes
/// the size offered.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
    @usableFromInline let name: String
    @usableFromInline let isSystemImage: Bool
    @usableFromInline var isResizable = false

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        isSystemImage = false
    }

    /// Creates a system symbol image.
    public init(systemName: String) {
        name = systemName
        isSystemImage = true
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Scales images within the view according to one of the relative sizes available.
    public func imageScale(_ scale: Image.Scale) -> some View {
        _modified(.drawing("imageScale"))
    }
}
#endif
