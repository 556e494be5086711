/// The minimum sizing function of a track (CSS Grid §7.2.4, `minmax(min, …)`).
public enum MinTrackSizingFunction: Hashable, Sendable {
    case fixed(LengthPercentage)
    case minContent
    case maxContent
    case auto
}

/// The maximum sizing function of a track (CSS Grid §7.2.4, `minmax(…, max)`).
public enum MaxTrackSizingFunction: Hashable, Sendable {
    case fixed(LengthPercentage)
    case minContent
    case maxContent
    case auto
    /// `fit-content(limit)`: `max(min, min(max-content, limit))`.
    case fitContent(LengthPercentage)
    /// A flexible length in `fr`.
    case flex(Double)
}

/// A track sizing function: one entry of `grid-template-columns`, `grid-template-rows`,
/// `grid-auto-columns` or `grid-auto-rows` (CSS Grid §7.2).
///
/// ```swift
/// let columns: [TrackSize] = [.points(100), .fr(1), .maxContent, .minmax(.points(50), .fr(2)), .auto]
/// ```
public struct TrackSize: Hashable, Sendable {
    public var min: MinTrackSizingFunction
    public var max: MaxTrackSizingFunction

    /// `minmax(min, max)`.
    @inlinable
    public init(min: MinTrackSizingFunction, max: MaxTrackSizingFunction) {
        self.min = min
        self.max = max
    }

    /// A fixed length, `Npx`.
    public static func points(_ value: Double) -> TrackSize {
        TrackSize(min: .fixed(.points(value)), max: .fixed(.points(value)))
    }
    /// A percentage of the grid container's content box, `N%`.
    public static func percent(_ value: Double) -> TrackSize {
        TrackSize(min: .fixed(.percent(value)), max: .fixed(.percent(value)))
    }
    /// A flexible track, `Nfr` (= `minmax(auto, Nfr)`).
    public static func fr(_ value: Double) -> TrackSize {
        TrackSize(min: .auto, max: .flex(value))
    }
    /// `auto`.
    public static let auto = TrackSize(min: .auto, max: .auto)
    /// `min-content`.
    public static let minContent = TrackSize(min: .minContent, max: .minContent)
    /// `max-content`.
    public static let maxContent = TrackSize(min: .maxContent, max: .maxContent)
    /// `fit-content(limit)`.
    public static func fitContent(_ limit: LengthPercentage) -> TrackSize {
        TrackSize(min: .auto, max: .fitContent(limit))
    }
    /// `minmax(min, max)`.
    public static func minmax(_ min: MinTrackSizingFunction, _ max: MaxTrackSizingFunction) -> TrackSize {
        TrackSize(min: min, max: max)
    }
}

/// How many times a `repeat()` repeats (CSS Grid §7.2.3).
public enum RepeatCount: Hashable, Sendable {
    /// `repeat(N, …)`.
    case count(Int)
    /// `repeat(auto-fill, …)`: as many as fit.
    case autoFill
    /// `repeat(auto-fit, …)`: as many as fit, empty repetitions collapsed.
    case autoFit
}

/// One entry of a track list: a single track, or a `repeat()`.
public enum TrackListEntry: Hashable, Sendable {
    case track(TrackSize)
    /// `repeat(count, tracks)`; `lineNames` has `tracks.count + 1` entries: the
    /// names before each track and after the last one, inside the repetition.
    case `repeat`(RepeatCount, tracks: [TrackSize], lineNames: [[String]])
}

/// A `grid-template-columns` or `grid-template-rows` value (CSS Grid §7.2).
///
/// `lineNames` holds the names of the lines around the entries: `lineNames[i]` are
/// the names in brackets before `entries[i]`, the last one after the last entry.
/// It is either empty (no names) or has `entries.count + 1` elements.
///
/// ```swift
/// // [full-start] 40px [main-start] 1fr [main-end] 40px [full-end]
/// let columns = TrackList(
///     entries: [.track(.points(40)), .track(.fr(1)), .track(.points(40))],
///     lineNames: [["full-start"], ["main-start"], ["main-end"], ["full-end"]])
/// ```
public struct TrackList: Hashable, Sendable {
    public var entries: [TrackListEntry]
    public var lineNames: [[String]]
    /// `subgrid` (CSS Grid 2 §9): the tracks are those the grid item spans in its parent
    /// grid, which sizes them. `entries` is then empty and `lineNames` are the names of
    /// the subgrid's lines from its first (`subgrid [a] [b]`: line 1 is `a`, line 2 `b`),
    /// in addition to the names the parent gives those lines. On a grid that is not a
    /// grid item (the root, an absolutely positioned grid) it behaves as `none`.
    public var isSubgrid: Bool
    /// For a subgrid: `repeat(auto-fill, <line-names>+)` in its line name list, repeated
    /// as often as the lines left over allow (see ``SubgridNameRepeat``).
    public var subgridAutoFill: SubgridNameRepeat?

