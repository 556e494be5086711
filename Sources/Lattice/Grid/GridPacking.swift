/// How auto-placement fills the grid (exyte's `GridPacking`).
///
/// - ``sparse`` (default): placement only moves forward, so items stay in
///   order even if that leaves holes. CSS `grid-auto-flow: row` (or `column`).
/// - ``dense``: each item takes the first hole it fits in, from the start of
///   the grid. CSS `grid-auto-flow: row dense`.
///
/// ```swift
/// Grid(tracks: 4, packing: .dense) { … }
/// ```
public enum GridPacking: Hashable, Sendable, CaseIterable {
    case sparse
    case dense
}
