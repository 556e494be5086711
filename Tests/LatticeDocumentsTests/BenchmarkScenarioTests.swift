import Foundation
import Testing
import LatticeCore
import LatticeDocuments

// The generator's documents, read back with Foundation's JSON parser (not the harness's
// own reader), against what the scenarios are said to be (BenchmarkScenario's cases).

/// The document of `scenario` with `items` items, parsed.
private func document(_ scenario: BenchmarkScenario, items: Int) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(scenario.json(items: items))) as? [String: Any])
}

/// The root's children of a parsed document.
private func children(_ document: [String: Any]) throws -> [[String: Any]] {
    let root = try #require(document["root"] as? [String: Any])
    return try #require(root["children"] as? [[String: Any]])
}

/// A node's style property.
private func style(_ node: [String: Any], _ property: String) -> String? {
    (node["style"] as? [String: String])?[property]
}

/// `"33px"` → 33.
private func pixels(_ node: [String: Any], _ property: String) throws -> Int {
    let text = try #require(style(node, property), "no \(property)")
    return try #require(text.hasSuffix("px") ? Int(text.dropLast(2)) : nil, "\(property): \(text)")
}

/// `"span 3"` → 3; `nil` when the property is not set.
private func span(_ node: [String: Any], _ property: String) throws -> Int? {
    guard let text = style(node, property) else { return nil }
    return try #require(text.hasPrefix("span ") ? Int(text.dropFirst(5)) : nil, "\(property): \(text)")
}

/// `"3 / 5"` → (3, 5).
private func lines(_ node: [String: Any], _ property: String) throws -> (start: Int, end: Int) {
    let text = try #require(style(node, property), "no \(property)")
    let parts = text.split(separator: "/").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let start = parts[0], let end = parts[1] else {
        Issue.record("\(property): \(text)")
        return (0, 0)
    }
    return (start, end)
}

/// A text leaf's word widths.
private func words(_ node: [String: Any]) throws -> [Int] {
    let content = try #require(node["content"] as? [String: Any])
    #expect(content["lineHeight"] as? Int == 10)
    return try #require(content["words"] as? [Int])
}

