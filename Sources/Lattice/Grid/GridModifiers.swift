// Container modifiers. A value given to the initializer wins over the modifier, as in exyte.

extension Grid {
    /// Sets the content mode unless the initializer did.
    ///
    /// ```swift
    /// Grid(tracks: 3) { … }.gridContentMode(.scroll)
    /// ```
    public func gridContentMode(_ contentMode: GridContentMode) -> Grid {
        var grid = self
        grid.modifierOptions.contentMode = contentMode
        return grid
    }

    /// Sets the flow unless the initializer did.
    ///
    /// ```swift
    /// Grid(tracks: 3) { … }.gridFlow(.columns)
    /// ```
    public func gridFlow(_ flow: GridFlow) -> Grid {
        var grid = self
        grid.modifierOptions.flow = flow
        return grid
    }

    /// Sets the packing unless the initializer did.
    ///
    /// ```swift
    /// Grid(tracks: 4) { … }.gridPacking(.dense)
    /// ```
    public func gridPacking(_ packing: GridPacking) -> Grid {
        var grid = self
        grid.modifierOptions.packing = packing
        return grid
    }

    /// Sets the alignment of the items that have no ``GridContent/gridItemAlignment(_:)``
    /// unless the initializer did (CSS `justify-items`/`align-items`).
    ///
    /// ```swift
    /// Grid(tracks: 3) { … }.gridCommonItemsAlignment(.topLeading)
    /// ```
    public func gridCommonItemsAlignment(_ alignment: GridAlignment) -> Grid {
        var grid = self
        grid.modifierOptions.commonItemsAlignment = alignment
        return grid
    }

    /// Sets how the tracks sit in a larger grid unless the initializer did
    /// (CSS `justify-content`/`align-content`).
    ///
    /// ```swift
    /// Grid(tracks: [.pt(50), .pt(50)]) { … }.gridContentAlignment(.topTrailing)
    /// ```
    public func gridContentAlignment(_ alignment: GridAlignment) -> Grid {
        var grid = self
        grid.modifierOptions.contentAlignment = alignment
        return grid
    }

    /// Sets the cache mode unless the initializer did.
    ///
    /// ```swift
    /// Grid(tracks: 3) { … }.gridCache(.noCache)
    /// ```
    public func gridCache(_ cache: GridCacheMode) -> Grid {
        var grid = self
        grid.modifierOptions.cache = cache
        return grid
    }

    /// Beyond exyte: the sizes of the growing tracks (CSS `grid-auto-rows` in
    /// the rows flow, `grid-auto-columns` in the columns flow), repeated in
    /// turn. By default they are `minmax(0, 1fr)` in fill mode and `max-content`
    /// in scroll mode. An empty list restores the default.
    ///
    /// ```swift
    /// Grid(tracks: 3) { … }.gridAutoTracks([.pt(44)])   // every row 44 points
    /// ```
    public func gridAutoTracks(_ tracks: [GridTrack]) -> Grid {
        var grid = self
        grid.autoTracks = tracks.isEmpty ? nil : tracks
        return grid
    }
}
