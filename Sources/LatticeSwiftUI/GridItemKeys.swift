#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

// The item attributes the modifiers write as layout values. A layout value is
// read by the nearest layout container only: a nested grid is one subview of
// its parent, so its items' attributes never reach the outer grid.

/// `gridSpan`: the tracks an item spans.
enum GridSpanKey: LayoutValueKey {
    static let defaultValue = GridSpan.default
}

/// `gridStart`: the item's first column and row.
enum GridStartKey: LayoutValueKey {
    static let defaultValue = GridStart.default
}

/// `gridItemAlignment`: the item's alignment in its cell, already in Lattice's terms.
enum GridItemAlignmentKey: LayoutValueKey {
    static let defaultValue: Lattice.Alignment? = nil
}

/// What a subview is to its grid: an item, or the cell background or overlay
/// of an item (see ``SubviewPlan``).
enum GridSubviewRole: Hashable, Sendable {
    case item
    case cellBackground
    case cellOverlay
}

enum GridSubviewRoleKey: LayoutValueKey {
    static let defaultValue = GridSubviewRole.item
}