@Test(arguments: BenchmarkScenario.allCases, [0, 100, 1_000])
func documentHeaderNamesTheScenarioItsSeedAndCounts(scenario: BenchmarkScenario, items: Int) throws {
    let k = scenario.rawValue
    let document = try document(scenario, items: items)
    #expect(document["name"] as? String == "peerbench/S\(k)_\(items)")
    #expect(document["scenario"] as? String == "S\(k)")
    #expect(document["n"] as? Int == items)
    #expect(document["seed"] as? Int == 80 + k)
    let width = k == 1 ? 1000 : 1200
    let available = try #require(document["available"] as? [String: Any])
    #expect(available["width"] as? Int == width)
    #expect(available["height"] as? String == "max-content")
    let bench = try #require(document["bench"] as? [String: Any])
    #expect(bench["perturb"] as? String == "root-width")
    #expect(bench["widths"] as? [Int] == [width, width + 1])
    let root = try #require(document["root"] as? [String: Any])
    #expect(style(root, "width") == "\(width)px")
    let counts = try #require(document["counts"] as? [String: Int])
    let children = try children(document)
    if scenario == .nested {
        #expect(children.count == items / 9)
        #expect(counts["subgrids"] == items / 9)
        #expect(counts["leaves"] == items / 9 * 9)
        for grid in children { #expect((grid["children"] as? [Any])?.count == 9) }
    } else {
        #expect(children.count == items)
        #expect(counts["leaves"] == items)
    }
}

/// Every scenario reads as a document and builds a node tree of all its items.
@Test(arguments: BenchmarkScenario.allCases)
func documentReadsAsABenchmarkCase(scenario: BenchmarkScenario) throws {
    let document = try GridDocument(json: scenario.json(items: 1_000), path: scenario.fileName(items: 1_000))
    #expect(document.name == "peerbench/\(scenario.name)_1000")
    #expect(document.available == AvailableSize(width: .definite(Double(scenario.width)), height: .maxContent))
    let benchmark = try BenchmarkCase(scenario: scenario, items: 1_000)
    #expect(benchmark.name == "\(scenario.name)_1000")
    // S5's 111 grids hold 999 leaves.
    #expect(benchmark.itemCount == (scenario == .nested ? 111 + 999 : 1_000))
    #expect(benchmark.variants.map(\.style.width) == [.points(Double(scenario.width)), .points(Double(scenario.width + 1))])
}

/// Items are drawn one after another, so fewer items are the start of more.
@Test(arguments: BenchmarkScenario.allCases)
func fewerItemsAreTheStartOfMore(scenario: BenchmarkScenario) throws {
    func childrenText(_ items: Int) -> Substring {
        let text = scenario.jsonString(items: items)
        let start = text.range(of: #""children":["#)!.upperBound
        return text[start...].dropLast(3)  // `]}}`
    }
    let small = childrenText(100)
    let large = childrenText(1_000)
    #expect(!small.isEmpty)
    #expect(large.hasPrefix(small + ","))
}

@Test func uniformLeavesAre80PxWideAnd16To40PxTall() throws {
    let leaves = try children(document(.uniform, items: 10_000))
    let heights = try leaves.map { try pixels($0, "height") }
    #expect(try leaves.allSatisfy { try pixels($0, "width") == 80 })
    #expect(Set(heights) == Set(16...40))
}

@Test func mixedTrackLeavesAreTextAndOneInFiveSpans() throws {
    let leaves = try children(document(.mixedTracks, items: 10_000))
    let spans = try leaves.map { try span($0, "grid-column") ?? 1 }
    #expect(Set(spans) == [1, 2, 3])
    // 15% span 2 and 5% span 3: at 10,000 draws, well within ±1.5 points.
    #expect((1_350...1_650).contains(spans.filter { $0 == 2 }.count))
    #expect((350...650).contains(spans.filter { $0 == 3 }.count))
    let counts = try leaves.map { try words($0).count }
    #expect(Set(counts) == Set(1...6))
    #expect(try Set(leaves.flatMap(words)) == [10, 20, 30, 40, 50])
}

@Test func densePackingLeavesSpanUpTo4ColumnsAnd3Rows() throws {
    let leaves = try children(document(.densePacking, items: 10_000))
    var extras = Set<Int>()
    for leaf in leaves {
        let columns = try #require(try span(leaf, "grid-column"))
        let rows = try #require(try span(leaf, "grid-row"))
        #expect((1...4).contains(columns))
        #expect((1...3).contains(rows))
        extras.insert(try pixels(leaf, "height") - 12 * rows)
    }
    #expect(extras == Set(0...12))
}

/// S4: tiles inside the 12 columns; the packed ones never overlap, and about 8% are a
/// copy of an earlier tile's lines one column over, which overlap it.
@Test func dashboardTilesPackWithAbout8PercentOverlapping() throws {
    let document = try document(.explicitPlacement, items: 10_000)
    let tiles = try children(document)
    var taken: [[Bool]] = []
    var earlier = Set<[Int]>()
    var overlapping = 0
    var lastRowLine = 1
    for tile in tiles {
        let (columnStart, columnEnd) = try lines(tile, "grid-column")
        let (rowStart, rowEnd) = try lines(tile, "grid-row")
        #expect(1 <= columnStart && columnStart < columnEnd && columnEnd <= 13)
        #expect((1...3).contains(rowEnd - rowStart))
        #expect((30...100).contains(try pixels(tile, "height")))
        lastRowLine = max(lastRowLine, rowEnd)
        while taken.count < rowEnd { taken.append(Array(repeating: false, count: 13)) }
        let cells = (rowStart..<rowEnd).flatMap { row in (columnStart..<columnEnd).map { (row, $0) } }
        if cells.contains(where: { taken[$0.0][$0.1] }) {
            overlapping += 1
            let shifted = [-1, 1].contains { earlier.contains([columnStart + $0, columnEnd + $0, rowStart, rowEnd]) }
            #expect(shifted, "tile at \(columnStart) / \(columnEnd), \(rowStart) / \(rowEnd) overlaps, but is no shifted copy")
        }
        for (row, column) in cells { taken[row][column] = true }
        earlier.insert([columnStart, columnEnd, rowStart, rowEnd])
    }
    #expect((600...1_000).contains(overlapping), "\(overlapping) of 10,000 tiles overlap")
    let counts = try #require(document["counts"] as? [String: Int])
    #expect(counts["rows"] == lastRowLine - 1)
}

@Test func nestedGridsHoldNineSmallLeaves() throws {
    let grids = try children(document(.nested, items: 1_000))
    for grid in grids {
        #expect(style(grid, "display") == "grid")
        #expect(style(grid, "grid-template-columns") == "repeat(3, 1fr)")
        for leaf in try #require(grid["children"] as? [[String: Any]]) {
            #expect((10...30).contains(try pixels(leaf, "width")))
            #expect((8...24).contains(try pixels(leaf, "height")))
        }
    }
}

@Test func autoFillLeavesAre40To80PxTall() throws {
    let heights = try children(document(.autoFill, items: 10_000)).map { try pixels($0, "height") }
    #expect(Set(heights) == Set(40...80))
}

/// S7: about 70% boxes, 20% text and 10% boxes spanning two lanes.
@Test func masonryItemsAreBoxesTextAndWideBoxes() throws {
    let items = try children(document(.masonry, items: 10_000))
    var boxes = 0
    var texts = 0
    var wide = 0
    for item in items {
        if item["content"] != nil {
            texts += 1
            let widths = try words(item)
            #expect((4...40).contains(widths.count))
            #expect(widths.allSatisfy { [10, 20, 30, 40, 50, 60].contains($0) })
            continue
        }
        #expect((40...400).contains(try pixels(item, "height")))
        if try span(item, "grid-column") == 2 { wide += 1 } else { boxes += 1 }
    }
    #expect((6_800...7_200).contains(boxes))
    #expect((1_800...2_200).contains(texts))
    #expect((850...1_150).contains(wide))
}

@Test func caseNamesParseIntoScenarioAndItemCount() {
    #expect(BenchmarkScenario.parse(fileName: "S4_10000")! == (.explicitPlacement, 10_000))
    #expect(BenchmarkScenario.parse(fileName: "S7_100.json")! == (.masonry, 100))
    #expect(BenchmarkScenario.parse(fileName: "../shared/bench/S1_2500.json")! == (.uniform, 2_500))
    for name in ["S8_100", "S0_100", "S1_", "S1", "S1_-5", "S1_+5", "S1_1e3", "T1_100", "S1_100_2", "s1_100", "S01x_5"] {
        #expect(BenchmarkScenario.parse(fileName: name) == nil, "\(name)")
    }
    #expect(BenchmarkScenario.densePacking.fileName(items: 100_000) == "S3_100000.json")
    #expect(BenchmarkScenario(name: "S6") == .autoFill)
}
