/// The items a ``GridBuilder`` closure produced, flattened.
public struct GridBuilderResult: Sendable {
    public var elements: [GridElement]

    @inlinable
    public init(elements: [GridElement] = []) {
        self.elements = elements
    }
}

/// Builds a grid's items from a closure, as exyte's `@GridBuilder`.
///
/// Every expression becomes one item, except a ``GridGroup`` (and `ForEach`),
/// whose items are inserted in its place. Supports any number of children,
/// `if`/`else`, `if let`, `switch`, optionals, `#available` and `for` loops.
///
/// ```swift
/// Grid(tracks: 3) {
///     Color.red
///     if showTitle { Text("Title").gridSpan(column: 3) }
///     for index in 0..<6 { Text("\(index)") }
///     GridGroup(0..<4) { _ in Color.black }
/// }
/// ```
///
/// A helper that builds items is a `@GridBuilder` function or property returning
/// ``GridGroup`` (or ``GridBuilderResult``); use it in a grid like any item:
///
/// ```swift
/// @GridBuilder
/// func headerSegment(flag: Bool) -> GridGroup {
///     if flag {
///         GridGroup { Color.red; Color.blue }
///     } else {
///         Color.black
///     }
/// }
///
/// Grid(tracks: 2) { headerSegment(flag: true); Color.green }
/// ```
@resultBuilder
public enum GridBuilder {
    public static func buildExpression<Content: GridContent>(_ content: Content) -> GridBuilderResult {
        GridBuilderResult(elements: [GridElement(content)])
    }

    public static func buildExpression<Content: GridContent>(_ content: Content?) -> GridBuilderResult {
        content.map { buildExpression($0) } ?? GridBuilderResult()
    }

    public static func buildExpression(_ group: GridGroup) -> GridBuilderResult {
        GridBuilderResult(elements: group.elements)
    }

    public static func buildExpression(_ group: GridGroup?) -> GridBuilderResult {
        GridBuilderResult(elements: group?.elements ?? [])
    }

    public static func buildExpression(_ result: GridBuilderResult) -> GridBuilderResult {
        result
    }

    public static func buildBlock(_ components: GridBuilderResult...) -> GridBuilderResult {
        buildArray(components)
    }

    public static func buildOptional(_ component: GridBuilderResult?) -> GridBuilderResult {
        component ?? GridBuilderResult()
    }

    public static func buildEither(first component: GridBuilderResult) -> GridBuilderResult {
        component
    }

    public static func buildEither(second component: GridBuilderResult) -> GridBuilderResult {
        component
    }

    public static func buildArray(_ components: [GridBuilderResult]) -> GridBuilderResult {
        if components.count == 1 { return components[0] }
        var elements: [GridElement] = []
        elements.reserveCapacity(components.reduce(0) { $0 + $1.elements.count })
        for component in components {
            elements.append(contentsOf: component.elements)
        }
        return GridBuilderResult(elements: elements)
    }

    public static func buildLimitedAvailability(_ component: GridBuilderResult) -> GridBuilderResult {
        component
    }

    /// The items, for a closure a grid takes.
    public static func buildFinalResult(_ component: GridBuilderResult) -> GridBuilderResult {
        component
    }

    /// The items as a group, for a `@GridBuilder` helper returning ``GridGroup``.
    public static func buildFinalResult(_ component: GridBuilderResult) -> GridGroup {
        GridGroup(elements: component.elements)
    }
}
