// CSS Grid §12.3–12.8: the track sizing algorithm, run once per axis.

extension GridState {
    /// Sizes the tracks of `axis` (§12.3).
    ///
    /// - Parameters:
    ///   - space: the grid container's content size on this axis, or the intrinsic
    ///     constraint it is being sized under (an indefinite size is sized as max-content).
    ///   - minSize: the container's definite content-box min size on this axis, if any.
    ///   - maxSize: the container's definite content-box max size on this axis, if any.
    mutating func sizeTracks(_ axis: Axis, space: AvailableSpace, minSize: Double?, maxSize: Double?) {
        if let shared = subgrid?[axis], shared.isSized {
            // A subgridded axis: the parent sized its tracks (CSS Grid 2 §9).
            takeSubgridTracks(axis)
            return
        }
        withTracks(axis) { tracks, state in
            state.initializeTrackSizes(&tracks)
            state.resolveIntrinsicTrackSizes(axis, &tracks, space: space)
            let grew = Self.maximizeTracks(&tracks, space: space, byTrack: state.uniformLanes != nil)
            if axis == .vertical { state.memo.rowsGrewToLimits = grew }
            state.expandFlexibleTracks(axis, &tracks, space: space, minSize: minSize, maxSize: maxSize)
            state.stretchAutoTracks(axis, &tracks, space: space, minSize: minSize)
        }
    }

    /// §12.4 Initialize track sizes.
    func initializeTrackSizes(_ tracks: inout ArenaArray<Track>) {
        for index in tracks.indices {
            var track = tracks[index]
            switch track.min {
            case .fixed(let value): track.baseSize = value
            default: track.baseSize = 0
            }
            switch track.max {
            case .fixed(let value): track.growthLimit = value
            default: track.growthLimit = .infinity
            }
            if track.growthLimit < track.baseSize { track.growthLimit = track.baseSize }
            track.infinitelyGrowable = false
            tracks[index] = track
        }
    }

