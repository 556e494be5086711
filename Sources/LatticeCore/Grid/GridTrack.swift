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

/// One track (or, for the algorithm's purposes, nothing else: gutters are handled as fixed gaps).
///
/// 64 bytes: a grid of 100,000 items has tens of thousands of rows, and a nested grid's
/// tracks are kept from one question to the next (see ``PassCache``). The sizing
/// functions as written are not kept here but looked up (``GridState/trackSize(_:_:)``),
/// and the increases of one distribution step are in scratch buffers.
struct Track {
    // (Stored in this order: what the passes over the items read per spanned track
    // comes first.)
    var baseSize = 0.0
    var growthLimit = 0.0
    /// The gutter after this track (0 after the last track and around collapsed tracks).
    var gapAfter = 0.0
    /// The track's start, relative to the container's border box, after alignment.
    var offset = 0.0
    var min: ResolvedMin = .auto
    /// An empty `auto-fit` track: fixed at 0, and the gutters around it collapse (§7.2.3.2).
    var isCollapsed = false
    var infinitelyGrowable = false
    /// Whether the current distribution step affects this track's growth limit.
    var affected = false
    /// Whether the track reached its limit in the current equal distribution.
    var isFrozen = false
    var max: ResolvedMax = .auto

    /// A track not sized yet (placement builds these; each run sizes them).
    init() {}

    /// A track sized by `size`, its percentages resolved against `basis` (§7.2.1:
    /// against an indefinite size they behave as `auto`); a `collapsed` track is fixed at 0.
    @inline(__always)
    init(_ size: TrackSize, basis: Double?, collapsed: Bool = false) {
        isCollapsed = collapsed
        if collapsed {
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
