#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

/// Which subviews are grid items and which are cell decorations.
///
/// `gridCellBackground` and `gridCellOverlay` turn an item into a group of two
/// views, so the grid receives the decoration as a subview of its own: a
/// background right before its item, an overlay right after it. A background
/// belongs to the next item, an overlay to the previous one; a decoration with
/// no item is placed with a zero size.
struct SubviewPlan: Hashable, Sendable {
    /// The subview index of each item, in order.
    var items: [Int] = []
    /// Each decoration: its subview index and the item (an index into ``items``) it decorates.
    var decorations: [Decoration] = []
    /// Decorations without an item.
    var orphans: [Int] = []

    struct Decoration: Hashable, Sendable {
        var subview: Int
        var item: Int
    }

    init(_ subviews: LayoutSubviews) {
        var pending: [Int] = []
        for index in subviews.indices {
            switch subviews[index][GridSubviewRoleKey.self] {
            case .item:
                for background in pending {
                    decorations.append(Decoration(subview: background, item: items.count))
                }
                pending.removeAll()
                items.append(index)
            case .cellBackground:
                pending.append(index)
            case .cellOverlay:
                if items.isEmpty {
                    orphans.append(index)
                } else {
                    decorations.append(Decoration(subview: index, item: items.count - 1))
                }
            }
        }
        orphans.append(contentsOf: pending)
    }

    /// The items as Lattice grid elements carrying the attributes their
    /// modifiers set (span, start, alignment).
    func elements(_ shared: SubviewContent.Subviews) -> [GridElement] {
        var elements: [GridElement] = []
        elements.reserveCapacity(items.count)
        let subviews = shared.subviews
        for index in items {
            var element = GridElement(SubviewContent(shared, index: index))
            let subview = subviews[index]
            element.attributes.span = subview[GridSpanKey.self]
            element.attributes.start = subview[GridStartKey.self]
            element.attributes.alignment = subview[GridItemAlignmentKey.self]
            elements.append(element)
        }
        return elements
    }

    /// Whether no item sets an attribute its grid element would carry: each is placed
    /// automatically in one cell (no `gridStart`, no `gridSpan` beyond one track) and
    /// has no `gridItemAlignment`.
    func itemsSetNoAttributes(_ subviews: LayoutSubviews) -> Bool {
        items.allSatisfy { index in
            let subview = subviews[index]
            return subview[GridSpanKey.self] == .default && subview[GridStartKey.self] == .default
                && subview[GridItemAlignmentKey.self] == nil
        }
    }

    /// The items as plain Lattice content, without attributes.
    func contents(_ shared: SubviewContent.Subviews) -> [GridElement] {
        items.map { GridElement(SubviewContent(shared, index: $0)) }
    }
}

/// A grid laid out for one proposal: its size, per item its frame and its
/// cell, and what could not be placed as asked.
struct ComputedLayout: Hashable, Sendable {
    var size: Size
    var frames: [Rect]
    var cells: [Rect]
    var warnings: [GridWarning]

    init(size: Size, frames: [Rect], cells: [Rect], warnings: [GridWarning] = []) {
        self.size = size
        self.frames = frames
        self.cells = cells
        self.warnings = warnings
    }

    init(_ result: GridLayoutResult) {
        self.init(size: result.size, frames: result.frames, cells: result.cells, warnings: result.warnings)
    }

    init(_ layout: AutomaticGridItems.Layout) {
        self.init(size: layout.size, frames: layout.frames, cells: layout.cells, warnings: layout.warnings)
    }
}

/// The cache of every LatticeSwiftUI layout: which subviews are items, and the
/// layouts computed for the last few proposals. SwiftUI rebuilds it whenever
/// the layout or its subviews change (`updateCache(_:subviews:)`).
public struct LatticeLayoutCache: Sendable {
    var plan: SubviewPlan
    /// The Lattice grid made of the subviews, for the layouts that make one.
    let kept = KeptSubviewGrid()
    /// A ``CSSGridLayout``'s items as the engine's tree, their styles from their
    /// CSS modifiers (empty for the other layouts).
    var cssItems: CSSItemTree
    private var entries: [(key: ProposalKey, layout: ComputedLayout)] = []
    /// Whether layouts are kept (``GridCacheMode/inMemoryCache``).
    let keepsLayouts: Bool
    /// The warnings reported last (see ``report(_:to:)``).
    var reportedWarnings: [GridWarning] = []

    /// How many proposals are remembered: a parent usually asks a few
    /// (ideal, minimum, the final size) before placing.
    static let capacity = 4

    init(plan: SubviewPlan, cssItems: CSSItemTree = CSSItemTree(), keepsLayouts: Bool = true) {
        self.plan = plan
        self.cssItems = cssItems
        self.keepsLayouts = keepsLayouts
    }

    /// The layout for `proposal`, computed by `compute` unless remembered.
    mutating func layout(for proposal: ProposedViewSize, compute: (ProposedSize) -> ComputedLayout) -> ComputedLayout {
        let key = ProposalKey(proposal)
        if keepsLayouts, let index = entries.firstIndex(where: { $0.key == key }) {
            return entries[index].layout
        }
        let layout = compute(Bridge.proposal(proposal))
        if keepsLayouts {
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append((key, layout))
        }
        return layout
    }

    /// The size of the layout for `proposal` (what `Layout.sizeThatFits` answers).
    mutating func size(for proposal: ProposedViewSize, compute: (ProposedSize) -> ComputedLayout) -> CGSize {
        Bridge.size(layout(for: proposal, compute: compute).size)
    }

    /// Places `subviews` at the frames of the layout for `proposal` (what
    /// `Layout.placeSubviews` does).
    @discardableResult
    mutating func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                        compute: (ProposedSize) -> ComputedLayout) -> ComputedLayout {
        let computed = layout(for: proposal, compute: compute)
        Placement.place(computed, plan: plan, in: bounds, subviews: subviews)
        return computed
    }

    /// The number of remembered layouts (for tests).
    var rememberedCount: Int { entries.count }
}

/// A proposal as a dictionary key (NaN compares equal to NaN).
struct ProposalKey: Hashable, Sendable {
    var width: Double?
    var height: Double?

    init(_ proposal: ProposedViewSize) {
        width = proposal.width.map { Double($0).isNaN ? -1 : Double($0) }
        height = proposal.height.map { Double($0).isNaN ? -1 : Double($0) }
    }
}

/// Placing a computed layout's subviews.
enum Placement {
    /// Places every item at its frame (proposing its frame's size, so that it
    /// takes exactly that size), every decoration at its item's cell, and
    /// orphan decorations with a zero size at the origin.
    static func place(_ layout: ComputedLayout, plan: SubviewPlan, in bounds: CGRect, subviews: LayoutSubviews) {
        let originX = Double(bounds.minX)
        let originY = Double(bounds.minY)
        func put(_ subview: Int, _ frame: Rect) {
            subviews[subview].place(at: CGPoint(x: CGFloat(originX + frame.x), y: CGFloat(originY + frame.y)),
                                    anchor: .topLeading, proposal: Bridge.proposal(exactly: frame.size))
        }
        for (item, subview) in plan.items.enumerated() {
            put(subview, item < layout.frames.count ? layout.frames[item] : .zero)
        }
        for decoration in plan.decorations {
            put(decoration.subview, decoration.item < layout.cells.count ? layout.cells[decoration.item] : .zero)
        }
        for orphan in plan.orphans {
            put(orphan, .zero)
        }
    }
}
