/// How a ``GridTrack/fit`` track measures its items (see ``Grid/gridFitSizing(_:)``).
///
/// - ``idealSize`` (default): an item's ideal size, its size when offered no
///   length (CSS `max-content`, SwiftUI's `fixedSize()`). A view with only a
///   maximum size, `Color.red.frame(maxWidth: 65)`, has its content's ideal size.
/// - ``exyte``: exyte/Grid's measure, for a port that must look the same: an
///   item is offered the grid's whole length on each axis it was offered none
///   (the growing axis of a ``GridContentMode/scroll`` grid excepted), so a
///   view with only a maximum size takes that maximum.
///
/// ```swift
/// Grid(0..<3, tracks: [.fit, .fit, .fit]) { Color.red.frame(maxWidth: 50 + 15 * Double($0)) }
///     .gridFitSizing(.exyte)     // columns of 50, 65 and 80
/// ```
public enum GridFitSizing: Hashable, Sendable, CaseIterable {
    case idealSize
    case exyte
}
