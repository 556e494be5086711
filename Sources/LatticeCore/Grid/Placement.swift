// CSS Grid §8: placing grid items. (Interface; implementation in progress.)

/// An item's resolved grid area in origin-zero lines: line 0 is the first
/// explicit line, negative lines are implicit lines before the explicit grid.
/// `end` is exclusive-in-tracks: the item covers tracks `start ..< end`.
struct GridArea: Hashable, Sendable {
    var columnStart: Int32
    var columnEnd: Int32
    var rowStart: Int32
    var rowEnd: Int32
}

/// The outcome of placing a grid's in-flow items.
struct PlacementResult: Sendable {
    /// One area per in-flow item, in the order given.
    var areas: [GridArea]
    /// The origin-zero lines bounding the whole grid (explicit and implicit) per axis:
    /// `columnLines.lowerBound <= 0`, `columnLines.upperBound >= explicit column count`.
    var columnLines: ClosedRange<Int32>
    var rowLines: ClosedRange<Int32>
}
