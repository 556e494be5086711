// Track sizes and track lists: grid-template-columns/-rows, grid-auto-columns/-rows
// (CSS Grid Level 2 §7.2 "Explicit Track Sizing", §7.6 "Implicit Track Sizing").

extension CSSValueParser {
    /// The largest repetition count kept for `repeat(N, …)`, Chromium's: larger counts
    /// are clamped to it (the explicit grid then stops at ``gridLineLimit`` tracks, see
    /// ``expandTrackList(_:size:maxSize:minSize:gap:)``).
    static let maxRepeatCount = Int(gridLineLimit)
    /// The most lines a subgrid's line name list names (`subgrid repeat(N, [a])` names
    /// the first 100,000 lines at most: the list is written out, one entry per line).
    static let maxSubgridNamedLines = 100_000

    /// A parsed track size and whether it is a `<fixed-size>` (CSS Grid §7.2.2):
    /// a length-percentage, or `minmax()` with a length-percentage on either side.
    struct ParsedTrack {
        var size: TrackSize
        var isFixed: Bool
    }

    /// Consumes a `<track-size>` (CSS Grid §7.2.2):
    /// `<track-breadth> | minmax(<inflexible-breadth>, <track-breadth>) | fit-content(<length-percentage [0,∞]>)`.
    mutating func consumeTrackSize() throws(CSSParseError) -> ParsedTrack {
        let token = current
        if token.isFunction("minmax") {
            advance()
            let minToken = current
            let min: MinTrackSizingFunction
            if minToken.kind == .dimension, minToken.text.asciiCaseInsensitiveEquals("fr") {
                throw fail("expected a length, percentage, 'auto', 'min-content' or 'max-content' (a flexible 'fr' size cannot be the minimum)", at: minToken)
            }
            switch try consumeBreadth("expected a length, percentage, 'auto', 'min-content' or 'max-content'", allowFlex: false) {
            case .fixed(let value): min = .fixed(value)
            case .minContent: min = .minContent
            case .maxContent: min = .maxContent
            case .auto, .flex, .fitContent: min = .auto
            }
            try expect(.comma, "expected ','")
            let max = try consumeBreadth("expected a length, percentage, flexible 'fr' size, 'auto', 'min-content' or 'max-content'", allowFlex: true)
            try expect(.closeParen, "expected ')'")
            var isFixed = false
            if case .fixed = min { isFixed = true }
            if case .fixed = max { isFixed = true }
            return ParsedTrack(size: TrackSize(min: min, max: max), isFixed: isFixed)
        }
        if token.isFunction("fit-content") {
            advance()
            let limit = try consumeLengthPercentage(allowNegative: false)
            try expect(.closeParen, "expected ')'")
            return ParsedTrack(size: .fitContent(limit), isFixed: false)
        }
        if token.isFunction("repeat") {
            throw fail("expected a track size (repeat() is not allowed here)", at: token)
        }
        let breadth = try consumeBreadth("expected a track size", allowFlex: true)
        switch breadth {
        case .fixed(let value): return ParsedTrack(size: TrackSize(min: .fixed(value), max: .fixed(value)), isFixed: true)
        case .flex(let factor): return ParsedTrack(size: .fr(factor), isFixed: false)
        case .minContent: return ParsedTrack(size: .minContent, isFixed: false)
        case .maxContent: return ParsedTrack(size: .maxContent, isFixed: false)
        case .auto, .fitContent: return ParsedTrack(size: .auto, isFixed: false)
        }
    }

    /// Consumes a `<track-breadth>` (or `<inflexible-breadth>` without `allowFlex`):
    /// a non-negative length-percentage, `Nfr`, `min-content`, `max-content` or `auto`.
    private mutating func consumeBreadth(_ expected: String, allowFlex: Bool) throws(CSSParseError) -> MaxTrackSizingFunction {
        let token = current
        if token.kind == .ident {
            let breadth: MaxTrackSizingFunction
            switch token.text.asciiLowercased {
            case "auto": breadth = .auto
            case "min-content": breadth = .minContent
            case "max-content": breadth = .maxContent
            default: throw fail(expected, at: token)
            }
            advance()
            return breadth
        }
        if allowFlex, token.kind == .dimension, token.text.asciiCaseInsensitiveEquals("fr") {
            guard token.value >= 0 else { throw fail("expected a non-negative flexible size", at: token) }
            advance()
            return .flex(token.value)
        }
        return .fixed(try consumeLengthPercentage(expected, allowNegative: false))
    }

