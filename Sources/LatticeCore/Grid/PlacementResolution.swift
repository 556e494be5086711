// CSS Grid §8.3 (line-based placement), §8.3.1 (conflict handling): turning an
// item's `grid-column`/`grid-row` into origin-zero lines.

/// The largest line number, span or track count the placement code works with; larger
/// values are clamped to it, and every resolved line lies in `-gridLineLimit ... gridLineLimit`
/// (origin-zero).
///
/// CSS Grid §8.3 lets a UA clamp the implicit grid, asking for at least
/// `[-10000, 10000]`; this is Chromium's limit (10,000,000 tracks), so grids with more
/// than 10,000 tracks place their items as a browser does, and no arithmetic on line
/// numbers can overflow an `Int32`.
let gridLineLimit: Int32 = 10_000_000

/// An item's placement on one axis after §8.3 resolution, in origin-zero lines
/// (line 0 is the first explicit line, negative lines are implicit lines before it).
///
/// A definite line together with a span (`2 / span 3`, `span 2 / 4`, `foo / span 2 bar`)
/// always resolves to a definite area; only an item with neither edge definite is left
/// to auto-placement, with the number of tracks it spans.
///
/// ```swift
/// GridPlacement.line(2, span: 3).resolved(names: .empty, explicitCount: 4)  // .definite(start: 1, end: 4)
/// GridPlacement.span(2).resolved(names: .empty, explicitCount: 4)           // .auto(span: 2)
/// ```
enum ResolvedPlacement: Hashable, Sendable {
    /// The item covers tracks `start ..< end`; `start < end`.
    case definite(start: Int32, end: Int32)
    /// Placed by the auto-placement algorithm (§8.5), spanning `span >= 1` tracks.
    case auto(span: Int32)

    /// The number of tracks the item spans.
    var span: Int32 {
        switch self {
        case .definite(let start, let end): return end - start
        case .auto(let span): return span
        }
    }
}

extension GridPlacement {
    /// Resolves this placement on one axis (CSS Grid §8.3 and §8.3.1).
    ///
    /// - `names`: the axis's line names; `explicitCount`: its explicit track count
    ///   (negative line numbers count back from line `explicitCount + 1`).
    /// - Numbers are clamped to ``gridLineLimit``; `0` as a line or a span of 0 or less
    ///   is invalid CSS and counts as `auto`, as does an empty name.
    /// - §8.3.1: two definite lines in the wrong order are swapped, equal lines become a
    ///   span of 1; of two spans the end one is dropped; a named span against `auto`
    ///   becomes `span 1`.
    /// - A name no line has, or not enough lines with it: every implicit line counts as
    ///   having it (§8.3) — for `<integer> name` and `<custom-ident>` the implicit lines
    ///   after the explicit grid (before it for negative integers); for `span N name` the
    ///   implicit lines in the direction of the search.
    ///
    /// ```swift
    /// // grid-column: 3 / 1 on 4 columns → swapped: origin-zero 0 ..< 2
    /// GridPlacement(start: .line(3), end: .line(1)).resolved(names: .empty, explicitCount: 4)
    /// // grid-row: -1 / span 2 on 3 rows → 3 ..< 5 (two implicit rows after the grid)
    /// GridPlacement(start: .line(-1), end: .span(2)).resolved(names: .empty, explicitCount: 3)
    /// ```
    @inline(__always)  // (the integer-only path then reads the placement in place: no copy of its names)
    func resolved(names: LineNameMap, explicitCount: Int) -> ResolvedPlacement {
        if let start = UnnamedEdge(start), let end = UnnamedEdge(end) {
            return Self.resolved(start: start, end: end, explicitCount: explicitCount)
        }
        return resolvedWithNames(names, explicitCount: explicitCount)
    }

    /// ``resolved(names:explicitCount:)`` for edges with names.
    private func resolvedWithNames(_ names: LineNameMap, explicitCount: Int) -> ResolvedPlacement {
        let (start, end) = normalizedEdges()
        let resolver = LineResolver(names: names, explicitCount: explicitCount)
        let startLine = resolver.line(start, isStart: true)
        let endLine = resolver.line(end, isStart: false)
        let s: Int
        var e: Int
        switch (startLine, endLine) {
        case (nil, nil):
            return .auto(span: Int32(start.spanCount ?? end.spanCount ?? 1))
        case (let line?, nil):
            s = line
            e = resolver.line(end, awayFrom: line, towardEnd: true)
        case (nil, let line?):
            e = line
            s = resolver.line(start, awayFrom: line, towardEnd: false)
        case (let first?, let second?):
            s = Swift.min(first, second)
            e = Swift.max(first, second)
            if s == e { e = s + 1 }
        }
        return Self.clampedDefinite(s, e)
    }

