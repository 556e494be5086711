#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

/// The index of a subview among a lazy grid's items.
enum LazyGridIndexKey: LayoutValueKey {
    static let defaultValue = -1
}

/// Places the visible items of a ``LazyGridScrollView``: the subviews are only
/// the items on screen, each tagged with its index; the grid is as large as all
/// its items, and every cell is known by arithmetic (Lattice's `LazyGridWindow`).
struct LazyGridWindowLayout: Layout, Hashable {
    var window: LazyGridWindow

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Bridge.size(window.size)
    }

    /// Each subview is offered its track's length and no length along the
    /// growing axis, and aligned in its cell by its track's alignment, as in
    /// the full layout of a lazy grid whose lines all have the window's length.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for position in subviews.indices {
            let index = subviews[position][LazyGridIndexKey.self]
            let frame = index >= 0 && index < window.itemCount
                ? window.frame(of: index, content: SubviewContent(subviews: subviews, index: position))
                : .zero
            subviews[position].place(at: CGPoint(x: bounds.minX + CGFloat(frame.x), y: bounds.minY + CGFloat(frame.y)),
                                     anchor: .topLeading, proposal: Bridge.proposal(exactly: frame.size))
        }
    }
}

/// One item a lazy grid shows: its index and its identity.
struct LazyGridEntry<ID: Hashable>: Hashable {
    var index: Int
    var id: ID
}

extension LazyGridWindow {
    /// The rectangle of this grid shown through `viewport`, both in global
    /// coordinates (`contentOrigin` is the grid's top-leading corner), grown by
    /// `overscan` along the scrolling axis so that items exist before they appear.
    static func visibleRect(contentOrigin: CGPoint, viewport: CGRect, overscan: Double, fixedAxis: Lattice.Axis) -> Rect {
        let margin = Swift.max(0, overscan.isFinite ? overscan : 0)
        let x = Double(viewport.minX - contentOrigin.x)
        let y = Double(viewport.minY - contentOrigin.y)
        let width = Double(viewport.width)
        let height = Double(viewport.height)
        return fixedAxis == .horizontal
            ? Rect(x: x, y: y - margin, width: width, height: height + 2 * margin)
            : Rect(x: x - margin, y: y, width: width + 2 * margin, height: height)
    }

    /// The items whose cells meet `rect`, with their identities, in index order.
    func entries<ID: Hashable>(intersecting rect: Rect, id: (Int) -> ID) -> [LazyGridEntry<ID>] {
        var entries: [LazyGridEntry<ID>] = []
        forEachItem(intersecting: rect) { index, _ in
            entries.append(LazyGridEntry(index: index, id: id(index)))
        }
        return entries
    }
}
