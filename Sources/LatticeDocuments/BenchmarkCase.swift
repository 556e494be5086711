#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LatticeCore

/// One benchmark case (`S1_10000`, ...), ready to time: the node tree is built once,
/// and every call of ``layout(run:)`` is a full layout (`Node.layout(available:)` keeps
/// nothing from one call to the next; only ``layout(run:cache:)`` reuses results, from
/// the `LayoutCache` it is given).
///
/// A case comes from the scenario generator (``init(scenario:items:)``) or from a file
/// in the same format (``init(contentsOf:)``). The documents carry the way the peer
/// engines were timed: `"bench": {"perturb": "root-width", "widths": [1200, 1201]}` —
/// the root's `width` alternates between the given values from one run to the next, so
/// that no engine can answer a run from the previous one. ``layout(run:)`` does the same
/// with ``variants``.
///
/// With ``setAnswers(_:)``, ``verify(_:run:)`` checks a layout against the browser's
/// frames when the run laid out the variant they were measured at.
///
/// ```swift
/// var scenario = try BenchmarkCase(scenario: .uniform, items: 10_000)
/// if let answers = try BenchmarkAnswers.find(case: scenario.name, in: BenchmarkAnswers.repositoryFolder) {
///     try scenario.setAnswers(answers)
/// }
/// for run in 0..<10 {
///     let start = ContinuousClock.now
///     let layout = scenario.layout(run: run)
///     print(ContinuousClock.now - start)
///     try scenario.verify(layout, run: run)
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
    /// The browser's frames that layouts of one variant are checked against, once set
    /// with ``setAnswers(_:)``.
    public private(set) var answers: BenchmarkAnswers?
    /// The index in ``variants`` of the tree laid out at the ``answers``' root width.
    public private(set) var answeredVariant: Int?

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

    /// The index in ``variants`` that run number `run` lays out: each in turn.
    public func variant(run: Int) -> Int {
        Int(run.magnitude % UInt(variants.count))
    }

    /// The full layout of timed run number `run` (`run` picks the variant, in turn).
    @inline(never)
    public func layout(run: Int) -> NodeLayout {
        variants[variant(run: run)].layout(available: available)
    }

    /// The layout of run `run` through `cache` (a warm re-layout when the cache
    /// already holds that variant).
    public func layout(run: Int, cache: LayoutCache) -> NodeLayout {
        cache.layout(variants[variant(run: run)], available: available)
    }

    // MARK: Answers

    /// Sets the frames that every layout of the variant at `answers.width` is checked
    /// against by ``verify(_:run:)``.
    ///
    /// - Throws: ``UnansweredWidth`` when no variant's root is `answers.width` wide.
    public mutating func setAnswers(_ answers: BenchmarkAnswers) throws {
        guard let index = variants.firstIndex(where: { $0.style.width == .points(answers.width) }) else {
            throw UnansweredWidth(name: name, answers: answers)
        }
        self.answers = answers
        answeredVariant = index
    }

    /// Whether run number `run` lays out the variant the ``answers`` are for.
    public func isAnswered(run: Int) -> Bool {
        answeredVariant == variant(run: run)
    }

    /// Checks `layout`, the layout of run number `run`, against the ``answers`` when they
    /// are for that run's variant; does nothing otherwise.
    ///
    /// - Throws: ``WrongAnswer`` for the first sampled node that differs by more than
    ///   ``GridDocument/tolerance``.
    public func verify(_ layout: NodeLayout, run: Int) throws {
        guard let answers, isAnswered(run: run) else { return }
        if let mismatch = answers.firstMismatch(in: layout) {
            throw WrongAnswer(name: name, answers: answers, mismatch: mismatch)
        }
    }

    /// Lays out the variant the ``answers`` are for and checks it; does nothing without
    /// answers.
    ///
    /// - Throws: ``WrongAnswer`` as ``verify(_:run:)``.
    public func verifyAnswers() throws {
        guard let answeredVariant else { return }
        try verify(layout(run: answeredVariant), run: answeredVariant)
    }

    /// A layout that disagrees with the browser's frame for a sampled node. Its
    /// description is one line naming the benchmark file, the node, the browser and the
    /// two frames:
    ///
    /// ```text
    /// S2_1000.json: root/children[7]: expected {x 0, y 24, width 100, height 10} (Chromium 156.0.8078.108), got {x 0, y 20, width 100, height 10}
    /// ```
    public struct WrongAnswer: Error, Hashable, Sendable, CustomStringConvertible {
        /// The case, like `S4_100000`.
        public var name: String
        /// The answers the layout was checked against.
        public var answers: BenchmarkAnswers
        /// The first sampled node that disagrees.
        public var mismatch: LayoutMismatch

        public var description: String {
            let source = answers.measuredIn.isEmpty ? "" : " (\(answers.measuredIn))"
            return "\(answers.file): \(mismatch.path): expected \(LayoutMismatch.format(mismatch.expected))\(source),"
                + " got \(LayoutMismatch.format(mismatch.got))"
        }
    }

    /// Answers measured at a root width that none of the case's variants has.
    public struct UnansweredWidth: Error, Hashable, Sendable, CustomStringConvertible {
        /// The case, like `S4_100000`.
        public var name: String
        /// The answers that could not be set.
        public var answers: BenchmarkAnswers

        public var description: String {
            "\(name): the answers for \(answers.file) are at root width \(answers.width), which no run lays out"
        }
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
