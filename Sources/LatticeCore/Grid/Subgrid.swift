// CSS Grid 2 §9: subgrids, as their parent grid sees them and as they see their parent.

/// What a subgrid takes from its parent grid (CSS Grid 2 §9): on each subgridded axis,
/// the parent's tracks it spans and the names of their lines.
///
/// The parent makes it when it places its items (see ``GridState/placeSubgrids()``) and
/// brings it up to date as it sizes its tracks; the subgrid's state, which the parent
/// keeps, reads it where an ordinary grid reads its own template and sizes its own tracks.
final class SubgridContext {
    var columns: SubgridAxis?
    var rows: SubgridAxis?
    /// Whether the subgrid's columns run against its parent's (one is `rtl`, the other
    /// not): its first column is then the last one it spans in its parent (§9: its lines
    /// are numbered in its own writing mode).
    let columnsReversed: Bool
    init(columnsReversed: Bool) {
        self.columnsReversed = columnsReversed
    }

    /// The parent's track (from the subgrid's first) of the subgrid's track `index` of `count` on `axis`.
    @inline(__always)
    func parentTrack(_ index: Int, of count: Int, _ axis: Axis) -> Int {
        axis == .horizontal && columnsReversed ? count - 1 - index : index
    }

    subscript(axis: Axis) -> SubgridAxis? {
        get { axis == .horizontal ? columns : rows }
        set { if axis == .horizontal { columns = newValue } else { rows = newValue } }
    }

    /// Whether `axis` is subgridded. (Answered without copying the axis out of the
    /// context, as `subgrid?.columns != nil` may.)
    func isSubgridded(_ axis: Axis) -> Bool {
        axis == .horizontal ? columns != nil : rows != nil
    }
}

/// One subgridded axis of a subgrid (see ``SubgridContext``).
struct SubgridAxis {
    /// The number of tracks: the subgrid's span in its parent (§9: its explicit grid;
    /// it has no implicit tracks on this axis).
    var count: Int
    /// The names of its lines: those the parent's lines have, and its own (§9).
    var names: LineNameMap
    /// The parent's gutter on this axis (a subgrid whose gap is `normal` takes it).
    var parentGap = 0.0
    /// The parent's tracks the subgrid spans, one per subgrid track: their sizing
    /// functions, and their sizes and offsets (in the parent) once ``isSized``.
    var tracks: [Track] = []
    /// Whether ``tracks`` are sized: the subgrid's tracks are then theirs, less its
    /// margin, border and padding at its edges and half the difference of gutters between them.
    var isSized = false
    /// Where the subgrid's border box starts and ends in its parent on this axis
    /// (logical, from the parent's border-box start), once it is laid out there.
    var origin: (start: Double, end: Double)? = nil
}

/// How much a subgrid's items are inset from the parent's tracks on one axis (§9):
/// its margin, border and padding at each edge, and half the difference between its
/// gutters and its parent's between two tracks (negative when its gutters are narrower).
struct SubgridInsets {
    var start: Double
    var end: Double
    var between: Double

    /// The inset before and after an item spanning `span` of the subgrid's `count` tracks.
    @inline(__always)
    func around(_ span: TrackSpan, count: Int) -> (start: Double, end: Double) {
        (span.start == 0 ? start : between, span.end == count ? end : between)
    }
}

extension GridState {
    // MARK: The parent's side

    /// Whether the child `child` of this grid is a subgrid, and on which axes: a grid
    /// whose template on an axis is `subgrid`, in flow in a grid (§9; in any other
    /// container `subgrid` behaves as `none`).
    mutating func subgridAxes(_ child: UnsafePointer<Node>) -> ItemRole {
        guard container.style.display == .grid, child.pointee.style.display == .grid,
              child.pointee.style.position != .absolute else { return [] }
        var axes: ItemRole = []
        if child.pointee.style.gridTemplateColumns.isSubgrid { axes.insert(.skipsColumns) }
        if child.pointee.style.gridTemplateRows.isSubgrid { axes.insert(.skipsRows) }
        return axes
    }

    /// The lines of the tracks this grid's subgrids span on their subgridded axes, the
    /// subgrids being at `areas` (origin-zero lines): within the pass's limit per grid
    /// on each axis, taken in document order, and while the pass places few enough (see
    /// ``SubgridTrackBudget``). A subgrid past it stops being one on that axis (and is no
    /// subgrid when it is one on neither).
    mutating func subgriddedTracks(_ areas: [(position: Int, area: GridArea)]) -> (columns: [Range<Int>], rows: [Range<Int>]) {
        let perGrid = container.arena.subgridTracks.perGrid
        var ranges: [[Range<Int>]] = [[], []]
        var used = 0
        for (index, axis) in [Axis.horizontal, .vertical].enumerated() {
            var usedOnAxis = 0
            for (position, area) in areas where items[position].role.contains(.skips(axis)) {
                let span = axis == .horizontal ? Int(area.columnStart) ..< Int(area.columnEnd)
                                               : Int(area.rowStart) ..< Int(area.rowEnd)
                if usedOnAxis + span.count <= perGrid {
                    usedOnAxis += span.count
                    ranges[index].append(span)
                } else {
                    items[position].role.remove(.skips(axis))
                }
            }
            used += usedOnAxis
        }
        if !container.arena.subgridTracks.place(used) {
            // (The pass is laid out again with a smaller limit.)
            for (position, _) in areas { items[position].role.remove([.skipsColumns, .skipsRows]) }
            ranges = [[], []]
        }
        for (position, _) in areas where items[position].role.isDisjoint(with: [.skipsColumns, .skipsRows]) {
            items[position].role.remove(.subgrid)
        }
        return (ranges[0], ranges[1])
    }

