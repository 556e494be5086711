import Foundation
import Testing
@testable import LatticeCore

/// Every style in the Chromium-measured fixture corpus must parse.
struct CSSFixtureTests {
    /// `<repo>/Tests/Fixtures`: the test file is `<repo>/Tests/LatticeCoreTests/…`.
    static let fixturesURL: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LatticeCoreTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures")

    /// The fixtures listed in `Tests/LatticeTests/KnownFailures.txt` (`folder/name`):
    /// their styles may use what the engine does not support yet.
    static let knownFailures: Set<String> = {
        let list = fixturesURL.deletingLastPathComponent().appendingPathComponent("LatticeTests/KnownFailures.txt")
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").compactMap { line in
            let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        })
    }()

    /// `folder/name` of a fixture file, as the known failures list it.
    static func fixtureName(_ file: URL) -> String {
        file.deletingLastPathComponent().lastPathComponent + "/" + file.deletingPathExtension().lastPathComponent
    }

    static func fixtureFiles() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: fixturesURL, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    /// All `style` dictionaries of a fixture's node tree.
    static func styles(in node: [String: Any], into result: inout [[String: String]]) {
        if let style = node["style"] as? [String: String] { result.append(style) }
        for child in node["children"] as? [[String: Any]] ?? [] { styles(in: child, into: &result) }
    }

    /// Every style parses, except in fixtures known to fail (see ``knownFailures``).
    @Test func everyFixtureStyleParses() throws {
        let files = Self.fixtureFiles()
        // The corpus has 328 taffy + 1500 random fixtures (README.md there); a
        // missing folder must fail the test, not pass it vacuously.
        #expect(files.count >= 1800)
        var styleCount = 0
        var failures: [String] = []
        for file in files {
            let data = try Data(contentsOf: file)
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let root = json["root"] as? [String: Any] else {
                failures.append("\(file.lastPathComponent): not a fixture")
                continue
            }
            var styles: [[String: String]] = []
            Self.styles(in: root, into: &styles)
            for style in styles {
                styleCount += 1
                do {
                    _ = try Style(css: style)
                } catch {
                    if !Self.knownFailures.contains(Self.fixtureName(file)) {
                        failures.append("\(file.lastPathComponent): \(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10))")
        #expect(styleCount > 10_000)
    }

    @Test func everyFixtureStyleParsesAsADeclarationBlock() throws {
        var failures: [String] = []
        var compared = 0
        let files = Self.fixtureFiles()
        #expect(files.count >= 1800)
        for file in files {
            let data = try Data(contentsOf: file)
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let root = json["root"] as? [String: Any] else { continue }
            var styles: [[String: String]] = []
            Self.styles(in: root, into: &styles)
            for style in styles {
                // Written shorthand-first so the block means the same as the dictionary.
                let ordered = style.sorted { lhs, rhs in
                    let l = CSSProperty(name: lhs.key)?.shorthandDepth ?? 0
                    let r = CSSProperty(name: rhs.key)?.shorthandDepth ?? 0
                    return (l, lhs.key) < (r, rhs.key)
                }
                let block = ordered.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
                compared += 1
                do {
                    let fromBlock = try Style(css: block)
                    let fromDictionary = try Style(css: style)
                    if fromBlock != fromDictionary { failures.append("\(file.lastPathComponent): \(block) differs") }
                } catch {
                    if !Self.knownFailures.contains(Self.fixtureName(file)) {
                        failures.append("\(file.lastPathComponent): \(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10))")
        #expect(compared > 10_000)
    }
}