    /// §12.5 Resolve intrinsic track sizes.
    mutating func resolveIntrinsicTrackSizes(_ axis: Axis, _ tracks: inout ArenaArray<Track>, space: AvailableSpace) {
        // Under an intrinsic (min- or max-content) constraint: the space is not definite.
        let underConstraint = space.definiteValue == nil

        // Plain boxes without content (every item: none is measured) and no track with an
        // intrinsic sizing function: steps 2–4 grow no track (they grow intrinsic ones,
        // and flexible ones with an intrinsic minimum) and write nothing to the items, so
        // only step 5 is left.
        let growsNoTrack = items.measurements.isEmpty && !items.hasSubgrids
            && !tracks.contains { $0.hasIntrinsicMin || $0.hasIntrinsicMax }
        #if LATTICE_CHECKS
        let stepFiveOnly = growsNoTrack ? tracks.map { (base: $0.baseSize, limit: $0.growthLimit.isInfinite ? $0.baseSize : $0.growthLimit) } : []
        defer {
            for (index, sizes) in stepFiveOnly.enumerated() {
                checkSame(sizes.base, tracks[index].baseSize, "track \(index) grown by no item: base size")
                checkSame(sizes.limit, tracks[index].growthLimit, "track \(index) grown by no item: growth limit")
            }
        }
        #else
        if growsNoTrack {
            Self.settleInfiniteGrowthLimits(&tracks)
            return
        }
        #endif

        // One pass over the items (at 100,000 items each pass reads megabytes): size the
        // tracks to fit the non-spanning items (step 2), fit the plain boxes without
        // content in one flexible track (step 4, see there), and gather the spanning
        // items for step 3 and the other items crossing flexible tracks for step 4 (in
        // buffers kept across runs: no allocation per run).
        var maxSpan = 1
        var flexibleItems: [Int] = []
        var nonSpanningItems: [Int] = []
        var spanningItems: [(index: Int, span: Int)] = []
        swap(&flexibleItems, &container.scratch.pointee.items)
        swap(&nonSpanningItems, &container.scratch.pointee.nonSpanningItems)
        defer {
            flexibleItems.removeAll(keepingCapacity: true)
            swap(&flexibleItems, &container.scratch.pointee.items)
            nonSpanningItems.removeAll(keepingCapacity: true)
            swap(&nonSpanningItems, &container.scratch.pointee.nonSpanningItems)
            if maxSpan > 1 {
                spanningItems.removeAll(keepingCapacity: true)
                swap(&spanningItems, &container.scratch.pointee.spanningItems)
            }
        }
        flexibleItems.reserveCapacity(items.count)
        // The items standing for subgrids' edges (see ``ItemRole/subgridEdge``).
        var edgeItems: [Int] = []
        // The first item crossing several tracks one of which is flexible, if any.
        var firstFlexibleSpanning: Int? = nil
        let children = container.children
        // (Through buffer pointers: no uniqueness or bounds check per item and track.)
        let measurements = items.measurements, plainBoxes = items.plainBoxes, nested = items.nested
        items.withUnsafeMutableBufferPointer { items in
            tracks.withUnsafeMutableBufferPointer { tracks in
                for index in items.indices {
                    let item = items[index]
                    // (A subgrid on its subgridded axes, its items on the others, CSS Grid 2 §9.)
                    if !item.sizesTracks(axis) { continue }
                    if item.role.contains(.subgridEdge) {
                        edgeItems.append(index)
                        continue
                    }
                    let start = item.start(axis), end = item.end(axis)
                    // What the item's sets say of its tracks.
                    var spanned = SpannedTracks(tracks[start])
                    for track in start + 1 ..< Swift.max(start + 1, end) { spanned.add(tracks[track]) }
                    let flexible = spanned.flexible, intrinsic = spanned.intrinsic
                    let spansAutoMin = spanned.spansAutoMin, fixedMaxSum = spanned.fixedMaxSum
                    let trackCount = spanned.trackCount
                    let gaps = trackCount > 1 ? spanned.gaps(lastSet: tracks[end - 1]) : 0
                    // §6.6: the automatic minimum applies to non-scroll containers spanning an
                    // `auto`-minimum track, unless they span several tracks one of which is flexible.
                    if !item.hasFixedContributions {
                        // (A plain box is no scroll container, and its minimum contribution is fixed.)
                        let scroll = item.isNested ? (axis == .horizontal ? nested[item.child].isScrollContainer.columns
                                                                          : nested[item.child].isScrollContainer.rows)
                            : !item.isPlain && children[item.child].style.isScrollContainer(axis)
                        let applies = !scroll && spansAutoMin && !(flexible && trackCount > 1)
                        items[index].automaticMinimumApplies = applies
                        let measured = item.measured
                        let limit = fixedMaxSum.map { $0 + gaps } ?? .infinity
                        measurements[measured].automaticMinimumLimit = limit
                        if axis == .horizontal && item.widthsFixed, case .plainWithContent(let plain, _) = item.kind {
                            // Widths known at placement: the minimum contribution too, worked
                            // out here in item order (asked for item by item later, at 100,000
                            // items each would read the box's numbers and its measurements
                            // from memory). Its cached minimum width is never read.
                            items[index].fixedMinimumWidth = plainBoxes[Int(plain)].minimumContribution(
                                .horizontal, minContent: item.minContentWidth, automaticMinimumApplies: applies, limit: limit)
                        } else if axis == .horizontal {
                            measurements[measured].minimumWidth = .nan
                        } else {
                            measurements[measured].minimumHeight = .nan
                        }
                    }
                    // (Nothing is written to a plain box without content: at 100,000 items
                    // a pass that only reads them is one that writes nothing back.)
                    if flexible {
                        if trackCount == 1 && item.hasFixedContributions && firstFlexibleSpanning == nil {
                            // Step 4 for a plain box without content (one size for every
                            // contribution), should every item crossing a flexible track
                            // cross only one (see step 4 below): here, while it is read.
                            if tracks[start].hasIntrinsicMin {
                                let size = axis == .horizontal ? item.minContentWidth : item.contentHeight
                                tracks[start].baseSize = max(tracks[start].baseSize, size)
                            }
                        } else {
                            if trackCount > 1 && firstFlexibleSpanning == nil { firstFlexibleSpanning = index }
                            flexibleItems.append(index)
                        }
                    } else if trackCount > 1 {
                        // (The buffer is taken at the first such item, with room for every
                        // item from there: most grids have none.)
                        if maxSpan == 1 {
                            Self.take(&spanningItems, from: &container.scratch.pointee.spanningItems, room: items.count - index)
                        }
                        maxSpan = max(maxSpan, trackCount)
                        spanningItems.append((index, trackCount))
                    } else if intrinsic {
                        if item.hasFixedContributions {
                            #if LATTICE_CHECKS
                            var general = tracks[start]
                            let size = axis == .horizontal ? item.minContentWidth : item.contentHeight
                            Self.fitNonSpanning(&general, underConstraint: underConstraint, usesLimitedMinContent: { true },
                                                minContent: { size }, maxContent: { size }, minimum: { size })
                            defer {
                                checkSame(tracks[start].baseSize, general.baseSize, "plain box \(item.child) fitted: base size")
                                checkSame(tracks[start].growthLimit, general.growthLimit, "plain box \(item.child) fitted: growth limit")
                            }
                            #endif
                            Self.fitSimpleItem(item, axis, &tracks[start])
                        } else if axis == .horizontal && item.widthsFixed {
                            // Its contributions are known (see above): fitted here, in item
                            // order, where its measurements were just written.
                            let minimum = items[index].fixedMinimumWidth
                            let maxContent = measurements[item.measured].maxContentWidth
                            Self.fitNonSpanning(&tracks[start], underConstraint: underConstraint,
                                                usesLimitedMinContent: { true },  // (a plain box)
                                                minContent: { item.minContentWidth },
                                                maxContent: { maxContent }, minimum: { minimum })
                        } else {
                            nonSpanningItems.append(index)
                        }
                    }
                }
            }
        }
        for index in nonSpanningItems {
            fitNonSpanningItem(index, axis, &tracks, underConstraint: underConstraint)
        }
        for index in edgeItems { fitSubgridEdge(index, axis, &tracks, flexibleOnly: false) }
        for index in tracks.indices where tracks[index].growthLimit < tracks[index].baseSize {
            tracks[index].growthLimit = tracks[index].baseSize
        }

        // Step 3: increase sizes to accommodate spanning items crossing content-sized tracks,
        // one span size at a time.
        // (A grid-lanes container's long uniform runs of lanes take their sizes from their
        // source lanes once the groups holding the windows are done, see ``UniformLaneRuns``.)
        var uniformLanes = self.uniformLanes
        if maxSpan > 1 {
            for group in Self.groupedBySpan(spanningItems, maxSpan: maxSpan) {
                if let runs = uniformLanes, let first = group.first,
                   tracks.trackCount(items[first].start(axis), items[first].end(axis)) > runs.widestWindow {
                    runs.equalize(&tracks)
                    uniformLanes = nil
                }
                accommodateSpanningItems(axis, group, &tracks, underConstraint: underConstraint, flexible: false)
            }
        }
        uniformLanes?.equalize(&tracks)

        // Step 4: items crossing flexible tracks, all together, distributing to flexible tracks only.
        if let first = firstFlexibleSpanning {
            // Some item spans several tracks: the items are distributed together. The
            // plain boxes fitted before that item are undone (steps 2–3 leave flexible
            // tracks alone: their base sizes are the initial zero of an intrinsic
            // minimum, §12.4) and gathered again.
            for track in tracks.indices where tracks[track].isFlexible && tracks[track].hasIntrinsicMin {
                tracks[track].baseSize = 0
            }
            var all: [Int] = []
            all.reserveCapacity(first + flexibleItems.count)
            for index in 0 ..< first
            where items[index].sizesTracks(axis) && tracks.crossesFlexible(items[index].start(axis), items[index].end(axis)) {
                all.append(index)
            }
            all.append(contentsOf: flexibleItems.drop(while: { $0 < first }))
            accommodateSpanningItems(axis, all, &tracks, underConstraint: underConstraint, flexible: true)
            for index in edgeItems { fitSubgridEdge(index, axis, &tracks, flexibleOnly: true) }
        } else {
            // Each item in one flexible track: each sub-step raises the track's base size
            // to the item's contribution when the track takes part in it (what the
            // distribution comes to: an item's extra space all goes to its one track).
            // (The plain boxes without content were fitted in the first pass: steps 2–3
            // leave flexible tracks alone, so they count as well before as after them.)
            for index in flexibleItems {
                let track = items[index].start(axis)
                let minimum = tracks[track].min
                guard tracks[track].hasIntrinsicMin else { continue }
                var base = max(tracks[track].baseSize, contribution(index, axis, .minimum))
                if minimum == .minContent || minimum == .maxContent {
                    base = max(base, contribution(index, axis, .minContent))
                }
                if minimum == .maxContent { base = max(base, contribution(index, axis, .maxContent)) }
                tracks[track].baseSize = base
            }
            uniformLanes?.equalize(&tracks)
        }

        Self.settleInfiniteGrowthLimits(&tracks)
    }