    /// The same resolution for edges without names (the common case), on plain integers:
    /// no string is copied. `start` and `end` come from ``UnnamedEdge/init(_:)``, so they
    /// are clamped already, which also rules out overflow below.
    static func resolved(start: UnnamedEdge, end: UnnamedEdge, explicitCount: Int) -> ResolvedPlacement {
        let explicitCount = Swift.min(Swift.max(explicitCount, 0), Int(gridLineLimit))
        @inline(__always) func line(_ n: Int) -> Int { n > 0 ? n &- 1 : explicitCount &+ n &+ 1 }
        if start.kind == .line {
            let s = line(start.value)
            switch end.kind {
            case .line:
                let e = line(end.value)
                // §8.3.1: reversed lines are swapped; equal lines span one track.
                if e == s { return clampedDefinite(s, s &+ 1) }
                return clampedDefinite(Swift.min(s, e), Swift.max(s, e))
            case .span:
                return clampedDefinite(s, s &+ end.value)
            case .auto:
                return clampedDefinite(s, s &+ 1)
            }
        }
        if end.kind == .line {
            let e = line(end.value)
            return clampedDefinite(e &- (start.kind == .span ? start.value : 1), e)
        }
        // Neither edge is definite; of two spans the end one is removed (§8.3.1).
        let span = start.kind == .span ? start.value : end.kind == .span ? end.value : 1
        return .auto(span: Int32(truncatingIfNeeded: span))
    }

    /// `.definite(start, end)` kept inside `±gridLineLimit` with `start < end`.
    @inline(__always)
    static func clampedDefinite(_ start: Int, _ end: Int) -> ResolvedPlacement {
        let limit = Int(gridLineLimit)
        let s = Swift.min(Swift.max(start, -limit), limit &- 1)
        let e = Swift.min(Swift.max(end, s &+ 1), limit)
        return .definite(start: Int32(truncatingIfNeeded: s), end: Int32(truncatingIfNeeded: e))
    }

    /// The start and end edges with invalid values made `auto`, numbers clamped to
    /// ``gridLineLimit``, and the §8.3.1 span conflicts handled.
    func normalizedEdges() -> (start: GridLine, end: GridLine) {
        var start = start.normalized
        var end = end.normalized
        // §8.3.1: "If the placement contains two spans, remove the one contributed by
        // the end grid-placement property."
        if case .span = start, case .span = end { end = .auto }
        // §8.3.1: "If the placement contains only a span for a named line, replace it
        // with a span of 1."
        if case .auto = start, case .span(_, let name?) = end, !name.isEmpty { end = .span(1) }
        if case .auto = end, case .span(_, let name?) = start, !name.isEmpty { start = .span(1) }
        return (start, end)
    }
}

extension GridLine {
    /// `self` with numbers clamped to ``gridLineLimit`` and invalid values (`0`, a span
    /// below 1, an empty name) turned into `auto`.
    fileprivate var normalized: GridLine {
        let limit = Int(gridLineLimit)
        switch self {
        case .auto:
            return .auto
        case .line(let n, let name):
            guard n != 0 else { return .auto }
            return .line(Swift.min(Swift.max(n, -limit), limit), name: name?.isEmpty == true ? nil : name)
        case .span(let n, let name):
            guard n > 0 else { return .auto }
            return .span(Swift.min(n, limit), name: name?.isEmpty == true ? nil : name)
        case .named(let name):
            return name.isEmpty ? .auto : .named(name)
        }
    }

    /// The number of tracks of a span, `nil` for anything else.
    fileprivate var spanCount: Int? {
        if case .span(let n, _) = self { return n }
        return nil
    }
}

/// An edge without a name: `auto`, `<integer>` or `span <integer>`.
struct UnnamedEdge {
    enum Kind { case auto, line, span }
    var kind: Kind
    var value: Int

    init(kind: Kind, value: Int) {
        self.kind = kind
        self.value = value
    }

