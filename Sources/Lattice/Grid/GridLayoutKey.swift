/// Everything a grid's layout depends on besides the proposal: the cache key
/// of ``Grid``, and its ``GridContent/layoutKey`` when nested.
struct GridStructureKey: Hashable, Sendable {
    struct Item: Hashable, Sendable {
        var id: GridItemID?
        var attributes: GridItemAttributes.LayoutKey
        var content: ContentKey
    }

    var template: GridTemplate
    var spacing: GridSpacing
    var options: ResolvedGridOptions
    var autoTracks: [GridTrack]?
    var items: [Item]
}

extension Grid {
    /// The structure key under `options`, or `nil` when an item's content has no layout key.
    func structureKey(_ options: ResolvedGridOptions) -> GridStructureKey? {
        var keyed: [GridStructureKey.Item] = []
        keyed.reserveCapacity(items.count)
        for item in items {
            guard let content = item.content.layoutKey else { return nil }
            keyed.append(GridStructureKey.Item(id: item.explicitID, attributes: item.attributes.layoutKey, content: content))
        }
        var options = options
        options.cache = .inMemoryCache
        return GridStructureKey(template: template, spacing: spacing, options: options, autoTracks: autoTracks, items: keyed)
    }

    /// A grid's size depends on its tracks, options and items; `nil` when an
    /// item's content has no layout key.
    public var layoutKey: ContentKey? {
        structureKey(options).map { ContentKey($0) }
    }
}
