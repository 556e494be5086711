/// The direction a grid grows in (exyte's `GridFlow`).
///
/// - ``rows`` (default): the tracks are columns; items fill a row, then the
///   next one; rows are added as needed. CSS `grid-auto-flow: row`.
/// - ``columns``: the tracks are rows; items fill a column, then the next one;
///   columns are added as needed. CSS `grid-auto-flow: column`.
///
/// ```swift
/// Grid(0..<15, tracks: 5, flow: .columns) { Color.orange.overlay(Text("\($0)")) }
/// ```
public enum GridFlow: Hashable, Sendable, CaseIterable {
    case rows
    case columns

    /// The axis of the fixed tracks (the ones given as `tracks`).
    @inlinable
    public var fixedAxis: Axis { self == .rows ? .horizontal : .vertical }

    /// The axis along which tracks are added.
    @inlinable
    public var growingAxis: Axis { fixedAxis.cross }
}
