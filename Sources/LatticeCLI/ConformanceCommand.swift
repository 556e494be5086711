import ArgumentParser
import Foundation
import LatticeDocuments

/// `lattice conformance <folder>...`: lays out every fixture and compares with the
/// browser's numbers. Prints one `FAIL` line per failing fixture and, last,
/// `N passed, M failed`.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Lay out every fixture JSON under the folders and compare with the expected boxes.",
        discussion: """
            Each failing fixture is printed as `FAIL <name>: <node>: expected {...}, got {...}` \
            (its first node off by more than 0.25 px), then `N passed, M failed` as the last line. \
            Exits 0 whatever fails; 1 only when a folder cannot be read or a file is not a fixture.
            """
    )

    @Argument(help: "Folders searched recursively for *.json fixtures (or single fixture files).")
    var folders: [String]

    @Flag(help: "Print only the summary line.")
    var quiet = false

    @Option(help: "Run only the fixtures whose path contains this text.")
    var filter: String?

    @Flag(help: "For each failing fixture, print every node's expected and computed box.")
    var dump = false

    func run() throws {
        let progress = Progress()
        do {
            let runner = try FixtureRunner(folders: folders, filter: filter)
            progress.total = runner.files.count
            var passed = 0
            var failed = 0
            try runner.run { result in
                progress.show(result.name, done: passed + failed + 1)
                let reason: String
                switch result.outcome {
                case .passed:
                    passed += 1
                    return
                case .failed(let mismatch):
                    reason = mismatch.description
                case .error(let error) where error.kind == .invalidStyle:
                    reason = (error.nodePath.map { $0 + ": " } ?? "") + error.message
                case .error(let error):
                    throw error
                }
                failed += 1
                if !quiet {
                    progress.clear()
                    print("FAIL \(result.name): \(reason)")
                    if dump, let document = try? GridDocument(contentsOf: result.file) {
                        print(document.comparisonDump())
                    }
                }
            }
            progress.clear()
            print("\(passed) passed, \(failed) failed")
        } catch let error as DocumentError {
            progress.clear()
            Progress.standardError("error: \(error)\n")
            throw ExitCode.failure
        }
    }
}

/// A single updating line on standard error, only when it is a terminal.
private final class Progress {
    var total = 0
    private let enabled = isatty(STDERR_FILENO) == 1
    private var lastShown: ContinuousClock.Instant?
    private var showing = false

    /// Shows `[done/total] name`, at most ten times a second.
    func show(_ name: String, done: Int) {
        guard enabled else { return }
        let now = ContinuousClock.now
        if let lastShown, now - lastShown < .milliseconds(100) { return }
        lastShown = now
        showing = true
        Self.standardError("\r\u{1B}[K[\(done)/\(total)] \(name.prefix(60))")
    }

    /// Erases the line, before printing to standard output.
    func clear() {
        guard showing else { return }
        showing = false
        lastShown = nil
        Self.standardError("\r\u{1B}[K")
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
