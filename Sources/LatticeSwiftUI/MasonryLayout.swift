#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.GridItem
import struct SwiftUI.HorizontalAlignment
import struct SwiftUI.VerticalAlignment
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
import struct SwiftUIStandIn.HorizontalAlignment
import struct SwiftUIStandIn.VerticalAlignment
#endif
import Lattice

/// A masonry (waterfall) as a `Layout`: subviews stacked in lanes, each going to the
/// lane whose subviews end first, as CSS `display: grid-lanes` lays them out.
///
/// ```swift
/// MasonryLayout(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) {
///     ForEach(photos) { PhotoView($0) }
///     BannerView().gridSpan(column: 2)     // across two lanes
/// }
/// ```
///
/// The lanes are SwiftUI's `GridItem`s resolved as `LazyVGrid` resolves its columns
/// (`MasonryLayout(rows:)`: as `LazyHGrid` resolves its rows). Each subview is
/// offered its lanes' width and no height, goes to the lane that ends first (ties go
/// to the first lane after the previous subview's; ``tolerance`` widens the ties), and
/// is aligned across its lanes by its first lane's alignment. `.gridSpan(column:)`
/// makes a subview span lanes, `.gridStart(column:)` puts it in a lane. It is Lattice's
/// `MasonryGrid` for subviews of the same sizes. Every subview is created; for long
/// masonries use ``LazyMasonryScrollView``.
public struct MasonryLayout: Layout, Hashable {
    public typealias Cache = LatticeLayoutCache

    /// The axis subviews stack along: `.vertical` for columns.
    var axis: Lattice.Axis
    var lanes: [Lattice.GridItem]
    var horizontal: Lattice.HorizontalAlignment
    var vertical: Lattice.VerticalAlignment
    /// The space between the subviews of a lane, and between lanes unless the first
    /// `GridItem` has a spacing; `nil` is 8.
    public var spacing: CGFloat?
    /// How far past the shortest lane another lane may end and still take the next
    /// subview when it comes first after the previous one's lanes (CSS `flow-tolerance`);
    /// 0: always the shortest lane.
    public var tolerance: CGFloat

    /// A vertical masonry in `columns`.
    ///
    /// ```swift
    /// MasonryLayout(columns: [GridItem(), GridItem()], spacing: 4, tolerance: 16) { … }
    /// ```
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                tolerance: CGFloat = 0) {
        axis = .vertical
        lanes = columns.map(Bridge.gridItem)
        horizontal = Bridge.horizontal(alignment)
        vertical = .center
        self.spacing = spacing
        self.tolerance = tolerance
    }

    /// A horizontal masonry in `rows`: subviews stack from the leading edge.
    ///
    /// ```swift
    /// MasonryLayout(rows: [GridItem(.fixed(44)), GridItem(.fixed(44))]) { ForEach(tags) { TagView($0) } }
    /// ```
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                tolerance: CGFloat = 0) {
        axis = .horizontal
        lanes = rows.map(Bridge.gridItem)
        horizontal = .center
        vertical = Bridge.vertical(alignment)
        self.spacing = spacing
        self.tolerance = tolerance
    }

    /// Lattice's masonry of `elements` (the subviews with the spans and starts their
    /// modifiers set) with this layout's lanes.
    func grid(_ elements: [GridElement]) -> Lattice.MasonryGrid {
        description { Lattice.GridGroup(elements: elements) }
    }

    /// Lattice's masonry with this layout's lanes and the items `content` builds.
    func description(@Lattice.GridBuilder content: () -> Lattice.GridBuilderResult) -> Lattice.MasonryGrid {
        let spacing = Bridge.length(spacing)
        let grid = axis == .vertical
            ? Lattice.MasonryGrid(columns: lanes, alignment: horizontal, spacing: spacing, content: content)
            : Lattice.MasonryGrid(rows: lanes, alignment: vertical, spacing: spacing, content: content)
        return grid.masonryTolerance(Double(tolerance))
    }

    public func makeCache(subviews: Subviews) -> LatticeLayoutCache {
        LatticeLayoutCache(plan: SubviewPlan(subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LatticeLayoutCache) -> CGSize {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.size(for: proposal) { ComputedLayout(kept.grid(subviews) { grid(plan.elements($0)) }.layout(proposal: $0)) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LatticeLayoutCache) {
        let (plan, kept) = (cache.plan, cache.kept)
        cache.place(in: bounds, proposal: proposal, subviews: subviews) {
            ComputedLayout(kept.grid(subviews) { grid(plan.elements($0)) }.layout(proposal: $0))
        }
    }

    /// The grid's first or last text baseline: its top row's leading item's (see
    /// ``LatticeLayoutCache``), so that a stack aligned by `.firstTextBaseline` lines
    /// the grid up with its neighbours' text.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout LatticeLayoutCache) -> CGFloat? {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.textBaseline(of: guide, in: bounds, proposal: proposal, subviews: subviews) {
            ComputedLayout(kept.grid(subviews) { grid(plan.elements($0)) }.layout(proposal: $0))
        }
    }
}
