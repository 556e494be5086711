// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// The outline of a 2D shape (SwiftUI's `Path`); the stand-in keeps only its bounds.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, Sendable {
    @usableFromInline var bounds: CGRect

    public init() { bounds = .zero }
    public init(_ rect: CGRect) { bounds = rect }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        bounds = rect
    }
    public init(ellipseIn rect: CGRect) { bounds = rect }

    /// A rectangle containing all path segments.
    public var boundingRect: CGRect { bounds }
}

/// Defines the shape of a rounded rectangle's corners (SwiftUI's `RoundedCornerStyle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// A style for rasterizing vector shapes (SwiftUI's `FillStyle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A 2D shape that you can use when drawing a view (SwiftUI's `Shape`).
///
/// As a view a shape takes the whole size offered (10 × 10 when offered none,
/// in the test host, as `ProposedViewSize.replacingUnspecifiedDimensions()`).
/// The stand-in's shapes are the four below; it declares no default `body`,
/// so shapes of your own do not type-check against it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
}

/// A shape type that is able to inset itself to produce another shape (SwiftUI's `InsettableShape`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape filled or stroked with a style: as a view, sized as its shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct _StyledShape<S: Shape>: View {
    var shape: S
    var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _StyledShape(shape: self)
    }

    /// Fills this shape with the foreground color.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _StyledShape(shape: self)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _StyledShape(shape: self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension InsettableShape {
    /// Returns a view that is the result of filling the `lineWidth`-sized border
    /// (aka inner stroke) of `self` with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StyledShape(shape: self)
    }
}

/// A rectangular shape aligned inside the frame of the view containing it (SwiftUI's `Rectangle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A rectangular shape with rounded corners (SwiftUI's `RoundedRectangle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A capsule shape aligned inside the frame of the view containing it (SwiftUI's `Capsule`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle

    @inlinable public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule { self }
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A circle centered on the frame of the view containing it (SwiftUI's `Circle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Circle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Circle { self }
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}
#endif
