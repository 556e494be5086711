// The layout of a MasonryGrid, mapped onto the engine's grid lanes (CSS Grid 3,
// `display: grid-lanes`): the lanes are the resolved GridItems as fixed lengths, the
// items are stacked by the engine's running positions.

/// What a masonry grid needs to lay its items out, for either axis.
struct MasonryLayout {
    /// The axis the items stack along: `.vertical` when the lanes are columns.
    var axis: Axis
    var items: [GridElement]
    var gridItems: [GridItem]
    /// The space between two items of a lane, and between lanes unless the first
    /// grid item has a spacing of its own.
    var spacing: Double
    /// Where the lanes sit across the grid when it is longer than them: 0 start, ½ centre, 1 end.
    var alignment: Double
    /// The flow tolerance in points (`.infinity`: round the lanes).
    var tolerance: Double
    var ids: [GridItemID]

    /// The axis the lanes are tracks of: `.horizontal` (columns) for a vertical masonry.
    var laneAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The gap between two lanes: the first grid item's spacing, else the grid's
    /// (grid lanes have one gap between lanes, CSS `column-gap` for columns).
    var laneSpacing: Double { Self.clamp(gridItems.first?.spacing ?? spacing) }

    /// The gap between two items of a lane (CSS `row-gap` for columns).
    var itemSpacing: Double { Self.clamp(spacing) }

    static func clamp(_ length: Double) -> Double {
        Swift.min(LazyGridTrack.maxLength, ProposedSize.clampLength(length))
    }

    /// The lanes for `length` points across them (`nil`: no length): the grid
    /// items resolved as a lazy grid resolves its columns, each spaced by
    /// ``laneSpacing``; one flexible lane, with a warning, when there is no grid item.
    func lanes(length: Double?) -> (lanes: [LazyGridTrack], warnings: [GridWarning]) {
        let warnings = gridItems.isEmpty ? [GridWarning(.noTracks, itemIndex: nil)] : []
        var resolved = gridItems.isEmpty ? [GridItem()] : gridItems
        for index in resolved.indices { resolved[index].spacing = laneSpacing }
        return (LazyGridTrack.resolve(resolved, length: length), warnings)
    }

    /// The grid-lanes container for `lanes` in a grid `length` points across them
    /// (`nil`: as long as the lanes).
    func containerStyle(lanes: [LazyGridTrack], length: Double?) -> Style {
        var style = Style()
        style.display = .gridLanes
        style.flowTolerance = tolerance.isInfinite ? .infinite : .length(.points(tolerance))
        let template = TrackList(lanes.map { TrackSize.points($0.size) })
        let laneAlignment = ExyteToCSS.contentAlignment(laneFraction(lanes: lanes, length: length))
        let lanesAreColumns = laneAxis == .horizontal
        style.gridLanesDirection = lanesAreColumns ? .column : .row
        if lanesAreColumns { style.gridTemplateColumns = template } else { style.gridTemplateRows = template }
        style.columnGap = .points(lanesAreColumns ? laneSpacing : itemSpacing)
        style.rowGap = .points(lanesAreColumns ? itemSpacing : laneSpacing)
        style.justifyContent = lanesAreColumns ? laneAlignment : .start
        style.alignContent = lanesAreColumns ? .start : laneAlignment
        if let length {
            if lanesAreColumns { style.width = .points(length) } else { style.height = .points(length) }
        }
        return style
    }

    /// Where `lanes` sit in a grid `length` long: by ``alignment`` when they leave room
    /// or overflow, at the start when they fill it (to rounding: flexible lanes sum to
    /// the length but for the last bits, which must not move them off the edge).
    func laneFraction(lanes: [LazyGridTrack], length: Double?) -> Double {
        guard let length else { return 0 }
        let extent = lanes.reduce(0) { $0 + $1.size } + Double(Swift.max(0, lanes.count - 1)) * laneSpacing
        return Swift.abs(length - extent) <= 1e-9 * Swift.max(1, length) ? 0 : alignment
    }

