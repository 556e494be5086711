import Testing
import LatticeDocuments

/// The benchmark cases at 1,000 and 10,000 items, made by the scenario generator, agree
/// with Chromium's frames in `Benchmarks/Expected` within 0.25 px, except those
/// KnownFailures.txt lists as `bench/<case>`; and every listed one still disagrees, so the
/// list only shrinks.
struct BenchmarkAnswerTests {
    static let itemCounts = [1_000, 10_000]

    /// The names the list may hold for the cases checked here, like `bench/S7_1000`.
    static let checkedNames = Set(BenchmarkScenario.allCases.flatMap { scenario in
        itemCounts.map { "bench/" + scenario.caseName(items: $0) }
    })

    @Test(arguments: BenchmarkScenario.allCases, itemCounts)
    func agreesWithTheBrowserUnlessKnownToFail(scenario: BenchmarkScenario, items: Int) throws {
        let name = "bench/" + scenario.caseName(items: items)
        let known = try KnownFailures.read()
        let answers = try #require(
            try BenchmarkAnswers.find(case: scenario.caseName(items: items), in: BenchmarkAnswers.repositoryFolder),
            "no answers for \(name) in \(BenchmarkAnswers.repositoryFolder)")
        let failure: String?
        do {
            var benchmark = try BenchmarkCase(scenario: scenario, items: items)
            try benchmark.setAnswers(answers)
            try benchmark.verifyAnswers()
            failure = nil
        } catch {
            failure = "\(error)"
        }
        switch (failure, known.lines[name]) {
        case (let failure?, nil):
            Issue.record("\(name) disagrees with \(answers.measuredIn) and KnownFailures.txt does not list it: \(failure)")
        case (nil, let line?):
            Issue.record("KnownFailures.txt:\(line): \(name) agrees with \(answers.measuredIn) now; remove it")
        default:
            break
        }
    }

    /// A `bench/` name in the list that no test checks could never be noticed passing.
    @Test func everyListedBenchmarkCaseIsChecked() throws {
        let known = try KnownFailures.read()
        let unchecked = known.lines.filter { KnownFailures.isBenchmarkCase($0.key) && !Self.checkedNames.contains($0.key) }
            .sorted { $0.value < $1.value }.map { "KnownFailures.txt:\($0.value): \($0.key)" }
        #expect(unchecked.isEmpty, "no test checks these benchmark cases (only 1,000 and 10,000 items are):\n\(listing(unchecked))")
    }
}
