/// The first column and/or row of a grid item (exyte's `GridStart`), counted
/// from 0. `nil` on an axis leaves it to auto-placement.
///
/// CSS: a start `n` is grid line `n + 1` (`grid-column-start: n + 1`). A start
/// on the fixed axis past the last track, a negative start, or a start whose
/// cells are taken falls back to auto-placement and is reported as a
/// ``GridWarning`` in the layout result.
///
/// ```swift
/// Color.red.gridStart(column: 1)                 // second column, any row
/// Color.red.gridStart([0, 2])                    // first column, third row
/// Color.red.gridStart(nil)                       // auto
/// ```
public struct GridStart: Hashable, Sendable, ExpressibleByArrayLiteral, ExpressibleByNilLiteral {
    public var column: Int?
    public var row: Int?

    @inlinable
    public init(column: Int? = nil, row: Int? = nil) {
        self.column = column
        self.row = row
    }

    /// `[column, row]`; missing values are `nil`, extra values are ignored.
    public init(arrayLiteral elements: Int?...) {
        self.init(column: elements.first ?? nil, row: elements.count > 1 ? elements[1] : nil)
    }

    /// No start: auto-placed on both axes.
    public init(nilLiteral: ()) {
        self.init(column: nil, row: nil)
    }

    /// No start: auto-placed on both axes.
    public static let `default` = GridStart(column: nil, row: nil)

    /// The start on `axis` (columns are horizontal).
    @inlinable
    public subscript(axis: Axis) -> Int? {
        axis == .horizontal ? column : row
    }
}
