/// One edge of a grid item's placement: `grid-row-start`, `grid-column-end`, … (CSS Grid §8.3).
///
/// ```swift
/// item.gridColumn = GridPlacement(start: .line(2), end: .span(3))   // 2 / span 3
/// item.gridRow = GridPlacement(start: .line(-1), end: .auto)         // -1
/// ```
public enum GridLine: Hashable, Sendable {
    /// `auto`: placed by the auto-placement algorithm.
    case auto
    /// `<integer> [<name>]`: the Nth line (negative counts from the end), or the
    /// Nth line with the given name when `name` is set. Never 0.
    case line(Int, name: String? = nil)
    /// `span <integer> [<name>]`: spans N tracks, or N lines with the given name.
    case span(Int, name: String? = nil)
    /// `<custom-ident>`: a named area's edge (`name-start`/`name-end`) or the first line named so.
    case named(String)

    /// `span 1`.
    public static let spanOne = GridLine.span(1)

    /// Whether this is a definite line (not `auto` and not a span).
    @inlinable
    public var isDefinite: Bool {
        switch self {
        case .line, .named: return true
        case .auto, .span: return false
        }
    }
}

/// A grid item's placement on one axis: `grid-column` or `grid-row` (CSS Grid §8.3).
public struct GridPlacement: Hashable, Sendable {
    public var start: GridLine
    public var end: GridLine

    @inlinable
    public init(start: GridLine = .auto, end: GridLine = .auto) {
        self.start = start
        self.end = end
    }

    /// `auto / auto`.
    public static let auto = GridPlacement()

    /// `N / span S`.
    public static func line(_ start: Int, span: Int = 1) -> GridPlacement {
        GridPlacement(start: .line(start), end: .span(span))
    }

    /// `span S`.
    public static func span(_ span: Int) -> GridPlacement {
        GridPlacement(start: .span(span), end: .auto)
    }
}

/// `grid-auto-flow` (CSS Grid §7.7).
public struct GridAutoFlow: Hashable, Sendable {
    /// The axis auto-placement fills before moving on: `.horizontal` for `row`
    /// (fill a row, then the next), `.vertical` for `column`.
    public var direction: Axis
    /// `dense`: go back to fill holes left earlier.
    public var dense: Bool

    @inlinable
    public init(direction: Axis = .horizontal, dense: Bool = false) {
        self.direction = direction
        self.dense = dense
    }

    /// `row`.
    public static let row = GridAutoFlow(direction: .horizontal)
    /// `column`.
    public static let column = GridAutoFlow(direction: .vertical)
    /// `row dense`.
    public static let rowDense = GridAutoFlow(direction: .horizontal, dense: true)
    /// `column dense`.
    public static let columnDense = GridAutoFlow(direction: .vertical, dense: true)
}

/// A named area of `grid-template-areas` (CSS Grid §7.3): lines are 1-based, end exclusive.
public struct GridTemplateArea: Hashable, Sendable {
    public var name: String
    public var rowStart: Int
    public var rowEnd: Int
    public var columnStart: Int
    public var columnEnd: Int

    @inlinable
    public init(name: String, rowStart: Int, rowEnd: Int, columnStart: Int, columnEnd: Int) {
        self.name = name
        self.rowStart = rowStart
        self.rowEnd = rowEnd
        self.columnStart = columnStart
        self.columnEnd = columnEnd
    }
}
