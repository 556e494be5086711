import Foundation
import LatticeDocuments

/// Writes a target's seed corpus: one file per seed, named by a hash of its bytes (so a
/// seed written twice is one file), and finds the repository's inputs to make seeds of.
public struct SeedWriter {
    /// The corpus folder.
    public let folder: String
    /// The repository's root folder.
    public let repository: String
    /// How many distinct seeds were written.
    public private(set) var written = 0
    private var names: Set<String> = []

    public init(folder: String, repository: String) {
        self.folder = folder
        self.repository = repository
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Writes `bytes` as a seed (nothing when an equal seed was written).
    public mutating func write(_ bytes: [UInt8]) throws {
        // FNV-1a, 64 bits.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = "seed-" + String(hash, radix: 16)
        guard names.insert(name).inserted else { return }
        let path = folder + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw SeedError(message: "cannot write \(path)")
        }
        written += 1
    }

    /// Writes `text` as a seed.
    public mutating func write(_ text: String) throws {
        try write(Array(text.utf8))
    }

    /// The fixture files in a stable order: the corpus beside the repository,
    /// `../shared/fixtures/**/*.json`, when it is there, else the repository's copy of
    /// it, `Tests/Fixtures` (the same files, which `FixtureCopyTests` checks).
    public var fixtureFiles: [String] {
        let shared = Self.files(in: repository + "/../shared/fixtures").filter { $0.hasSuffix(".json") }
        if !shared.isEmpty { return shared }
        return Self.files(in: repository + "/Tests/Fixtures").filter { $0.hasSuffix(".json") }
    }

    /// The fixture documents and the benchmark scenarios at 100 items.
    public func documents() throws -> [GridDocument] {
        var documents = try fixtureFiles.map { try GridDocument(contentsOf: $0) }
        for scenario in BenchmarkScenario.allCases {
            documents.append(try GridDocument(json: scenario.json(items: 100), path: scenario.fileName(items: 100)))
        }
        return documents
    }

    /// The files under `path` (`path` itself when it is a file), sorted.
    public static func files(in path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            let full = path + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(full)
            }
        }
        return files.sorted()
    }
}

/// A seed corpus that cannot be written.
public struct SeedError: Error, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