    /// Step 5: any growth limit still infinite becomes the base size.
    private static func settleInfiniteGrowthLimits(_ tracks: inout ArenaArray<Track>) {
        for index in tracks.indices where tracks[index].growthLimit.isInfinite {
            tracks[index].growthLimit = tracks[index].baseSize
        }
    }

    /// Swaps `buffer` in from `scratch`, with `room` for as many elements. (Out of line:
    /// called at most once per pass over the items, it keeps that loop's code small.)
    @inline(never)
    private static func take(_ buffer: inout [(index: Int, span: Int)], from scratch: inout [(index: Int, span: Int)], room: Int) {
        swap(&buffer, &scratch)
        buffer.reserveCapacity(room)
    }

    /// The indices of `items` in groups of equal spans (the tracks each crosses, at most
    /// `maxSpan`), smallest spans first, each group in the items' order (§12.5 step 3).
    private static func groupedBySpan(_ items: [(index: Int, span: Int)], maxSpan: Int) -> [[Int]] {
        if maxSpan <= 1024 {
            var bySpan: [[Int]] = Array(repeating: [], count: maxSpan + 1)
            for item in items { bySpan[item.span].append(item.index) }
            return bySpan.filter { !$0.isEmpty }
        }
        // Spans in the thousands and beyond: sorted rather than bucketed.
        let sorted = items.sorted { ($0.span, $0.index) < ($1.span, $1.index) }
        var groups: [[Int]] = []
        var groupSpan = 0
        for entry in sorted {
            if entry.span == groupSpan {
                groups[groups.count - 1].append(entry.index)
            } else {
                groups.append([entry.index])
                groupSpan = entry.span
            }
        }
        return groups
    }

