#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LatticeCore

/// The frames a browser gave a sample of a benchmark file's nodes: what a layout of the
/// file must agree with, within ``GridDocument/tolerance``.
///
/// The repository keeps Chromium's answers for the benchmark scenarios in
/// `Benchmarks/Expected/<case>.json` (``repositoryFolder``), one file per case, in this shape:
///
/// ```json
/// {"file": "S5_10000.json", "width": 1200, "measuredIn": "Chromium 156.0.8078.108",
///  "samples": [{"path": [], "x": 0, "y": 0, "width": 1200, "height": 8512},
///              {"path": [0, 0], "x": 0, "y": 0, "width": 30, "height": 18}]}
/// ```
///
/// `width` is the root width the frames were measured at; a sample's `path` lists child
/// indices from the root (`[]` is the root), and its frame is relative to the parent's
/// border box, as a fixture's `expected`.
public struct BenchmarkAnswers: Hashable, Sendable {
    /// One sampled node and the border box the browser gave it.
    public struct Sample: Hashable, Sendable {
        /// Child indices from the root; empty for the root.
        public var path: [Int]
        /// The border box, relative to the parent's border box.
        public var frame: Rect

        public init(path: [Int], frame: Rect) {
            self.path = path
            self.frame = frame
        }
    }

    /// The benchmark file the answers are for, like `S5_10000.json`.
    public var file: String
    /// The root width, in px, at which the browser laid the file out.
    public var width: Double
    /// The browser and its version, like `Chromium 156.0.8078.108`.
    public var measuredIn: String
    /// The sampled nodes, in the file's order.
    public var samples: [Sample]

    public init(file: String, width: Double, measuredIn: String, samples: [Sample]) {
        self.file = file
        self.width = width
        self.measuredIn = measuredIn
        self.samples = samples
    }

    /// Reads answers from JSON bytes; `path` names the file in errors.
    ///
    /// - Throws: ``DocumentError`` (``DocumentError/Kind/malformed``) giving the line and
    ///   column of the first problem.
    public init(json bytes: [UInt8], path: String) throws {
        self = try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            do {
                return try Self.decode(&reader)
            } catch let failure as JSONReader.Failure {
                let (line, column) = JSONReader.Failure.position(of: failure.offset, in: buffer)
                throw DocumentError(kind: .malformed, file: path, line: line, column: column, message: failure.message)
            }
        }
    }

    /// Reads the answers in the file at `path`.
    ///
    /// - Throws: ``DocumentError``: ``DocumentError/Kind/unreadable`` when the file cannot
    ///   be read, ``DocumentError/Kind/malformed`` when it is not in the answers' shape.
    public init(contentsOf path: String) throws {
        try self.init(json: [UInt8](try GridDocument.readFile(path)), path: path)
    }

    /// The answers for case `name` (like `S5_10000`) in `folder`, that is the file
    /// `<folder>/<name>.json`; `nil` when there is no such file.
    ///
    /// - Throws: ``DocumentError`` when the file exists but cannot be read or is malformed.
    public static func find(case name: String, in folder: String) throws -> BenchmarkAnswers? {
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + name + ".json"
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try BenchmarkAnswers(contentsOf: path)
    }

    /// The repository's answers for the benchmark scenarios, `Benchmarks/Expected`, found
    /// from where this source file was compiled.
    public static let repositoryFolder: String = {
        // <repository>/Sources/LatticeDocuments/BenchmarkAnswers.swift
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return (parts.dropLast(3) + ["Benchmarks", "Expected"]).joined(separator: "/")
    }()

    /// The first sample, in the file's order, one of whose x, y, width or height differs
    /// from `layout`'s by more than `tolerance`; `nil` when all agree.
    ///
    /// A node missing from `layout` compares as a zero rectangle. The mismatch's path is
    /// written as ``LayoutMismatch`` writes paths, like `root/children[3]/children[0]`.
    public func firstMismatch(in layout: NodeLayout, tolerance: Double = GridDocument.tolerance) -> LayoutMismatch? {
        for sample in samples {
            var node: NodeLayout? = layout
            for index in sample.path {
                node = node.flatMap { $0.children.indices.contains(index) ? $0.children[index] : nil }
            }
            let got = node?.frame ?? .zero
            if !DocumentNode.agree(sample.frame, got, tolerance) {
                return LayoutMismatch(path: DocumentNode.path(sample.path), expected: sample.frame, got: got)
            }
        }
        return nil
    }

    // MARK: Reading

    private static func decode(_ reader: inout JSONReader) throws -> BenchmarkAnswers {
        let start = try reader.valueStart()
        var file: String?
        var width: Double?
        var measuredIn = ""
        var samples: [Sample]?
        try reader.members { reader, key in
            switch key {
            case "file": file = try reader.string()
            case "width": width = try reader.number()
            case "measuredIn": measuredIn = try reader.string()
            case "samples":
                var list: [Sample] = []
                try reader.elements { list.append(try decodeSample(&$0)) }
                samples = list
            default: try reader.skipValue()
            }
        }
        try reader.end()
        guard let file, let width, let samples else {
            throw JSONReader.Failure(offset: start, message: "answers need a \"file\", a \"width\" and \"samples\"")
        }
        return BenchmarkAnswers(file: file, width: width, measuredIn: measuredIn, samples: samples)
    }

    private static func decodeSample(_ reader: inout JSONReader) throws -> Sample {
        let start = try reader.valueStart()
        var path: [Int]?
        var x, y, width, height: Double?
        try reader.members { reader, key in
            switch key {
            case "path":
                var indices: [Int] = []
                try reader.elements { reader in
                    let at = try reader.valueStart()
                    let number = try reader.number()
                    guard let index = Int(exactly: number), index >= 0 else {
                        throw reader.failure("a path holds child indices: whole numbers from 0", at: at)
                    }
                    indices.append(index)
                }
                path = indices
            case "x": x = try reader.number()
            case "y": y = try reader.number()
            case "width": width = try reader.number()
            case "height": height = try reader.number()
            default: try reader.skipValue()
            }
        }
        guard let path, let x, let y, let width, let height else {
            throw JSONReader.Failure(offset: start, message: "a sample needs a \"path\", \"x\", \"y\", \"width\" and \"height\"")
        }
        return Sample(path: path, frame: Rect(x: x, y: y, width: width, height: height))
    }
}
