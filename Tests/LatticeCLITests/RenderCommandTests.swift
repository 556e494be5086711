import Foundation
import Testing
import Lattice
import LatticeRender
import LatticeGallery


/// Compares a frames tree from `lattice layout` with a fixture's `expected` tree
/// (0.25 px tolerance, as SCHEMA.md says); returns the differences.
private func differences(_ got: Any?, _ fixture: Any?, path: String = "root") -> [String] {
    guard let got = got as? [String: Any], let node = fixture as? [String: Any],
          let expected = node["expected"] as? [String: Any] else { return ["\(path): missing"] }
    var problems: [String] = []
    for key in ["x", "y", "width", "height"] {
        let a = (got[key] as? NSNumber)?.doubleValue ?? .nan
        let b = (expected[key] as? NSNumber)?.doubleValue ?? .nan
        if !(abs(a - b) <= 0.25) { problems.append("\(path).\(key): got \(a), expected \(b)") }
    }
    let gotChildren = got["children"] as? [Any] ?? []
    let fixtureChildren = node["children"] as? [Any] ?? []
    if gotChildren.count != fixtureChildren.count {
        problems.append("\(path): \(gotChildren.count) children, expected \(fixtureChildren.count)")
    }
    for (index, (a, b)) in zip(gotChildren, fixtureChildren).enumerated() {
        problems += differences(a, b, path: "\(path)/children[\(index)]")
    }
    return problems
}

@Test
func layoutOfAFixtureEqualsItsExpectedFrames() throws {
    let path = Lattice.fixtures + "/taffy/grid_basic.json"
    let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
    for arguments in [["layout", path], ["render", path, "--format", "json"]] {
        let result = try Lattice.run(arguments)
        #expect(result.status == 0, "\(result.error)")
        let frames = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        #expect(differences(frames, fixture?["root"]) == [], "\(arguments)")
    }
}

@Test func layoutKeepsTheTreeShapeOfTheInput() throws {
    // Whatever the engine computes, every node of the input has a node in the output.
    let file = try Lattice.file("grid.yaml", """
        grid:
          children:
            - {size: 10x10}
            - children: [{size: 5x5}, {size: 5x5}]
            - {display: none}
        """)
    let result = try Lattice.run(["layout", file.path])
    #expect(result.status == 0, "\(result.error)")
    let root = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    let children = root?["children"] as? [[String: Any]]
    #expect(children?.count == 3)
    #expect((children?[1]["children"] as? [Any])?.count == 2)
    #expect(Set(root?.keys.map { $0 } ?? []) == ["x", "y", "width", "height", "children"])
}

@Test(arguments: ["dashboard.yaml", "form.yaml", "masonry.yaml", "page-layout.yaml", "photos.yaml", "sizes.yaml"])
func examplesRenderInEveryFormat(name: String) throws {
    let path = Lattice.repository.appendingPathComponent("Examples/\(name)").path
    for format in ["svg", "text", "html", "json"] {
        let result = try Lattice.run(["render", path, "--format", format, "--grid"])
        #expect(result.status == 0, "\(name) \(format): \(result.error)")
        #expect(result.error.isEmpty)
        #expect(!result.output.isEmpty)
    }
}

@Test func renderWritesToTheOutputFileInTheFormatItsExtensionNames() throws {
    let folder = try Lattice.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = Lattice.repository.appendingPathComponent("Examples/dashboard.yaml").path
    for (file, start) in [("d.svg", "<?xml"), ("d.html", "<!DOCTYPE html>"), ("d.json", "{\"x\":")] {
        let output = folder.appendingPathComponent(file).path
        let result = try Lattice.run(["render", input, "-o", output])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.hasPrefix(start), "\(file)")
    }
}

@Test func demoWritesOneSVGPerExampleAndAnIndex() throws {
    let folder = try Lattice.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Lattice.run(["demo", "--out", "out"], in: folder)
    #expect(result.status == 0, "\(result.error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
    let svgs = files.filter { $0.hasSuffix(".svg") }
    #expect(Set(svgs) == Set(Gallery.examples.map { $0.name + ".svg" }))
    #expect(files.contains("index.html"))
    let index = try String(contentsOfFile: folder.appendingPathComponent("out/index.html").path, encoding: .utf8)
    for example in Gallery.examples {
        #expect(index.contains("src=\"\(example.name).svg\""))
    }
    // Output is not a terminal: the calculator is drawn without colours.
    #expect(result.output.contains("exyte's Calculator"))
    #expect(!result.output.contains("\u{1B}["))
}

@Test
func demoPrintsTheCalculator() throws {
    let folder = try Lattice.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Lattice.run(["demo", "--out", "out"], in: folder)
    let calculator = RenderScene(Gallery.calculator, in: Gallery.calculatorSize).text(columns: 50)
    #expect(result.output.contains(calculator))
}

@Test func renderWithTheGridDrawsTheBaselinesOfAForm() throws {
    let path = Lattice.repository.appendingPathComponent("Examples/form.yaml").path
    let result = try Lattice.run(["render", path, "--format", "svg", "--grid"])
    #expect(result.status == 0, "\(result.error)")
    // Inside the 8-point padding: columns 40 (the widest label, "Email") and
    // 360 − 16 − 40 − 12 = 292 from x 60. Labels: 16-point lines, baseline 12. Fields:
    // padding 10, 4 and 16 above a line: baselines 22, 16 and 28. Rows: 22 + 14 = 36
    // from 8; 16 + 8 = 24 from 52; 28 + 20 = 48 from 84: baselines at 8 + 22 = 30,
    // 52 + 16 = 68 and 84 + 28 = 112.
    for y in ["30", "68", "112"] {
        #expect(result.output.contains("<line x1=\"8\" y1=\"\(y)\" x2=\"48\" y2=\"\(y)\"/>"), "label at \(y)")
        #expect(result.output.contains("<line x1=\"60\" y1=\"\(y)\" x2=\"352\" y2=\"\(y)\"/>"), "field at \(y)")
    }
    let plain = try Lattice.run(["render", path, "--format", "svg"])
    #expect(!plain.output.contains("class=\"baselines\""))
}

@Test func renderLaysAGridLanesDocumentOutAsAMasonry() throws {
    let path = Lattice.repository.appendingPathComponent("Examples/masonry.yaml").path
    let result = try Lattice.run(["render", path, "--format", "json"])
    #expect(result.status == 0, "\(result.error)")
    let root = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    let frames = (root?["children"] as? [[String: Any]] ?? []).map { child in
        ["x", "y", "width", "height"].map { (child[$0] as? NSNumber)?.doubleValue ?? .nan }
    }
    // Four lanes of (560 − 3 × 8) / 4 = 134 at 0, 142, 284, 426. Boxes 1–4 (180, 90, 140,
    // 60) start them; lanes then run to 188, 98, 148, 68 (end plus gap). "wide" (span 2):
    // from lane 0 max(188, 98) = 188, from 1 max(98, 148) = 148, from 2 max(148, 68) = 148;
    // the tie goes to the first: lanes 1–2 at 148. Box 6 goes to lane 3 at 68 (to 196).
    // "pinned" (grid-column: 3) stays in lane 2, under "wide": at 148 + 100 + 8 = 256.
    #expect(frames.count == 11)
    #expect(frames[4] == [142, 148, 276, 100])
    #expect(frames[5] == [426, 68, 134, 120])
    #expect(frames[6] == [284, 256, 134, 70])
}
