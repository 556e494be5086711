#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs every fixture file under some folders through the engine and compares
/// with what the files expect.
///
/// ```swift
/// let runner = try FixtureRunner(folders: ["Tests/Fixtures"], filter: "taffy/")
/// runner.run { result in
///     if case .failed(let mismatch) = result.outcome { print(result.name, mismatch) }
/// }
/// ```
public struct FixtureRunner: Sendable {
    /// The fixture files, every `*.json` under the folders, sorted by path.
    public let files: [String]
    /// The tolerance in px, ``GridDocument/tolerance`` unless set.
    public var tolerance: Double

    /// Finds the fixtures: every `*.json` under `folders`, recursively (a `.json` file
    /// given directly is taken as is), whose path contains `filter` when one is given.
    ///
    /// - Throws: ``DocumentError`` (``DocumentError/Kind/unreadable``) for a folder
    ///   that does not exist or cannot be listed.
    public init(folders: [String], filter: String? = nil, tolerance: Double = GridDocument.tolerance) throws {
        var files: [String] = []
        let manager = FileManager.default
        for folder in folders {
            var isFolder = false
            guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else {
                throw DocumentError(kind: .unreadable, file: folder, message: "no such file or folder")
            }
            guard isFolder else {
                files.append(folder)
                continue
            }
            let subpaths: [String]
            do {
                subpaths = try manager.subpathsOfDirectory(atPath: folder)
            } catch {
                throw DocumentError(kind: .unreadable, file: folder, message: "cannot list the folder")
            }
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            files += subpaths.lazy.filter { $0.hasSuffix(".json") }.map { base + $0 }
        }
        if let filter, !filter.isEmpty {
            files.removeAll { !$0.contains(filter) }
        }
        self.files = Array(Set(files)).sorted()
        self.tolerance = tolerance
    }

    /// Reads, lays out and compares one fixture file.
    public func run(file: String) -> FixtureResult {
        var name = Self.fallbackName(file)
        do {
            let document = try GridDocument(contentsOf: file)
            name = document.name
            if let mismatch = try document.check(tolerance: tolerance) {
                return FixtureResult(file: file, name: name, outcome: .failed(mismatch))
            }
            return FixtureResult(file: file, name: name, outcome: .passed)
        } catch {
            let error = error as? DocumentError
                ?? DocumentError(kind: .malformed, file: file, message: String(describing: error))
            return FixtureResult(file: file, name: name, outcome: .error(error))
        }
    }

    /// Runs every fixture in ``files`` order, handing each result to `body`.
    public func run(_ body: (FixtureResult) throws -> Void) rethrows {
        for file in files {
            try body(run(file: file))
        }
    }

    /// `folder/file-stem` from a path, for files whose name could not be read.
    private static func fallbackName(_ file: String) -> String {
        let name = file.split(separator: "/").suffix(2).joined(separator: "/")
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}

/// What running one fixture gave.
public struct FixtureResult: Hashable, Sendable {
    /// The fixture file.
    public var file: String
    /// The document's name (`folder/file-stem` of the file when it could not be read).
    public var name: String
    public var outcome: Outcome

    public init(file: String, name: String, outcome: Outcome) {
        self.file = file
        self.name = name
        self.outcome = outcome
    }

    public enum Outcome: Hashable, Sendable {
        /// Every node agrees with its `expected` within the tolerance.
        case passed
        /// The first node that does not.
        case failed(LayoutMismatch)
        /// The file could not be read, is not a document, or has a style the CSS parser rejects.
        case error(DocumentError)
    }

    /// Whether the fixture passed.
    public var passed: Bool { outcome == .passed }
}