    /// §12.5 step 2, size tracks to fit non-spanning items: one item in one intrinsic,
    /// non-flexible track.
    private mutating func fitNonSpanningItem(_ index: Int, _ axis: Axis, _ tracks: inout ArenaArray<Track>,
                                             underConstraint: Bool) {
        Self.fitNonSpanning(&tracks[items[index].start(axis)], underConstraint: underConstraint,
                            usesLimitedMinContent: { usesLimitedMinContent(index, axis) },
                            minContent: { contribution(index, axis, .minContent) },
                            maxContent: { contribution(index, axis, .maxContent) },
                            minimum: { contribution(index, axis, .minimum) })
    }

    /// A subgrid's margin, border and padding at one edge (see ``ItemRole/subgridEdge``)
    /// in the track at that edge: as browsers do, it raises the base size of a track
    /// with an intrinsic minimum, and leaves the growth limit alone (an edge's track
    /// grows with the items spanning it as any other). On `flexibleOnly`, only in a
    /// flexible track (whose base size step 4 started again from zero).
    private mutating func fitSubgridEdge(_ index: Int, _ axis: Axis, _ tracks: inout ArenaArray<Track>, flexibleOnly: Bool) {
        let track = items[index].start(axis)
        guard tracks[track].hasIntrinsicMin, !flexibleOnly || tracks[track].isFlexible else { return }
        tracks[track].baseSize = max(tracks[track].baseSize, contribution(index, axis, .minimum))
    }

    /// §12.5 step 2 for one item in `track`, from its contributions (each worked out
    /// only when the track's sizing functions ask for it).
    @inline(__always)
    private static func fitNonSpanning(_ track: inout Track, underConstraint: Bool,
                                       usesLimitedMinContent: () -> Bool, minContent: () -> Double,
                                       maxContent: () -> Double, minimum: () -> Double) {
        var base = track.baseSize
        switch track.min {
        case .minContent:
            base = max(base, minContent())
        case .maxContent:
            base = max(base, maxContent())
        case .auto:
            // Under an intrinsic constraint: the limited min-content contribution (the
            // contribution limited by a fixed max track sizing function, floored by the
            // minimum contribution); browsers keep the zero automatic minimum of scroll
            // containers.
            if underConstraint && usesLimitedMinContent() {
                base = max(base, limited(minContent(), by: track.fixedMax ?? track.fitContentLimit, floor: minimum()))
            } else {
                base = max(base, minimum())
            }
        case .fixed:
            break
        }
        track.baseSize = base
        var limit = track.growthLimit
        switch track.max {
        case .minContent:
            let value = minContent()
            limit = limit.isInfinite ? value : max(limit, value)
        case .maxContent, .auto:
            let value = maxContent()
            limit = limit.isInfinite ? value : max(limit, value)
        case .fitContent(let argument):
            let value = min(maxContent(), argument)
            limit = limit.isInfinite ? value : max(limit, value)
        case .fixed, .flex:
            break
        }
        track.growthLimit = limit
    }

    /// §12.5 step 2 for a plain box without content: ``fitNonSpanning(_:underConstraint:usesLimitedMinContent:minContent:maxContent:minimum:)``
    /// when every contribution is its outer size, which comes to raising the base size
    /// (but for a fixed minimum) and the growth limit (but for a fixed or flexible max)
    /// to it. (Written out: the general routine costs S1 and S6 3-4% more instructions.)
    @inline(__always)
    private static func fitSimpleItem(_ item: PlacedItem, _ axis: Axis, _ track: inout Track) {
        let size = axis == .horizontal ? item.minContentWidth : item.contentHeight
        if case .fixed = track.min {} else { track.baseSize = max(track.baseSize, size) }
        let grown: Double
        switch track.max {
        case .minContent, .maxContent, .auto: grown = size
        case .fitContent(let argument): grown = min(size, argument)
        case .fixed, .flex: return
        }
        track.growthLimit = track.growthLimit.isInfinite ? grown : max(track.growthLimit, grown)
    }

