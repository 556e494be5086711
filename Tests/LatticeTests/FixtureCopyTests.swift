import Foundation
import Testing

/// `Tests/Fixtures` is a copy of the fixture corpus; when the corpus is beside the
/// repository (`../shared/fixtures`, or `$LATTICE_SHARED_FIXTURES`), the copy must be
/// identical to it, so that an update there is noticed (`Scripts/sync-fixtures.sh`
/// takes it).
struct FixtureCopyTests {
    static let copy = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let corpus = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LATTICE_SHARED_FIXTURES"]
        ?? copy.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures").path)

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

    @Test func theCopyHoldsEveryFolderOfTheCorpus() throws {
        let copied = try Self.files(under: Self.copy)
        for folder in ["taffy/", "random/", "breadth/"] {
            #expect(copied.keys.contains { $0.hasPrefix(folder) }, "no fixtures in Tests/Fixtures/\(folder)")
        }
        #expect(copied.count >= 2_358)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "the corpus is not beside the repository"))
    func theCopyIsIdenticalToTheCorpus() throws {
        let copied = try Self.files(under: Self.copy)
        let original = try Self.files(under: Self.corpus)
        let missing = original.keys.filter { copied[$0] == nil }.sorted()
        let extra = copied.keys.filter { original[$0] == nil }.sorted()
        let changed = original.keys.filter { copied[$0] != nil && copied[$0] != original[$0] }.sorted()
        #expect(missing.isEmpty, "not copied (run Scripts/sync-fixtures.sh): \(missing.prefix(10))")
        #expect(extra.isEmpty, "not in the corpus: \(extra.prefix(10))")
        #expect(changed.isEmpty, "differ from the corpus: \(changed.prefix(10))")
        for document in ["SCHEMA.md", "README.md"] {
            let here = document == "README.md" ? "CORPUS.md" : document
            let a = try Data(contentsOf: Self.corpus.appendingPathComponent(document))
            let b = try Data(contentsOf: Self.copy.appendingPathComponent(here))
            #expect(a == b, "Tests/Fixtures/\(here) differs from the corpus' \(document)")
        }
    }
}
