import Testing
import LatticeRender
@testable import LatticeGallery

// The flow sample in 300 × 190 (spacing 5). Rows: 5 columns of (300 − 4 × 5) / 5 = 56
// at x 61 × column, 3 rows of (190 − 2 × 5) / 3 = 60 at y 65 × row. Columns: 5 rows
// of (190 − 4 × 5) / 5 = 34 at y 39 × row, 3 columns of (300 − 2 × 5) / 3 = 96.667
// at x 101.667 × column. Item i: column i % 5, row i / 5 in the rows; row i % 5,
// column i / 5 in the columns.
private let size = Size(width: 300, height: 190)

private func flow(_ flow: GridFlow) -> Grid {
    Grid(0..<15, tracks: 5, flow: flow, spacing: 5) { Color.orange.overlay(Text("\($0)")) }
}

@Test func aGridsSceneNamesItsItemsByTheirIDs() {
    let scene = RenderScene(Grid(["a", "b"], id: \.self, tracks: 2) { Text($0) }, in: Size(width: 100, height: 20))
    #expect(scene.boxes.filter { $0.kind == .item }.map(\.id) == ["a", "b"])
    #expect(scene.boxes.filter { $0.kind == .container }.map(\.id) == [nil])
}

@Test func eachItemMovesFromItsFrameInOneLayoutToItsFrameInTheOther() throws {
    let transition = SceneTransition(from: flow(.rows), to: flow(.columns).gridAnimation(.linear(duration: 0.5)), in: size)
    let svg = transition.svg()
    let xml = XMLSummary(svg)
    #expect(xml.parsed, "\(xml.error ?? "")")
    #expect(xml.classes["item"] == 15)
    // Item 7: column 2, row 1 (x 122, y 65, 56 × 60) → row 2, column 1 (x 101.667, y 78, 96.667 × 34).
    // The rectangle starts where the first layout has it; it moves linearly in 0.5 s and stays.
    let timing = "keyTimes=\"0;1\" dur=\"0.5s\" begin=\"0s\" fill=\"freeze\" calcMode=\"linear\" />"
    #expect(svg.contains("<rect x=\"122\" y=\"65\" width=\"56\" height=\"60\" fill=\"#FF9500\">"
                         + "<animate attributeName=\"x\" values=\"122;101.667\" \(timing)"
                         + "<animate attributeName=\"y\" values=\"65;78\" \(timing)"
                         + "<animate attributeName=\"width\" values=\"56;96.667\" \(timing)"
                         + "<animate attributeName=\"height\" values=\"60;34\" \(timing)</rect>"))
    // Labels move with their items: "1" (8 points wide, a 16-point line whose baseline is
    // 12 below its top) centred in item 1's cell: column 1, row 0 (x 61, 56 × 60) → row 1,
    // column 0 (y 39, 96.667 × 34): x 61 + 24 → 44.333, baseline 22 + 12 → 39 + 9 + 12.
    #expect(svg.contains("<text x=\"85\" y=\"34\" font-size=\"13.333\" fill=\"#000000\" xml:space=\"preserve\">"
                         + "<animate attributeName=\"x\" values=\"85;44.333\" \(timing)"
                         + "<animate attributeName=\"y\" values=\"34;60\" \(timing)1</text>"))
}

@Test func aRepeatingTransitionHoldsEachLayoutAndMovesBack() {
    // 1 s pauses and a 0.35 s ease-in-out move: a 2.7 s cycle, holding until 1 s, moving
    // until 1.35 s, holding until 2.35 s, moving back until 2.7 s.
    let svg = SceneTransition(from: flow(.rows), to: flow(.columns), in: size, repeats: true, pause: 1).svg()
    #expect(svg.contains("<animate attributeName=\"x\" values=\"122;122;101.667;101.667;122\" "
                         + "keyTimes=\"0;0.37;0.5;0.87;1\" dur=\"2.7s\" begin=\"0s\" repeatCount=\"indefinite\" "
                         + "calcMode=\"spline\" keySplines=\"0 0 1 1;0.42 0 0.58 1;0 0 1 1;0.42 0 0.58 1\" />"))
}

@Test func itemsInOneLayoutOnlyFadeInOrOut() {
    let three = RenderScene(Grid(["a", "b", "c"], id: \.self, tracks: 3) { Color.red.overlay(Text($0)) },
                            in: Size(width: 300, height: 100))
    let two = RenderScene(Grid(["b", "d"], id: \.self, tracks: 3) { Color.red.overlay(Text($0)) },
                          in: Size(width: 300, height: 100))
    let svg = SceneTransition(from: three, to: two).svg()
    // "a" and "c" fade out, "d" fades in: three opacity animations; "b" moves.
    #expect(svg.components(separatedBy: "<animate attributeName=\"opacity\" values=\"1;0\"").count - 1 == 2)
    #expect(svg.components(separatedBy: "<animate attributeName=\"opacity\" values=\"0;1\"").count - 1 == 1)
    #expect(XMLSummary(svg).classes["item"] == 4)
}

@Test func theGalleryShowsTheFlowSampleAnimating() throws {
    let example = try #require(Gallery.example(named: "flow-animation"))
    #expect(example.isAnimated)
    let svg = example.svg(SVGOptions())
    let xml = XMLSummary(svg)
    #expect(xml.parsed, "\(xml.error ?? "")")
    #expect(xml.classes["item"] == 15)
    #expect(svg.contains("repeatCount=\"indefinite\""))
    #expect(svg.contains("<title>Flow, animated</title>"))
}
