import Foundation
import Testing
import LatticeCore
import LatticeDocuments

/// A temporary folder of fixture files, removed at the end.
private final class TemporaryFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "lattice-runner-\(UUID().uuidString)"
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// An empty 0×0 grid: any correct engine puts it at the origin with a zero size.
private let passing = #"{"name":"t/a","available":{"width":100,"height":100},"root":{"style":{"display":"grid","width":"0px","height":"0px"},"expected":{"x":0,"y":0,"width":0,"height":0}}}"#
/// A 10×5 grid that claims to be 11 wide: 1 px off, so it fails with any correct engine.
private let failing = #"{"name":"t/two","available":{"width":100,"height":100},"root":{"style":{"display":"grid","width":"10px","height":"5px"},"expected":{"x":0,"y":0,"width":11,"height":5}}}"#

private func corpus() throws -> TemporaryFolder {
    try TemporaryFolder([
        "b/two.json": failing,
        "a.json": passing,
        "notes.txt": "not a fixture",
        "c/bad.json": "{\n\"name\" \"x\"}",
    ])
}

@Test func findsJSONFilesRecursivelySortedByPath() throws {
    let folder = try corpus()
    let runner = try FixtureRunner(folders: [folder.path])
    #expect(runner.files == ["a.json", "b/two.json", "c/bad.json"].map { folder.path + "/" + $0 })
}

@Test func reportsPassedFailedAndErrorOutcomes() throws {
    let folder = try corpus()
    var results: [FixtureResult] = []
    try FixtureRunner(folders: [folder.path]).run { results.append($0) }
    #expect(results.map(\.name) == ["t/a", "t/two", "c/bad"])
    #expect(results[0].passed)
    guard case .failed(let mismatch) = results[1].outcome else {
        Issue.record("expected a mismatch, got \(results[1].outcome)")
        return
    }
    #expect(mismatch.path == "root")
    #expect(mismatch.expected == Rect(x: 0, y: 0, width: 11, height: 5))
    guard case .error(let error) = results[2].outcome else {
        Issue.record("expected an error, got \(results[2].outcome)")
        return
    }
    // Line 2 is `"name" "x"}`: the `"x"` where a ':' belongs is column 8.
    #expect(error.description == folder.path + "/c/bad.json:2:8: expected ':' after a key")
}

@Test func filterKeepsPathsContainingTheText() throws {
    let folder = try corpus()
    #expect(try FixtureRunner(folders: [folder.path], filter: "b/tw").files == [folder.path + "/b/two.json"])
}

@Test func takesSingleFilesAndFoldersWithATrailingSlash() throws {
    let folder = try corpus()
    let runner = try FixtureRunner(folders: [folder.path + "/c/", folder.path + "/a.json"])
    #expect(runner.files == [folder.path + "/a.json", folder.path + "/c/bad.json"])
}

@Test func missingFolderIsAnUnreadableError() throws {
    let error = try #require(throws: DocumentError.self) { try FixtureRunner(folders: ["/no/such/folder"]) }
    #expect(error.kind == .unreadable)
    #expect(error.description == "/no/such/folder: no such file or folder")
}
