// The layout shared by LazyVGrid and LazyHGrid, mapped onto the CSS engine:
// the fixed axis gets the resolved GridItem tracks as fixed lengths, the growing
// axis `auto` tracks, and every item an explicit cell.

/// What a lazy grid needs to lay its items out, for either axis.
struct LazyGridLayout {
    /// The axis of the resolved tracks: `.horizontal` (columns) for ``LazyVGrid``.
    var fixedAxis: Axis
    var items: [GridElement]
    var gridItems: [GridItem]
    /// The spacing between the growing tracks (rows of a ``LazyVGrid``).
    var lineSpacing: Double
    /// Where the tracks sit along the fixed axis when the grid is longer: 0 start, ½ centre, 1 end.
    var alignment: Double
    var ids: [GridItemID]
    /// The leaves of the last layout (see ``KeptItemNodes``).
    var keptNodes = KeptItemNodes<NodesKey, Nodes>()

    /// What the items' leaves depend on besides the items and the tracks' lengths.
    struct NodesKey: Hashable, Sendable {
        var trackCount: Int
        /// Whether the spacings between tracks are all the same (else each is a track).
        var uniform: Bool
        /// Each track's alignment.
        var alignments: [Alignment]
    }

    /// The items' leaves.
    struct Nodes: Sendable {
        var children: [Node]
        /// The tracks' lengths the leaves were sized for, when some leaves depend on them
        /// (`nil` when none does).
        var trackLengths: [Double]?
        /// Whether every item is filling content stretched across its track by the
        /// grid (`justify-items` or `align-items: stretch`).
        var fillTracks = false
        /// The items with a cell background or overlay.
        var decorated = DecoratedItems()
    }

