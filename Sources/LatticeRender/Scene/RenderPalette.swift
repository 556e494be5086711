import Lattice

/// The colours given to items that have none of their own, in turn.
///
/// ```swift
/// RenderPalette.color(at: 0) // the first colour, blue
/// ```
public enum RenderPalette {
    /// Soft, distinct colours that keep black text readable.
    public static let colors: [Color] = [
        Color(red: 0.55, green: 0.71, blue: 0.94),   // blue
        Color(red: 0.98, green: 0.73, blue: 0.45),   // orange
        Color(red: 0.58, green: 0.84, blue: 0.60),   // green
        Color(red: 0.80, green: 0.66, blue: 0.92),   // purple
        Color(red: 0.97, green: 0.62, blue: 0.68),   // pink
        Color(red: 0.49, green: 0.84, blue: 0.84),   // teal
        Color(red: 0.98, green: 0.87, blue: 0.44),   // yellow
        Color(red: 0.75, green: 0.69, blue: 0.60),   // brown
    ]

    /// The colour for the `index`-th uncoloured item (any integer, wraps around).
    public static func color(at index: Int) -> Color {
        let count = colors.count
        return colors[((index % count) + count) % count]
    }

    /// The fill of a nested grid that has no colour of its own.
    public static let container = Color(white: 0.93)
}
