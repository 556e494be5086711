/// A grid's container options as set by an initializer or by modifiers;
/// `nil` is unset. The initializer's value wins over the modifier's, then the default.
struct GridOptions: Hashable, Sendable {
    var contentMode: GridContentMode?
    var flow: GridFlow?
    var packing: GridPacking?
    var commonItemsAlignment: GridAlignment?
    var contentAlignment: GridAlignment?
    var cache: GridCacheMode?
    var spacingStyle: GridSpacingStyle?
    var fitSizing: GridFitSizing?

    /// `self` where set, else `fallback`.
    func merged(over fallback: GridOptions) -> GridOptions {
        GridOptions(contentMode: contentMode ?? fallback.contentMode,
                    flow: flow ?? fallback.flow,
                    packing: packing ?? fallback.packing,
                    commonItemsAlignment: commonItemsAlignment ?? fallback.commonItemsAlignment,
                    contentAlignment: contentAlignment ?? fallback.contentAlignment,
                    cache: cache ?? fallback.cache,
                    spacingStyle: spacingStyle ?? fallback.spacingStyle,
                    fitSizing: fitSizing ?? fallback.fitSizing)
    }
}

/// A grid's options after the initializer > modifier > default precedence.
public struct ResolvedGridOptions: Hashable, Sendable {
    public var contentMode: GridContentMode
    public var flow: GridFlow
    public var packing: GridPacking
    public var commonItemsAlignment: GridAlignment
    public var contentAlignment: GridAlignment
    public var cache: GridCacheMode
    public var spacingStyle: GridSpacingStyle
    public var fitSizing: GridFitSizing

    init(_ options: GridOptions) {
        contentMode = options.contentMode ?? .fill
        flow = options.flow ?? .rows
        packing = options.packing ?? .sparse
        commonItemsAlignment = options.commonItemsAlignment ?? .center
        contentAlignment = options.contentAlignment ?? .center
        cache = options.cache ?? .inMemoryCache
        spacingStyle = options.spacingStyle ?? .betweenTracks
        fitSizing = options.fitSizing ?? .idealSize
    }
}
