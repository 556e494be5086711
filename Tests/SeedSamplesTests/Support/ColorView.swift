// Stand-in for exyte's example `ColorView`: a rounded rectangle filled with a
// colour, so it takes the whole size it is offered (10 × 10 when offered none).
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn

struct ColorView: View {
    let color: GridColor

    init(_ color: GridColor) {
        self.color = color
    }

    init(_ model: ColorModel) {
        self.color = model.color
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 5)
            .fill(Color(color))
    }
}

/// The README's `colorModels`: `Identifiable` and `Hashable` colours.
struct ColorModel: Identifiable, Hashable, Sendable {
    let id: Int
    let color: GridColor
}

let colorModels: [ColorModel] = [GridColor.blue, .purple, .red, .cyan, .green, .orange].enumerated().map {
    ColorModel(id: $0.offset, color: $0.element)
}
#endif
