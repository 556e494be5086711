/// Whether a grid reuses earlier layouts (exyte's `GridCacheMode`).
///
/// - ``inMemoryCache`` (default): a layout is reused for identical inputs
///   (tracks, options, proposal, item attributes and every item's
///   ``GridContent/layoutKey``). The cache is bounded and thread-safe. Grids with
///   an item whose content has no layout key are computed every time. A grid
///   value also keeps the engine's nodes for its items from one layout to the
///   next, so that laying it out again at another size does not build them again.
/// - ``noCache``: every layout is computed, and measures every item anew.
///
/// Layout is a pure function either way, and can run on any thread.
///
/// ```swift
/// Grid(tracks: 3, cache: .noCache) { … }
/// ```
public enum GridCacheMode: Hashable, Sendable, CaseIterable {
    case inMemoryCache
    case noCache
}