    /// Places each subgrid's items in it (§9) and adds those that size this grid's
    /// tracks to the items (see ``ItemRole/nested``): once this grid is placed, the
    /// tracks each subgrid spans are known. This grid's content box is `contentSize`
    /// where definite (its percentage tracks resolve against it).
    ///
    /// A subgrid is placed once, as Chromium does, before this grid sizes any track:
    /// on an axis it does not subgrid, its `auto-fill` and `auto-fit` repetitions count
    /// from the size it has in its area when that area is definite then (see
    /// ``subgridPlacementSize(_:contentSize:)``), and its items keep their places
    /// whatever size the tracks then take.
    mutating func placeSubgrids(contentSize: (width: Double?, height: Double?)) {
        let children = items.count
        for index in 0 ..< children where items[index].isSubgrid {
            let item = items[index]
            let node = container.child(item.child)
            let size = subgridPlacementSize(item, contentSize: contentSize)
            let context = SubgridContext(columnsReversed: node.pointee.style.direction != container.style.direction)
            for axis in [Axis.horizontal, .vertical] where item.role.contains(.skips(axis)) {
                context[axis] = SubgridAxis(count: item.span(axis).count, names: subgridLineNames(item, axis, node))
            }
            var request = SizingRequest(availableWidth: .maxContent, availableHeight: .maxContent,
                                        percentBasisWidth: nil, percentBasisHeight: nil)
            request.cache = container.cache
            let arena = container.arena
            let state = node.pointee.children.withUnsafeBufferPointer { children in
                var subgrid = GridState(node: node, children: children, request: request, arena: arena, keywords: false)
                subgrid.subgrid = context
                subgrid.placeAsSubgrid(width: size.width, height: size.height)
                return arena.keep(subgrid)
            }
            items.measurements[item.measured].state = state
            appendNestedItems(of: index)
        }
    }

    /// The border-box size the subgrid `item` is placed in (see ``placeSubgrids(contentSize:)``),
    /// on each axis it does not subgrid where definite: in an area whose tracks each
    /// have one size (both sizing functions the same length, percentages of this grid's
    /// `contentSize`), the area's size less the subgrid's margins when alignment
    /// stretches it; else its own `width` or `height` when a length (clamped by its
    /// min and max sizes either way).
    private mutating func subgridPlacementSize(_ item: PlacedItem, contentSize: (width: Double?, height: Double?))
        -> (width: Double?, height: Double?) {
        let areaWidth = definiteAreaSize(item, .horizontal, basis: contentSize.width)
        let areaHeight = definiteAreaSize(item, .vertical, basis: contentSize.height)
        if areaWidth.usesPercentage || areaHeight.usesPercentage { memo.subgridsPlacedInPercentages = contentSize }
        let child = container.child(item.child)
        let box = ResolvedBox(child, percentBasisWidth: areaWidth.size, percentBasisHeight: areaHeight.size)
        let margins = itemMargins(item, child, percentBasisWidth: areaWidth.size)
        func size(_ axis: Axis, area: Double?) -> Double? {
            guard !item.role.contains(.skips(axis)) else { return nil }
            if let area, isStretched(item, axis, heightIsIndefinite: true) {
                return box.clamp(max(0, area - margins.sumOrZero(axis)), axis)
            }
            return (axis == .horizontal ? box.width : box.height).map { box.clamp($0, axis) }
        }
        return (size(.horizontal, area: areaWidth.size), size(.vertical, area: areaHeight.size))
    }

    /// The size of the area of `item` on `axis` before any track is sized: definite when
    /// each track it spans has one size (both sizing functions the same length, a
    /// percentage of a definite `basis`), with the gutters between them; and whether a
    /// percentage gave it.
    private func definiteAreaSize(_ item: PlacedItem, _ axis: Axis, basis: Double?) -> (size: Double?, usesPercentage: Bool) {
        guard !item.role.contains(.skips(axis)) else { return (nil, false) }
        let grid = self[axis]
        var total = 0.0, tracks = 0, usesPercentage = false
        for set in item.span(axis).range {
            let size = trackSize(axis, atLine: grid.tracks[set].line)
            usesPercentage = usesPercentage || size.hasPercentage
            guard case .fixed(let minimum) = size.min, case .fixed(let maximum) = size.max, minimum == maximum,
                  let length = minimum.resolve(against: basis) else { return (nil, usesPercentage) }
            total += max(0, length) * grid.tracks[set].weight
            tracks += grid.tracks[set].count
        }
        return (total + Double(max(0, tracks - 1)) * grid.gap, usesPercentage)
    }

