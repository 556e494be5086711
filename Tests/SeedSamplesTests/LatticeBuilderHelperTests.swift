// The platform-neutral half of issue 19's points 7 and 8: `Lattice`'s `Grid`
// takes a `@GridBuilder` helper written as exyte writes one, `gridCaching` and
// `gridAnimation`.
import Lattice
import Testing

/// exyte's README §14 helper, for `Lattice`: the return type is `GridGroup`.
@GridBuilder
private func headerSegment(flag: Bool) -> GridGroup {
    if flag {
        GridGroup {
            Color.red
            Color.blue
        }
    } else {
        Color.black
    }
}

@Test func point7LatticeGridBuilderHelpersReturnGridGroup() {
    // Two columns of (305 − 5) / 2 = 150: the group's two items, then green below.
    let grid = Grid(tracks: 2) {
        headerSegment(flag: true)
        Color.green
    }
    let result = grid.layout(in: Size(width: 305, height: 205))
    #expect(result.frames == [Rect(x: 0, y: 0, width: 150, height: 100), Rect(x: 155, y: 0, width: 150, height: 100),
                              Rect(x: 0, y: 105, width: 150, height: 100)])
    #expect(Grid(tracks: 2) { headerSegment(flag: false) }.items.count == 1)
}

@Test func point8LatticeGridTakesGridCachingAndGridAnimation() {
    let grid = Grid(tracks: 2) { Color.red }
        .gridCaching(.noCache)
        .gridAnimation(.easeInOut)
    #expect(grid.options.cache == .noCache)
    #expect(grid.animation == .easeInOut)
    // The animation is for renderers: it does not change the layout.
    #expect(grid.layout(in: Size(width: 100, height: 50)) == Grid(tracks: 2) { Color.red }.layout(in: Size(width: 100, height: 50)))
}
