// exyte/Grid README, release notes of 1.4.1: a grid whose item reads outer state.
// Copied verbatim; the `@State` declaration is a member of a view whose body is the grid.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

private typealias Grid = LatticeGrid

struct ReleaseNotesSample: View {
@State var titleText: String = "title"

    var body: some View {
Grid(tracks: 2) {
  Text(titleText)
  Text("hello")
}
    }
}
#endif
