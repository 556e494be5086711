import Foundation

/// Runs the built `lattice` command.
enum Lattice {
    /// The repository, from this file's path (`<repo>/Tests/LatticeCLITests/CommandRunner.swift`).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixtures corpus, `Tests/Fixtures` (or `$LATTICE_FIXTURES`).
    static let fixtures = ProcessInfo.processInfo.environment["LATTICE_FIXTURES"]
        ?? repository.appendingPathComponent("Tests/Fixtures").path

    /// The `lattice` executable: `$LATTICE_BINARY`, else next to the test bundle
    /// (in the build products folder, or a few folders up from it on macOS), else
    /// in `<repo>/.build/debug`.
    static let binary: URL? = {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["LATTICE_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var starts: [URL] = []
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        starts.append(Bundle.main.bundleURL)
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent("lattice")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fileManager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        let fallback = repository.appendingPathComponent(".build/debug/lattice")
        return fileManager.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }()

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `lattice arguments…` in `folder` and returns its exit status and output.
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
        guard let binary else { throw MissingBinary() }
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        if let folder { process.currentDirectoryURL = folder }
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(status: process.terminationStatus,
                      output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      error: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lattice-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` to a new file called `name` in a new temporary folder.
    static func file(_ name: String, _ text: String) throws -> URL {
        let url = try temporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "the lattice executable was not found next to the tests; build it with `swift build`" }
    }
}
