#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LatticeCore

/// One layout case in the fixture format (`shared/fixtures/SCHEMA.md`): a tree of
/// styled nodes, the space the root is laid out in, and optionally the border box
/// a browser measured for every node.
///
/// ```swift
/// let document = try GridDocument(contentsOf: "fixtures/taffy/grid_gap.json")
/// let layout = try document.makeNode().layout(available: document.available)
/// if let mismatch = document.firstMismatch(in: layout) {
///     print(mismatch)   // root/children[1]: expected {x 55, ...}, got {x 50, ...}
/// }
/// ```
public struct GridDocument: Hashable, Sendable {
    /// The unique name, `folder/file-stem`.
    public var name: String
    /// Where the case comes from: `taffy`, `random`, `handwritten`, ...
    public var source: String
    /// The space the root is laid out in.
    public var available: AvailableSize
    /// The root node.
    public var root: DocumentNode
    /// The file the document was read from, for messages.
    public var path: String

    public init(name: String, source: String = "", available: AvailableSize, root: DocumentNode, path: String = "") {
        self.name = name
        self.source = source
        self.available = available
        self.root = root
        self.path = path
    }

    /// Reads a document from JSON bytes; `path` names the file in errors.
    ///
    /// - Throws: ``DocumentError`` (``DocumentError/Kind/malformed``) giving the
    ///   line and column of the first problem.
    public init(json: [UInt8], path: String) throws {
        self = try json.withUnsafeBufferPointer { try Self.decode($0, path: path) }
    }

    /// Reads a document from JSON data; `path` names the file in errors.
    public init(json: Data, path: String) throws {
        self = try json.withUnsafeBytes { try Self.decode($0.bindMemory(to: UInt8.self), path: path) }
    }

    /// Reads a document from JSON text; `path` names the file in errors.
    public init(json: String, path: String) throws {
        var text = json
        self = try text.withUTF8 { try Self.decode($0, path: path) }
    }

    /// Reads the document in the file at `path`.
    ///
    /// - Throws: ``DocumentError``: ``DocumentError/Kind/unreadable`` when the file
    ///   cannot be read, ``DocumentError/Kind/malformed`` when it is not a document.
    public init(contentsOf path: String) throws {
        try self.init(json: try Self.readFile(path), path: path)
    }

    /// The bytes of the file at `path`; ``DocumentError/Kind/unreadable`` when it cannot be read.
    static func readFile(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DocumentError(kind: .unreadable, file: path, message: "cannot read the file")
        }
    }
}
