// CSS Grid §12.1, §12.6 and §12.8: keeping the rows of a run sized under a
// max-content height when the grid then gets a definite height.

extension GridState {
    /// Whether sizing the rows again in the definite border-box `height` would give the
    /// rows of the last run, which sized them under a max-content height: `height` is at
    /// least their total, no row or row gap depends on the height (no percentages,
    /// no flexible rows, no auto-repeat), and §12.6 had no room to fill (every row at
    /// its growth limit after §12.5). Then §12.6 leaves every row at its growth limit,
    /// and only §12.8's stretch of `auto` rows changes, which ``settleRows(height:)``
    /// applies. Saves a second run for the common auto-height grid, stretched or not.
    ///
    /// Rows with room are sized again: in a definite height §12.6 shares the free space
    /// by sets, the set with the least room first, each its share by track count capped
    /// at its room (as Chrome does), and may leave a set short of its limit even when the
    /// height holds every row at its limit. (Five rows at limits of 3.2 px, one set, and
    /// one at 10 px, from 0 px, in 26 px: the one row takes 26 / 6 px first, the five
    /// their 16 px, and 5.67 px are left.)
    ///
    /// With `ownMaxSize` (`height` is the grid's own content height clamped by its
    /// `max-height`: an auto-height root, or an item neither stretched nor given a
    /// definite height), a smaller `height` keeps the rows too and they overflow: like
    /// Chrome, the rows are sized once with the indefinite height, where §12.6 grows
    /// them to their growth limits (rows with room too), and the clamp only sets the box
    /// and the space `align-content` aligns them in. Auto-repeat rows then count from the max
    /// height in both runs (the content height is not a definite size, §7.2.3.2).
    mutating func rowsIndependentOfHeight(_ height: Double, ownMaxSize: Bool) -> Bool {
        // Only a height its max-height set (the clamp of the content height) keeps rows
        // that overflow it.
        let clamped = ownMaxSize && container.box.maxHeight.map { abs($0 - height) < 1e-9 } == true
        guard memo.heightWasIntrinsic, memo.lastSpaces?.height == .maxContent,
              ownMaxSize || !memo.rowsGrewToLimits else { return false }
        let rowsHeight = rows.tracks.totalSize() + container.box.insets(.vertical)
        guard clamped || rowsHeight <= height + 1e-9,
              !container.style.rowGap.isPercent,
              // Clamped below its rows, its own content height counts auto-repeat rows
              // from the max height in both runs.
              !container.style.gridTemplateRows.hasAutoRepeat || (clamped && rowsHeight > height + 1e-9) else { return false }
        for track in rows.tracks where track.isFlexible { return false }
        if someTrackHasPercentage(.vertical) { return false }
        // Stretched rows would change the widths of items that follow their rows (§12.1 step 3).
        if items.someWidthFollowsRows && rowsHeight < height - 1e-9 { return false }
        return true
    }

    /// Takes the definite border-box `height` for rows that hold in it (see
    /// ``rowsIndependentOfHeight(_:ownMaxSize:)``): §12.8 stretches the `auto` rows into it.
    mutating func settleRows(height: Double) {
        let space = AvailableSpace.definite(max(0, height - container.box.insets(.vertical)))
        if let width = memo.lastSpaces?.width { memo.lastSpaces = (width, space) }
        withTracks(.vertical) { tracks, state in state.stretchAutoTracks(.vertical, &tracks, space: space, minSize: nil) }
    }
}
