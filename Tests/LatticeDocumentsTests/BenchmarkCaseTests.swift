import Testing
import LatticeCore
import LatticeDocuments

/// A two-level scenario in the benchmark file shape: a root grid with a leaf and a
/// nested grid of two leaves, and the `bench` metadata the peers were timed with.
private let scenarioJSON = """
    {"name": "peerbench/S9_3", "source": "peerbench",
     "available": {"width": 1200, "height": "max-content"},
     "bench": {"perturb": "root-width", "widths": [1200, 1201]},
     "root": {"style": {"display": "grid", "width": "1200px"}, "children": [
       {"style": {}, "content": {"words": [10, 20], "lineHeight": 10}},
       {"style": {"display": "grid"}, "children": [{"style": {}}, {"style": {}}]}
     ]}}
    """

@Test func benchmarkCaseAlternatesTheRootWidthTheFileGives() throws {
    let scenario = try BenchmarkCase(json: Array(scenarioJSON.utf8), path: "bench/S9_3.json")
    #expect(scenario.variants.count == 2)
    #expect(scenario.variants[0].style.width == .points(1200))
    #expect(scenario.variants[1].style.width == .points(1201))
    // Only the root differs: both variants keep the document's two children.
    #expect(scenario.variants.allSatisfy { $0.children.count == 2 })
    #expect(scenario.available == AvailableSize(width: .definite(1200), height: .maxContent))
}

@Test func benchmarkCaseCountsEveryNodeBelowTheRootAsAnItem() throws {
    let scenario = try BenchmarkCase(json: Array(scenarioJSON.utf8), path: "bench/S9_3.json")
    // The leaf, the nested grid and its two leaves: 1 + 1 + 2 = 4.
    #expect(scenario.itemCount == 4)
}

@Test func benchmarkCaseIsNamedAfterTheFileStem() throws {
    let scenario = try BenchmarkCase(json: Array(scenarioJSON.utf8), path: "../shared/bench/S9_3.json")
    #expect(scenario.name == "S9_3")
}

@Test func benchmarkCaseWithoutBenchMetadataTimesTheDocumentTreeAsIs() throws {
    let json = """
        {"name": "x/plain", "available": {"width": 300, "height": 200},
         "root": {"style": {"display": "grid", "width": "300px"}}}
        """
    let scenario = try BenchmarkCase(json: Array(json.utf8), path: "plain.json")
    #expect(scenario.variants.count == 1)
    #expect(scenario.variants[0].style.width == .points(300))
    #expect(scenario.itemCount == 0)
}

@Test func benchmarkCaseRejectsAFileThatIsNotADocument() {
    #expect(throws: DocumentError.self) {
        try BenchmarkCase(json: Array("{\"bench\": {}}".utf8), path: "broken.json")
    }
}
