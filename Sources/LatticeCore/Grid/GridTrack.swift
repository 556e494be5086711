// CSS Grid §11.3–11.4: a track's sizing functions and its base size and growth limit.

/// A min track sizing function with percentages resolved (or turned into `auto`).
enum ResolvedMin: Equatable {
    case fixed(Double)
    case minContent
    case maxContent
    case auto
}

/// A max track sizing function with percentages resolved (or turned into `auto`).
enum ResolvedMax: Equatable {
    case fixed(Double)
    case minContent
    case maxContent
    case auto
    case fitContent(Double)
    case flex(Double)
}

/// A set of identical tracks: one track, or a run of adjacent tracks with the same
/// sizing functions that no in-flow item starts or ends inside (CSS Grid §12 sizes
/// them alike: no item tells them apart). A grid of a few thousand items lays out with
/// one track per set; a grid whose lines run to the millions (`grid-row: 2000000`,
/// `repeat(200000, 1px)`, `span 400000`) keeps its sets as few as its items and its
/// distinct edges, as browsers' track collections do.
///
/// The sizes are per track: the set's tracks each take ``baseSize`` and are each
/// followed by ``gapAfter``. The tracks of a repeated pattern of several sizes
/// (`repeat(1000, 10px 20px)` with no item inside) form one set per size, whose tracks
/// alternate (see ``alternatesWithNext``).
///
/// 64 bytes: a grid of 100,000 items has tens of thousands of rows, and a nested grid's
/// tracks are kept from one question to the next (see ``PassCache``). The sizing
/// functions as written are not kept here but looked up (``GridState/trackSize(_:_:)``),
/// and the increases of one distribution step are in scratch buffers.
struct Track {
    // (Stored in this order: what the passes over the items read per spanned set comes
    // first, and the fields are packed in 64 bytes.)
    var baseSize = 0.0
    var growthLimit = 0.0
    /// The gutter after each of the set's tracks (0 around collapsed tracks, and after
    /// the grid's last track: see ``endsGrid``).
    var gapAfter = 0.0
    /// The start of the set's first track, relative to the container's border box,
    /// after alignment.
    var offset = 0.0
    var min: ResolvedMin = .auto
    /// An empty `auto-fit` track: fixed at 0, and the gutters around it collapse (§7.2.3.2).
    var isCollapsed = false
    var infinitelyGrowable = false
    /// Whether the current distribution step affects this set's growth limit.
    var affected = false
    private var storedCount: Int32 = 1
    var max: ResolvedMax = .auto
    /// Whether the set reached its limit in the current equal distribution.
    var isFrozen = false
    /// Whether the set's tracks alternate with the next set's: the sets of a pattern
    /// of several sizes repeated with nothing inside (the last set of the pattern does
    /// not alternate with the one after it).
    var alternatesWithNext = false
    /// Whether the set holds several tracks, the grid's last track that is not collapsed
    /// among them, after which there is no gutter (its other tracks have ``gapAfter``
    /// after them). A set of that one track has a ``gapAfter`` of 0.
    var endsGrid = false
    private var storedLine: Int32 = 0

    /// The number of tracks in the set (at least 1).
    var count: Int {
        get { Int(storedCount) }
        set { storedCount = Int32(truncatingIfNeeded: newValue) }
    }
    /// The origin-zero line before the set's first track.
    var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(truncatingIfNeeded: newValue) }
    }
    /// The number of tracks as a `Double`, for sizes summed over the set.
    var weight: Double { Double(storedCount) }

    /// A set not sized yet (placement builds these; each run sizes them).
    init() {}

    /// A set of `count` tracks from origin-zero line `line`, not sized yet.
    init(line: Int, count: Int) {
        self.line = line
        self.count = count
    }

    /// Takes the sizing functions of `size`, its percentages resolved against `basis`
    /// (§7.2.1: against an indefinite size they behave as `auto`); a collapsed set is
    /// fixed at 0.
    @inline(__always)
    mutating func resolve(_ size: TrackSize, basis: Double?) {
        if isCollapsed {
            min = .fixed(0)
            max = .fixed(0)
            return
        }
        switch size.min {
        case .fixed(let length): min = length.resolve(against: basis).map { .fixed(Swift.max(0, $0)) } ?? .auto
        case .minContent: min = .minContent
        case .maxContent: min = .maxContent
        case .auto: min = .auto
        }
        switch size.max {
        case .fixed(let length): max = length.resolve(against: basis).map { .fixed(Swift.max(0, $0)) } ?? .auto
        case .minContent: max = .minContent
        case .maxContent: max = .maxContent
        case .auto: max = .auto
        case .fitContent(let length): max = .fitContent(Swift.max(0, length.resolve(against: basis) ?? .infinity))
        case .flex(let factor): max = .flex(factor.isFinite ? Swift.min(Swift.max(0, factor), largestLength) : 0)
        }
    }

    var isFlexible: Bool {
        if case .flex = max { return true }
        return false
    }

    var flexFactor: Double {
        if case .flex(let factor) = max { return factor }
        return 0
    }

    var hasIntrinsicMin: Bool {
        switch min {
        case .minContent, .maxContent, .auto: return true
        case .fixed: return false
        }
    }

    var hasIntrinsicMax: Bool {
        switch max {
        case .minContent, .maxContent, .auto, .fitContent: return true
        case .fixed, .flex: return false
        }
    }

    /// `max-content`, `auto` and `fit-content()` maxima grow with max-content contributions.
    var hasMaxContentMax: Bool {
        switch max {
        case .maxContent, .auto, .fitContent: return true
        default: return false
        }
    }

    /// §12.5.1: a `fit-content()` maximum counts as `max-content` until the base size
    /// reaches its argument, and as that fixed size after.
    var growsLikeMaxContent: Bool {
        switch max {
        case .maxContent, .auto: return true
        case .fitContent(let limit): return baseSize < limit
        default: return false
        }
    }

    var fitContentLimit: Double? {
        if case .fitContent(let limit) = max { return limit }
        return nil
    }

    var fixedMax: Double? {
        if case .fixed(let value) = max { return value }
        return nil
    }

}