    /// The names of the lines of the subgrid `item` on `axis` (§9): the names this
    /// grid's lines it spans have, the edges of this grid's named areas it overlaps
    /// (clamped to it), and its own.
    private func subgridLineNames(_ item: PlacedItem, _ axis: Axis, _ node: UnsafePointer<Node>) -> LineNameMap {
        let grid = self[axis]
        let span = item.span(axis)
        // This grid's line number (1 is its first explicit line) of the first line the subgrid spans.
        let first = grid.tracks.isEmpty ? 1 : grid.tracks[span.start].line + 1
        return LineNameMap(subgridOf: grid.names, firstLine: first, trackCount: span.count,
                           reversed: axis == .horizontal && node.pointee.style.direction != container.style.direction,
                           parentAreas: container.style.gridTemplateAreas, axis: axis,
                           own: node.pointee.style.gridTemplate(axis))
    }

    /// Adds the items of the subgrid at `index` that size this grid's tracks, and
    /// marks on which axes they do (those the subgrid subgrids, where they size its tracks).
    private mutating func appendNestedItems(of index: Int) {
        let subgridItem = items[index]
        let subgridAxes = subgridItem.role.intersection([.skipsColumns, .skipsRows])
        let state = items.measurements[subgridItem.measured].state.unsafelyUnwrapped
        let node = container.child(subgridItem.child)
        node.pointee.children.withUnsafeBufferPointer { children in
            state.pointee.container.enter(node, children)
        }
        let reversed = state.pointee.subgrid?.columnsReversed ?? false
        if items.nested.capacity == 0 {
            items.nested = ArenaArray(capacity: state.pointee.items.count, in: container.arena)
        }
        for local in state.pointee.items.indices {
            let inner = state.pointee.items[local]
            // The axes it sizes no track of here: those the subgrid does not subgrid, and
            // those it sizes none of in the subgrid.
            var skips = ItemRole([.skipsColumns, .skipsRows]).subtracting(subgridAxes)
            skips.formUnion(inner.role.intersection([.skipsColumns, .skipsRows]))
            guard skips != [.skipsColumns, .skipsRows] else { continue }
            var record = NestedItem(subgrid: Int32(index), local: Int32(local),
                                    isScrollContainer: (state.pointee.itemIsScrollContainer(local, .horizontal),
                                                        state.pointee.itemIsScrollContainer(local, .vertical)),
                                    hasAutomaticMinimum: (state.pointee.itemHasAutomaticMinimum(local, .horizontal),
                                                          state.pointee.itemHasAutomaticMinimum(local, .vertical)))
            if inner.role.contains(.subgridEdge) {
                // (Its sides in this grid's direction: the other way round when the
                // subgrid's columns run against this grid's.)
                let sides = state.pointee.items.nested[inner.child].edgeSides
                let flips = reversed && !inner.sizesTracks(.vertical)
                record.edgeSides = flips ? (sides.end, sides.start) : sides
            }
            let measured = Int32(truncatingIfNeeded: items.measurements.count)
            items.measurements.append(ItemMeasurements(), in: container.arena)
            var item = PlacedItem(child: items.nested.count, cell: CellCursor.unplaced,
                                  justify: inner.justify, align: inner.align, kind: .measured(measured))
            // Its tracks here: the subgrid's first track and its own within the subgrid
            // (on an axis it sizes nothing of, the subgrid's: any valid span does).
            let first = subgridItem.columns.start, count = subgridItem.columns.count
            item.columns = skips.contains(.skipsColumns) ? subgridItem.columns
                : reversed ? TrackSpan(first + count - inner.columns.end, first + count - inner.columns.start)
                : TrackSpan(first + inner.columns.start, first + inner.columns.end)
            item.rows = skips.contains(.skipsRows) ? subgridItem.rows
                : TrackSpan(subgridItem.rows.start + inner.rows.start, subgridItem.rows.start + inner.rows.end)
            item.role = skips.union(inner.role.intersection(.subgridEdge)).union(.nested)
            if inner.widthFollowsRows && !skips.contains(.skipsColumns) {
                // (Its width in this grid's columns follows the subgrid's rows: §12.1 step 3.)
                item.widthFollowsRows = true
                items.someWidthFollowsRows = true
            }
            items.nested.append(record, in: container.arena)
            items.append(item, in: container.arena)
        }
        // Each edge's margin, border and padding, as an item in the track at that edge
        // (both in one, for a subgrid of one track), as browsers size them: the track
        // holds them even when none of the subgrid's items is in it.
        for axis in [Axis.horizontal, .vertical] where subgridAxes.contains(.skips(axis)) {
            let span = subgridItem.span(axis)
            // (The edges the subgrid's own lines start and end at: the other way round
            // when its columns run against this grid's.)
            let flipped = axis == .horizontal && reversed
            let edges: [(local: Int32, track: Int, sides: (Bool, Bool))] = span.count == 1
                ? [(NestedItem.bothEdges, span.start, (true, true))]
                : [(flipped ? NestedItem.endEdge : NestedItem.startEdge, span.start, (true, false)),
                   (flipped ? NestedItem.startEdge : NestedItem.endEdge, span.end - 1, (false, true))]
            for edge in edges {
                var record = NestedItem(subgrid: Int32(index), local: edge.local, isScrollContainer: (false, false),
                                        hasAutomaticMinimum: (false, false))
                record.edgeSides = edge.sides
                let measured = Int32(truncatingIfNeeded: items.measurements.count)
                items.measurements.append(ItemMeasurements(), in: container.arena)
                var item = PlacedItem(child: items.nested.count, cell: CellCursor.unplaced,
                                      justify: .normal, align: .normal, kind: .measured(measured))
                item.columns = axis == .horizontal ? TrackSpan(edge.track, edge.track + 1) : subgridItem.columns
                item.rows = axis == .vertical ? TrackSpan(edge.track, edge.track + 1) : subgridItem.rows
                item.role = [.nested, .subgridEdge, .skips(axis.cross)]
                items.nested.append(record, in: container.arena)
                items.append(item, in: container.arena)
            }
        }
    }

