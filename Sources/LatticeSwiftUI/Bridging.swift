#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.Alignment
import struct SwiftUI.HorizontalAlignment
import struct SwiftUI.VerticalAlignment
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
import struct SwiftUIStandIn.HorizontalAlignment
import struct SwiftUIStandIn.VerticalAlignment
#endif
import Lattice

/// Conversions between SwiftUI's geometry and Lattice's.
enum Bridge {
    /// A SwiftUI proposal as Lattice's: the same meaning per axis (`nil` ideal,
    /// `0` minimum, `.infinity` maximum, a number the space offered).
    static func proposal(_ proposal: ProposedViewSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
    }

    /// A Lattice proposal as SwiftUI's.
    static func proposal(_ proposal: ProposedSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// A size a view answered, made safe for the engine: NaN and negative
    /// lengths are 0, infinite ones the largest length Lattice keeps.
    static func size(_ size: CGSize) -> Size {
        Size(width: length(Double(size.width)), height: length(Double(size.height)))
    }

    static func length(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(LazyGridTrack.maxLength, Swift.max(0, value))
    }

    static func size(_ size: Size) -> CGSize {
        CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// The proposal that makes a view take `size`, as SwiftUI's stacks place their subviews.
    static func proposal(exactly size: Size) -> ProposedViewSize {
        ProposedViewSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// An optional length from SwiftUI (`nil` stays `nil`).
    static func length(_ value: CGFloat?) -> Double? {
        value.map { Double($0) }
    }

    /// SwiftUI's alignment as Lattice's: the standard guides and the text
    /// baselines map one to one; any other guide (a custom `AlignmentID`, a
    /// list-row guide) is `.center`.
    static func alignment(_ alignment: Alignment) -> Lattice.Alignment {
        Lattice.Alignment(horizontal: horizontal(alignment.horizontal), vertical: vertical(alignment.vertical))
    }

    static func horizontal(_ alignment: HorizontalAlignment) -> Lattice.HorizontalAlignment {
        alignment == .leading ? .leading : alignment == .trailing ? .trailing : .center
    }

    static func vertical(_ alignment: VerticalAlignment) -> Lattice.VerticalAlignment {
        switch alignment {
        case .top: return .top
        case .bottom: return .bottom
        case .firstTextBaseline: return .firstTextBaseline
        case .lastTextBaseline: return .lastTextBaseline
        default: return .center
        }
    }
}

/// One subview of a SwiftUI layout as Lattice content: every size the engine
/// asks for is the subview's `sizeThatFits` for the same proposal, and its text
/// baselines are its `ViewDimensions`' `firstTextBaseline` and `lastTextBaseline`
/// guides (a view without text has them at its bottom edge, as the engine's
/// synthesized baselines are).
///
/// Its `layoutKey` is `nil`, so Lattice's process-wide cache never keeps a
/// layout of live views; the adapters cache in their `Layout` cache instead.
///
/// `@unchecked Sendable`: `GridContent` must be `Sendable`, and not every SDK
/// declares `LayoutSubviews` so. A `SubviewContent` lives only for the layout
/// call that made it, on that call's thread: the engine measures synchronously
/// and keeps no content.
struct SubviewContent: GridContent, @unchecked Sendable {
    /// A layout call's subviews in one box, shared by the contents of all its items: a
    /// content is then a reference and an index, small enough to be kept inside an
    /// `AnyGridContent` without an allocation per item.
    final class Subviews: @unchecked Sendable {
        /// The subviews of the layout call in progress (see ``KeptSubviewGrid``).
        var subviews: LayoutSubviews

        init(_ subviews: LayoutSubviews) {
            self.subviews = subviews
        }
    }

    let shared: Subviews
    let index: Int

    init(_ shared: Subviews, index: Int) {
        self.shared = shared
        self.index = index
    }

    init(subviews: LayoutSubviews, index: Int) {
        self.init(Subviews(subviews), index: index)
    }

    var subviews: LayoutSubviews { shared.subviews }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Bridge.size(subviews[index].sizeThatFits(Bridge.proposal(proposal)))
    }

    func textBaselines(at size: Size) -> Baselines? {
        let dimensions = subviews[index].dimensions(in: Bridge.proposal(exactly: size))
        return Baselines(first: Double(dimensions[.firstTextBaseline]), last: Double(dimensions[.lastTextBaseline]))
    }
}