    /// The limited min-/max-content contribution (§12.5 step 2): the contribution,
    /// limited by a fixed max track sizing function, floored by the minimum contribution.
    mutating func limitedContribution(_ index: Int, _ axis: Axis, _ kind: ContributionKind, limit: Double?) -> Double {
        Self.limited(contribution(index, axis, kind), by: limit, floor: contribution(index, axis, .minimum))
    }

    /// A contribution limited by `limit` (a fixed max track sizing function), floored by
    /// the minimum contribution `floor` (§12.5 step 2's limited contributions).
    @inline(__always)
    static func limited(_ contribution: Double, by limit: Double?, floor: Double) -> Double {
        max(limit.map { min(contribution, $0) } ?? contribution, floor)
    }

    /// The sum of the fixed (or fit-content) max sizing functions of the tracks the
    /// item spans, with the gutters between them; `nil` when one of them has none.
    func spannedTrackLimit(_ item: PlacedItem, _ axis: Axis, _ tracks: ArenaArray<Track>) -> Double? {
        var limit = tracks.spannedGaps(item.start(axis), item.end(axis))
        for track in item.start(axis)..<item.end(axis) {
            guard let value = tracks[track].fixedMax ?? tracks[track].fitContentLimit else { return nil }
            limit += tracks[track].weight * value
        }
        return limit
    }

    /// Whether an item's limited min-/max-content contribution replaces its minimum
    /// contribution under an intrinsic constraint (§12.5): browsers do so only where
    /// the automatic minimum size is in force (a `min-width`/`min-height` of `auto` on
    /// a box that is not a scroll container, spanning a track with an `auto` minimum:
    /// §6.6). An item spanning only `min-content` and `max-content` minimums gives its
    /// minimum contribution in step 1 and its min-content contribution in step 2, as
    /// Chromium does: in exact numbers the same sizes as the min-content contribution
    /// at once, but the two steps each round their shares down to 1/64 px.
    mutating func usesLimitedMinContent(_ index: Int, _ axis: Axis) -> Bool {
        // (A plain box has an automatic minimum, and without content every contribution
        // is its outer size; answering without its node spares a read of it per item.)
        if items[index].isPlain { return items[index].automaticMinimumApplies || items[index].hasFixedContributions }
        return items[index].automaticMinimumApplies && itemHasAutomaticMinimum(index, axis)
    }

    /// §12.5 step 3 (and step 4 when `flexible`): the distribution sub-steps for
    /// one group of items. Step 4 distributes to flexible tracks only and stops
    /// before the growth limits (flexible tracks have none).
    mutating func accommodateSpanningItems(_ axis: Axis, _ indices: [Int], _ tracks: inout ArenaArray<Track>,
                                           underConstraint: Bool, flexible: Bool) {
        // Nothing to do when no track of the axis takes part in any step: steps 1–3 grow
        // tracks with an intrinsic minimum (2–3 only some of them), steps 5–6 tracks with
        // an intrinsic maximum. (Asked once for steps 1–3, not by each.)
        let growsMinimums = tracks.contains { (!flexible || $0.isFlexible) && $0.hasIntrinsicMin }
        guard growsMinimums || (!flexible && tracks.contains { $0.hasIntrinsicMax }) else { return }
        // The group's items as the distribution steps read them, gathered in one pass
        // (in a buffer kept across calls): the steps below pass over the group up to five
        // times, and at 100,000 items each pass over the items themselves reads megabytes.
        var group: [SpanningItem] = []
        swap(&group, &container.scratch.pointee.spanning)
        defer { group.removeAll(keepingCapacity: true); swap(&group, &container.scratch.pointee.spanning) }
        group.reserveCapacity(indices.count)
        for index in indices {
            let item = items[index]
            // A plain box contributes its outer size, whatever is asked (see placeItems).
            let fixed = item.hasFixedContributions ? (axis == .horizontal ? item.minContentWidth : item.contentHeight) : .nan
            group.append(SpanningItem(index: index, start: item.start(axis), end: item.end(axis), fixedContribution: fixed))
        }
        if growsMinimums {
            // 1. Intrinsic minimums: minimum contributions, or under an intrinsic
            // constraint the limited min-content contributions (not for scroll containers).
            // (Step 4 puts a grid-lanes container's windows over flexible lanes in one
            // group: the long uniform runs of such lanes take their sizes from their source
            // lanes after each sub-step, see ``UniformLaneRuns``.)
            let runs = flexible ? uniformLanes : nil
            distribute(axis, &tracks, group, toGrowthLimits: false, flexible: flexible,
                       accepts: { $0.hasIntrinsicMin },
                       beyond: { $0.hasIntrinsicMax },
                       contribution: { state, index, tracks in
                           if underConstraint && !flexible && state.usesLimitedMinContent(index, axis) {
                               let limit = state.spannedTrackLimit(state.items[index], axis, tracks)
                               return state.limitedContribution(index, axis, .minContent, limit: limit)
                           }
                           return state.contribution(index, axis, .minimum)
                       })
            runs?.equalize(&tracks)
            // 2. Content-based minimums.
            distribute(axis, &tracks, group, toGrowthLimits: false, flexible: flexible,
                       accepts: { $0.min == .minContent || $0.min == .maxContent },
                       beyond: { $0.hasIntrinsicMax },
                       contribution: { state, index, _ in state.contribution(index, axis, .minContent) })
            runs?.equalize(&tracks)
            // 3. Max-content minimums: only `max-content` minimums, as Chrome does (§12.5
            // would also grow `auto` minimums under a max-content constraint; Chrome leaves
            // them to the growth limits and §12.6, which gives the same intrinsic size
            // except where that extra step would over-grow a track).
            distribute(axis, &tracks, group, toGrowthLimits: false, flexible: flexible,
                       accepts: { $0.min == .maxContent },
                       beyond: { $0.growsLikeMaxContent },
                       contribution: { state, index, _ in state.contribution(index, axis, .maxContent) })
            runs?.equalize(&tracks)
        }
        if flexible { return }
        // 4. Growth limits below base sizes are raised to them.
        for index in tracks.indices where tracks[index].growthLimit < tracks[index].baseSize {
            tracks[index].growthLimit = tracks[index].baseSize
        }
        // 5. Intrinsic maximums.
        distribute(axis, &tracks, group, toGrowthLimits: true, flexible: false,
                   accepts: { $0.hasIntrinsicMax },
                   beyond: { _ in true },
                   contribution: { state, index, _ in state.contribution(index, axis, .minContent) })
        // 6. Max-content maximums.
        distribute(axis, &tracks, group, toGrowthLimits: true, flexible: false,
                   accepts: { $0.hasMaxContentMax },
                   beyond: { _ in true },
                   contribution: { state, index, _ in state.contribution(index, axis, .maxContent) })
        // "Infinitely growable" only lasts for the step after the one that marked it.
        for index in tracks.indices { tracks[index].infinitelyGrowable = false }
    }

