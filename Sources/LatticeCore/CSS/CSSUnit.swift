/// CSS length units the parser understands (CSS Values §6.2).
///
/// Only absolute units are supported, since they have a fixed size in
/// pixels: `px`, `cm`, `mm`, `Q`, `in`, `pt`, `pc`. Relative units (`em`,
/// `rem`, `vw`, …) need context this engine does not have and are rejected.
enum CSSUnit {
    /// The size of one `unit` in CSS pixels, or `nil` if the unit is unsupported.
    static func lengthInPixels(_ unit: String) -> Double? {
        switch unit.asciiLowercased {
        case "px": return 1
        case "in": return 96
        case "cm": return 96 / 2.54
        case "mm": return 96 / 25.4
        case "q": return 96 / 101.6
        case "pt": return 96.0 / 72
        case "pc": return 16
        default: return nil
        }
    }
}
