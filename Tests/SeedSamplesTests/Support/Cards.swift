// Stand-ins for the text the README's card samples show: exyte's example
// `VCardView` (here its text with 5 points of padding, over a cell background)
// and `placeholderText(length:)` / `randomText()`.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

struct VCardView: View {
    let text: String
    let color: GridColor

    var body: some View {
        Text(text)
            .padding(5)
            .gridCellBackground { _ in
                ColorView(color)
            }
    }
}

/// The first `length` characters of a placeholder text (all of it when `nil`),
/// followed by "!", as exyte's example helper.
func placeholderText(length: Int? = nil) -> String {
    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut "
        + "labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris "
        + "nisi ut aliquip ex ea commodo consequat."
    return text.prefix(length ?? text.count) + "!"
}

/// The README's `randomText()`: a fixed placeholder keeps the tests repeatable.
func randomText() -> String {
    placeholderText(length: 40)
}
#endif
