// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A view that displays one or more lines of read-only text (SwiftUI's `Text`).
///
/// The test host measures text with fixed metrics: 8 points a character, 16 a
/// line, lines broken between words; fonts do not change them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    @usableFromInline let string: String

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        string = content
    }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        string = key.key
    }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { self }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { self }

    /// Sets the color of the text displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// The key for a string in a localizable strings file (SwiftUI's `LocalizedStringKey`).
///
/// Interpolations accept strings, `Text` and the numbers SwiftUI formats
/// (`_FormatSpecifiable`), as SwiftUI's do.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    @usableFromInline let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.output }

    /// Represents the contents of a string literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation(_ text: Text) { output += text.string }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { output += "\(value)" }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._arg)
        }
    }
}

/// A number a `LocalizedStringKey` interpolation formats (SwiftUI's `_FormatSpecifiable`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}

/// An environment-dependent font (SwiftUI's `Font`). The stand-in only names it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    @usableFromInline let name: String

    @usableFromInline init(name: String) { self.name = name }

    /// A font with a large appearance meant for titles.
    public static let title = Font(name: "title")
    /// A font with the headline text style.
    public static let headline = Font(name: "headline")
    /// A font with the body text style.
    public static let body = Font(name: "body")
    /// A font with the caption text style.
    public static let caption = Font(name: "caption")

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(name: "system(\(size))")
    }

    /// Create a custom font with the given `name` and `size` that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: "\(name)(\(size))")
    }

    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        @usableFromInline let value: CGFloat

        @usableFromInline init(value: CGFloat) { self.value = value }

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}
#endif
