#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Foundation
import Lattice

/// The lengths a ``LazyMasonryScrollView`` has measured, by item index: they replace
/// the estimates the next time its window is made. Kept in the view's state; written
/// by its layout as it places the items on screen (a `Layout` is `Sendable`: the
/// lengths are behind a lock).
final class MasonryMeasurements: @unchecked Sendable {
    private let lock = NSLock()
    private var measured: [Int: Double] = [:]

    /// The lengths measured so far, by item index.
    var lengths: [Int: Double] {
        lock.lock()
        defer { lock.unlock() }
        return measured
    }

    /// Records item `index`'s measured length.
    func record(_ length: Double, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        measured[index] = length
    }
}

/// Places the visible items of a ``LazyMasonryScrollView``: the subviews are only the
/// items on screen, each tagged with its index (`LazyGridIndexKey`); the masonry is as
/// large as all its items, each placed by Lattice's `MasonryWindow`.
struct MasonryWindowLayout: Layout {
    var window: MasonryWindow
    /// Where the measured lengths go (`nil`: nowhere).
    var measurements: MasonryMeasurements?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Bridge.size(window.size)
    }

    /// Each subview is offered its lanes' length and none along the stack, aligned
    /// across them by its first lane's alignment, at its cell's start (as Lattice's
    /// `MasonryGrid` places it); its length along the stack is recorded as measured.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for position in subviews.indices {
            let index = subviews[position][LazyGridIndexKey.self]
            var frame = Rect.zero
            if index >= 0 && index < window.count {
                frame = window.frame(of: index, content: SubviewContent(subviews: subviews, index: position))
                measurements?.record(frame.size[window.axis], at: index)
            }
            subviews[position].place(at: CGPoint(x: bounds.minX + CGFloat(frame.x), y: bounds.minY + CGFloat(frame.y)),
                                     anchor: .topLeading, proposal: Bridge.proposal(exactly: frame.size))
        }
    }
}

extension MasonryWindow {
    /// The items whose cells meet `rect`, with their identities, in index order.
    func entries<ID: Hashable>(intersecting rect: Rect, id: (Int) -> ID) -> [LazyGridEntry<ID>] {
        items(intersecting: rect).map { LazyGridEntry(index: $0, id: id($0)) }
    }
}
