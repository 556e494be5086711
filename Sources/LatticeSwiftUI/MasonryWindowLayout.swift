#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

/// Places the visible items of a ``LazyMasonryScrollView``: the subviews are only the
/// items on screen, each tagged with its index (`LazyGridIndexKey`); the masonry is as
/// large as all its items, each placed by Lattice's `MasonryWindow`.
struct MasonryWindowLayout: Layout {
    var window: MasonryWindow
    /// The rectangle the subviews were chosen for: its first item is the anchor.
    var visible: Rect
    /// Where the measured lengths go (`nil`: nowhere).
    var store: MasonryWindowStore?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Bridge.size(window.size)
    }

    /// Each subview is offered its lanes' length and none along the stack, aligned
    /// across them by its first lane's alignment, at its cell's start (as Lattice's
    /// `MasonryGrid` places it). Where a subview's measured length is not its item's
    /// (an estimate), the visible items are placed with the measured lengths, moved
    /// together so that the first item in ``visible`` (the anchor) stays where it was:
    /// the content on screen does not jump. The lengths are recorded in ``store``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = frames(subviews: subviews)
        for position in subviews.indices {
            let frame = placed[position]
            subviews[position].place(at: CGPoint(x: bounds.minX + CGFloat(frame.x), y: bounds.minY + CGFloat(frame.y)),
                                     anchor: .topLeading, proposal: Bridge.proposal(exactly: frame.size))
        }
    }

    /// Each subview's frame (zero without a valid index), its measured length recorded.
    func frames(subviews: Subviews) -> [Rect] {
        var measured: [Int: Double] = [:]
        var sizes: [Size?] = []
        sizes.reserveCapacity(subviews.count)
        for position in subviews.indices {
            let index = subviews[position][LazyGridIndexKey.self]
            guard index >= 0 && index < window.count else {
                sizes.append(nil)
                continue
            }
            let size = window.frame(of: index, content: SubviewContent(subviews: subviews, index: position)).size
            sizes.append(size)
            measured[index] = size[window.axis]
            store?.record(size[window.axis], at: index)
        }
        var placed = window
        let shift = placed.setLengths(measured, anchoredAt: window.firstItem(intersecting: visible))
        return subviews.indices.map { position in
            guard let size = sizes[position] else { return .zero }
            let index = subviews[position][LazyGridIndexKey.self]
            let frame = placed.frame(of: index, size: size)
            return window.axis == .vertical ? frame.offsetBy(dx: 0, dy: -shift) : frame.offsetBy(dx: -shift, dy: 0)
        }
    }
}

extension MasonryWindow {
    /// The items whose cells meet `rect`, with their identities, in index order.
    func entries<ID: Hashable>(intersecting rect: Rect, id: (Int) -> ID) -> [LazyGridEntry<ID>] {
        items(intersecting: rect).map { LazyGridEntry(index: $0, id: id($0)) }
    }
}
