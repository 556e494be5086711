/// How a grid uses the space it is offered along its growing axis (exyte's `GridContentMode`).
///
/// - ``fill`` (default): the grid takes the whole size offered; its growing
///   tracks share it equally. CSS: the container has the offered width and
///   height, growing tracks are `minmax(0, 1fr)`.
/// - ``scroll``: the grid is as long as its content along the growing axis
///   (put it in a scroll view); each growing track is as large as its largest
///   item's ideal size, and items keep their own size along it, aligned in the
///   track. CSS: the container's size on that axis is `auto` in unbounded
///   (max-content) space; growing tracks are `max-content`.
///
/// ```swift
/// Grid(tracks: 3) { … }.gridContentMode(.scroll)
/// ```
public enum GridContentMode: Hashable, Sendable, CaseIterable {
    case fill
    case scroll
}