    /// Consumes `[ <custom-ident>* ]` (CSS Grid §7.2.2, `<line-names>`).
    mutating func consumeLineNames() throws(CSSParseError) -> [String] {
        try expect(.openBracket, "expected '['")
        var names: [String] = []
        while current.kind != .closeBracket {
            guard Self.isCustomIdent(current, excluding: ["span", "auto"]) else {
                throw fail("expected a line name or ']'", at: current)
            }
            names.append(advance().text)
        }
        advance()
        return names
    }

    /// Consumes a track list (CSS Grid §7.2.2 `<track-list>` / `<auto-track-list>`, or
    /// `<explicit-track-list>` when `allowRepeat` is false) up to the end or a `/`.
    ///
    /// Line names may stand anywhere between tracks; adjacent bracket groups
    /// merge (`[a] [b]` is `[a b]`), which is more lenient than the CSS grammar.
    /// A list with `repeat(auto-fill | auto-fit, …)` may hold only that one
    /// auto repetition and `<fixed-size>` tracks (CSS Grid §7.2.3.2).
    mutating func consumeTrackList(allowRepeat: Bool) throws(CSSParseError) -> TrackList {
        var entries: [TrackListEntry] = []
        var names: [[String]] = [[]]
        var hasNames = false
        var autoRepeat: CSSToken? = nil
        var firstNonFixed: CSSToken? = nil

        while true {
            if current.kind == .openBracket {
                let group = try consumeLineNames()
                names[names.count - 1].append(contentsOf: group)
                hasNames = hasNames || !group.isEmpty
                continue
            }
            if current.isTerminator { break }
            let token = current
            if token.isFunction("repeat") {
                guard allowRepeat else { throw fail("expected a track size (repeat() is not allowed here)", at: token) }
                let repetition = try consumeRepeat()
                if repetition.isAuto {
                    if autoRepeat != nil {
                        throw fail("expected at most one repeat() with 'auto-fill' or 'auto-fit' in a track list", at: token)
                    }
                    autoRepeat = token
                }
                if firstNonFixed == nil { firstNonFixed = repetition.firstNonFixed }
                entries.append(repetition.entry)
            } else {
                let track = try consumeTrackSize()
                if !track.isFixed, firstNonFixed == nil { firstNonFixed = token }
                entries.append(.track(track.size))
            }
            names.append([])
        }

        if entries.isEmpty { throw fail("expected a track size", at: current) }
        if autoRepeat != nil, let bad = firstNonFixed {
            throw fail("expected a fixed track size (a length or percentage, or minmax() with one): a track list with 'auto-fill' or 'auto-fit' allows only those", at: bad)
        }
        return TrackList(entries: entries, lineNames: hasNames ? names : [])
    }

    private struct ParsedRepeat {
        var entry: TrackListEntry
        var isAuto: Bool
        /// The first track inside that is not a `<fixed-size>`.
        var firstNonFixed: CSSToken?
    }

    /// Consumes `repeat( <integer [1,∞]> | auto-fill | auto-fit , [ <line-names>? <track-size> ]+ <line-names>? )`
    /// (CSS Grid §7.2.3). Counts above ``maxRepeatCount`` are clamped to it.
    private mutating func consumeRepeat() throws(CSSParseError) -> ParsedRepeat {
        advance()
        let countToken = current
        let count: RepeatCount
        if countToken.isKeyword("auto-fill") {
            count = .autoFill
        } else if countToken.isKeyword("auto-fit") {
            count = .autoFit
        } else if countToken.kind == .number, countToken.isInteger {
            guard countToken.value >= 1 else {
                throw fail("expected a positive number of repetitions", at: countToken)
            }
            count = .count(Int(Swift.min(countToken.value, Double(Self.maxRepeatCount))))
        } else {
            throw fail("expected a positive integer, 'auto-fill' or 'auto-fit'", at: countToken)
        }
        advance()
        try expect(.comma, "expected ','")

        var tracks: [TrackSize] = []
        var names: [[String]] = [[]]
        var firstNonFixed: CSSToken? = nil
        while current.kind != .closeParen {
            if current.kind == .openBracket {
                names[names.count - 1].append(contentsOf: try consumeLineNames())
                continue
            }
            let token = current
            if token.isFunction("repeat") {
                throw fail("expected a track size (repeat() cannot be nested)", at: token)
            }
            if token.kind == .end || token.kind == .comma || token.kind == .slash {
                throw fail(tracks.isEmpty ? "expected a track size" : "expected a track size or ')'", at: token)
            }
            let track = try consumeTrackSize()
            if !track.isFixed, firstNonFixed == nil { firstNonFixed = token }
            tracks.append(track.size)
            names.append([])
        }
        if tracks.isEmpty { throw fail("expected a track size", at: current) }
        advance()

        let isAuto = count == .autoFill || count == .autoFit
        return ParsedRepeat(entry: .repeat(count, tracks: tracks, lineNames: names), isAuto: isAuto, firstNonFixed: firstNonFixed)
    }

