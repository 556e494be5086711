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

    /// Sets the cache mode unless the initializer did: exyte's README calls
    /// ``gridCache(_:)`` `gridCaching`.
    public func gridCaching(_ cache: GridCacheMode) -> Grid {
        gridCache(cache)
    }

    /// Records how renderers animate the items to their frames in another layout
    /// of this grid (`nil`: they jump). It does not change the layout.
    ///
    /// ```swift
    /// let rows = Grid(0..<15, tracks: 5) { Color.orange.overlay(Text("\($0)")) }.gridAnimation(.default)
    /// let columns = rows.gridFlow(.columns)
    /// // LatticeRender: SceneTransition(from: rows, to: columns, in: size).svg()
    /// ```
    public func gridAnimation(_ animation: Animation?) -> Grid {
        var grid = self
        grid.animation = animation
        return grid
    }

    /// Where the spacing goes: between the tracks (CSS gaps, the default) or
    /// around every item as exyte/Grid put it. See ``GridSpacingStyle``.
    ///
    /// ```swift
    /// Grid(tracks: 3, spacing: 10) { … }.gridSpacingStyle(.exyte)
    /// ```
    public func gridSpacingStyle(_ style: GridSpacingStyle) -> Grid {
        var grid = self
        grid.modifierOptions.spacingStyle = style
        return grid
    }

    /// How ``GridTrack/fit`` tracks measure their items: by their ideal size
    /// (the default) or against the grid's size as exyte/Grid did. See ``GridFitSizing``.
    ///
    /// ```swift
    /// Grid(tracks: [.fit, .fr(1)]) { … }.gridFitSizing(.exyte)
    /// ```
    public func gridFitSizing(_ sizing: GridFitSizing) -> Grid {
        var grid = self
        grid.modifierOptions.fitSizing = sizing
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