    /// §12.5.1 Distributing extra space across spanned tracks.
    mutating func distribute(_ axis: Axis, _ tracks: inout ArenaArray<Track>, _ group: [SpanningItem],
                             toGrowthLimits: Bool, flexible: Bool,
                             accepts: (Track) -> Bool,
                             beyond: (Track) -> Bool,
                             contribution: (inout GridState, Int, ArenaArray<Track>) -> Double) {
        // A step no track of the axis takes part in changes nothing.
        guard tracks.contains(where: { accepts($0) && (!flexible || $0.isFlexible) }) else { return }
        // (In buffers kept across calls, with room for every set of the axis.)
        var buffers = DistributionBuffers()
        swap(&buffers, &container.scratch.pointee.distribution)
        if buffers.room < tracks.count { buffers = DistributionBuffers(room: tracks.count, in: container.arena) }
        defer { swap(&buffers, &container.scratch.pointee.distribution) }
        distribute(&tracks, group, toGrowthLimits: toGrowthLimits, flexible: flexible, accepts: accepts,
                   beyond: beyond, contribution: contribution, buffers: buffers)
    }

    /// ``distribute(_:_:_:toGrowthLimits:flexible:accepts:beyond:contribution:)`` with its
    /// `buffers` (their planned increases zero, and left zero).
    private mutating func distribute(_ tracks: inout ArenaArray<Track>, _ group: [SpanningItem],
                                     toGrowthLimits: Bool, flexible: Bool,
                                     accepts: (Track) -> Bool,
                                     beyond: (Track) -> Bool,
                                     contribution: (inout GridState, Int, ArenaArray<Track>) -> Double,
                                     buffers: DistributionBuffers) {
        let planned = buffers.planned, incurred = buffers.incurred
        var touched = false
        for entry in group {
            let index = entry.index, start = entry.start, end = entry.end
            var affectedCount = 0
            var current = tracks.spannedGaps(start, end)
            for track in start..<end {
                let t = tracks[track]
                if toGrowthLimits {
                    current += t.weight * (t.growthLimit.isInfinite ? t.baseSize : t.growthLimit)
                } else {
                    current += t.weight * t.baseSize
                }
                if accepts(t) && (!flexible || t.isFlexible) {
                    buffers.affected[affectedCount] = track
                    affectedCount += 1
                }
            }
            if affectedCount == 0 { continue }
            let affected = UnsafeBufferPointer(rebasing: buffers.affected[..<affectedCount])
            if end - start == 1 && tracks[start].count == 1 && !toGrowthLimits {
                // One track: the whole extra space is its increase.
                let extra = (entry.fixedContribution.isNaN ? contribution(&self, index, tracks) : entry.fixedContribution) - current
                if extra > planned[start] {
                    planned[start] = extra
                    touched = true
                }
                continue
            }
            if toGrowthLimits {
                // Every affected track's infinite growth limit becomes finite at the
                // update, even with no planned increase (§12.5.1 step 3).
                for track in affected { tracks[track].affected = true }
                touched = true
            }
            let size = entry.fixedContribution.isNaN ? contribution(&self, index, tracks) : entry.fixedContribution
            var extra = size - current
            if extra <= 0 { continue }
            touched = true

            for track in affected { incurred[track] = 0 }

            if flexible {
                // Step 4: in proportion to the flex factors (browsers do so even when
                // they sum below 1); equally when they are all zero.
                var factorSum = 0.0
                var trackCount = 0.0
                for track in affected {
                    factorSum += tracks[track].weight * tracks[track].flexFactor
                    trackCount += tracks[track].weight
                }
                if factorSum > 0 {
                    for track in affected {
                        incurred[track] += extra * tracks[track].flexFactor / factorSum
                    }
                    extra = 0
                }
                if extra > 0 {
                    let each = extra / trackCount
                    for track in affected { incurred[track] += each }
                }
            } else {
                // Distribute space up to limits.
                extra = distributeEqually(extra, &tracks, incurred, affected, rooms: buffers.rooms,
                                          toGrowthLimits: toGrowthLimits, limited: true)
                // Distribute space beyond limits.
                if extra > 1e-9 {
                    var preferredCount = 0
                    for track in affected where beyond(tracks[track]) {
                        buffers.preferred[preferredCount] = track
                        preferredCount += 1
                    }
                    let targets = preferredCount == 0 ? affected : UnsafeBufferPointer(rebasing: buffers.preferred[..<preferredCount])
                    extra = distributeEqually(extra, &tracks, incurred, targets, rooms: buffers.rooms,
                                              toGrowthLimits: toGrowthLimits, limited: false)
                }
            }
            for track in affected where incurred[track] > planned[track] { planned[track] = incurred[track] }
        }
        guard touched else { return }
        // Update the affected sizes by the planned increases.
        for index in tracks.indices where planned[index] > 0 || tracks[index].affected {
            tracks[index].affected = false
            if toGrowthLimits {
                if tracks[index].growthLimit.isInfinite {
                    tracks[index].growthLimit = tracks[index].baseSize + planned[index]
                    tracks[index].infinitelyGrowable = true
                } else {
                    tracks[index].growthLimit += planned[index]
                }
            } else {
                tracks[index].baseSize += planned[index]
            }
            planned[index] = 0
        }
    }

