import Foundation
import Testing
import Lattice
import LatticeDocuments

/// Where the corpus is, found from this file's path:
/// `<repo>/Tests/LatticeTests/ConformanceTests.swift`, fixtures in `<repo>/Tests/Fixtures`
/// (or `$LATTICE_FIXTURES`), and the cases this project measured in Chromium in
/// `<repo>/Tests/MeasuredCases` (see its README).
private enum Corpus {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = ProcessInfo.processInfo.environment["LATTICE_FIXTURES"]
        ?? tests.appendingPathComponent("Fixtures").path
    static let measured = tests.appendingPathComponent("MeasuredCases").path
}

/// At most `limit` lines of `items`, then how many more.
func listing(_ items: [String], limit: Int = 40) -> String {
    var lines = items.prefix(limit).map { "  " + $0 }
    if items.count > limit { lines.append("  … and \(items.count - limit) more") }
    return lines.joined(separator: "\n")
}

@Test func fixturesFolderIsFoundAndNotEmpty() throws {
    let runner = try FixtureRunner(folders: [Corpus.fixtures])
    #expect(!runner.files.isEmpty, "no *.json under \(Corpus.fixtures)")
}

/// Every fixture matches the browser within 0.25 px, except those listed in
/// KnownFailures.txt, and every listed one still fails (so the list only shrinks).
@Test func everyFixtureMatchesTheBrowserUnlessKnownToFail() throws {
    let known = try KnownFailures.read()
    var seen = Set<String>()
    var passed = 0
    var failedKnown = 0
    var unexpectedFailures: [String] = []
    var unexpectedPasses: [String] = []
    try FixtureRunner(folders: [Corpus.fixtures, Corpus.measured]).run { result in
        seen.insert(result.name)
        let isKnown = known.lines[result.name] != nil
        switch result.outcome {
        case .passed:
            passed += 1
            if isKnown { unexpectedPasses.append(result.name) }
        case .failed(let mismatch):
            if isKnown { failedKnown += 1 } else { unexpectedFailures.append("\(result.name): \(mismatch)") }
        case .error(let error):
            if isKnown { failedKnown += 1 } else { unexpectedFailures.append("\(result.name): \(error)") }
        }
    }
    let failed = seen.count - passed
    print("conformance: \(passed) passed, \(failed) failed (\(failedKnown) known)")

    // `bench/…` names are benchmark cases, which BenchmarkAnswerTests checks.
    let missing = known.lines.filter { !seen.contains($0.key) && !KnownFailures.isBenchmarkCase($0.key) }
        .sorted { $0.value < $1.value }
        .map { "KnownFailures.txt:\($0.value): \($0.key)" }
    var report: [String] = []
    if !unexpectedFailures.isEmpty {
        report.append("\(unexpectedFailures.count) fixtures fail that KnownFailures.txt does not list:\n" + listing(unexpectedFailures))
    }
    if !unexpectedPasses.isEmpty {
        report.append("\(unexpectedPasses.count) fixtures in KnownFailures.txt pass now; remove them:\n" + listing(unexpectedPasses))
    }
    if !missing.isEmpty {
        report.append("\(missing.count) names in KnownFailures.txt are no fixture:\n" + listing(missing))
    }
    if !known.problems.isEmpty {
        report.append("KnownFailures.txt is not well formed:\n" + listing(known.problems))
    }
    if !report.isEmpty {
        report.append("(Scripts/update-known-failures.sh rewrites the list from a `lattice conformance` run.)")
        Issue.record(Comment(rawValue: report.joined(separator: "\n")))
    }
}
