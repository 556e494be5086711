/// A colour that fills the space it is offered, as SwiftUI's `Color`.
///
/// Sizing: a colour takes exactly the size proposed; on an axis with no
/// proposal (`nil`) its ideal length is 10. Its components are sRGB in `0...1`
/// so that renderers can draw it.
///
/// ```swift
/// Color.red.sizeThatFits(ProposedSize(width: 80, height: nil)) // 80 × 10
/// let teal = Color(red: 0.2, green: 0.7, blue: 0.8)
/// teal.hex // "#33B3CC"
/// ```
public struct Color: GridContent, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    /// 0 is transparent, 1 opaque.
    public var opacity: Double

    /// A colour from sRGB components in `0...1` (clamped; NaN becomes 0).
    @inlinable
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.opacity = Self.unit(opacity)
    }

    /// A grey of the given brightness (0 black, 1 white).
    @inlinable
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity = Self.unit(self.opacity * opacity)
        return color
    }

    @usableFromInline
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    private static func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }

    /// `#RRGGBB` (opacity left out).
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in [red, green, blue] {
            let value = Self.byte(component)
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }

    /// The SwiftUI name for the named colours, else ``hex``.
    public var description: String {
        if let name = Self.named.first(where: { $0.1 == self })?.0 { return name }
        return opacity < 1 ? "\(hex) \(opacity)" : hex
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.sanitized.replacingUnspecifiedDimensions()
    }

    public func drawing(in frame: Rect) -> Drawing {
        Drawing(role: .shape, frame: frame, fill: self)
    }

    public var gridItemAttributes: GridItemAttributes {
        var attributes = GridItemAttributes()
        attributes.sizing = ContentSizing(Self.self, .filling(width: nil, height: nil))
        return attributes
    }
}

extension Color {
    private static func rgb(_ value: Int) -> Color {
        Color(red: Double((value >> 16) & 0xFF) / 255,
              green: Double((value >> 8) & 0xFF) / 255,
              blue: Double(value & 0xFF) / 255)
    }

    // Apple's system colours (light appearance).
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = rgb(0x8E8E93)
    public static let red = rgb(0xFF3B30)
    public static let orange = rgb(0xFF9500)
    public static let yellow = rgb(0xFFCC00)
    public static let green = rgb(0x34C759)
    public static let mint = rgb(0x00C7BE)
    public static let teal = rgb(0x30B0C7)
    public static let cyan = rgb(0x32ADE6)
    public static let blue = rgb(0x007AFF)
    public static let indigo = rgb(0x5856D6)
    public static let purple = rgb(0xAF52DE)
    public static let pink = rgb(0xFF2D55)
    public static let brown = rgb(0xA2845E)
    /// The default foreground: black.
    public static let primary = Color(white: 0)
    /// A secondary foreground: grey.
    public static let secondary = rgb(0x8A8A8E)
    /// Fully transparent: takes space, draws nothing visible.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// The named colours with their SwiftUI names.
    public static let named: [(String, Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
        ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink),
        ("brown", .brown),
    ]
}