    /// Runs `body` with the state of the subgrid `item` (see ``ItemRole/subgrid``), its
    /// children in place.
    @inline(__always)
    mutating func withSubgrid<R>(_ item: PlacedItem, _ body: (inout GridState) -> R) -> R {
        let node = container.child(item.child)
        let state = items.measurements[item.measured].state.unsafelyUnwrapped
        return node.pointee.children.withUnsafeBufferPointer { children in
            state.pointee.container.enter(node, children)
            return body(&state.pointee)
        }
    }

    /// The contribution of `kind` on `axis` of the subgrid item at `index` (§9): its
    /// contribution in the subgrid, with the subgrid's insets around it as extra margins.
    mutating func nestedContribution(_ index: Int, _ axis: Axis, _ kind: ContributionKind) -> Double {
        let item = items[index]
        let record = items.nested[item.child]
        let subgridItem = items[Int(record.subgrid)]
        let applies = item.automaticMinimumApplies
        let limit = items.measurements[item.measured].automaticMinimumLimit
        let gap = gutterForSubgrids(axis)
        // (Percentages of the subgrid's margins and padding: of its area's width once the columns are sized.)
        let basis: Double? = axis == .vertical ? areaWidth(subgridItem) : nil
        return withSubgrid(subgridItem) { subgrid in
            guard record.local >= 0 else {
                // An edge of the subgrid (see ``NestedItem/startEdge``).
                let insets = subgrid.subgridInsets(axis, parentGap: gap, percentBasis: basis)
                switch record.local {
                case NestedItem.startEdge: return insets.start
                case NestedItem.endEdge: return insets.end
                default: return insets.start + insets.end
                }
            }
            let local = Int(record.local)
            let inner = subgrid.items[local]
            let count = subgrid.subgrid?[axis]?.count ?? 1
            let insets = subgrid.subgridInsets(axis, parentGap: gap, percentBasis: basis)
            let extra: Double
            if inner.role.contains(.subgridEdge) {
                // The edge of a subgrid of the subgrid: on that side, what the subgrid adds
                // to an item's margin there (its own edge's, or half the gutters' difference).
                let sides = subgrid.items.nested[inner.child].edgeSides
                let around = insets.around(inner.span(axis), count: count)
                extra = (sides.start ? around.start : 0) + (sides.end ? around.end : 0)
            } else {
                let around = insets.around(inner.span(axis), count: count)
                extra = around.start + around.end
            }
            subgrid.takeAutomaticMinimum(local, axis, applies: applies, limit: limit - extra)
            return subgrid.unshimmedContribution(local, axis, kind) + extra
        }
    }