    /// Gives `extra` to `targets`' item-incurred increases (`incurred`, per track) in
    /// equal shares per track, no set past its limit (when `limited`); returns what is
    /// left. As Chromium: the sets with the least room first, each taking its tracks'
    /// share of what is left (the last one all of it), capped at its room, counted in
    /// 1/64 px (a share is rounded down to it, so a set of three tracks given 100 px
    /// takes 33.328125, 33.328125 and 33.34375 px; over ten thousand rows the fractions
    /// add up to what a browser shows). `rooms` has room for every target.
    private func distributeEqually(_ extra: Double, _ tracks: inout ArenaArray<Track>, _ incurred: UnsafeMutableBufferPointer<Double>,
                                   _ targets: UnsafeBufferPointer<Int>, rooms: UnsafeMutableBufferPointer<SetRoom>,
                                   toGrowthLimits: Bool, limited: Bool) -> Double {
        /// The room per track of set `track` left for this step.
        func room(_ track: Int) -> Double {
            let t = tracks[track]
            let affectedSize = toGrowthLimits ? (t.growthLimit.isInfinite ? t.baseSize : t.growthLimit) : t.baseSize
            var limit = Double.infinity
            if limited {
                if toGrowthLimits {
                    limit = t.infinitelyGrowable || t.growthLimit.isInfinite ? .infinity : t.growthLimit
                    // fit-content() tracks grow no further than their argument.
                    if let cap = t.fitContentLimit { limit = min(limit, max(cap, affectedSize)) }
                } else {
                    limit = t.growthLimit
                    // Browsers do not cap the base size at the fit-content() argument here
                    // (the growth limit already is), so neither do we.
                }
            } else if let cap = t.fitContentLimit, toGrowthLimits {
                // Growth of fit-content() tracks is limited by their argument.
                limit = max(cap, affectedSize)
            }
            return max(0, limit - (affectedSize + incurred[track]))
        }
        var setCount = 0
        var growableTracks: Int64 = 0
        for track in targets {
            let room = room(track)
            guard room > 0 else { continue }
            rooms[setCount] = SetRoom(track: track, room: room)
            setCount += 1
            growableTracks += Int64(tracks[track].count)
        }
        var sets = UnsafeMutableBufferPointer(rebasing: rooms[..<setCount])
        if setCount > 1 { sets.sort { $0.room < $1.room } }
        var remaining = LayoutUnit.raw(extra)
        var shareSum = growableTracks
        for set in sets where growableTracks > 0 {
            let track = set.track, room = set.room
            let count = Int64(tracks[track].count)
            var share = count == shareSum ? remaining : remaining * count / shareSum
            if room.isFinite { share = min(share, LayoutUnit.raw(room * tracks[track].weight)) }
            growableTracks -= count
            shareSum -= count
            remaining -= share
            incurred[track] += LayoutUnit.value(share) / tracks[track].weight
        }
        return LayoutUnit.value(remaining)
    }
}

