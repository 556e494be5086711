// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A color or pattern to use when rendering a shape (SwiftUI's `ShapeStyle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// A style modified by `opacity(_:)` or `shadow(_:)`: the stand-in keeps nothing of it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct _ModifiedShapeStyle: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _ModifiedShapeStyle() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle {
    /// Applies the specified shadow effect to the shape style.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ModifiedShapeStyle() }
}

/// A style to use when rendering shadows (SwiftUI's `ShadowStyle`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ShadowStyle: Equatable, Sendable {
    let isInner: Bool

    /// Creates a custom drop shadow style.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false)
    }

    /// Creates a custom inner shadow style.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true)
    }
}

/// A color gradient represented as a shape style (SwiftUI's `AnyGradient`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let color: Color
}

/// A representation of a color that adapts to a given context (SwiftUI's `Color`).
///
/// As a view it takes the whole size offered (10 × 10 when offered none, in the
/// test host).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    @usableFromInline let name: String

    @usableFromInline init(name: String) { self.name = name }

    public var description: String { name }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// Creates a constant color from red, green, and blue component values.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {
        self.init(name: "rgb(\(red), \(green), \(blue), \(opacity))")
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(name: "white(\(white), \(opacity))")
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb(\(hue), \(saturation), \(brightness), \(opacity))")
    }

    /// A color with `opacity` times this color's opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(name: "\(name).opacity(\(opacity))")
    }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let pink = Color(name: "pink")
    public static let purple = Color(name: "purple")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let clear = Color(name: "clear")
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Color {
    public static let brown = Color(name: "brown")
    public static let cyan = Color(name: "cyan")
    public static let indigo = Color(name: "indigo")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Color {
    /// A standard gradient for the color.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}
#endif
