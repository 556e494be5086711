import Foundation
import Testing
import LatticeDocuments

/// `Tests/Fixtures` is a copy of the fixture corpus, and `Benchmarks/Expected` a copy of
/// Chromium's answers for the benchmark scenarios; when the corpus is beside the
/// repository (`../shared/fixtures` and `../shared/bench/expected`, or
/// `$LATTICE_SHARED_FIXTURES` and `$LATTICE_SHARED_BENCH`), the copies must be identical
/// to it, so that an update there is noticed (`Scripts/sync-fixtures.sh` takes it).
struct FixtureCopyTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let copy = repository.appendingPathComponent("Tests/Fixtures")
    static let corpus = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LATTICE_SHARED_FIXTURES"]
        ?? repository.deletingLastPathComponent().appendingPathComponent("shared/fixtures").path)
    static let answersCopy = repository.appendingPathComponent("Benchmarks/Expected")
    static let answersCorpus = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LATTICE_SHARED_BENCH"]
        ?? repository.deletingLastPathComponent().appendingPathComponent("shared/bench").path)
        .appendingPathComponent("expected")

    /// Relative path → contents of every `*.json` file under `folder`.
    static func files(under folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let prefix = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "json" else { continue }
            let path = url.standardizedFileURL.path
            result[String(path.dropFirst(prefix.count))] = try Data(contentsOf: url)
        }
        return result
    }

    /// Expects the `*.json` files under `copy` and `corpus` to be the same files, byte for byte.
    static func expectIdentical(copy: URL, corpus: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let copied = try files(under: copy)
        let original = try files(under: corpus)
        let missing = original.keys.filter { copied[$0] == nil }.sorted()
        let extra = copied.keys.filter { original[$0] == nil }.sorted()
        let changed = original.keys.filter { copied[$0] != nil && copied[$0] != original[$0] }.sorted()
        #expect(!original.isEmpty, "no files in \(corpus.path)", sourceLocation: sourceLocation)
        #expect(missing.isEmpty, "not copied (run Scripts/sync-fixtures.sh): \(missing.prefix(10))", sourceLocation: sourceLocation)
        #expect(extra.isEmpty, "not in the corpus: \(extra.prefix(10))", sourceLocation: sourceLocation)
        #expect(changed.isEmpty, "differ from the corpus: \(changed.prefix(10))", sourceLocation: sourceLocation)
    }

    @Test func theCopyHoldsEveryFolderOfTheCorpus() throws {
        let copied = try Self.files(under: Self.copy)
        for folder in ["taffy/", "random/", "breadth/"] {
            #expect(copied.keys.contains { $0.hasPrefix(folder) }, "no fixtures in Tests/Fixtures/\(folder)")
        }
        #expect(copied.count >= 2_358)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "the corpus is not beside the repository"))
    func theCopyIsIdenticalToTheCorpus() throws {
        try Self.expectIdentical(copy: Self.copy, corpus: Self.corpus)
        for document in ["SCHEMA.md", "README.md"] {
            let here = document == "README.md" ? "CORPUS.md" : document
            let a = try Data(contentsOf: Self.corpus.appendingPathComponent(document))
            let b = try Data(contentsOf: Self.copy.appendingPathComponent(here))
            #expect(a == b, "Tests/Fixtures/\(here) differs from the corpus' \(document)")
        }
    }

    /// Every scenario has answers at 1,000, 10,000 and 100,000 items, each for its own
    /// file, at the width the scenario's root has in the first benchmark run.
    @Test func theAnswersCopyHoldsEveryCase() throws {
        let copied = try Self.files(under: Self.answersCopy)
        for scenario in BenchmarkScenario.allCases {
            for items in [1_000, 10_000, 100_000] {
                let file = scenario.fileName(items: items)
                guard let bytes = copied[file] else {
                    Issue.record("no Benchmarks/Expected/\(file)")
                    continue
                }
                let answers = try BenchmarkAnswers(json: [UInt8](bytes), path: file)
                #expect(answers.file == file)
                #expect(answers.width == Double(scenario.benchmarkWidths[0]), "\(file)")
                #expect(answers.samples.count >= 300, "\(file)")
                #expect(answers.samples.first?.path == [], "\(file): the root is sampled first")
                #expect(answers.measuredIn.hasPrefix("Chromium "), "\(file)")
            }
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: answersCorpus.path), "the answers are not beside the repository"))
    func theAnswersCopyIsIdenticalToTheCorpus() throws {
        try Self.expectIdentical(copy: Self.answersCopy, corpus: Self.answersCorpus)
    }
}
