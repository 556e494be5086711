/// Something a grid could not do as asked; it did the nearest thing instead.
///
/// Warnings are data in the layout result, never printed.
///
/// ```swift
/// let result = Grid(tracks: 2) { Color.red.gridStart(column: 5) }.layout(in: Size(width: 100, height: 100))
/// result.warnings[0].kind // .startOutsideTracks(axis: .horizontal, start: 5, trackCount: 2)
/// ```
public struct GridWarning: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The grid has no fixed track; one `.fr(1)` track is used.
        case noTracks
        /// A start on `axis` is past the last fixed track (or beyond the
        /// 10,000,000-track limit); the item is auto-placed on that axis.
        case startOutsideTracks(axis: Axis, start: Int, trackCount: Int)
        /// A negative start on `axis`; the item is auto-placed on that axis.
        case negativeStart(axis: Axis, start: Int)
        /// An item with both starts overlaps an item placed before it; it is auto-placed.
        case startOccupied(column: Int, row: Int)
        /// An item with a start on the growing axis found no free cells in that
        /// track; it is auto-placed.
        case noRoomInTrack(axis: Axis, start: Int)
        /// A span on `axis` is wider than the tracks from the item's start; it is shortened.
        case spanClamped(axis: Axis, requested: Int, used: Int)
    }

    public var kind: Kind
    /// The index of the item concerned in ``GridLayoutResult/frames``; `nil` for the grid.
    public var itemIndex: Int?

    @inlinable
    public init(_ kind: Kind, itemIndex: Int?) {
        self.kind = kind
        self.itemIndex = itemIndex
    }

    public var description: String {
        let item = itemIndex.map { "item \($0): " } ?? ""
        func name(_ axis: Axis) -> String { axis == .horizontal ? "column" : "row" }
        switch kind {
        case .noTracks:
            return "\(item)no tracks; using one .fr(1) track"
        case .startOutsideTracks(let axis, let start, let count):
            return "\(item)\(name(axis)) start \(start) is outside the \(count) tracks; placed automatically"
        case .negativeStart(let axis, let start):
            return "\(item)negative \(name(axis)) start \(start); placed automatically"
        case .startOccupied(let column, let row):
            return "\(item)cells at column \(column), row \(row) are occupied; placed automatically"
        case .noRoomInTrack(let axis, let start):
            return "\(item)no room in \(name(axis)) \(start); placed automatically"
        case .spanClamped(let axis, let requested, let used):
            return "\(item)\(name(axis)) span \(requested) does not fit; using \(used)"
        }
    }
}
