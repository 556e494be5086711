/// Everything a grid's layout depends on besides the proposal: the cache key of
/// ``Grid``, and its ``GridContent/layoutKey`` when nested.
///
/// The key keeps the grid's items (sharing their storage) and hashes a few of them:
/// computing every item's layout key for every layout would cost as much as the layout
/// of simple items. Equality compares every item's identity, attributes and layout
/// key (an item without a layout key equals nothing), so a hit is exact; grids whose
/// items share their storage are equal without comparing them.
struct GridStructureKey: Hashable, Sendable {
    /// What an item's layout depends on.
    struct Item: Hashable, Sendable {
        var id: GridItemID?
        var attributes: GridItemAttributes.LayoutKey
        var content: ContentKey

        /// The key of `element`; `nil` when its content has no layout key.
        init?(_ element: GridElement) {
            guard let content = element.content.layoutKey else { return nil }
            id = element.explicitID
            attributes = element.attributes.layoutKey
            self.content = content
        }
    }

    var template: GridTemplate
    var spacing: GridSpacing
    var options: ResolvedGridOptions
    var autoTracks: [GridTrack]?
    let items: [GridElement]
    /// The keys of the first, last and a few evenly spaced items: what is hashed.
    private let sample: [Item]

    /// The key of `grid` under `options`; `nil` when a sampled item has no layout key
    /// (an item not sampled without one makes the key equal to no other).
    init?(_ grid: Grid, options: ResolvedGridOptions) {
        let count = grid.items.count
        let positions = count == 0 ? [] : [0, count / 4, count / 2, 3 * count / 4, count - 1]
        var sample: [Item] = []
        sample.reserveCapacity(positions.count)
        var previous = -1
        for position in positions where position != previous {  // (ascending: skips repeats)
            guard let item = Item(grid.items[position]) else { return nil }
            sample.append(item)
            previous = position
        }
        template = grid.template
        spacing = grid.spacing
        var options = options
        options.cache = .inMemoryCache
        self.options = options
        autoTracks = grid.autoTracks
        items = grid.items
        self.sample = sample
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(spacing)
        hasher.combine(options)
        hasher.combine(autoTracks)
        hasher.combine(items.count)
        hasher.combine(sample)
    }

    static func == (lhs: GridStructureKey, rhs: GridStructureKey) -> Bool {
        guard lhs.template == rhs.template, lhs.spacing == rhs.spacing, lhs.options == rhs.options,
              lhs.autoTracks == rhs.autoTracks, lhs.items.count == rhs.items.count, lhs.sample == rhs.sample
        else { return false }
        let shared = lhs.items.withUnsafeBufferPointer { left in
            rhs.items.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
        }
        if shared { return lhs.items.allSatisfy { $0.content.layoutKey != nil } }
        for (left, right) in zip(lhs.items, rhs.items) {
            guard let leftKey = Item(left), let rightKey = Item(right), leftKey == rightKey else { return false }
        }
        return true
    }
}

extension Grid {
    /// A grid's size depends on its tracks, options and items; `nil` when an
    /// item's content has no layout key.
    public var layoutKey: ContentKey? {
        guard items.allSatisfy({ $0.content.layoutKey != nil }) else { return nil }
        return GridStructureKey(self, options: options).map { ContentKey($0) }
    }
}
