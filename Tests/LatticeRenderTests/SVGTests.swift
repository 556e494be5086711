import Testing
import Lattice
@testable import LatticeRender
import LatticeGallery

@Test func svgNumbersHaveAtMostThreeDecimals() {
    #expect(SVGText.number(72.5) == "72.5")
    #expect(SVGText.number(100) == "100")
    #expect(SVGText.number(1.0 / 3.0) == "0.333")
    #expect(SVGText.number(-0.0001) == "0")
    #expect(SVGText.number(-2.25) == "-2.25")
    #expect(SVGText.number(.nan) == "0")
    #expect(SVGText.number(0.05) == "0.05")
}

@Test func svgEscapesLabelsAndText() {
    let scene = RenderScene(size: Size(width: 50, height: 20), boxes: [
        RenderBox(frame: r(0, 0, 50, 20), label: "a < b & \"c\"",
                  parts: [Text("<&>\u{7}").drawing(in: r(0, 0, 50, 20))]),
    ], title: "T & T")
    let xml = XMLSummary(scene.svg())
    #expect(xml.parsed, "\(xml.error ?? "")")
    #expect(xml.texts == ["<&>"])
}

@Test func svgTextIsWhiteOnDarkFillsAndBlackOnLightOnes() {
    let dark = RenderScene(Color.black.overlay(Text("x")), in: Size(width: 40, height: 20)).svg()
    let light = RenderScene(Color.yellow.overlay(Text("x")), in: Size(width: 40, height: 20)).svg()
    #expect(dark.contains("fill=\"#FFFFFF\" xml:space"))
    #expect(light.contains("fill=\"#000000\" xml:space"))
}

@Test func svgIsSelfContained() {
    let svg = Gallery.example(named: "page-layout")?.scene().svg(SVGOptions(showsGrid: true)) ?? ""
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("href"))
    #expect(!svg.contains("@import"))
    #expect(!svg.contains("url("))
}

@Test func overlayNumbersExplicitLinesBothWaysAndImplicitOnesOneWay() {
    // One implicit track before two explicit ones and one after: four tracks of 10
    // with gaps of 2 at 0, 12, 24, 36. Lines 0…4 from the left; e = line − 1 counts
    // from the explicit start: top/left shows e + 1 when e ≥ 0, else e − 3;
    // bottom/right shows e − 3 when e ≤ 2, else e + 1.
    let tracks = GridTracks(offsets: [0, 12, 24, 36], sizes: [10, 10, 10, 10], gap: 2,
                            leadingImplicitTracks: 1, explicitTracks: 2)
    let lines = AxisLines(tracks)
    #expect(lines.lines.map(\.startNumber) == [-4, 1, 2, 3, 4])
    #expect(lines.lines.map(\.endNumber) == [-4, -3, -2, -1, 4])
    // Line positions: the outer edges, and the middle of each gap.
    #expect(lines.lines.map(\.position) == [0, 11, 23, 35, 46])
    #expect(lines.gaps == [10...12, 22...24, 34...36])
    #expect(lines.edges == [0, 10, 12, 22, 24, 34, 36, 46])
}

@Test func overlayNumbersRightToLeftColumnsFromTheRight() {
    // rtl: track 0 is on the right (offset 50), track 1 on the left (offset 0).
    let tracks = GridTracks(offsets: [50, 0], sizes: [40, 40], gap: 10, leadingImplicitTracks: 0, explicitTracks: 2)
    let lines = AxisLines(tracks)
    // Line 1 at track 0's right edge (90), line 2 in the gap (45), line 3 at 0.
    #expect(lines.lines.map(\.position) == [90, 45, 0])
    #expect(lines.lines.map(\.startNumber) == [1, 2, 3])
}

@Test func svgOverlayDrawsLineNumbersWhenAsked() {
    let scene = RenderScene(size: Size(width: 100, height: 50), boxes: [],
                            grids: [GridOverlay(frame: r(0, 0, 100, 50),
                                                columns: GridTracks(offsets: [0, 55], sizes: [45, 45], gap: 10,
                                                                    leadingImplicitTracks: 0, explicitTracks: 2),
                                                rows: GridTracks(offsets: [0], sizes: [50], gap: 0,
                                                                 leadingImplicitTracks: 0, explicitTracks: 1))])
    let plain = XMLSummary(scene.svg())
    #expect(plain.classes["grid-overlay"] == nil)
    let overlaid = XMLSummary(scene.svg(SVGOptions(showsGrid: true)))
    #expect(overlaid.classes["grid-overlay"] == 1)
    // Columns: 1 2 3 on top, -3 -2 -1 below; rows: 1 2 left, -2 -1 right.
    #expect(overlaid.texts == ["1", "-3", "2", "-2", "3", "-1", "1", "-2", "2", "-1"])
}
