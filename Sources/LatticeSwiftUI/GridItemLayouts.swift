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

/// `LazyVGrid`'s column rules as a `Layout` (SwiftUI has none): for
/// `AnyLayout`, or a grid short enough to lay out whole.
///
/// ```swift
/// let layout = wide ? AnyLayout(VGridLayout(columns: [GridItem(.adaptive(minimum: 80))]))
///                   : AnyLayout(VStackLayout())
/// layout { ForEach(photos) { PhotoView($0) } }
/// ```
///
/// Columns are SwiftUI's `GridItem`s, resolved as SwiftUI sizes a lazy grid's
/// columns (spacings, then fixed columns, then the others in order); subviews
/// fill the rows in order, each offered its column's width and no height; a
/// row is as tall as its tallest subview; rows are `spacing` apart (8 when `nil`).
/// It is `Lattice`'s `LazyVGrid` for subviews of the same sizes. Unlike
/// SwiftUI's `LazyVGrid`, every subview is created; for long grids use
/// ``LazyGridScrollView``.
public struct VGridLayout: Layout, Hashable {
    public typealias Cache = LatticeLayoutCache

    var columns: [Lattice.GridItem]
    var alignment: Lattice.HorizontalAlignment
    /// The space between rows; `nil` is 8.
    public var spacing: CGFloat?

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.columns = columns.map(Bridge.gridItem)
        self.alignment = Bridge.horizontal(alignment)
        self.spacing = spacing
    }

    func grid(_ elements: [GridElement]) -> Lattice.LazyVGrid {
        Lattice.LazyVGrid(columns: columns, alignment: alignment, spacing: Bridge.length(spacing)) {
            Lattice.GridGroup(elements: elements)
        }
    }

    public func makeCache(subviews: Subviews) -> LatticeLayoutCache {
        LatticeLayoutCache(plan: SubviewPlan(subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LatticeLayoutCache) -> CGSize {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.size(for: proposal) { ComputedLayout(kept.grid(subviews) { grid(plan.contents($0)) }.layout(proposal: $0)) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LatticeLayoutCache) {
        let (plan, kept) = (cache.plan, cache.kept)
        cache.place(in: bounds, proposal: proposal, subviews: subviews) {
            ComputedLayout(kept.grid(subviews) { grid(plan.contents($0)) }.layout(proposal: $0))
        }
    }

    /// The grid's first or last text baseline: its top row's leading item's (see
    /// ``LatticeLayoutCache``), so that a stack aligned by `.firstTextBaseline` lines
    /// the grid up with its neighbours' text.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout LatticeLayoutCache) -> CGFloat? {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.textBaseline(of: guide, in: bounds, proposal: proposal, subviews: subviews) {
            ComputedLayout(kept.grid(subviews) { grid(plan.contents($0)) }.layout(proposal: $0))
        }
    }
}

/// `LazyHGrid`'s row rules as a `Layout`: the transpose of ``VGridLayout``.
///
/// ```swift
/// HGridLayout(rows: [GridItem(.fixed(44)), GridItem(.fixed(44))]) {
///     ForEach(shortcuts) { ShortcutView($0) }
/// }
/// ```
public struct HGridLayout: Layout, Hashable {
    public typealias Cache = LatticeLayoutCache

    var rows: [Lattice.GridItem]
    var alignment: Lattice.VerticalAlignment
    /// The space between columns; `nil` is 8.
    public var spacing: CGFloat?

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.rows = rows.map(Bridge.gridItem)
        self.alignment = Bridge.vertical(alignment)
        self.spacing = spacing
    }

    func grid(_ elements: [GridElement]) -> Lattice.LazyHGrid {
        Lattice.LazyHGrid(rows: rows, alignment: alignment, spacing: Bridge.length(spacing)) {
            Lattice.GridGroup(elements: elements)
        }
    }

    public func makeCache(subviews: Subviews) -> LatticeLayoutCache {
        LatticeLayoutCache(plan: SubviewPlan(subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LatticeLayoutCache) -> CGSize {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.size(for: proposal) { ComputedLayout(kept.grid(subviews) { grid(plan.contents($0)) }.layout(proposal: $0)) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LatticeLayoutCache) {
        let (plan, kept) = (cache.plan, cache.kept)
        cache.place(in: bounds, proposal: proposal, subviews: subviews) {
            ComputedLayout(kept.grid(subviews) { grid(plan.contents($0)) }.layout(proposal: $0))
        }
    }

    /// The grid's first or last text baseline: its top row's leading item's (see
    /// ``LatticeLayoutCache``), so that a stack aligned by `.firstTextBaseline` lines
    /// the grid up with its neighbours' text.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout LatticeLayoutCache) -> CGFloat? {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.textBaseline(of: guide, in: bounds, proposal: proposal, subviews: subviews) {
            ComputedLayout(kept.grid(subviews) { grid(plan.contents($0)) }.layout(proposal: $0))
        }
    }
}

extension Bridge {
    /// SwiftUI's `GridItem` as Lattice's (same sizes, spacing and alignment).
    static func gridItem(_ item: GridItem) -> Lattice.GridItem {
        let size: Lattice.GridItem.Size
        switch item.size {
        case .fixed(let length):
            size = .fixed(Double(length))
        case .flexible(let minimum, let maximum):
            size = .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case .adaptive(let minimum, let maximum):
            size = .adaptive(minimum: Double(minimum), maximum: Double(maximum))
        @unknown default:
            size = .flexible()
        }
        return Lattice.GridItem(size, spacing: length(item.spacing), alignment: item.alignment.map(alignment))
    }
}
