// The grid-template and grid shorthands (CSS Grid Level 2 §7.4, §7.8).

/// The longhands `grid-template` sets (CSS Grid §7.4).
struct CSSGridTemplateValue {
    var rows: TrackList = .none
    var columns: TrackList = .none
    var areas: [GridTemplateArea] = []
}

/// The longhands `grid` sets (CSS Grid §7.8); anything it does not mention is reset.
struct CSSGridValue {
    var template = CSSGridTemplateValue()
    var autoRows: [TrackSize] = [.auto]
    var autoColumns: [TrackSize] = [.auto]
    var autoFlow: GridAutoFlow = .row
}

extension CSSValueParser {
    /// Consumes `grid-template` (CSS Grid §7.4):
    /// `none | <'grid-template-rows'> / <'grid-template-columns'> |
    /// [ <line-names>? <string> <track-size>? <line-names>? ]+ [ / <explicit-track-list> ]?`.
    mutating func consumeGridTemplate() throws(CSSParseError) -> CSSGridTemplateValue {
        if current.isKeyword("none"), peek(1).kind == .end {
            advance()
            return CSSGridTemplateValue()
        }
        if hasStringBeforeSlash() {
            return try consumeGridTemplateAreasForm()
        }
        var value = CSSGridTemplateValue()
        value.rows = try consumeTemplateTrackList()
        try expect(.slash, "expected '/' followed by the columns")
        value.columns = try consumeTemplateTrackList()
        return value
    }

    /// Whether a string token comes before the first `/` (the areas form of `grid-template`).
    private func hasStringBeforeSlash() -> Bool {
        var i = index
        while i < tokens.count {
            switch tokens[i].kind {
            case .string: return true
            case .slash, .end: return false
            default: i += 1
            }
        }
        return false
    }

    /// The areas form of `grid-template` (CSS Grid §7.4): each string is a row of
    /// `grid-template-areas`, sized by the track size after it (`auto` if none),
    /// with line names around; the names after one row merge with those before the next.
    private mutating func consumeGridTemplateAreasForm() throws(CSSParseError) -> CSSGridTemplateValue {
        var rowTokens: [CSSToken] = []
        var rowSizes: [TrackSize] = []
        var names: [[String]] = [[]]
        var hasNames = false
        while !current.isTerminator {
            if current.kind == .openBracket {
                let group = try consumeLineNames()
                names[names.count - 1].append(contentsOf: group)
                hasNames = hasNames || !group.isEmpty
                continue
            }
            guard current.kind == .string else {
                throw fail(rowTokens.isEmpty ? "expected a string of area names" : "expected a string of area names, '/' or the end of the value", at: current)
            }
            rowTokens.append(advance())
            switch current.kind {
            case .string, .openBracket, .slash, .end:
                rowSizes.append(.auto)
            default:
                rowSizes.append(try consumeTrackSize().size)
            }
            names.append([])
        }

        var value = CSSGridTemplateValue()
        value.areas = try areas(fromRows: rowTokens)
        value.rows = TrackList(entries: rowSizes.map { .track($0) }, lineNames: hasNames ? names : [])
        if current.kind == .slash {
            advance()
            value.columns = try consumeTrackList(allowRepeat: false)
        }
        return value
    }

    /// Consumes `grid` (CSS Grid §7.8):
    /// `<'grid-template'> | <'grid-template-rows'> / [ auto-flow && dense? ] <'grid-auto-columns'>? |
    /// [ auto-flow && dense? ] <'grid-auto-rows'>? / <'grid-template-columns'>`.
    mutating func consumeGrid() throws(CSSParseError) -> CSSGridValue {
        var value = CSSGridValue()
        if startsAutoFlow(at: index) {
            let dense = try consumeAutoFlowKeywords()
            if !current.isTerminator { value.autoRows = try consumeTrackSizes() }
            try expect(.slash, "expected '/' followed by the columns")
            value.template.columns = try consumeTemplateTrackList()
            value.autoFlow = GridAutoFlow(direction: .horizontal, dense: dense)
            return value
        }
        if let slash = tokens[index...].firstIndex(where: { $0.kind == .slash }), startsAutoFlow(at: slash + 1) {
            value.template.rows = try consumeTemplateTrackList()
            try expect(.slash, "expected '/' followed by 'auto-flow'")
            let dense = try consumeAutoFlowKeywords()
            if !atEnd { value.autoColumns = try consumeTrackSizes() }
            value.autoFlow = GridAutoFlow(direction: .vertical, dense: dense)
            return value
        }
        value.template = try consumeGridTemplate()
        return value
    }

    private func startsAutoFlow(at position: Int) -> Bool {
        guard position < tokens.count else { return false }
        if tokens[position].isKeyword("auto-flow") { return true }
        return tokens[position].isKeyword("dense") && position + 1 < tokens.count && tokens[position + 1].isKeyword("auto-flow")
    }

    /// Consumes `auto-flow && dense?`; returns whether `dense` was given.
    private mutating func consumeAutoFlowKeywords() throws(CSSParseError) -> Bool {
        var dense = false
        var autoFlow = false
        while true {
            if !autoFlow, consumeKeyword("auto-flow") {
                autoFlow = true
            } else if !dense, consumeKeyword("dense") {
                dense = true
            } else {
                break
            }
        }
        if !autoFlow { throw fail("expected 'auto-flow'", at: current) }
        return dense
    }
}
