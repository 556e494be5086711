// exyte/Grid README, "9. Packing": sparse and dense packing. Copied verbatim as the
// members of a view; its `packingPicker` is a stand-in, below.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

private typealias Grid = LatticeGrid

struct PackingSample: View {
@State var gridPacking = GridPacking.sparse

var body: some View {
    VStack {
        self.packingPicker

        Grid(tracks: 4) {
            ColorView(.red)
            
            ColorView(.black)
                .gridSpan(column: 4)
            
            ColorView(.purple)
  
            ColorView(.orange)
            ColorView(.green)
        }
        .gridPacking(self.gridPacking)
        .gridAnimation(.default)
    }
}
}

extension PackingSample {
    /// Stand-in: the example app's picker, as buttons setting the packing.
    var packingPicker: some View {
        HStack {
            Button("SPARSE") { gridPacking = .sparse }
            Button("DENSE") { gridPacking = .dense }
        }
    }
}
#endif