/// A set's room in an equal distribution (see ``GridState/distributeEqually(_:_:_:_:rooms:toGrowthLimits:limited:)``).
struct SetRoom {
    var track: Int
    var room: Double
}

/// The buffers of a distribution step (§12.5.1), with room for as many sets as an axis
/// has: the affected sets of one item and those of them space beyond their limits goes
/// to first, per set the planned increase (zero between steps) and one item's incurred
/// increase, and the sets' rooms in an equal distribution. In the pass's arena: written
/// per item and per set without an array's checks, and made once per pass for the
/// largest axis (see ``ScratchBuffers``).
struct DistributionBuffers {
    private(set) var room = 0
    var affected = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    var preferred = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    var planned = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    var incurred = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    var rooms = UnsafeMutableBufferPointer<SetRoom>(start: nil, count: 0)

    /// No buffers.
    init() {}

    /// Buffers for `room` sets in `arena`, the planned increases zero. (The others are
    /// written before they are read.)
    init(room: Int, in arena: PassArena) {
        self.room = room
        func buffer<Element: BitwiseCopyable>(_ type: Element.Type) -> UnsafeMutableBufferPointer<Element> {
            UnsafeMutableBufferPointer(start: arena.allocate(type, capacity: room, lane: .items), count: room)
        }
        affected = buffer(Int.self)
        preferred = buffer(Int.self)
        planned = buffer(Double.self)
        planned.initialize(repeating: 0)
        incurred = buffer(Double.self)
        rooms = buffer(SetRoom.self)
    }
}

/// Chromium's unit of layout, 1/64 px, where it keeps track sizes.
enum LayoutUnit {
    /// `value` in 1/64 px, rounded down (a value a hair below a whole number of units,
    /// from floating-point sums, counts as that number).
    @inline(__always)
    static func raw(_ value: Double) -> Int64 {
        guard value.isFinite else { return value > 0 ? Int64.max / 128 : 0 }
        return Int64(Swift.max(-9e15, Swift.min(9e15, (value * 64 + 1e-6).rounded(.down))))
    }

    /// `raw` 1/64 px in px.
    @inline(__always)
    static func value(_ raw: Int64) -> Double { Double(raw) / 64 }
}

/// What the sets an item spans say of its tracks, summed in the first pass over the
/// items (§12.5): the number of tracks, whether one is flexible, intrinsic, or has an
/// `auto` minimum, the sum of their fixed maxima, and their gutters.
struct SpannedTracks {
    var trackCount: Int
    var flexible: Bool
    var intrinsic: Bool
    var spansAutoMin: Bool
    /// The sum of the tracks' fixed max sizing functions; `nil` when one has none.
    var fixedMaxSum: Double?
    /// The gutters after every spanned track, and that of a set holding the grid's last
    /// track (see ``ArenaArray/spannedGaps(_:_:)``).
    private var gapSum: Double
    private var endsGridGap: Double?

    /// The tracks of the item's first set.
    @inline(__always)
    init(_ first: Track) {
        trackCount = first.count
        flexible = first.isFlexible
        intrinsic = first.hasIntrinsicMin || first.hasIntrinsicMax
        spansAutoMin = first.min == .auto
        fixedMaxSum = first.fixedMax.map { first.weight * $0 }
        gapSum = first.weight * first.gapAfter
        endsGridGap = first.endsGrid ? first.gapAfter : nil
    }

    /// Adds the tracks of the item's next set.
    @inline(__always)
    mutating func add(_ set: Track) {
        trackCount += set.count
        if set.isFlexible { flexible = true }
        if set.hasIntrinsicMin || set.hasIntrinsicMax { intrinsic = true }
        if set.min == .auto { spansAutoMin = true }
        if let value = set.fixedMax, let sum = fixedMaxSum { fixedMaxSum = sum + set.weight * value } else { fixedMaxSum = nil }
        gapSum += set.weight * set.gapAfter
        if set.endsGrid { endsGridGap = set.gapAfter }
    }

    /// The gutters between the tracks, `lastSet` being the item's last set.
    @inline(__always)
    func gaps(lastSet: Track) -> Double { gapSum - (endsGridGap ?? lastSet.gapAfter) }
}
