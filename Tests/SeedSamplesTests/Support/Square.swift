// Stand-in for the GridLayoutDemo app's `Square`: a rectangle `width` points on each side.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn

struct Square: View {
    var width: CGFloat?

    var body: some View {
        Rectangle()
            .frame(width: width, height: width)
    }
}
#endif
