import Lattice

/// What a ``LatticeGridLayout`` makes of its items, kept in its cache (see
/// ``KeptSubviewGrid``): when no item sets an attribute (span, start, alignment),
/// the items straight from the subviews, without a grid element kept per item;
/// else a Lattice grid of their elements. Both lay the items out alike.
enum LatticeGridItems: Sendable {
    case automatic(AutomaticGridItems)
    case elements(Lattice.Grid)
}
