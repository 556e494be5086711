#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif

/// Builds a grid's items, as exyte's `@GridBuilder`: SwiftUI's `ViewBuilder`
/// under its exyte name, so `if`/`else`, `switch`, optionals, `ForEach` and
/// ``GridGroup`` work as in any SwiftUI container.
///
/// ```swift
/// LatticeGrid(tracks: 3) {
///     Color.red
///     if showsTitle { Text("Title").gridSpan(column: 3) }
///     GridGroup(0..<4) { _ in Color.black }
/// }
/// ```
///
/// A closure holds at most 10 direct children when deploying before iOS 17,
/// macOS 14, tvOS 17 and watchOS 10 (SwiftUI's limit); group more with
/// ``GridGroup`` or `ForEach`.
public typealias GridBuilder = ViewBuilder
