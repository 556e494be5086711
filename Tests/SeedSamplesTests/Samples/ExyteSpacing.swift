// exyte/Grid README, "10. Spacing": images measured by an invisible copy and drawn in
// the cell overlay. Copied verbatim as the members of a view; `sliders`, `image`,
// `shadowColor` and `backgroundColor` are stand-ins, below.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

private typealias Grid = LatticeGrid

struct SpacingSample: View {
@State var vSpacing: CGFloat = 0
@State var hSpacing: CGFloat = 0

var body: some View {
    VStack {
        self.sliders
        
        Grid(tracks: 3, spacing: [hSpacing, vSpacing]) {
            ForEach(0..<21) {
                //Inner image used to measure size
                self.image
                    .aspectRatio(contentMode: .fit)
                    .opacity(0)
                    .gridSpan(column: max(1, $0 % 4))
                    .gridCellOverlay {
                        //This one is to display
                        self.image
                            .aspectRatio(contentMode: .fill)
                            .frame(width: $0?.width, 
			           height: $0?.height)
                            .cornerRadius(5)
                            .clipped()
                            .shadow(color: self.shadowColor, 
			            radius: 10, x: 0, y: 0)
                }
            }
        }
        .background(self.backgroundColor)
        .gridContentMode(.scroll)
        .gridPacking(.dense)
    }
}
}

extension SpacingSample {
    /// Stand-in: the example app's sliders, as buttons setting both spacings to 10.
    var sliders: some View {
        Button("Spacing 10") {
            hSpacing = 10
            vSpacing = 10
        }
    }

    /// Stand-in: the example app's resizable "dog" image.
    var image: Image {
        Image("dog")
            .resizable()
    }

    var shadowColor: Color {
        Color.black.opacity(Double(max(self.vSpacing, self.hSpacing)) / 20)
    }

    var backgroundColor: Color {
        Color.black.opacity(1 - Double(max(self.vSpacing, self.hSpacing)) / 20)
    }
}
#endif