    /// `line` as plain integers when it has no name, else `nil`; numbers clamped to
    /// ``gridLineLimit``, line 0 and spans below 1 (invalid) made `auto`. Borrowing:
    /// matching the enum's cases must not copy it (and retain its strings).
    @inline(__always)
    init?(_ line: borrowing GridLine) {
        let limit = Int(gridLineLimit)
        switch line {
        case .auto:
            self.init(kind: .auto, value: 0)
        case .line(let n, nil):
            if n == 0 { self.init(kind: .auto, value: 0) }
            else { self.init(kind: .line, value: Swift.min(Swift.max(n, -limit), limit)) }
        case .span(let n, nil):
            if n < 1 { self.init(kind: .auto, value: 0) }
            else { self.init(kind: .span, value: Swift.min(n, limit)) }
        default:
            return nil
        }
    }
}

/// Finds lines on one axis: by number, by name, and by counting named lines.
/// Lines are origin-zero `Int`s here; callers clamp the results.
struct LineResolver {
    var names: LineNameMap
    /// The explicit track count: the explicit lines are `0 ... explicitCount`.
    var explicitCount: Int

    init(names: LineNameMap, explicitCount: Int) {
        self.names = names
        self.explicitCount = Swift.min(Swift.max(explicitCount, 0), Int(gridLineLimit))
    }

    /// The line a definite edge (a number or a name) refers to; `nil` for `auto` and spans.
    /// `isStart` tells which property the edge comes from (`foo` looks for `foo-start`
    /// in a start property, `foo-end` in an end property).
    func line(_ edge: GridLine, isStart: Bool) -> Int? {
        switch edge {
        case .auto, .span:
            return nil
        case .line(let n, nil):
            // §8.3: positive lines count from the start of the explicit grid, negative
            // ones from its end.
            return n > 0 ? n - 1 : explicitCount + n + 1
        case .line(let n, let name?):
            let lines = names.named(name)
            return n > 0
                ? nthLine(after: 0, count: n, in: lines)
                : nthLine(before: explicitCount, count: -n, in: lines)
        case .named(let name):
            // §8.3 <custom-ident>: first a line named `name-start`/`name-end` (a named
            // area's edge), then the first line named `name`, else the first implicit
            // line after the explicit grid (every implicit line has every name).
            if let first = names.named(name + (isStart ? "-start" : "-end")).first { return first - 1 }
            if let first = names.named(name).first { return first - 1 }
            return explicitCount + 1
        }
    }

    /// The line at the far edge of `edge` (`auto` or a span, the other edge being the
    /// definite line `opposite`): counted toward the end or the start of the axis.
    func line(_ edge: GridLine, awayFrom opposite: Int, towardEnd: Bool) -> Int {
        switch edge {
        case .span(let n, let name?):
            // §8.3 `span N name`: the Nth line named so, searching away from the opposite
            // edge; implicit lines in that direction all count as named.
            let lines = names.named(name)
            return towardEnd
                ? nthLine(after: opposite + 1, count: n, in: lines)
                : nthLine(before: opposite - 1, count: n, in: lines)
        case .span(let n, nil):
            return towardEnd ? opposite + n : opposite - n
        case .auto, .line, .named:
            // `auto` against a definite line spans one track (§8.3.1 has no other case:
            // two definite lines never reach here).
            return towardEnd ? opposite + 1 : opposite - 1
        }
    }

    /// The `count`th line at or after `from` that is named (`lines`, 1-based and sorted)
    /// or lies after the explicit grid; lines before the explicit grid never count.
    func nthLine(after from: Int, count: Int, in lines: NamedLines) -> Int {
        let first = Swift.max(from, 0)
        // Named explicit lines in `first ... explicitCount` (stored 1-based).
        let low = lines.rank(of: first + 1)
        let high = lines.rank(of: explicitCount + 2)
        let named = Swift.max(0, high - low)
        if count <= named { return lines.line(at: low + count - 1) - 1 }
        return Swift.max(first, explicitCount + 1) + (count - named) - 1
    }

    /// The `count`th line at or before `from` that is named (`lines`, 1-based and sorted)
    /// or lies before the explicit grid; lines after the explicit grid never count.
    func nthLine(before from: Int, count: Int, in lines: NamedLines) -> Int {
        let last = Swift.min(from, explicitCount)
        // Named explicit lines in `0 ... last` (stored 1-based).
        let low = lines.rank(of: 1)
        let high = lines.rank(of: last + 2)
        let named = Swift.max(0, high - low)
        if count <= named { return lines.line(at: high - count) - 1 }
        return Swift.min(last, -1) - (count - named) + 1
    }
}
