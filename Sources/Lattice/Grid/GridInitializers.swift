// exyte/Grid 1.5's four initializer families, with the same labels and defaults.

extension Grid {
    /// A grid of the items built by `content`.
    ///
    /// ```swift
    /// Grid(tracks: 3) {
    ///     Color.blue; Color.purple; Color.red
    ///     Color.cyan; Color.green; Color.orange
    /// }
    /// ```
    public init(tracks: [GridTrack] = 1, contentMode: GridContentMode? = nil, flow: GridFlow? = nil,
                packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil, @GridBuilder content: () -> GridBuilderResult) {
        self.init(items: content().elements, template: .fixed(tracks), spacing: spacing,
                  options: GridOptions(contentMode: contentMode, flow: flow, packing: packing,
                                       commonItemsAlignment: commonItemsAlignment,
                                       contentAlignment: contentAlignment, cache: cache))
    }

    /// A grid of `tracks` flexible tracks (`.fr(1)` each) of the items built by `content`.
    ///
    /// ```swift
    /// let columns = 4
    /// Grid(tracks: columns) { Color.red }
    /// ```
    public init(tracks: Int, contentMode: GridContentMode? = nil, flow: GridFlow? = nil,
                packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil, @GridBuilder content: () -> GridBuilderResult) {
        self.init(tracks: [GridTrack](integerLiteral: tracks), contentMode: contentMode, flow: flow,
                  packing: packing, spacing: spacing, commonItemsAlignment: commonItemsAlignment,
                  contentAlignment: contentAlignment, cache: cache, content: content)
    }

    /// A grid of the items built for each element of `data`, identified by `id`.
    ///
    /// ```swift
    /// Grid(colorNames, id: \.self, tracks: 3) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable & Sendable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, tracks: [GridTrack] = 1,
        contentMode: GridContentMode? = nil, flow: GridFlow? = nil, packing: GridPacking? = nil,
        spacing: GridSpacing = 5, commonItemsAlignment: GridAlignment? = nil,
        contentAlignment: GridAlignment? = nil, cache: GridCacheMode? = nil,
        @GridBuilder item: (Data.Element) -> GridBuilderResult
    ) {
        self.init(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing, spacing: spacing,
                  commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment,
                  cache: cache) { GridGroup(data, id: id, item: item) }
    }

    /// A grid of the items built for each number of `data`, identified by their position.
    ///
    /// ```swift
    /// Grid(0..<6, tracks: 3) { _ in Color.red }
    /// ```
    public init(
        _ data: Range<Int>, tracks: [GridTrack] = 1,
        contentMode: GridContentMode? = nil, flow: GridFlow? = nil, packing: GridPacking? = nil,
        spacing: GridSpacing = 5, commonItemsAlignment: GridAlignment? = nil,
        contentAlignment: GridAlignment? = nil, cache: GridCacheMode? = nil,
        @GridBuilder item: (Int) -> GridBuilderResult
    ) {
        self.init(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing, spacing: spacing,
                  commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment,
                  cache: cache) { GridGroup(data, item: item) }
    }

    /// A grid of the items built for each `Identifiable` element of `data`, identified by their ids.
    ///
    /// ```swift
    /// Grid(colorModels, tracks: 3) { Color(red: $0.red, green: $0.green, blue: $0.blue) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, tracks: [GridTrack] = 1,
        contentMode: GridContentMode? = nil, flow: GridFlow? = nil, packing: GridPacking? = nil,
        spacing: GridSpacing = 5, commonItemsAlignment: GridAlignment? = nil,
        contentAlignment: GridAlignment? = nil, cache: GridCacheMode? = nil,
        @GridBuilder item: (Data.Element) -> GridBuilderResult
    ) where Data.Element: Identifiable, Data.Element.ID: Sendable {
        self.init(tracks: tracks, contentMode: contentMode, flow: flow, packing: packing, spacing: spacing,
                  commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment,
                  cache: cache) { GridGroup(data, item: item) }
    }

    /// Beyond exyte: a grid with separate column and row templates
    /// (`grid-template-columns`/`grid-template-rows`). The flow picks the fixed
    /// axis (columns for ``GridFlow/rows``); the other template sizes the first
    /// growing tracks, and later ones are sized as the content mode or
    /// ``gridAutoTracks(_:)`` says.
    ///
    /// ```swift
    /// Grid(columns: [.pt(100), .fr(1)], rows: [.pt(40)]) {
    ///     Text("Header").gridSpan(column: 2)
    ///     Text("Menu"); Text("Body")
    /// }
    /// ```
    public init(columns: [GridTrack], rows: [GridTrack] = [], contentMode: GridContentMode? = nil,
                flow: GridFlow? = nil, packing: GridPacking? = nil, spacing: GridSpacing = 5,
                commonItemsAlignment: GridAlignment? = nil, contentAlignment: GridAlignment? = nil,
                cache: GridCacheMode? = nil, @GridBuilder content: () -> GridBuilderResult) {
        self.init(items: content().elements, template: .explicit(columns: columns, rows: rows), spacing: spacing,
                  options: GridOptions(contentMode: contentMode, flow: flow, packing: packing,
                                       commonItemsAlignment: commonItemsAlignment,
                                       contentAlignment: contentAlignment, cache: cache))
    }
}
