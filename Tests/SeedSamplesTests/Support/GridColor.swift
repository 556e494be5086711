// Stand-ins for the colours exyte's samples use: its example app's `GridColor`
// (UIColor on iOS, NSColor on macOS) with `random`, `lighter()` and `darker()`,
// and UIKit's `UIColor`, which the README's card views name. Only their names
// matter here: the test host does not draw.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn

struct GridColor: Hashable, Sendable {
    let name: String

    static let black = GridColor(name: "black")
    static let blue = GridColor(name: "blue")
    static let brown = GridColor(name: "brown")
    static let cyan = GridColor(name: "cyan")
    static let gray = GridColor(name: "gray")
    static let green = GridColor(name: "green")
    static let magenta = GridColor(name: "magenta")
    static let orange = GridColor(name: "orange")
    static let purple = GridColor(name: "purple")
    static let red = GridColor(name: "red")
    static let white = GridColor(name: "white")
    static let yellow = GridColor(name: "yellow")

    /// exyte's example picks a random hue; a fixed one keeps the tests repeatable.
    static var random: GridColor { GridColor(name: "random") }

    func lighter(by percentage: CGFloat = 30.0) -> GridColor { GridColor(name: "\(name)+\(percentage)") }
    func darker(by percentage: CGFloat = 30.0) -> GridColor { GridColor(name: "\(name)-\(percentage)") }
}

/// The README's `VCardView`, `HCardView` and `TextCardView` take a `UIColor`.
typealias UIColor = GridColor

extension Color {
    /// SwiftUI's `Color(_: UIColor)`, for the stand-in colour.
    init(_ color: GridColor) {
        self.init(white: color == .black ? 0 : 0.5)
    }
}
#endif