    /// `length` when it is finite and positive (a length the tracks can fill), else `nil`.
    static func definiteLength(_ length: Double?) -> Double? {
        length.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// The tracks for `length` along the fixed axis, and a warning when there is no grid item.
    func tracks(length: Double?) -> (tracks: [LazyGridTrack], warnings: [GridWarning]) {
        if gridItems.isEmpty {
            return (LazyGridTrack.resolve([GridItem()], length: length), [GridWarning(.noTracks, itemIndex: nil)])
        }
        return (LazyGridTrack.resolve(gridItems, length: length), [])
    }

    func layout(proposal: ProposedSize) -> GridLayoutResult {
        let proposal = proposal.sanitized
        let fixedLength = Self.definiteLength(proposal[fixedAxis])
        let (tracks, warnings) = tracks(length: fixedLength)
        let count = tracks.count

        // CSS Grid §7.2: the fixed tracks as lengths; when spacings differ, each
        // spacing is a track of its own between them and the gap is 0.
        let uniform = tracks.dropLast().allSatisfy { $0.spacing == tracks[0].spacing }
        var sizes: [TrackSize] = []
        sizes.reserveCapacity(uniform ? count : 2 * count - 1)
        for (index, track) in tracks.enumerated() {
            sizes.append(.points(track.size))
            if !uniform, index < count - 1 { sizes.append(.points(track.spacing)) }
        }
        let gap = uniform && count > 1 ? tracks[0].spacing : 0
        let line: (Int) -> Int = uniform ? { $0 + 1 } : { 2 * $0 + 1 }

        var style = Style()
        style.display = .grid
        style.itemSizing = .offerCell
        let spacing = ProposedSize.clampLength(lineSpacing)
        if fixedAxis == .horizontal {
            style.gridTemplateColumns = TrackList(sizes)
            style.gridAutoRows = [.auto]
            style.columnGap = .points(gap)
            style.rowGap = .points(spacing)
            style.justifyContent = ExyteToCSS.contentAlignment(alignment)   // §10.5
            style.alignContent = .start
        } else {
            style.gridTemplateRows = TrackList(sizes)
            style.gridAutoColumns = [.auto]
            style.gridAutoFlow = .column
            style.rowGap = .points(gap)
            style.columnGap = .points(spacing)
            style.alignContent = ExyteToCSS.contentAlignment(alignment)
            style.justifyContent = .start
        }
        var available = AvailableSize.maxContent
        if let fixedLength {
            if fixedAxis == .horizontal {
                style.width = .points(fixedLength)
                available.width = .definite(fixedLength)
            } else {
                style.height = .points(fixedLength)
                available.height = .definite(fixedLength)
            }
        }

        // Items fill the lines in order: CSS's automatic placement when the tracks are
        // all there is (no spacing tracks), so items alike share their style; and the
        // tracks' alignment is the grid's when they all have the same.
        let sharedAlignment = tracks.allSatisfy { $0.alignment == tracks[0].alignment } ? tracks[0].alignment : nil
        if let sharedAlignment {
            style.justifyItems = ExyteToCSS.itemAlignment(sharedAlignment.horizontal.fraction)
            style.alignItems = ExyteToCSS.itemAlignment(sharedAlignment.vertical)
        }
        let key = NodesKey(trackCount: count, uniform: uniform, alignments: tracks.map(\.alignment))
        let trackLengths = tracks.map(\.size)
        var built = keptNodes.take(key)
        if let kept = built?.trackLengths, kept != trackLengths { built = nil }
        let nodes = built ?? itemNodes(key, tracks: tracks, sharedAlignment: sharedAlignment, line: line)
        defer { keptNodes.keep(nodes, for: key) }
        if nodes.fillTracks {
            // Every item fills its track across: the grid stretches them.
            if fixedAxis == .horizontal { style.justifyItems = .stretch } else { style.alignItems = .stretch }
        }
        let layout = Node(style: style, children: nodes.children).layout(available: available)

        // The engine's fixed-axis tracks without the spacing tracks.
        let engineFixed = fixedAxis == .horizontal ? layout.columns : layout.rows
        let growingTracks = fixedAxis == .horizontal ? layout.rows : layout.columns
        var fixedTracks = engineFixed
        if let engine = engineFixed, !uniform {
            let real = (0..<count).map { line($0) - 1 + engine.leadingImplicitTracks }.filter { $0 < engine.sizes.count }
            fixedTracks = GridTracks(offsets: real.map { engine.offsets[$0] }, sizes: real.map { engine.sizes[$0] },
                                     gap: tracks[0].spacing, leadingImplicitTracks: 0, explicitTracks: real.count)
        }

        var frames: [Rect] = []
        var cells: [Rect] = []
        var areas: [GridItemArea] = []
        frames.reserveCapacity(items.count)
        cells.reserveCapacity(items.count)
        areas.reserveCapacity(items.count)
        for index in items.indices {
            let track = index % count
            let growing = index / count
            let (fixedStart, fixedSize) = Grid.extent(of: fixedTracks, start: track, span: 1)
            let (growingStart, growingSize) = Grid.extent(of: growingTracks, start: growing, span: 1)
            if fixedAxis == .horizontal {
                cells.append(Rect(x: fixedStart, y: growingStart, width: fixedSize, height: growingSize))
                areas.append(GridItemArea(column: track, row: growing, columnSpan: 1, rowSpan: 1))
            } else {
                cells.append(Rect(x: growingStart, y: fixedStart, width: growingSize, height: fixedSize))
                areas.append(GridItemArea(column: growing, row: track, columnSpan: 1, rowSpan: 1))
            }
            frames.append(index < layout.children.count ? layout.children[index].frame : .zero)
        }
        let decorations = nodes.decorated.frames(cells: cells)
        return GridLayoutResult(size: layout.frame.size, frames: frames, cells: cells, areas: areas, ids: ids,
                                backgrounds: decorations.backgrounds, overlays: decorations.overlays, warnings: warnings,
                                columns: fixedAxis == .horizontal ? fixedTracks : growingTracks,
                                rows: fixedAxis == .horizontal ? growingTracks : fixedTracks)
    }

    /// The items' leaves for `tracks`. Each item is offered its track's length and no
    /// length on the growing axis, whatever the engine asks (the tracks are fixed): its
    /// size is its answer to that one proposal, and it is a plain box of that size.
    /// Filling content with a set length on the growing axis answers its track's
    /// length on the other (or its own set length): a plain box stretched to its cell
    /// there, the same for any track lengths (see ``ItemNodes/cellFillingBox(width:height:style:)``).
    private func itemNodes(_ key: NodesKey, tracks: [LazyGridTrack], sharedAlignment: Alignment?,
                           line: (Int) -> Int) -> Nodes {
        let count = key.trackCount
        // One set of templates per track: a track's items alike are one template in a row
        // (the tracks' lengths may differ by a rounding, which makes items differ across them).
        var trackNodes = ItemNodes()
        trackNodes.itemsAlignByBaseline = sharedAlignment?.vertical.textBaseline != nil
        var nodes = [ItemNodes](repeating: trackNodes, count: count)
        var children: [Node] = []
        children.reserveCapacity(items.count)
        var dependsOnTrackLengths = false
        var fillTracks = false
        var decorated = DecoratedItems()
        // Items placed automatically and aligned alike have the same style on every
        // track: items that fill their tracks alike have the same leaf.
        let sharesLeaves = key.uniform && sharedAlignment != nil
        // (Items read in place: a copy of each would retain and release all it holds.)
        items.withUnsafeBufferPointer { items in
        // The grid stretches its items when they all fill their tracks and align alike.
        fillTracks = sharedAlignment != nil && !trackNodes.itemsAlignByBaseline
            && items.indices.allSatisfy { fillingLengths(items.baseAddress! + $0) != nil }
        var index = 0
        while index < items.count {
            defer { index += 1 }
            let track = index % count
            var itemStyle = ItemNodes.ItemStyle()
            if !key.uniform {
                let (fixed, other) = (line(track), index / count + 1)            // §8.3
                itemStyle.lines = fixedAxis == .horizontal
                    ? ItemNodes.Lines(column: fixed, columnSpan: 1, row: other, rowSpan: 1)
                    : ItemNodes.Lines(column: other, columnSpan: 1, row: fixed, rowSpan: 1)
            }
            if sharedAlignment == nil {
                let alignment = tracks[track].alignment
                itemStyle.justifySelf = ExyteToCSS.itemAlignment(alignment.horizontal.fraction)
                itemStyle.alignSelf = ExyteToCSS.itemAlignment(alignment.vertical)
            }
            let item = items.baseAddress! + index
            decorated.note(item, at: index)
            if sharesLeaves, index > 0, GridElement.fillAlike(item, item - 1), fillingLengths(item) != nil,
               !nodes[track].alignsByBaseline(itemStyle) {
                // The same leaf as the item before, and as the rest of its run of one colour
                // or shape (items alike have the same style and filling lengths).
                var end = index + 1
                while end < items.count, GridElement.fillAlike(items.baseAddress! + end, items.baseAddress! + end - 1) {
                    decorated.note(items.baseAddress! + end, at: end)
                    end += 1
                }
                children.append(contentsOf: repeatElement(children[index - 1], count: end - index))
                index = end - 1
                continue
            }
            if let (width, height) = fillingLengths(item), !nodes[track].alignsByBaseline(itemStyle) {
                children.append(nodes[track].cellFillingBox(width: width, height: height, style: itemStyle,
                                                            stretchedByGrid: fillTracks))
                continue
            }
            dependsOnTrackLengths = true
            var offer = ProposedSize(width: nil, height: nil)
            offer[fixedAxis] = tracks[track].size
            children.append(nodes[track].box(GridElement.size(of: item, for: offer), style: itemStyle) {
                items[index].content.textBaselines(at: $0)
            })
        }
        }
        return Nodes(children: children, trackLengths: dependsOnTrackLengths ? tracks.map(\.size) : nil,
                     fillTracks: fillTracks, decorated: decorated)
    }

    /// The set lengths of filling content whose length on the growing axis is set
    /// (`nil` for other content).
    private func fillingLengths(_ item: UnsafePointer<GridElement>) -> (width: Double?, height: Double?)? {
        guard let sizing = item.pointee.attributes.sizing, sizing.applies(to: item),
              case .filling(let width, let height) = sizing.kind,
              (fixedAxis == .horizontal ? height : width) != nil else { return nil }
        return (width, height)
    }

    /// A summary of everything the layout depends on besides the proposal, or
    /// `nil` when an item's content has none.
    var layoutKey: ContentKey? {
        var keys: [ContentKey] = []
        keys.reserveCapacity(items.count)
        for item in items {
            guard let key = item.content.layoutKey else { return nil }
            keys.append(key)
        }
        return ContentKey(LazyGridKey(fixedAxis: fixedAxis, gridItems: gridItems, lineSpacing: lineSpacing,
                                      alignment: alignment, items: keys))
    }
}

private struct LazyGridKey: Hashable, Sendable {
    var fixedAxis: Axis
    var gridItems: [GridItem]
    var lineSpacing: Double
    var alignment: Double
    var items: [ContentKey]
}
