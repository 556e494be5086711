#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LatticeCore

/// One benchmark scenario of `shared/bench` (`S1_10000.json`, ...), ready to time:
/// the node tree is built once, and every call of ``layout(run:)`` is a full layout
/// (`Node.layout(available:)` keeps nothing from one call to the next; only
/// ``layout(run:cache:)`` reuses results, from the `LayoutCache` it is given).
///
/// The files carry the way the peer engines were timed: `"bench": {"perturb":
/// "root-width", "widths": [1200, 1201]}` — the root's `width` alternates between
/// the given values from one run to the next, so that no engine can answer a run
/// from the previous one. ``layout(run:)`` does the same with ``variants``.
///
/// ```swift
/// let scenario = try BenchmarkCase(contentsOf: "../shared/bench/S1_10000.json")
/// for run in 0..<10 {
///     let start = ContinuousClock.now
///     let layout = scenario.layout(run: run)
///     print(ContinuousClock.now - start, layout.children.count)
/// }
/// ```
public struct BenchmarkCase: Sendable {
    /// The file name without its extension, e.g. `S1_10000`.
    public var name: String
    /// The space the root is laid out in.
    public var available: AvailableSize
    /// The trees laid out in turn: the document's tree with the root `width` set to
    /// each of the file's `bench.widths`, or the document's tree alone when the file
    /// gives none. The variants share their subtrees (copy-on-write arrays).
    public var variants: [Node]
    /// The number of nodes below the root (leaves and nested grids).
    public var itemCount: Int

    /// Reads the scenario in the file at `path` and builds its node tree.
    ///
    /// - Throws: ``DocumentError`` when the file cannot be read, is not a fixture
    ///   document, or has a style the CSS parser rejects.
    public init(contentsOf path: String) throws {
        try self.init(json: [UInt8](try GridDocument.readFile(path)), path: path)
    }

    /// The case of `scenario` with `items` items, from the generator: the same tree as
    /// the benchmark file ``BenchmarkScenario/fileName(items:)`` would give.
    public init(scenario: BenchmarkScenario, items: Int) throws {
        try self.init(json: scenario.json(items: items), path: scenario.fileName(items: items))
    }

    /// Reads a scenario from JSON bytes; ``name`` is the last component of `path`
    /// without `.json`.
    public init(json bytes: [UInt8], path: String) throws {
        let document = try GridDocument(json: bytes, path: path)
        let widths = Self.perturbedWidths(in: bytes)
        let node = try document.makeNode()
        var stem = Substring(path.split(separator: "/").last ?? Substring(path))
        if stem.hasSuffix(".json") { stem = stem.dropLast(5) }
        self.init(name: String(stem), available: document.available, node: node, rootWidths: widths)
    }

    /// A scenario from a tree built in code; `rootWidths` are the root `width`s to
    /// alternate between (empty: the tree as it is).
    public init(name: String, available: AvailableSize, node: Node, rootWidths: [Double] = []) {
        self.name = name
        self.available = available
        if rootWidths.isEmpty {
            variants = [node]
        } else {
            variants = rootWidths.map { width in
                var variant = node
                variant.style.width = .points(width)
                return variant
            }
        }
        itemCount = node.subtreeCount - 1
    }

    /// The full layout of timed run number `run` (`run` picks the variant, in turn).
    @inline(never)
    public func layout(run: Int) -> NodeLayout {
        let index = run.magnitude % UInt(variants.count)
        return variants[Int(index)].layout(available: available)
    }

    /// The layout of run `run` through `cache` (a warm re-layout when the cache
    /// already holds that variant).
    public func layout(run: Int, cache: LayoutCache) -> NodeLayout {
        let index = run.magnitude % UInt(variants.count)
        return cache.layout(variants[Int(index)], available: available)
    }

    /// The file's `bench.widths`, when `bench.perturb` is `root-width`; empty otherwise.
    static func perturbedWidths(in bytes: [UInt8]) -> [Double] {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            var perturb = ""
            var widths: [Double] = []
            do {
                try reader.members { reader, key in
                    guard key == "bench" else { return try reader.skipValue() }
                    try reader.members { reader, key in
                        switch key {
                        case "perturb": perturb = try reader.string()
                        case "widths": try reader.elements { widths.append(try $0.number()) }
                        default: try reader.skipValue()
                        }
                    }
                }
            } catch {
                return []
            }
            return perturb == "root-width" ? widths : []
        }
    }
}
