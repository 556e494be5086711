/// The alignment of items in their cells and of the tracks in the grid, as
/// exyte's `GridAlignment`: SwiftUI's ``Alignment`` with its nine values.
///
/// ```swift
/// Grid(tracks: 3, commonItemsAlignment: .topLeading, contentAlignment: .bottom) { … }
/// ```
public typealias GridAlignment = Alignment
