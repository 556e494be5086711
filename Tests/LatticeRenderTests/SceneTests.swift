import Testing
import Lattice
@testable import LatticeRender

/// A grid root with a leaf, a nested grid holding one leaf, and a hidden leaf.
private func sampleTree() -> (Node, NodeLayout) {
    var grid = Style()
    grid.display = .grid
    var hidden = Style()
    hidden.display = .none
    var padded = Style()
    padded.padding = Edges(all: .points(4))
    let node = Node(style: grid, children: [
        Node(style: padded),
        Node(style: grid, children: [Node()]),
        Node(style: hidden),
    ])
    let layout = NodeLayout(frame: r(10, 20, 200, 100), children: [
        NodeLayout(frame: r(0, 0, 90, 100)),
        NodeLayout(frame: r(100, 0, 100, 100), children: [NodeLayout(frame: r(5, 5, 50, 50))],
                   columns: GridTracks(offsets: [5], sizes: [90], gap: 0, leadingImplicitTracks: 0, explicitTracks: 1),
                   rows: GridTracks(offsets: [5], sizes: [90], gap: 0, leadingImplicitTracks: 0, explicitTracks: 1)),
        NodeLayout(frame: .zero),
    ], columns: GridTracks(offsets: [0, 100], sizes: [90, 100], gap: 10, leadingImplicitTracks: 0, explicitTracks: 2),
       rows: GridTracks(offsets: [0], sizes: [100], gap: 0, leadingImplicitTracks: 0, explicitTracks: 1))
    return (node, layout)
}

@Test func layoutSceneHasAContainerAndOneItemPerDisplayedNode() {
    let (node, layout) = sampleTree()
    let scene = RenderScene(node: node, layout: layout)
    #expect(scene.boxes.map(\.kind) == [.container, .item, .item, .item])
    // Frames are absolute: the nested leaf is at 10 + 100 + 5, 20 + 0 + 5.
    #expect(scene.boxes.map(\.frame) == [r(10, 20, 200, 100), r(10, 20, 90, 100), r(110, 20, 100, 100), r(115, 25, 50, 50)])
    #expect(scene.boxes.map(\.label) == [nil, "1", "2", "2.1"])
    #expect(scene.boxes.map(\.depth) == [0, 0, 0, 1])
    #expect(scene.grids.map(\.frame) == [r(10, 20, 200, 100), r(110, 20, 100, 100)])
    #expect(scene.size == Size(width: 210, height: 120))
}

@Test func layoutSceneTakesAppearancesInPreOrder() {
    let (node, layout) = sampleTree()
    let appearances = [
        NodeAppearance(label: "root"),
        NodeAppearance(label: "leaf", color: .red),
        NodeAppearance(label: "inner"),
        NodeAppearance(label: "deep", text: "Hello world"),
        NodeAppearance(label: "hidden"),
    ]
    let scene = RenderScene(node: node, layout: layout, appearances: appearances)
    #expect(scene.boxes.map(\.label) == ["root", "leaf", "inner", "deep"])
    #expect(scene.boxes[1].color == .red)
    // Uncoloured: a nested grid is light grey, the first uncoloured leaf the palette's first colour.
    #expect(scene.boxes[2].color == RenderPalette.container)
    #expect(scene.boxes[3].color == RenderPalette.color(at: 0))
    // "Hello world" at 50 points: "Hello " is 48, "world" 40 more does not fit → two lines.
    let text = scene.boxes[3].parts.compactMap(\.text).first
    #expect(text?.lines.map(\.text) == ["Hello", "world"])
    #expect(text?.lines.first?.frame.origin == Point(x: 115, y: 25))
}

@Test func textLeavesAreDrawnInTheirContentBox() {
    var padded = Style()
    padded.padding = Edges(all: .points(4))
    var grid = Style()
    grid.display = .grid
    let node = Node(style: grid, children: [Node(style: padded)])
    let layout = NodeLayout(frame: r(0, 0, 100, 50), children: [NodeLayout(frame: r(0, 0, 100, 50))])
    let scene = RenderScene(node: node, layout: layout, appearances: [NodeAppearance(), NodeAppearance(text: "ab")])
    let line = scene.boxes[1].parts.compactMap(\.text).first?.lines.first
    #expect(line?.frame == r(4, 4, 16, 16))
}

@Test func textWordsCarryTheirFollowingSpace() {
    let words = TextWords("Hello big  world")
    #expect(words.words == ["Hello ", "big ", "world"])
    #expect(words.widths == [48, 32, 40])
    // At 80: "Hello " (48) + "big " (32) = 80 fits; "world" starts line 2.
    #expect(words.lines(atWidth: 80) == ["Hello big ", "world"])
    #expect(words.lines(atWidth: 10) == ["Hello ", "big ", "world"])
    #expect(TextWords("").widths.isEmpty)
}

@Test func drawingSceneMakesOneItemPerGridItemWithItsTextAsLabel() {
    let drawing = Drawing(role: .grid, frame: r(0, 0, 100, 50), children: [
        Drawing(role: .gridItem, frame: r(0, 0, 50, 50), children: [
            Color.red.overlay(Text("7")).drawing(in: r(0, 0, 50, 50)),
        ]),
        Drawing(role: .gridItem, frame: r(50, 0, 50, 50), children: [Color.blue.drawing(in: r(50, 0, 50, 50))]),
    ])
    let scene = RenderScene(drawing: drawing)
    #expect(scene.boxes.map(\.kind) == [.container, .item, .item])
    #expect(scene.boxes.map(\.label) == [nil, "7", "blue"])
    #expect(scene.boxes[1].color == .red)
    #expect(scene.itemCount == 2)
}

@Test func panelsPlaceScenesSideBySideUnderCaptions() {
    let a = RenderScene(size: Size(width: 100, height: 50), boxes: [RenderBox(frame: r(0, 0, 100, 50))])
    let b = RenderScene(size: Size(width: 60, height: 80), boxes: [RenderBox(frame: r(0, 0, 60, 80))])
    let scene = RenderScene.panels([RenderPanel("a", a), RenderPanel("b", b)], perRow: 2, spacing: 20)
    // Captions are 16 tall plus 6: scenes start at y 22; b starts at 100 + 20.
    #expect(scene.boxes.map(\.frame) == [r(0, 22, 100, 50), r(120, 22, 60, 80)])
    #expect(scene.size == Size(width: 180, height: 102))
    #expect(scene.decorations.count == 2)
}

@Test func itemsArePaintedInOrderThenDocumentOrderWithTheirOwnAppearances() throws {
    // Two overlapping items in one cell: the first has `order: 1`, so it is painted last,
    // on top, but keeps the first item's appearance.
    let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 20px; grid-template-areas: 'a'"),
                    children: [Node(style: try Style(css: "grid-area: a; order: 1")),
                               Node(style: try Style(css: "grid-area: a"))])
    let layout = grid.layout(available: .maxContent)
    let scene = RenderScene(node: grid, layout: layout, appearances: [
        NodeAppearance(), NodeAppearance(label: "first"), NodeAppearance(label: "second"),
    ])
    #expect(scene.boxes.map(\.label) == [nil, "second", "first"])
}