    func layout(proposal: ProposedSize) -> GridLayoutResult {
        let length = LazyGridLayout.definiteLength(proposal.sanitized[laneAxis])
        var (lanes, warnings) = lanes(length: length)
        let gap = laneSpacing
        let count = lanes.count
        // Lanes of one length: an item's cross length depends on its span alone, so it
        // is measured once, here, and the engine stacks plain boxes.
        let uniform = lanes.allSatisfy { $0.size == lanes[0].size }
        func crossLength(from start: Int, span: Int) -> Double {
            (start ..< start + span).reduce(0) { $0 + lanes[$1].size } + Double(span - 1) * gap
        }

        var placements: [MasonryItemPlacement] = []
        placements.reserveCapacity(items.count)
        var nodes = ItemNodes()
        var children: [Node] = []
        children.reserveCapacity(items.count)
        var measured: [Size?] = []
        measured.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let placement = MasonryItemPlacement(item.attributes, laneAxis: laneAxis, laneCount: count,
                                                 itemIndex: index, warnings: &warnings)
            placements.append(placement)
            let style = placement.itemStyle(laneAxis: laneAxis)
            if uniform {
                var offer = ProposedSize(width: nil, height: nil)
                let cross = crossLength(from: 0, span: placement.span)
                offer[laneAxis] = cross
                let size = item.size(for: offer)
                var box = size
                box[laneAxis] = cross
                measured.append(size)
                children.append(nodes.box(box, style: style) { _ in nil })  // (items align by no baseline)
            } else {
                // The engine picks the lanes: the item is measured there, offered its lanes'
                // length (the engine stretches it across them) and none along the stack.
                let stackAxis = axis
                measured.append(nil)
                children.append(nodes.node(style: style, measure: Measure { input in
                    var offer = ProposedSize(input)
                    offer[stackAxis] = nil
                    return item.size(for: offer)
                }))
            }
        }
        var available = AvailableSize.maxContent
        if let length {
            if laneAxis == .horizontal { available.width = .definite(length) } else { available.height = .definite(length) }
        }
        let layout = Node(style: containerStyle(lanes: lanes, length: length), children: children).layout(available: available)

        let laneTracks = laneAxis == .horizontal ? layout.columns : layout.rows
        var frames: [Rect] = []
        var cells: [Rect] = []
        var areas: [GridItemArea] = []
        frames.reserveCapacity(items.count)
        cells.reserveCapacity(items.count)
        areas.reserveCapacity(items.count)
        for index in items.indices {
            let cell = index < layout.children.count ? layout.children[index].frame : .zero
            let lane = laneTracks.map { Self.lane(at: cell.minimum(along: laneAxis), in: $0.offsets) } ?? 0
            let span = placements[index].span
            var offer = ProposedSize(width: nil, height: nil)
            offer[laneAxis] = cell.size[laneAxis]
            let size = measured[index] ?? items[index].size(for: offer)
            frames.append(Self.frame(of: size, in: cell, laneAlignment: lanes[Swift.min(lane, count - 1)].alignment,
                                     laneAxis: laneAxis))
            cells.append(cell)
            areas.append(laneAxis == .horizontal
                ? GridItemArea(column: lane, row: 0, columnSpan: span, rowSpan: 1)
                : GridItemArea(column: 0, row: lane, columnSpan: 1, rowSpan: span))
        }
        let decorations = DecoratedItems(items).frames(cells: cells)
        return GridLayoutResult(size: layout.frame.size, frames: frames, cells: cells, areas: areas, ids: ids,
                                backgrounds: decorations.backgrounds, overlays: decorations.overlays,
                                warnings: warnings, columns: layout.columns, rows: layout.rows)
    }

    /// The frame of an item of `size` in `cell`: aligned across its lanes by its first
    /// lane's alignment; along the stack its cell is its own length.
    static func frame(of size: Size, in cell: Rect, laneAlignment: Alignment, laneAxis: Axis) -> Rect {
        let fraction = laneAxis == .horizontal ? laneAlignment.horizontal.fraction : laneAlignment.vertical.fraction
        let stackAxis: Axis = laneAxis == .horizontal ? .vertical : .horizontal
        return Rect(along: laneAxis, start: cell.minimum(along: laneAxis) + (cell.size[laneAxis] - size[laneAxis]) * fraction,
                    length: size[laneAxis], crossStart: cell.minimum(along: stackAxis), crossLength: size[stackAxis])
    }

    /// The lane starting at `offset`: the last lane starting at or before it (lanes are in order).
    static func lane(at offset: Double, in offsets: [Double]) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= offset + 1e-9 { low = middle + 1 } else { high = middle }
        }
        return Swift.max(0, low - 1)
    }

    /// A summary of everything the layout depends on besides the proposal, or
    /// `nil` when an item's content has none.
    var layoutKey: ContentKey? {
        var keys: [ContentKey] = []
        keys.reserveCapacity(items.count)
        for item in items {
            guard let key = item.content.layoutKey else { return nil }
            keys.append(ContentKey(MasonryItemKey(content: key, attributes: item.attributes.layoutKey)))
        }
        return ContentKey(MasonryKey(axis: axis, gridItems: gridItems, spacing: spacing, alignment: alignment,
                                     tolerance: tolerance, items: keys))
    }
}

