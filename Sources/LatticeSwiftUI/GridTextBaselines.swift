#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.VerticalAlignment
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.VerticalAlignment
#endif
import Lattice

extension LatticeLayoutCache {
    /// A grid's own text baseline, for a parent that aligns it by `.firstTextBaseline`
    /// or `.lastTextBaseline` (`Layout.explicitAlignment(of:in:proposal:subviews:cache:)`),
    /// in the coordinate space of `bounds`; `nil` for other guides and for a grid
    /// without items.
    ///
    /// As a stack takes its first subview's baseline, a grid takes its first row's:
    /// the first baseline is the leading item's of the row at the top, the last
    /// baseline the leading item's of the row at the bottom (an item spanning rows
    /// belongs to its last one there), each read from the subview's dimensions at the
    /// size it is placed with. A subview without text has its guides' default, its
    /// bottom edge.
    mutating func textBaseline(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: LayoutSubviews,
                               compute: (ProposedSize) -> ComputedLayout) -> CGFloat? {
        let isFirst = guide == .firstTextBaseline
        guard isFirst || guide == .lastTextBaseline else { return nil }
        let computed = layout(for: proposal, compute: compute)
        var chosen: Int?
        for item in plan.items.indices where item < computed.cells.count {
            let cell = computed.cells[item]
            guard let current = chosen else { chosen = item; continue }
            let best = computed.cells[current]
            let edge = isFirst ? cell.y : -(cell.y + cell.height)
            let bestEdge = isFirst ? best.y : -(best.y + best.height)
            if edge < bestEdge || (edge == bestEdge && cell.x < best.x) { chosen = item }
        }
        guard let item = chosen, item < computed.frames.count else { return nil }
        let frame = computed.frames[item]
        let dimensions = subviews[plan.items[item]].dimensions(in: Bridge.proposal(exactly: frame.size))
        return bounds.minY + CGFloat(frame.y) + dimensions[guide]
    }
}
