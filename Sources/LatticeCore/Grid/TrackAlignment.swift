// CSS Grid §10.5: aligning the grid (justify-content / align-content).

extension GridState {
    /// Where the tracks of `axis` start in a content box of `size` (from its start edge)
    /// and the space `justify-content`/`align-content` adds to each gutter (§10.5), the
    /// gutters already widened by ``GridAxis/distributedGap`` counted as unwidened.
    mutating func contentDistribution(_ axis: Axis, _ tracks: ArenaArray<Track>, size: Double) -> (start: Double, between: Double) {
        // A subgrid's tracks are its parent's on a subgridded axis: it does not align them (CSS Grid 2 §9).
        if subgrid?[axis] != nil { return (0, 0) }
        let alignment = container.style.contentAlignment(axis)
        // At the start and nothing between: no free space to find.
        switch alignment.value {
        case .normal, .stretch, .start, .flexStart: return (0, 0)
        default: break
        }
        var count = 0
        for track in tracks where !track.isCollapsed { count += track.count }
        let distributed = axis == .horizontal ? columns.distributedGap : rows.distributedGap
        let free = size - tracks.totalSize() + distributed * Double(Swift.max(0, count - 1))
        let rtl = container.style.direction == .rtl

        var start = 0.0
        var between = 0.0
        switch alignment.value {
        case .spaceBetween:
            if free > 0 && count > 1 { between = free / Double(count - 1) }
        case .spaceAround:
            if free > 0 && count > 0 {
                between = free / Double(count)
                start = between / 2
            } else if free > 0 {
                start = free / 2
            }
        case .spaceEvenly:
            if free > 0 && count > 0 {
                between = free / Double(count + 1)
                start = between
            } else if free > 0 {
                start = free / 2
            }
        case .end, .flexEnd: start = free
        case .center: start = free / 2
        case .left: start = axis == .horizontal && rtl ? free : 0
        case .right: start = axis == .horizontal && !rtl ? free : 0
        default: start = 0
        }
        // `safe`: an overflowing grid is aligned as `start`.
        if alignment.overflow == .safe && free < 0 { start = 0 }
        return (start, between)
    }

    /// Widens the gutters of `axis` by the space content distribution puts between its
    /// tracks in a content box of `size`: CSS Grid 2 §12.1 steps 2–3 size the rows with
    /// the effective column gaps when the width is definite (and the columns again with
    /// the effective row gaps when the height is).
    mutating func distributeGaps(_ axis: Axis, size: Double) {
        switch container.style.contentAlignment(axis).value {
        case .spaceBetween, .spaceAround, .spaceEvenly: break
        default: return
        }
        withTracks(axis) { tracks, state in
            let between = state.contentDistribution(axis, tracks, size: size).between
            tracks.widenGaps(by: between - (axis == .horizontal ? state.columns.distributedGap : state.rows.distributedGap))
            if axis == .horizontal { state.columns.distributedGap = between } else { state.rows.distributedGap = between }
        }
    }

    /// Positions the tracks of `axis` in a content box of `size` starting at
    /// `startInset` (logical: from the start edge of the axis), distributing free
    /// space as `justify-content`/`align-content` say. Sets each track's `offset`
    /// (logical, from the border-box start) and widens `gapAfter` for distributed
    /// alignments.
    /// Returns where the aligned tracks start (the position of the grid's first line,
    /// also when the axis has no tracks).
    @discardableResult
    mutating func alignTracks(_ axis: Axis, _ tracks: inout ArenaArray<Track>, size: Double, startInset: Double) -> Double {
        if let first = alignSubgridTracks(axis, &tracks) { return first }
        let (start, between) = contentDistribution(axis, tracks, size: size)
        tracks.widenGaps(by: between - (axis == .horizontal ? columns.distributedGap : rows.distributedGap))
        if axis == .horizontal { columns.distributedGap = between } else { rows.distributedGap = between }

        var offset = startInset + start
        var index = 0
        while index < tracks.count {
            // One range: a set, or sets whose tracks alternate. Its first cycle of tracks
            // gives each set's first track; the range ends after all of its tracks.
            var last = index
            while tracks[last].alternatesWithNext { last += 1 }
            var position = offset
            for set in index ... last {
                tracks[set].offset = position
                position += tracks[set].baseSize + tracks[set].gapAfter
            }
            let endsGrid = (index ... last).contains { tracks[$0].endsGrid }
            offset += tracks.spanSize(index, last + 1) + (endsGrid ? 0 : tracks[last].gapAfter)
            index = last + 1
        }
        return startInset + start
    }
}

extension ArenaArray where Element == Track {
    /// Adds `amount` to every gutter between tracks that are not collapsed (none after
    /// the grid's last track).
    func widenGaps(by amount: Double) {
        guard amount != 0 else { return }
        let lastTrack = lastTrackSet().flatMap { self[$0].count == 1 ? $0 : nil }
        for set in indices where !self[set].isCollapsed && set != lastTrack { self[set].gapAfter += amount }
    }
}