/// The lanes an item of a masonry grid asks for, made valid for the lanes there are:
/// its span (``GridContent/gridSpan(column:row:)`` on the lane axis) no wider than the
/// lanes from its start, and its start (``GridContent/gridStart(column:row:)``) when it is
/// a lane; otherwise it is placed automatically. Each change is reported as a warning.
struct MasonryItemPlacement: Hashable {
    /// The first lane, counted from 0; `nil` for an automatically placed item.
    var start: Int?
    var span: Int

    init(_ attributes: GridItemAttributes, laneAxis: Axis, laneCount: Int, itemIndex: Int,
         warnings: inout [GridWarning]) {
        var start = attributes.start[laneAxis]
        if let requested = start, requested < 0 {
            warnings.append(GridWarning(.negativeStart(axis: laneAxis, start: requested), itemIndex: itemIndex))
            start = nil
        } else if let requested = start, requested >= laneCount {
            warnings.append(GridWarning(.startOutsideTracks(axis: laneAxis, start: requested, trackCount: laneCount),
                                        itemIndex: itemIndex))
            start = nil
        }
        let requested = attributes.span[laneAxis]
        let room = laneCount - (start ?? 0)
        if requested > room {
            warnings.append(GridWarning(.spanClamped(axis: laneAxis, requested: requested, used: room), itemIndex: itemIndex))
        }
        self.start = start
        self.span = Swift.min(requested, room)
    }

    /// The engine item's placement: `grid-column: start + 1 / span n` (rows for row
    /// lanes), or `span n` when placed automatically.
    func itemStyle(laneAxis: Axis) -> ItemNodes.ItemStyle {
        var style = ItemNodes.ItemStyle()
        if let start {
            style.lines = laneAxis == .horizontal
                ? ItemNodes.Lines(column: start + 1, columnSpan: span, row: 1, rowSpan: 1)
                : ItemNodes.Lines(column: 1, columnSpan: 1, row: start + 1, rowSpan: span)
        } else if span > 1 {
            style.autoSpan = laneAxis == .horizontal ? GridSpan(column: span, row: 1) : GridSpan(column: 1, row: span)
        }
        return style
    }
}

private struct MasonryKey: Hashable, Sendable {
    var axis: Axis
    var gridItems: [GridItem]
    var spacing: Double
    var alignment: Double
    var tolerance: Double
    var items: [ContentKey]
}

private struct MasonryItemKey: Hashable, Sendable {
    var content: ContentKey
    var attributes: GridItemAttributes.LayoutKey
}