    /// §12.1 step 3 for the subgridded item at `index` whose width follows its rows: whether
    /// its min-content or max-content width changes now that the subgrid's rows are sized
    /// (this grid's, or the subgrid's own, sized when it was measured in this grid's rows).
    /// Its later width measurements use them.
    ///
    /// A subgrid stretched in its area has its own `auto` rows stretched into the area's
    /// height first (§12.8), as Chromium measures its items in them.
    mutating func nestedWidthChanged(_ index: Int) -> Bool {
        let record = items.nested[items[index].child]
        guard record.local >= 0 else { return false }
        let subgridItem = items[Int(record.subgrid)]
        var stretchedHeight: Double? = nil
        if !subgridItem.role.contains(.skipsRows), isStretched(subgridItem, .vertical) {
            let child = container.child(subgridItem.child)
            let margins = itemMargins(subgridItem, child, percentBasisWidth: areaWidth(subgridItem)).sumOrZero(.vertical)
            stretchedHeight = max(0, rows.tracks.spanSize(subgridItem.rows) - margins)
        }
        return withSubgrid(subgridItem) { subgrid in
            guard subgrid.subgrid?.rows != nil || subgrid.memo.lastSpaces != nil else { return false }
            if let stretchedHeight { subgrid.stretchOwnRows(height: stretchedHeight) }
            let local = Int(record.local)
            let before = subgrid.items[local].minContentWidth
            guard !before.isNaN, !subgrid.items[local].hasFixedContributions else { return false }
            let maxBefore = subgrid.items.measurements[subgrid.items[local].measured].maxContentWidth
            subgrid.rows.isSized = true
            subgrid.measureWidths(local)
            if abs(subgrid.items[local].minContentWidth - before) > 1e-6 { return true }
            return !maxBefore.isNaN && abs(subgrid.maxContentWidth(local) - maxBefore) > 1e-6
        }
    }

    /// Gives each subgrid the sizing functions of this grid's tracks of `axis` it spans,
    /// and their sizes and offsets when they are `sized`; a subgrid that sizes its own
    /// columns sizes them when this grid's are (its items' heights, which this grid's
    /// rows take, follow from them) when `sizingOwnColumns`, and otherwise keeps those of
    /// this grid's first pass (``keepFirstPassColumns()``).
    @inline(__always)
    mutating func shareTracksWithSubgrids(_ axis: Axis, sized: Bool, sizingOwnColumns: Bool = true) {
        // (Most grids have no subgrid: a test where the grid's run calls this.)
        if items.hasSubgrids { shareTracksWithEachSubgrid(axis, sized: sized, sizingOwnColumns: sizingOwnColumns) }
    }

    /// ``shareTracksWithSubgrids(_:sized:sizingOwnColumns:)`` for a grid with subgrids.
    private mutating func shareTracksWithEachSubgrid(_ axis: Axis, sized: Bool, sizingOwnColumns: Bool) {
        let gap = gutterForSubgrids(axis)
        for index in items.indices where items[index].isSubgrid {
            let item = items[index]
            let span = item.span(axis)
            let shared = item.role.contains(.skips(axis))
            var tracks: [Track] = []
            if shared {
                tracks.reserveCapacity(span.count)
                for track in span.range { tracks.append(axis == .horizontal ? columns.tracks[track] : rows.tracks[track]) }
            }
            let width = axis == .horizontal && sized && !shared && sizingOwnColumns ? subgridWidth(item) : nil
            var columnsChanged = false
            withSubgrid(item) { subgrid in
                if shared, var context = subgrid.subgrid?[axis] {
                    if axis == .horizontal && sized {
                        columnsChanged = !context.isSized || !context.tracks.elementsEqual(tracks) { $0.baseSize == $1.baseSize }
                    }
                    context.tracks = tracks
                    context.parentGap = gap
                    context.isSized = sized
                    context.origin = nil
                    subgrid.subgrid?[axis] = context
                    subgrid.takeSubgridTracks(axis)
                    if axis == .vertical { subgrid.rows.isSized = sized }
                } else if let width {
                    // Its own columns, at the width it takes in its area.
                    subgrid.sizeOwnColumns(width: width)
                } else if axis == .horizontal && sized {
                    // (Not `sizingOwnColumns`: this grid sizes its columns again in §12.1 step 3.)
                    subgrid.keepFirstPassColumns()
                } else if axis == .vertical && !sized {
                    // Its own rows, which this grid's last §12.1 step 3 took as sized (see
                    // ``nestedWidthChanged(_:)``), are not sized for this run's columns.
                    subgrid.rows.isSized = false
                }
                if axis == .horizontal && sized {
                    // Its subgrids' columns follow.
                    subgrid.shareTracksWithSubgrids(.horizontal, sized: true)
                }
            }
            if columnsChanged, !items[index].hasFixedContributions {
                // Its height follows the widths of the columns it takes, not only their
                // sum, which is what its measured height is kept by (its area's width).
                forgetMeasuredHeight(index)
            }
        }
    }

    /// This grid's gutter on `axis`, from which its subgrids' insets are measured: as
    /// its run resolved it; for a subgrid asked by its parent, which need not have run,
    /// as it would be (a percentage of its unknown size as 0).
    private mutating func gutterForSubgrids(_ axis: Axis) -> Double {
        subgrid != nil ? usedGap(axis, size: nil) : axis == .horizontal ? columns.gap : rows.gap
    }

