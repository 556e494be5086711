// CSS Grid 3 (grid lanes, editor's draft): the properties of a grid-lanes container.

/// `grid-lanes-direction`: which axis of a grid-lanes container holds the lanes.
///
/// The lanes are the tracks of one axis, the *grid axis*; items stack along the other,
/// the *stacking axis*, which has no tracks.
public enum GridLanesDirection: Hashable, Sendable {
    /// ``row`` when `grid-template-columns` is `none` and `grid-template-rows` is not,
    /// else ``column`` (the initial value).
    case normal
    /// The rows of `grid-template-rows` are the lanes; items stack in the inline
    /// direction (right to left under `direction: rtl`).
    case row
    /// The columns of `grid-template-columns` are the lanes; items stack downwards.
    case column
}

/// `flow-tolerance`: how far below the shortest lane (or lane span) an auto-placed
/// item's lane may start and still count as tied with it. Among the tied lanes the
/// item takes the first one at or after the placement cursor, so a larger tolerance
/// keeps the items in reading order, and ``infinite`` places them round the lanes.
///
/// ```swift
/// var masonry = Style()
/// masonry.display = .gridLanes
/// masonry.flowTolerance = .length(.points(10))   // flow-tolerance: 10px
/// masonry.flowTolerance = .em(0.5)               // flow-tolerance: 0.5em (of `fontSize`)
/// ```
public enum FlowTolerance: Hashable, Sendable {
    /// `normal`: `1em` of the container's own ``Style/fontSize``.
    case normal
    /// A length, or a percentage of the container's content-box size in the grid axis.
    case length(LengthPercentage)
    /// A multiple of the container's own ``Style/fontSize``.
    case em(Double)
    /// `infinite`: every start lane is tied.
    case infinite

    /// The tolerance in points: `em` against `fontSize`, percentages against
    /// `gridAxisSize` (the content-box size of the grid axis; 0 when indefinite);
    /// never negative, infinite for ``infinite``.
    public func resolved(fontSize: Double, gridAxisSize: Double?) -> Double {
        let value: Double
        switch self {
        case .normal: value = fontSize
        case .em(let count): value = count * fontSize
        case .length(let length): value = length.resolve(against: gridAxisSize) ?? 0
        case .infinite: return .infinity
        }
        return value.isNaN ? 0 : max(0, value)
    }
}

extension Style {
    /// The axis of the lanes of a grid-lanes container (its grid axis): the columns
    /// (`.horizontal`) unless `grid-lanes-direction` says rows, or is `normal` with rows
    /// and no columns in the template.
    public var gridLanesAxis: Axis {
        switch gridLanesDirection {
        case .column: return .horizontal
        case .row: return .vertical
        case .normal:
            return gridTemplateColumns.entries.isEmpty && !gridTemplateRows.entries.isEmpty ? .vertical : .horizontal
        }
    }
}

extension Display {
    /// Whether the box lays out children: a grid or a grid-lanes container.
    @inline(__always)
    var hasItems: Bool { self == .grid || self == .gridLanes }
}
