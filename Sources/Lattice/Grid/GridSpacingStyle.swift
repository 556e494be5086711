/// Where a grid's spacing goes (see ``Grid/gridSpacingStyle(_:)``).
///
/// - ``betweenTracks`` (default): CSS `column-gap`/`row-gap`. The spacing lies
///   between tracks only; the first and last tracks touch the grid's edges, and
///   a cell is exactly its tracks.
/// - ``exyte``: exyte/Grid's spacing, for a port that must look the same. The
///   tracks share the grid's size less one spacing on each axis (the growing
///   axis of a ``GridContentMode/scroll`` grid excepted) and touch each other;
///   every item is inset by half the spacing on each side of its tracks, so
///   items are one spacing apart, and the block of tracks sits in the grid by
///   the content alignment, half a spacing from each edge when centred. A cell
///   (and its background and overlay) is the item's tracks inset by half the spacing.
///
/// With 3 `.fr(1)` columns and spacing 10 in 300 points: `.betweenTracks` makes
/// columns of 93.33 at x = 0, 103.33 and 206.67; `.exyte` makes columns of
/// (300 − 10) / 3 = 96.67 from x = 5, and items 86.67 wide at x = 10, 106.67 and 203.33.
///
/// ```swift
/// Grid(tracks: 3, spacing: 10) { … }.gridSpacingStyle(.exyte)
/// ```
public enum GridSpacingStyle: Hashable, Sendable, CaseIterable {
    case betweenTracks
    case exyte
}