    @inlinable
    public init(entries: [TrackListEntry] = [], lineNames: [[String]] = []) {
        self.entries = entries
        self.lineNames = lineNames
        self.isSubgrid = false
        self.subgridAutoFill = nil
    }

    /// `subgrid`, with the names of the subgrid's lines from its first.
    ///
    /// ```swift
    /// // grid-template-columns: subgrid [label-start] [label-end field-start]
    /// card.gridTemplateColumns = .subgrid([["label-start"], ["label-end", "field-start"]])
    /// ```
    public static func subgrid(_ lineNames: [[String]] = []) -> TrackList {
        var list = TrackList(lineNames: lineNames)
        list.isSubgrid = true
        return list
    }

    /// A list of plain tracks without line names.
    public init(_ tracks: [TrackSize]) {
        self.init(entries: tracks.map { .track($0) })
    }

    /// `none`: no explicit tracks.
    public static let none = TrackList()

    /// Whether any line of the list is named.
    public var hasLineNames: Bool {
        if isSubgrid { return lineNames.contains { !$0.isEmpty } || subgridAutoFill != nil }
        return lineNames.contains { !$0.isEmpty } || entries.contains {
            if case .repeat(_, _, let names) = $0 { return names.contains { !$0.isEmpty } }
            return false
        }
    }

    /// Whether the list has an auto-fill or auto-fit repetition.
    public var hasAutoRepeat: Bool {
        entries.contains {
            if case .repeat(let count, _, _) = $0, count != .count(0) {
                if case .count = count { return false }
                return true
            }
            return false
        }
    }
}

/// `repeat(auto-fill, <line-names>+)` in a subgrid's line name list (CSS Grid 2 §9):
/// `names` repeated, from `position` in ``TrackList/lineNames``, as many whole times as
/// the subgrid's lines not named by the rest of the list allow.
///
/// ```swift
/// // subgrid [a] repeat(auto-fill, [b] [c]) [d] on 6 lines: a b c b c d
/// var list = TrackList.subgrid([["a"], ["d"]])
/// list.subgridAutoFill = SubgridNameRepeat(position: 1, names: [["b"], ["c"]])
/// ```
public struct SubgridNameRepeat: Hashable, Sendable {
    /// Where the repetition stands among the list's other line names.
    public var position: Int
    /// The names of the lines of one repetition.
    public var names: [[String]]

    public init(position: Int, names: [[String]]) {
        self.position = position
        self.names = names
    }
}

extension TrackList {
    /// The names of a subgrid's `count + 1` lines (from its first) this list gives: its
    /// names in order, the auto-fill repetition repeated as often as whole repetitions
    /// fit; names past the last line are dropped (CSS Grid 2 §9).
    func subgridLineNames(lineCount count: Int) -> [[String]] {
        guard let fill = subgridAutoFill, !fill.names.isEmpty else { return Array(lineNames.prefix(count)) }
        let position = Swift.min(Swift.max(0, fill.position), lineNames.count)
        let left = Swift.max(0, count - lineNames.count)
        let repetitions = left / fill.names.count
        var names = Array(lineNames[..<position])
        for _ in 0 ..< repetitions { names.append(contentsOf: fill.names) }
        names.append(contentsOf: lineNames[position...])
        return Array(names.prefix(count))
    }
}

extension TrackSize {
    /// Whether a sizing function is a percentage (so the track depends on the size of the
    /// grid container on its axis, §7.2.1).
    var hasPercentage: Bool {
        if case .fixed(let length) = min, length.isPercent { return true }
        switch max {
        case .fixed(let length), .fitContent(let length): return length.isPercent
        default: return false
        }
    }
}
