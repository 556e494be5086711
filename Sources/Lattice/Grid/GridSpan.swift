/// How many tracks a grid item spans on each axis (exyte's `GridSpan`).
///
/// CSS: `grid-column-end: span <column>` and `grid-row-end: span <row>`.
/// Spans below 1 are raised to 1; spans wider than the fixed tracks are
/// clamped to them when the grid is laid out (and reported as a warning).
///
/// ```swift
/// Color.red.gridSpan([2, 1])          // two columns, one row
/// Color.red.gridSpan(GridSpan(column: 2, row: 3))
/// ```
public struct GridSpan: Hashable, Sendable, ExpressibleByArrayLiteral {
    public var column: Int
    public var row: Int

    /// A span; values below 1 become 1, values above 10,000,000 become 10,000,000.
    @inlinable
    public init(column: Int = 1, row: Int = 1) {
        self.column = GridLimits.clampSpan(column)
        self.row = GridLimits.clampSpan(row)
    }

    /// `[column, row]`; a single value spans that many columns and one row, extra values are ignored.
    public init(arrayLiteral elements: Int...) {
        self.init(column: elements.first ?? 1, row: elements.count > 1 ? elements[1] : 1)
    }

    /// One track on each axis.
    public static let `default` = GridSpan(column: 1, row: 1)

    /// The span on `axis` (columns are horizontal).
    @inlinable
    public subscript(axis: Axis) -> Int {
        axis == .horizontal ? column : row
    }
}

/// The bounds Lattice clamps user numbers to, so that bad input never traps.
public enum GridLimits {
    /// The largest span or start accepted: 10,000,000 tracks.
    public static let maxTracks = 10_000_000

    /// `value` clamped to `1...maxTracks`.
    @inlinable
    public static func clampSpan(_ value: Int) -> Int {
        Swift.min(maxTracks, Swift.max(1, value))
    }
}
