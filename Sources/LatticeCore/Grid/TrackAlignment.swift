// CSS Grid §10.5: aligning the grid (justify-content / align-content).

extension GridState {
    /// Positions the tracks of `axis` in a content box of `size` starting at
    /// `startInset` (logical: from the start edge of the axis), distributing free
    /// space as `justify-content`/`align-content` say. Sets each track's `offset`
    /// (logical, from the border-box start) and widens `gapAfter` for distributed
    /// alignments.
    /// Returns where the aligned tracks start (the position of the grid's first line,
    /// also when the axis has no tracks).
    @discardableResult
    mutating func alignTracks(_ axis: Axis, _ tracks: inout ArenaArray<Track>, size: Double, startInset: Double) -> Double {
        let alignment = container.style.contentAlignment(axis)
        let free = size - tracks.totalSize()
        var count = 0
        for track in tracks where !track.isCollapsed { count += track.count }
        let rtl = container.style.direction == .rtl

        var start = 0.0
        var between = 0.0
        func position(_ value: ContentAlignment.Value) -> Double {
            switch value {
            case .end, .flexEnd: return free
            case .center: return free / 2
            case .left: return axis == .horizontal && rtl ? free : 0
            case .right: return axis == .horizontal && !rtl ? free : 0
            default: return 0
            }
        }
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
        default:
            start = position(alignment.value)
        }
        // `safe`: an overflowing grid is aligned as `start`.
        if alignment.overflow == .safe && free < 0 { start = 0 }

        var offset = startInset + start
        // (No gutter after the grid's last track, a set of its own or one of several.)
        let lastTrack = tracks.lastTrackSet().flatMap { tracks[$0].count == 1 ? $0 : nil }
        var index = 0
        while index < tracks.count {
            // One range: a set, or sets whose tracks alternate. Its first cycle of tracks
            // gives each set's first track; the range ends after all of its tracks.
            var last = index
            while tracks[last].alternatesWithNext { last += 1 }
            var position = offset
            for set in index ... last {
                if !tracks[set].isCollapsed && set != lastTrack { tracks[set].gapAfter += between }
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
