/// exyte/Grid's placement rules, producing explicit positions for the CSS engine.
///
/// Coordinates are abstract: the *fixed* axis has `fixedCount` tracks (the
/// grid's `tracks`), the *growing* axis as many as the items need. Order of
/// placement (exyte's documented behaviour):
/// 1. Items with both starts, in order. A start past the last fixed track or
///    negative is dropped first (warning). If the cells are taken, the item is
///    auto-placed (warning).
/// 2. Items with one start, fixed axis first, then growing axis, in order.
///    A fixed start searches the growing tracks from 0 for the first free
///    position in its track. A growing start searches the fixed tracks of its
///    track from 0; if none is free the item is auto-placed (warning).
/// 3. The rest, in order: sparse moves a cursor forward only; dense starts each
///    search at the grid's start (CSS Grid §8.5, "dense" packing).
///
/// Spans on the fixed axis are clamped to the tracks left after the start at
/// every step (warning), so no item ever extends past the fixed tracks.
struct ExytePlacement {
    /// One item's request, in abstract coordinates.
    struct Request {
        var fixedStart: Int?
        var growingStart: Int?
        var fixedSpan: Int
        var growingSpan: Int
    }

    /// One item's position, in abstract coordinates.
    struct Area: Hashable {
        var fixed: Int
        var growing: Int
        var fixedSpan: Int
        var growingSpan: Int
    }

    let fixedCount: Int
    let packing: GridPacking
    /// For warnings: the physical axes.
    let fixedAxis: Axis

    private(set) var areas: [Area] = []
    private(set) var warnings: [GridWarning] = []
    /// The number of growing tracks the items use.
    private(set) var growingCount = 0
    private var occupancy: TrackOccupancy

    init(fixedCount: Int, packing: GridPacking, fixedAxis: Axis) {
        self.fixedCount = Swift.max(1, fixedCount)
        self.packing = packing
        self.fixedAxis = fixedAxis
        self.occupancy = TrackOccupancy(fixedCount: Swift.max(1, fixedCount))
    }

    /// Places `requests` (item order) and returns the placement.
    static func place(_ requests: [Request], fixedCount: Int, packing: GridPacking, fixedAxis: Axis) -> ExytePlacement {
        var placement = ExytePlacement(fixedCount: fixedCount, packing: packing, fixedAxis: fixedAxis)
        placement.run(requests)
        return placement
    }

