import Lattice

/// Text helpers for writing XML and SVG (`package`: the gallery's HTML page uses
/// them too).
package enum SVGText {
    /// `text` with the five XML special characters escaped and the characters
    /// XML 1.0 forbids (controls other than tab, newline, return) removed.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number as SVG writes it: at most three decimals, no trailing zeros,
    /// `0` for non-finite values.
    ///
    /// ```swift
    /// SVGText.number(72.5)     // "72.5"
    /// SVGText.number(100)      // "100"
    /// SVGText.number(1 / 3)    // "0.333"
    /// ```
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return String(Int64(value.rounded())) }
        let whole = Int64(thousandths)
        if whole == 0 { return "0" }
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let integer = magnitude / 1000
        var fraction = magnitude % 1000
        if fraction == 0 { return sign + String(integer) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        return sign + String(integer) + "." + padded
    }

    /// `fill="#RRGGBB"`, with `fill-opacity` when the colour is translucent.
    static func fill(_ color: Color, attribute: String = "fill") -> String {
        var text = "\(attribute)=\"\(color.hex)\""
        if color.opacity < 1 {
            text += " \(attribute)-opacity=\"\(number(color.opacity))\""
        }
        return text
    }

    /// Whether text on `color` (over white) reads better in white than in black.
    package static func isDark(_ color: Color) -> Bool {
        func blended(_ component: Double) -> Double { 1 - color.opacity * (1 - component) }
        let luminance = 0.2126 * blended(color.red) + 0.7152 * blended(color.green) + 0.0722 * blended(color.blue)
        return luminance < 0.55
    }
}