    /// The border-box width of the subgrid `item` in its area, which sizes its own
    /// columns: stretched (less its margins, within its min and max widths) when its
    /// alignment stretches it, else its fit-content width.
    private mutating func subgridWidth(_ item: PlacedItem) -> Double {
        let child = container.child(item.child)
        let areaWidth = areaWidth(item)
        let margins = itemMargins(item, child, percentBasisWidth: areaWidth).sumOrZero(.horizontal)
        var request = SizingRequest(availableWidth: .definite(max(0, areaWidth - margins)), availableHeight: .maxContent,
                                    percentBasisWidth: areaWidth, percentBasisHeight: nil)
        request.cache = container.cache
        let box = resolvedBox(child, request)
        if isStretched(item, .horizontal, heightIsIndefinite: true) {
            return box.clamp(max(0, areaWidth - margins), .horizontal)
        }
        request.widthOnly = true
        return subgridSize(item, request).width
    }

    /// The size of the subgrid `item` under `request` (an intrinsic contribution or its
    /// size in its area), from its state: its subgridded tracks are this grid's.
    mutating func subgridSize(_ item: PlacedItem, _ request: SizingRequest) -> Size {
        withSubgrid(item) { subgrid in
            subgrid.resolveSubgridBox(request)
            subgrid.memo.lastSpaces = nil
            return subgrid.resolveSize(request)
        }
    }

    /// Lays the subgrid `item` out at `size`, its border box at `origin` (logical, in
    /// this grid), its subgridded tracks this grid's final ones.
    mutating func layoutSubgrid(_ item: PlacedItem, size: Size, origin: Point, request: SizingRequest) -> NodeLayout {
        let columnsSize = columns.gap, rowsGap = rows.gap
        var shared: [(Axis, [Track])] = []
        for axis in [Axis.horizontal, .vertical] where item.role.contains(.skips(axis)) {
            let span = item.span(axis)
            shared.append((axis, span.range.map { axis == .horizontal ? columns.tracks[$0] : rows.tracks[$0] }))
        }
        return withSubgrid(item) { subgrid in
            for (axis, tracks) in shared {
                guard var context = subgrid.subgrid?[axis] else { continue }
                context.tracks = tracks
                context.parentGap = axis == .horizontal ? columnsSize : rowsGap
                context.isSized = true
                context.origin = axis == .horizontal ? (origin.x, origin.x + size.width) : (origin.y, origin.y + size.height)
                subgrid.subgrid?[axis] = context
            }
            subgrid.resolveSubgridBox(request)
            subgrid.memo.lastSpaces = nil
            let width = AvailableSpace.definite(max(0, size.width - subgrid.container.box.insets(.horizontal)))
            let height = AvailableSpace.definite(max(0, size.height - subgrid.container.box.insets(.vertical)))
            subgrid.run(width: width, height: height, request: request)
            return subgrid.finishLayout(size: size, request: request)
        }
    }

    // MARK: The subgrid's side

    /// Whether this grid is a subgrid on its rows whose parent has not sized them yet.
    var rowsAwaitTheParent: Bool {
        subgrid?.rows.map { !$0.isSized } ?? false
    }

    /// Places the items of this subgrid (§9): on a subgridded axis its explicit grid is
    /// the parent's tracks it spans, and its items are kept inside it; on another, its
    /// repetitions count from its border-box `width` or `height` where definite, else
    /// from its max or min size (§7.2.3.2).
    mutating func placeAsSubgrid(width: Double?, height: Double?) {
        let box = container.box
        let insetX = box.insets(.horizontal), insetY = box.insets(.vertical)
        func content(_ size: Double?, _ insets: Double) -> Double? { size.map { max(0, $0 - insets) } }
        let contentWidth = content(width, insetX), contentHeight = content(height, insetY)
        columns.gap = usedGap(.horizontal, size: contentWidth)
        rows.gap = usedGap(.vertical, size: contentHeight)
        let columnTracks = explicitTracks(.horizontal, size: contentWidth, maxSize: content(box.maxWidth, insetX),
                                          minSize: content(box.minWidth, insetX), gap: columns.gap)
        let rowTracks = explicitTracks(.vertical, size: contentHeight, maxSize: content(box.maxHeight, insetY),
                                       minSize: content(box.minHeight, insetY), gap: rows.gap)
        _ = placeItems(columnTracks, rowTracks, contentSize: (contentWidth, contentHeight))
        resolveTracks(.horizontal, basis: nil)
        resolveTracks(.vertical, basis: nil)
    }

