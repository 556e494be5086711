#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.VerticalAlignment
import struct SwiftUI.Alignment
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.VerticalAlignment
import struct SwiftUIStandIn.Alignment
#endif
import Lattice

/// The AdaptiveGrid library's grid as a SwiftUI `Layout`: as many columns as
/// the subviews' ideal widths allow, adaptive or of equal width.
///
/// ```swift
/// AdaptiveGridLayout(alignment: .leading).equalWidth() {
///     ForEach(tags, id: \.self) { Text($0).padding(6) }
/// }
/// ```
///
/// The same layout as `Lattice`'s `AdaptiveGrid` for content of the same sizes:
/// each subview's natural width is its ideal width (`sizeThatFits(.unspecified)`),
/// rows are as tall as their tallest subview at its column's width, and every
/// subview is offered its cell and aligned in it. With no width, or an infinite
/// one, every subview is a column of its own in one row (the original library
/// trapped); with a zero width there is one column.
public struct AdaptiveGridLayout: Layout, Hashable {
    public typealias Cache = LatticeLayoutCache

    var alignment: Lattice.Alignment
    /// The gap between columns; `nil` is 8.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; `nil` is 8.
    public var verticalSpacing: CGFloat?
    /// Whether all columns are equally wide.
    public var isEqualWidth = false

    /// An adaptive layout; items are aligned in their cells by `alignment`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = Bridge.alignment(alignment)
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// This layout with equally wide columns (or adaptive ones with `false`).
    public func equalWidth(_ enabled: Bool = true) -> AdaptiveGridLayout {
        var layout = self
        layout.isEqualWidth = enabled
        return layout
    }

    /// The Lattice grid of `elements` with these options.
    func grid(_ elements: [GridElement]) -> Lattice.AdaptiveGrid {
        Lattice.AdaptiveGrid(alignment: alignment, horizontalSpacing: Bridge.length(horizontalSpacing),
                             verticalSpacing: Bridge.length(verticalSpacing)) {
            Lattice.GridGroup(elements: elements)
        }.equalWidth(isEqualWidth)
    }

    func computeLayout(_ proposal: ProposedSize, subviews: LayoutSubviews, plan: SubviewPlan,
                       kept: KeptSubviewGrid) -> ComputedLayout {
        ComputedLayout(kept.grid(subviews) { grid(plan.contents($0)) }.layout(proposal: proposal))
    }

    public func makeCache(subviews: Subviews) -> LatticeLayoutCache {
        LatticeLayoutCache(plan: SubviewPlan(subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LatticeLayoutCache) -> CGSize {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.size(for: proposal) { computeLayout($0, subviews: subviews, plan: plan, kept: kept) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LatticeLayoutCache) {
        let (plan, kept) = (cache.plan, cache.kept)
        cache.place(in: bounds, proposal: proposal, subviews: subviews) { computeLayout($0, subviews: subviews, plan: plan, kept: kept) }
    }

    /// The grid's first or last text baseline: its top row's leading item's (see
    /// ``LatticeLayoutCache``), so that a stack aligned by `.firstTextBaseline` lines
    /// the grid up with its neighbours' text.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout LatticeLayoutCache) -> CGFloat? {
        let (plan, kept) = (cache.plan, cache.kept)
        return cache.textBaseline(of: guide, in: bounds, proposal: proposal, subviews: subviews) {
            computeLayout($0, subviews: subviews, plan: plan, kept: kept)
        }
    }
}

/// A grid that picks its number of columns from its items' widths, as the
/// AdaptiveGrid library: for tags, labels and buttons.
///
/// ```swift
/// AdaptiveGrid(alignment: .leading) {
///     ForEach(["SwiftUI", "Layout", "CSS Grid", "Linux"], id: \.self) { tag in
///         Text(tag).padding(6).background(.orange.opacity(0.3))
///     }
/// }
/// .equalWidth()
/// ```
///
/// `equalWidth(_:)` is an environment value, as in the
/// AdaptiveGrid library: it works after other modifiers (`.padding()`,
/// `.frame(…)`) and on any ancestor. See ``AdaptiveGridLayout`` for the rules.
public struct AdaptiveGrid<Content: View>: View {
    /// The layout: alignment and spacings (equal widths come from the environment when shown).
    public var layout: AdaptiveGridLayout
    /// The items.
    public var content: Content
    @Environment(\.adaptiveGridEqualWidth) private var equalWidth

    /// An adaptive grid of the items built by `content`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @GridBuilder content: () -> Content) {
        layout = AdaptiveGridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                    verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: some View {
        let layout = self.layout.equalWidth(self.layout.isEqualWidth || equalWidth)
        layout { content }
    }
}
