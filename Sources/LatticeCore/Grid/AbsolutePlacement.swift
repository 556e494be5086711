// CSS Grid §9.1: the grid lines of an absolutely positioned child of a grid container.

/// The lines an absolutely positioned child of a grid is placed between on one axis
/// (CSS Grid §9.1), in origin-zero lines; `nil` is `auto`: the grid container's padding
/// edge on that side.
///
/// The placement is resolved as for an in-flow item (§8.3, §8.3.1, see
/// ``GridPlacement/resolved(names:explicitCount:)``), except that:
/// - an edge that is `auto` stays `auto` (it does not become "one track from the other
///   edge"), and a placement with only a span, or with none, is `auto` on both edges;
/// - a line outside `gridLines` (the implicit grid the in-flow items made, see
///   ``PlacementResult``), whether named, numbered or reached by a span, is `auto`:
///   no implicit line is created. A name no line has refers, as in §8.3, to an implicit
///   line after the explicit grid, so it is `auto` unless in-flow items created that line.
///
/// ```swift
/// // 3 columns, grid lines 0...3: `grid-column: 2 / span 5` → start 1, end past the grid
/// resolveAbsolutePlacement(.line(2, span: 5), names: .empty, explicitCount: 3, gridLines: 0 ... 3)
/// // (start: 1, end: nil)
/// ```
func resolveAbsolutePlacement(
    _ placement: GridPlacement, names: LineNameMap, explicitCount: Int, gridLines: ClosedRange<Int32>
) -> (start: Int32?, end: Int32?) {
    let (start, end) = placement.normalizedEdges()
    guard case .definite(let startLine, let endLine) = placement.resolved(names: names, explicitCount: explicitCount) else {
        return (nil, nil)
    }
    let isStartAuto: Bool
    if case .auto = start { isStartAuto = true } else { isStartAuto = false }
    let isEndAuto: Bool
    if case .auto = end { isEndAuto = true } else { isEndAuto = false }
    return (
        !isStartAuto && gridLines.contains(startLine) ? startLine : nil,
        !isEndAuto && gridLines.contains(endLine) ? endLine : nil
    )
}