    /// The explicit tracks of `axis`: the parent's tracks on a subgridded axis (as many
    /// `auto` tracks, their sizing functions taken from the parent's, see
    /// ``resolveTracks(_:basis:)``), else the template's (§7.1).
    mutating func explicitTracks(_ axis: Axis, size: Double?, maxSize: Double?, minSize: Double?, gap: Double) -> ExplicitTracks {
        if let shared = subgrid?[axis] {
            let count = Swift.max(1, shared.count)
            return ExplicitTracks(segments: [TrackSegment(start: 0, pattern: [.auto], repetitions: count)], count: count,
                                  autoFitTracks: nil, autoRepeatCount: 0)
        }
        return container.node.pointee.fixedExplicitTracks(axis)
            ?? expandTrackList(container.style.gridTemplate(axis), size: size, maxSize: maxSize, minSize: minSize, gap: gap)
    }

    /// The gutter of `axis` in a content box `size` long: on a subgridded axis, the
    /// parent's when the gap is `normal` (§9).
    mutating func usedGap(_ axis: Axis, size: Double?) -> Double {
        if let shared = subgrid?[axis], container.style.gapIsNormal(axis) { return shared.parentGap }
        return max(0, container.style.gap(axis).resolve(against: size) ?? 0)
    }

    /// This subgrid's insets on `axis` from the parent's tracks (§9): its margin, border
    /// and padding at each edge (percentages of `percentBasis`, the width of its area,
    /// or 0 while it is not known), and half the difference of its gutter from the
    /// parent's `parentGap` between tracks.
    mutating func subgridInsets(_ axis: Axis, parentGap: Double, percentBasis: Double?) -> SubgridInsets {
        let style = container.style
        func sum(_ margin: LengthPercentageAuto, _ border: LengthPercentage, _ padding: LengthPercentage) -> Double {
            (margin.resolve(against: percentBasis) ?? 0) + max(0, border.resolve(against: percentBasis) ?? 0)
                + max(0, padding.resolve(against: percentBasis) ?? 0)
        }
        let atStart = sum(style.margin.start(axis), style.border.start(axis), style.padding.start(axis))
        let atEnd = sum(style.margin.end(axis), style.border.end(axis), style.padding.end(axis))
        // (Its own start edge: the right one when it lays its columns out right to left.)
        let reversed = axis == .horizontal && style.direction == .rtl
        let gap = style.gapIsNormal(axis) ? parentGap : max(0, style.gap(axis).resolve(against: nil) ?? 0)
        return SubgridInsets(start: reversed ? atEnd : atStart, end: reversed ? atStart : atEnd,
                             between: (gap - parentGap) / 2)
    }

    /// Resolves this subgrid's box for a question its parent asks under `request`: its
    /// percentages against the request's bases; on a subgridded axis its size is its
    /// area's, whatever its width or height properties say (§9).
    mutating func resolveSubgridBox(_ request: SizingRequest) {
        var box = ResolvedBox(container.node, percentBasisWidth: request.percentBasisWidth,
                              percentBasisHeight: request.percentBasisHeight)
        if subgrid?.columns != nil {
            box.width = nil
            box.minWidth = nil
            box.maxWidth = nil
        }
        if subgrid?.rows != nil {
            box.height = nil
            box.minHeight = nil
            box.maxHeight = nil
        }
        container.box = box
        container.percentBasis = (request.percentBasisWidth, request.percentBasisHeight)
    }

    /// Takes the parent's tracks of the subgridded `axis` (see ``SubgridAxis/tracks``):
    /// their sizing functions, and their sizes less this subgrid's insets when sized.
    mutating func takeSubgridTracks(_ axis: Axis) {
        guard let context = subgrid, let shared = context[axis], !shared.tracks.isEmpty else { return }
        let insets = subgridInsets(axis, parentGap: shared.parentGap, percentBasis: container.percentBasis.width)
        withTracks(axis) { tracks, _ in
            let count = Swift.min(tracks.count, shared.tracks.count)
            for index in 0 ..< count {
                let parent = shared.tracks[context.parentTrack(index, of: count, axis)]
                tracks[index].min = parent.min
                tracks[index].max = parent.max
                guard shared.isSized else { continue }
                let (start, end) = insets.around(TrackSpan(index, index + 1), count: count)
                // (Less than zero when the gutters are wider than the track: the area
                // of an item spanning it still ends where the parent's track does.)
                let size = parent.baseSize - start - end
                tracks[index].baseSize = size
                tracks[index].growthLimit = size
            }
        }
        // Its gutters between them, for the areas of its items (a run sets them again,
        // percentages resolved).
        let gap = usedGap(axis, size: nil)
        if axis == .horizontal { columns.setGaps(gap) } else { rows.setGaps(gap) }
    }

