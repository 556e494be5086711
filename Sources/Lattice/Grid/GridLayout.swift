extension Grid {
    /// Lays the grid out in `size`.
    ///
    /// ```swift
    /// let result = Grid(tracks: 2) { Color.red; Color.blue }.layout(in: Size(width: 105, height: 50))
    /// result.frames // [x 0, 50 × 50], [x 55, 50 × 50]
    /// ```
    public func layout(in size: Size) -> GridLayoutResult {
        layout(proposal: ProposedSize(size))
    }

    /// Lays the grid out for a SwiftUI-style proposal: on an axis with `nil`
    /// (or infinity), the grid takes its ideal (max-content) length; with `0`,
    /// its minimum (min-content) length; with a number, that length in
    /// ``GridContentMode/fill`` mode. In ``GridContentMode/scroll`` mode the
    /// growing axis always takes the content's length.
    ///
    /// ```swift
    /// let ideal = grid.layout(proposal: ProposedSize(width: 320, height: nil))
    /// ```
    public func layout(proposal: ProposedSize) -> GridLayoutResult {
        let proposal = Self.finite(proposal)
        let options = self.options
        guard options.cache == .inMemoryCache, let structure = GridStructureKey(self, options: options) else {
            return computeLayout(proposal: proposal, options: options)
        }
        let key = GridLayoutCache.Key(structure: structure, proposal: proposal)
        if let cached = GridLayoutCache.shared.value(for: key) { return cached }
        let result = computeLayout(proposal: proposal, options: options)
        GridLayoutCache.shared.insert(result, for: key, weight: items.count + 1)
        return result
    }

    /// The layout, computed: exyte placement, then the CSS engine.
    func computeLayout(proposal: ProposedSize, options: ResolvedGridOptions) -> GridLayoutResult {
        if case .rows = template { return computeRowsLayout(proposal: proposal, options: options) }
        if options.spacingStyle == .exyte || options.fitSizing == .exyte {
            return computeExyteMetricsLayout(proposal: proposal, options: options)
        }
        let container = container(proposal: proposal, options: options)
        let key = container.key
        let built = keptNodes(options)?.take(key) ?? itemNodes(for: key)
        defer { keptNodes(options)?.keep(built, for: key) }
        let warnings = container.warnings + built.warnings
        let layout = Node(style: container.style, children: built.children).layout(available: container.available)
        return GridLayoutResult(layout: layout, areas: built.areas, ids: ids, decorated: built.decorated, warnings: warnings)
    }

    /// A proposal as the layout takes it: sanitized, an infinite length `nil`.
    static func finite(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.sanitized.width.flatMap { $0.isFinite ? $0 : nil },
                     height: proposal.sanitized.height.flatMap { $0.isFinite ? $0 : nil })
    }

    /// The engine's container for `proposal` (of a grid of tracks laid out without
    /// exyte's metrics): its style, the space it is laid out in, what its items'
    /// leaves depend on, and what could not be done as asked with the tracks.
    func container(proposal: ProposedSize, options: ResolvedGridOptions)
        -> (style: Style, available: AvailableSize, key: GridItemNodes.Key, warnings: [GridWarning]) {
        let fixedAxis = options.flow.fixedAxis
        var warnings: [GridWarning] = []

        // The fixed tracks (grid-template-columns in the rows flow).
        var (fixedTracks, growingTracks) = template.tracks(for: options.flow)
        let fixedSpace = proposal[fixedAxis].flatMap { $0 > 0 ? $0 : nil }
        var repeatCount = ExyteToCSS.autoRepeatCount(fixedTracks, available: fixedSpace, gap: spacing[fixedAxis])
        fixedTracks = ExyteToCSS.exyteFlexFactors(fixedTracks, autoRepeatCount: repeatCount)
        var (fixedList, fixedCount) = ExyteToCSS.template(fixedTracks, autoRepeatCount: repeatCount)
        if fixedCount == 0 {
            warnings.append(GridWarning(.noTracks, itemIndex: nil))
            fixedTracks = [.fr(1)]
            repeatCount = 1
            (fixedList, fixedCount) = ExyteToCSS.template(fixedTracks, autoRepeatCount: repeatCount)
        }

        let (style, available) = containerStyle(
            options: options, proposal: proposal, fixedList: fixedList, growingTracks: growingTracks)
        let key = GridItemNodes.Key(fixedCount: fixedCount, flow: options.flow, packing: options.packing,
                                    alignment: options.commonItemsAlignment)
        return (style, available, key, warnings)
    }

    /// The engine's leaf of each item, placed by exyte's rules in `key.fixedCount` fixed tracks.
    private func itemNodes(for key: GridItemNodes.Key) -> GridItemNodes {
        let fixedCount = key.fixedCount
        let fixedAxis = key.flow.fixedAxis
        let growingAxis = fixedAxis.cross
        var warnings: [GridWarning] = []
        var nodes = ItemNodes()
        nodes.itemsAlignByBaseline = key.alignment.vertical.textBaseline != nil
        var children: [Node] = []
        children.reserveCapacity(items.count)
        var areas: [GridItemArea] = []
        areas.reserveCapacity(items.count)
        var decorated = DecoratedItems()
        // (Items read in place: a copy of each would retain and release all it holds.)
        items.withUnsafeBufferPointer { items in
            // While every item is automatic and one cell: exyte's placement is CSS's (item i
            // in fixed track i % count, growing track i / count, sparse or dense alike), so
            // the engine places them, and items alike share their style.
            var automatic = true
            func automaticArea(_ index: Int) -> GridItemArea {
                Self.area(ExytePlacement.Area(fixed: index % fixedCount, growing: index / fixedCount, fixedSpan: 1, growingSpan: 1),
                          fixedAxis: fixedAxis)
            }
            var index = 0
            while index < items.count {
                let item = items.baseAddress! + index
                guard Self.isAutomaticCell(item) else {
                    automatic = false
                    break
                }
                areas.append(automaticArea(index))
                decorated.note(item, at: index)
                // The items after it alike (a run of one colour or shape) share its leaf.
                var end = index + 1
                while end < items.count {
                    let next = items.baseAddress! + end
                    guard Self.isAutomaticCell(next), GridElement.fillAlike(next, next - 1) else { break }
                    areas.append(automaticArea(end))
                    decorated.note(next, at: end)
                    end += 1
                }
                let style = Self.itemStyle(alignment: item.pointee.attributes.alignment, lines: nil, fixedAxis: fixedAxis)
                let node = nodes.node(at: item, style: style)
                if end == index + 1 {
                    children.append(node)
                } else {
                    children.append(contentsOf: repeatElement(node, count: end - index))
                }
                index = end
            }
            if automatic { return }
            // An item with a start or a span: every item is placed by exyte's rules.
            children.removeAll(keepingCapacity: true)
            areas.removeAll(keepingCapacity: true)
            decorated = DecoratedItems()
            // exyte's placement, turned into explicit lines for the engine.
            var requests: [ExytePlacement.Request] = []
            requests.reserveCapacity(items.count)
            for index in items.indices {
                let (start, span) = (items[index].attributes.start, items[index].attributes.span)
                requests.append(ExytePlacement.Request(
                    fixedStart: start[fixedAxis], growingStart: start[growingAxis],
                    fixedSpan: span[fixedAxis], growingSpan: span[growingAxis]))
            }
            let placement = ExytePlacement.place(requests, fixedCount: fixedCount, packing: key.packing, fixedAxis: fixedAxis)
            warnings.append(contentsOf: placement.warnings)
            for index in items.indices {
                let style = Self.itemStyle(alignment: items[index].attributes.alignment, lines: placement.areas[index],
                                           fixedAxis: fixedAxis)
                children.append(nodes.node(at: items.baseAddress! + index, style: style))
                areas.append(Self.area(placement.areas[index], fixedAxis: fixedAxis))
                decorated.note(items.baseAddress! + index, at: index)
            }
        }
        return GridItemNodes(children: children, areas: areas, warnings: warnings, decorated: decorated)
    }

    /// Whether the item at `item` is placed automatically in one cell (no start, no span).
    private static func isAutomaticCell(_ item: UnsafePointer<GridElement>) -> Bool {
        let (start, span) = (item.pointee.attributes.start, item.pointee.attributes.span)
        return start.column == nil && start.row == nil && span.column == 1 && span.row == 1
    }

    /// The container's style and the space it is laid out in.
    private func containerStyle(options: ResolvedGridOptions, proposal: ProposedSize,
                                fixedList: TrackList, growingTracks: [GridTrack]) -> (Style, AvailableSize) {
        let fixedAxis = options.flow.fixedAxis
        let growingAxis = fixedAxis.cross
        var style = Style()
        style.display = .grid
        style.itemSizing = .offerCell
        style.gridAutoFlow = GridAutoFlow(direction: options.flow == .rows ? .horizontal : .vertical,
                                          dense: options.packing == .dense)
        style.columnGap = .points(spacing.horizontal)
        style.rowGap = .points(spacing.vertical)
        style.justifyContent = ExyteToCSS.contentAlignment(options.contentAlignment.horizontal.fraction)
        style.alignContent = ExyteToCSS.contentAlignment(options.contentAlignment.vertical.fraction)
        style.justifyItems = ExyteToCSS.itemAlignment(options.commonItemsAlignment.horizontal.fraction)
        style.alignItems = ExyteToCSS.itemAlignment(options.commonItemsAlignment.vertical)

        // Growing tracks: an explicit template if given, then grid-auto-rows/-columns.
        var growingList = TrackList.none
        if !growingTracks.isEmpty {
            let space = options.contentMode == .fill ? proposal[growingAxis].flatMap { $0 > 0 ? $0 : nil } : nil
            let count = ExyteToCSS.autoRepeatCount(growingTracks, available: space, gap: spacing[growingAxis])
            growingList = ExyteToCSS.template(ExyteToCSS.exyteFlexFactors(growingTracks, autoRepeatCount: count),
                                              autoRepeatCount: count).list
        }
        var autoSizes = autoTracks.map { ExyteToCSS.flattened($0) } ?? []
        if autoSizes.isEmpty {
            autoSizes = options.contentMode == .fill
                ? [TrackSize(min: .fixed(.points(0)), max: .flex(1))]
                : [.maxContent]
        }
        if fixedAxis == .horizontal {
            style.gridTemplateColumns = fixedList
            style.gridTemplateRows = growingList
            style.gridAutoRows = autoSizes
        } else {
            style.gridTemplateRows = fixedList
            style.gridTemplateColumns = growingList
            style.gridAutoColumns = autoSizes
        }

        // The container's size: the proposal where it is definite, except along
        // the growing axis in scroll mode, which is unbounded.
        var available = AvailableSize.maxContent
        for axis in [Axis.horizontal, .vertical] {
            let space: AvailableSpace
            if options.contentMode == .scroll && axis == growingAxis {
                space = .maxContent
            } else if let length = proposal[axis] {
                space = length > 0 ? .definite(length) : .minContent
            } else {
                space = .maxContent
            }
            if case .definite(let length) = space {
                if axis == .horizontal { style.width = .points(length) } else { style.height = .points(length) }
            }
            if axis == .horizontal { available.width = space } else { available.height = space }
        }
        return (style, available)
    }

    /// An item's style: explicit lines at `lines` (automatic when `nil`), its own `alignment`.
    static func itemStyle(alignment: GridAlignment?, lines area: ExytePlacement.Area?,
                          fixedAxis: Axis) -> ItemNodes.ItemStyle {
        var style = ItemNodes.ItemStyle()
        if let area {
            style.lines = fixedAxis == .horizontal
                ? ItemNodes.Lines(column: area.fixed + 1, columnSpan: area.fixedSpan,
                                  row: area.growing + 1, rowSpan: area.growingSpan)
                : ItemNodes.Lines(column: area.growing + 1, columnSpan: area.growingSpan,
                                  row: area.fixed + 1, rowSpan: area.fixedSpan)
        }
        if let alignment {
            style.justifySelf = ExyteToCSS.itemAlignment(alignment.horizontal.fraction)
            style.alignSelf = ExyteToCSS.itemAlignment(alignment.vertical)
        }
        return style
    }

    /// An area of exyte's placement as the item's columns and rows.
    static func area(_ area: ExytePlacement.Area, fixedAxis: Axis) -> GridItemArea {
        fixedAxis == .horizontal
            ? GridItemArea(column: area.fixed, row: area.growing, columnSpan: area.fixedSpan, rowSpan: area.growingSpan)
            : GridItemArea(column: area.growing, row: area.fixed, columnSpan: area.growingSpan, rowSpan: area.fixedSpan)
    }

    /// The offset and length of `span` tracks from track `start` (counted from
    /// the first explicit track), gaps between them included.
    static func extent(of tracks: GridTracks?, start: Int, span: Int) -> (Double, Double) {
        guard let tracks else { return (0, 0) }
        let first = start + tracks.leadingImplicitTracks
        let last = first + span - 1
        guard first >= 0, last < tracks.offsets.count, last < tracks.sizes.count else { return (0, 0) }
        return (tracks.offsets[first], tracks.offsets[last] + tracks.sizes[last] - tracks.offsets[first])
    }
}