    private mutating func run(_ input: [Request]) {
        var requests = input.enumerated().map { sanitize($1, item: $0) }
        areas = Array(repeating: Area(fixed: 0, growing: 0, fixedSpan: 1, growingSpan: 1), count: requests.count)
        var placed = Array(repeating: false, count: requests.count)

        // 1. Both starts.
        for index in requests.indices {
            guard let fixed = requests[index].fixedStart, let growing = requests[index].growingStart else { continue }
            let fixedSpan = clampedFixedSpan(requests[index].fixedSpan, start: fixed, item: index)
            let growingSpan = requests[index].growingSpan
            if occupancy.conflict(fixed: fixed, fixedSpan: fixedSpan, growing: growing, growingSpan: growingSpan) != nil {
                let column = fixedAxis == .horizontal ? fixed : growing
                let row = fixedAxis == .horizontal ? growing : fixed
                warnings.append(GridWarning(.startOccupied(column: column, row: row), itemIndex: index))
                requests[index].fixedStart = nil
                requests[index].growingStart = nil
                continue
            }
            put(Area(fixed: fixed, growing: growing, fixedSpan: fixedSpan, growingSpan: growingSpan), item: index)
            placed[index] = true
        }

        // 2a. A start on the fixed axis only.
        for index in requests.indices where !placed[index] {
            guard let fixed = requests[index].fixedStart else { continue }
            let fixedSpan = clampedFixedSpan(requests[index].fixedSpan, start: fixed, item: index)
            let growingSpan = requests[index].growingSpan
            var growing = 0
            while let conflict = occupancy.conflict(fixed: fixed, fixedSpan: fixedSpan, growing: growing, growingSpan: growingSpan) {
                growing = conflict.maxEnd
            }
            put(Area(fixed: fixed, growing: growing, fixedSpan: fixedSpan, growingSpan: growingSpan), item: index)
            placed[index] = true
        }

        // 2b. A start on the growing axis only.
        for index in requests.indices where !placed[index] {
            guard let growing = requests[index].growingStart else { continue }
            let fixedSpan = requests[index].fixedSpan
            let growingSpan = requests[index].growingSpan
            var fixed = 0
            var found = false
            while fixed + fixedSpan <= fixedCount {
                guard let conflict = occupancy.conflict(fixed: fixed, fixedSpan: fixedSpan, growing: growing, growingSpan: growingSpan) else {
                    found = true
                    break
                }
                fixed = conflict.lastTrack + 1
            }
            if found {
                put(Area(fixed: fixed, growing: growing, fixedSpan: fixedSpan, growingSpan: growingSpan), item: index)
                placed[index] = true
            } else {
                warnings.append(GridWarning(.noRoomInTrack(axis: fixedAxis.cross, start: growing), itemIndex: index))
                requests[index].growingStart = nil
            }
        }

        // 3. Auto-placement of the rest (CSS Grid §8.5 step 4, in the growing direction).
        var cursorFixed = 0
        var cursorGrowing = 0
        for index in requests.indices where !placed[index] {
            let fixedSpan = requests[index].fixedSpan
            let growingSpan = requests[index].growingSpan
            var fixed: Int
            var growing: Int
            switch packing {
            case .sparse:
                fixed = cursorFixed
                growing = cursorGrowing
            case .dense:
                fixed = 0
                growing = occupancy.fullPrefix
            }
            // The first growing track where a position of this track may free up; only
            // known when the whole track was scanned from its first fixed track.
            var rowBlockedUntil = fixed == 0 ? Int.max : growing + 1
            while true {
                if fixed + fixedSpan > fixedCount {
                    // No room left in this growing track: go to the first one where something frees up.
                    growing = rowBlockedUntil == .max ? growing + 1 : Swift.max(growing + 1, rowBlockedUntil)
                    fixed = 0
                    rowBlockedUntil = .max
                    continue
                }
                guard let conflict = occupancy.conflict(fixed: fixed, fixedSpan: fixedSpan, growing: growing, growingSpan: growingSpan) else {
                    break
                }
                rowBlockedUntil = Swift.min(rowBlockedUntil, conflict.endInLastTrack)
                fixed = conflict.lastTrack + 1
            }
            put(Area(fixed: fixed, growing: growing, fixedSpan: fixedSpan, growingSpan: growingSpan), item: index)
            cursorFixed = fixed
            cursorGrowing = growing
        }
    }

    private mutating func put(_ area: Area, item: Int) {
        occupancy.occupy(fixed: area.fixed, fixedSpan: area.fixedSpan, growing: area.growing, growingSpan: area.growingSpan)
        areas[item] = area
        growingCount = Swift.max(growingCount, area.growing + area.growingSpan)
    }

    /// The span on the fixed axis limited to the tracks from `start` on.
    private mutating func clampedFixedSpan(_ span: Int, start: Int, item: Int) -> Int {
        let available = fixedCount - start
        if span > available {
            warnings.append(GridWarning(.spanClamped(axis: fixedAxis, requested: span, used: available), itemIndex: item))
            return available
        }
        return span
    }

    /// Drops starts outside the tracks and clamps spans to the fixed tracks and the growing limit.
    private mutating func sanitize(_ request: Request, item: Int) -> Request {
        var request = request
        let growingAxis = fixedAxis.cross
        if let fixed = request.fixedStart {
            if fixed < 0 {
                warnings.append(GridWarning(.negativeStart(axis: fixedAxis, start: fixed), itemIndex: item))
                request.fixedStart = nil
            } else if fixed >= fixedCount {
                warnings.append(GridWarning(.startOutsideTracks(axis: fixedAxis, start: fixed, trackCount: fixedCount), itemIndex: item))
                request.fixedStart = nil
            }
        }
        if let growing = request.growingStart {
            if growing < 0 {
                warnings.append(GridWarning(.negativeStart(axis: growingAxis, start: growing), itemIndex: item))
                request.growingStart = nil
            } else if growing >= GridLimits.maxTracks {
                warnings.append(GridWarning(.startOutsideTracks(axis: growingAxis, start: growing, trackCount: GridLimits.maxTracks), itemIndex: item))
                request.growingStart = nil
            }
        }
        request.growingSpan = GridLimits.clampSpan(request.growingSpan)
        let fixedSpan = GridLimits.clampSpan(request.fixedSpan)
        if fixedSpan > fixedCount {
            warnings.append(GridWarning(.spanClamped(axis: fixedAxis, requested: fixedSpan, used: fixedCount), itemIndex: item))
        }
        request.fixedSpan = Swift.min(fixedSpan, fixedCount)
        return request
    }
}