    /// On a subgridded axis, the tracks' positions (from this subgrid's border-box start)
    /// where the parent's are, less the insets (§9: its gutters centred on the parent's).
    /// Returns the first line's position, `nil` when the axis is not subgridded or not
    /// laid out in the parent yet.
    mutating func alignSubgridTracks(_ axis: Axis, _ tracks: inout ArenaArray<Track>) -> Double? {
        guard let shared = subgrid?[axis], shared.isSized, let origin = shared.origin,
              shared.tracks.count == tracks.count else { return nil }
        let insets = subgridInsets(axis, parentGap: shared.parentGap, percentBasis: container.percentBasis.width)
        let context = subgrid.unsafelyUnwrapped
        for index in tracks.indices {
            let (start, _) = insets.around(TrackSpan(index, index + 1), count: tracks.count)
            let parent = shared.tracks[context.parentTrack(index, of: tracks.count, axis)]
            // (Against the parent's columns, its start is where the parent's track ends.)
            let edge = axis == .horizontal && context.columnsReversed
                ? origin.end - (parent.offset + parent.baseSize) : parent.offset - origin.start
            tracks[index].offset = edge + start
        }
        return tracks.first?.offset
    }

    /// Sizes this subgrid's own columns (its rows being subgridded) in a border box
    /// `width` wide, for its items' heights (see ``shareTracksWithSubgrids(_:sized:sizingOwnColumns:)``).
    mutating func sizeOwnColumns(width: Double) {
        var request = SizingRequest(knownWidth: width, availableWidth: .definite(width), availableHeight: .maxContent,
                                    percentBasisWidth: container.percentBasis.width, percentBasisHeight: nil)
        request.cache = container.cache
        let content = AvailableSpace.definite(max(0, width - container.box.insets(.horizontal)))
        memo.ownColumnsWidth = width
        if memo.lastSpaces?.width == content, !memo.columnsFollowedRows { return }
        run(width: content, height: .maxContent, request: request, columnsOnly: true)
        memo.lastSpaces = (content, .maxContent)
    }

    /// Gives this subgrid on its rows the own columns of its parent's first pass again,
    /// while the parent sizes its columns and rows again in §12.1 steps 3 and 4: step 3's
    /// measurement of the subgrid's width may have sized them from the rows since. They
    /// are sized in the first pass's width with the rows unsized, as then (unless they
    /// still are those). The parent's second row pass takes its items' heights in them,
    /// as Chromium does; the subgrid sizes its columns from the final rows when it is
    /// laid out.
    mutating func keepFirstPassColumns() {
        guard let width = memo.ownColumnsWidth else { return }
        subgrid?.rows?.isSized = false
        sizeOwnColumns(width: width)
    }

    /// Stretches this subgrid's own `auto` rows (§12.8) into a border-box `height`, that of
    /// its area, within its min and max heights (see ``nestedWidthChanged(_:)``). Its
    /// next run sizes them anew.
    mutating func stretchOwnRows(height: Double) {
        let space = AvailableSpace.definite(max(0, container.box.clamp(height, .vertical) - container.box.insets(.vertical)))
        withTracks(.vertical) { tracks, state in state.stretchAutoTracks(.vertical, &tracks, space: space, minSize: nil) }
    }

    /// Makes the automatic minimum of the item at `index` on `axis` what the parent
    /// grid found for the tracks it spans there (§6.6), dropping a minimum measured under other terms.
    mutating func takeAutomaticMinimum(_ index: Int, _ axis: Axis, applies: Bool, limit: Double) {
        guard !items[index].hasFixedContributions else { return }
        if axis == .horizontal, items[index].widthsFixed, case .plainWithContent(let plain, _) = items[index].kind {
            // (Worked out here, as the first pass over the items does for the tracks this grid sizes.)
            items[index].fixedMinimumWidth = items.plainBoxes[Int(plain)].minimumContribution(
                .horizontal, minContent: items[index].minContentWidth, automaticMinimumApplies: applies, limit: limit)
        }
        let measured = items[index].measured
        if items[index].automaticMinimumApplies == applies, items.measurements[measured].automaticMinimumLimit == limit { return }
        items[index].automaticMinimumApplies = applies
        items.measurements[measured].automaticMinimumLimit = limit
        if axis == .horizontal { items.measurements[measured].minimumWidth = .nan } else { items.measurements[measured].minimumHeight = .nan }
    }

    /// Whether the item at `index` is a scroll container on `axis`.
    mutating func itemIsScrollContainer(_ index: Int, _ axis: Axis) -> Bool {
        let item = items[index]
        if item.isNested {
            let record = items.nested[item.child]
            return axis == .horizontal ? record.isScrollContainer.columns : record.isScrollContainer.rows
        }
        return !item.isPlain && container.child(item.child).pointee.style.isScrollContainer(axis)
    }

    /// Whether the automatic minimum size can apply to the item at `index` on `axis`.
    mutating func itemHasAutomaticMinimum(_ index: Int, _ axis: Axis) -> Bool {
        let item = items[index]
        if item.isNested {
            let record = items.nested[item.child]
            return axis == .horizontal ? record.hasAutomaticMinimum.columns : record.hasAutomaticMinimum.rows
        }
        return item.isPlain || container.child(item.child).pointee.style.hasAutomaticMinimum(axis)
    }
}
