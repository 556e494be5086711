import Foundation
import Testing
import LatticeDocuments

/// The benchmark files the peer engines were timed on, `../shared/bench` beside the
/// repository (or `$LATTICE_SHARED_BENCH`), when they are there.
private let benchFolder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LATTICE_SHARED_BENCH"]
    ?? URL(fileURLWithPath: #filePath)  // <repo>/Tests/LatticeDocumentsTests/this file
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/bench").path)

/// The generator writes every benchmark file byte for byte, so that a clone needs none.
@Test(.enabled(if: FileManager.default.fileExists(atPath: benchFolder.path), "the benchmark files are not beside the repository"),
      arguments: BenchmarkScenario.allCases, BenchmarkScenario.standardItemCounts)
func generatorWritesTheBenchmarkFileByteForByte(scenario: BenchmarkScenario, items: Int) throws {
    let file = benchFolder.appendingPathComponent(scenario.fileName(items: items))
    let original = [UInt8](try Data(contentsOf: file))
    let generated = scenario.json(items: items)
    guard generated != original else { return }
    let first = zip(generated, original).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(generated.count, original.count)
    let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, first - 40) ..< min(bytes.count, first + 40)], as: UTF8.self) }
    Issue.record("""
        \(scenario.fileName(items: items)): \(generated.count) bytes generated, \(original.count) in the file; \
        first difference at byte \(first): generated …\(context(generated))…, file …\(context(original))…
        """)
}
