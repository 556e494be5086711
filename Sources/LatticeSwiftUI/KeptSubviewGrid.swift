#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

/// The Lattice grid a layout makes of its subviews, kept in its cache: made on the
/// cache's first layout and laid out again for every other proposal, with the engine
/// nodes the grid keeps for its items (see ``Lattice/Grid``), instead of reading every
/// subview and building every node again. SwiftUI makes a new cache whenever the
/// layout or its subviews change (`updateCache(_:subviews:)`), so what is kept is
/// always made of the subviews laid out; its items measure them through the subviews
/// of the layout call in progress.
///
/// `@unchecked Sendable`: a cache is used by one layout call at a time.
final class KeptSubviewGrid: @unchecked Sendable {
    private var shared: SubviewContent.Subviews?
    private var grid: (any Sendable)?

    /// The grid `make` made of the subviews (given as the box every item's content
    /// reads), made on the first call; `subviews` are the call's own.
    func grid<Grid: Sendable>(_ subviews: LayoutSubviews, make: (SubviewContent.Subviews) -> Grid) -> Grid {
        if let shared, let grid = grid as? Grid {
            shared.subviews = subviews
            return grid
        }
        let shared = SubviewContent.Subviews(subviews)
        let grid = make(shared)
        (self.shared, self.grid) = (shared, grid)
        return grid
    }
}