    /// Consumes `none`, `subgrid <line-name-list>?` or a track list
    /// (`grid-template-columns`/`-rows`), up to the end or a `/`.
    mutating func consumeTemplateTrackList() throws(CSSParseError) -> TrackList {
        if current.isKeyword("none"), peek(1).isTerminator {
            advance()
            return .none
        }
        if current.isKeyword("subgrid") {
            advance()
            return try consumeSubgridLineNames()
        }
        return try consumeTrackList(allowRepeat: true)
    }

    /// Consumes a subgrid's `<line-name-list>` (CSS Grid 2 §9): `[ <line-names> |
    /// <name-repeat> ]*` up to the end or a `/`, where `<name-repeat>` is
    /// `repeat( <integer [1,∞]> | auto-fill , <line-names>+ )`. Each bracket group names
    /// one line; counted repetitions are written out, up to ``maxSubgridNamedLines``
    /// lines (names past it are dropped); at most one `auto-fill` repetition.
    private mutating func consumeSubgridLineNames() throws(CSSParseError) -> TrackList {
        var list = TrackList.subgrid()
        let limit = Self.maxSubgridNamedLines
        while !current.isTerminator {
            if current.kind == .openBracket {
                let names = try consumeLineNames()
                if list.lineNames.count < limit { list.lineNames.append(names) }
                continue
            }
            let token = current
            guard token.isFunction("repeat") else {
                throw fail("expected line names in brackets or repeat() after 'subgrid'", at: token)
            }
            advance()
            let countToken = current
            var count: Int? = nil
            if countToken.isKeyword("auto-fill") {
                if list.subgridAutoFill != nil {
                    throw fail("expected at most one repeat() with 'auto-fill' in a subgrid's line names", at: countToken)
                }
            } else if countToken.kind == .number, countToken.isInteger, countToken.value >= 1 {
                count = Int(Swift.min(countToken.value, Double(Self.maxRepeatCount)))
            } else {
                throw fail("expected a positive integer or 'auto-fill'", at: countToken)
            }
            advance()
            try expect(.comma, "expected ','")
            var names: [[String]] = []
            while current.kind == .openBracket { names.append(try consumeLineNames()) }
            if names.isEmpty { throw fail("expected line names in brackets", at: current) }
            try expect(.closeParen, "expected ')'")
            if var count {
                while count > 0 && list.lineNames.count < limit {
                    list.lineNames.append(contentsOf: names.prefix(limit - list.lineNames.count))
                    count -= 1
                }
            } else {
                list.subgridAutoFill = SubgridNameRepeat(position: list.lineNames.count, names: names)
            }
        }
        return list
    }

    /// Consumes one or more `<track-size>`s without line names (`grid-auto-columns`/`-rows`),
    /// up to the end or a `/`.
    mutating func consumeTrackSizes() throws(CSSParseError) -> [TrackSize] {
        var sizes: [TrackSize] = []
        repeat {
            if current.kind == .openBracket {
                throw fail("expected a track size (line names are not allowed here)", at: current)
            }
            sizes.append(try consumeTrackSize().size)
        } while !current.isTerminator
        return sizes
    }
}

extension TrackSize {
    /// Parses one CSS `<track-size>`: `40px`, `25%`, `1fr`, `auto`, `min-content`,
    /// `max-content`, `minmax(min, max)` or `fit-content(limit)`.
    ///
    /// ```swift
    /// let track = try TrackSize(css: "minmax(100px, 1fr)")   // .minmax(.fixed(.points(100)), .flex(1))
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeTrackSize().size
        }
    }
}

extension TrackList {
    /// Parses a `grid-template-columns`/`grid-template-rows` value: `none` or a
    /// track list with optional `[line names]` and `repeat()` (CSS Grid §7.2).
    ///
    /// `repeat(N, …)` counts above 10 000 are clamped to 10 000.
    ///
    /// ```swift
    /// let columns = try TrackList(css: "[full-start] repeat(auto-fill, minmax(40px, 1fr)) [full-end]")
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeTemplateTrackList()
        }
    }
}

extension Array where Element == TrackSize {
    /// Parses a `grid-auto-columns`/`grid-auto-rows` value: one or more track sizes.
    ///
    /// ```swift
    /// let rows = try [TrackSize](css: "100px minmax(50px, auto)")
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeTrackSizes()
        }
    }
}
