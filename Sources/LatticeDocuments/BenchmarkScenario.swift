/// The benchmark scenarios S1–S7: grids of seeded random items, written as documents in
/// the fixture format with ``json(items:)``.
///
/// Each scenario at 100, 1,000, 10,000 and 100,000 items is the benchmark file
/// `S<k>_<items>.json` the peer engines were timed on, byte for byte, so the files need not
/// be kept: ``BenchmarkCase/init(scenario:items:)`` makes the case to time from the
/// generator. Any other item count works too.
///
/// Every scenario draws from its own ``SplitMix64`` seeded with ``seed`` (`80 + k` for
/// `Sk`, the file's `"seed"`), one item after the other, so a document with fewer items is
/// the start of one with more: the first 100 children of `S1_1000` are those of `S1_100`.
///
/// ```swift
/// let bytes = BenchmarkScenario.explicitPlacement.json(items: 10_000)   // S4_10000.json
/// let (scenario, items) = BenchmarkScenario.parse(fileName: "S4_10000.json")!
/// ```
public enum BenchmarkScenario: Int, CaseIterable, Hashable, Sendable {
    /// S1, uniform: a 1000 px grid of `repeat(10, 1fr)` columns with auto rows; every leaf
    /// is auto-placed, 80 px wide and 16–40 px tall.
    case uniform = 1
    /// S2, mixed tracks: a 1200 px grid of `100px 1fr max-content minmax(50px, 2fr) auto`
    /// columns (gaps 8 px × 4 px); every leaf is text of 1–6 words of 10–50 px (line height
    /// 10); 15% of the leaves span 2 columns and 5% span 3.
    case mixedTracks = 2
    /// S3, dense packing: a 1200 px grid of `repeat(12, 1fr)` columns, `grid-auto-flow: row
    /// dense`; every leaf spans 1–4 columns and 1–3 rows, and is `12 × rows + 0...12` px tall.
    case densePacking = 3
    /// S4, explicit placement (a dashboard): a 1200 px grid of `repeat(12, 1fr)` columns,
    /// rows `minmax(40px, auto)`, gap 8 px, and tiles at explicit lines, about 8% of them
    /// overlapping another (see `DashboardTiles`). The file's `counts.rows` is the number of
    /// rows the tiles cover.
    case explicitPlacement = 4
    /// S5, nested: a 1200 px grid of `repeat(10, 1fr)` columns (gap 4 px) whose items are
    /// `items / 9` grids of `repeat(3, 1fr)` columns (gaps 2 px), each of 9 leaves of
    /// 10–30 × 8–24 px. `items` counts the leaves, so 100 makes 11 nested grids (99 leaves).
    case nested = 5
    /// S6, auto-fill: a 1200 px grid of `repeat(auto-fill, minmax(120px, 1fr))` columns
    /// (gap 4 px); every leaf is 40–80 px tall.
    case autoFill = 6
    /// S7, masonry: `display: grid-lanes`, 1200 px, lanes `repeat(auto-fill, minmax(160px,
    /// 1fr))` (7 lanes), gap 8 px, `flow-tolerance: 10px`. 70% of the items are boxes 40–400
    /// px tall, 20% text of 4–40 words of 10–60 px (line height 10), 10% boxes 40–400 px tall
    /// spanning 2 lanes.
    case masonry = 7

    /// The item counts the benchmark files were written at.
    public static let standardItemCounts = [100, 1_000, 10_000, 100_000]

    /// `"S1"` … `"S7"`.
    public var name: String { "S\(rawValue)" }

    /// The seed of the scenario's generator, also written in the document: 81 for S1 … 87 for S7.
    public var seed: UInt64 { 80 + UInt64(rawValue) }

    /// The root's width in px, which is also the width of the space it is laid out in.
    public var width: Int { self == .uniform ? 1000 : 1200 }

    /// The root widths the benchmark alternates between (the document's `bench.widths`):
    /// ``width``, then one pixel more.
    public var benchmarkWidths: [Int] { [width, width + 1] }

    /// The name of a document of the scenario with `items` items, like `S1_10000`.
    public func caseName(items: Int) -> String { "\(name)_\(items)" }

    /// The benchmark file name of the scenario with `items` items, like `S1_10000.json`.
    public func fileName(items: Int) -> String { caseName(items: items) + ".json" }

    /// The scenario called `name` (`"S1"` … `"S7"`), or `nil`.
    public init?(name: some StringProtocol) {
        let digits = name.dropFirst()
        guard name.first == "S", Self.isDecimal(digits), let number = Int(digits),
              let scenario = Self(rawValue: number) else {
            return nil
        }
        self = scenario
    }

    /// The scenario and item count of a case name like `S4_10000` or a file name like
    /// `S4_10000.json` (a folder before it is ignored); `nil` for any other name.
    public static func parse(fileName: some StringProtocol) -> (scenario: BenchmarkScenario, items: Int)? {
        var stem = Substring(fileName.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if stem.hasSuffix(".json") { stem = stem.dropLast(5) }
        let parts = stem.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, let scenario = Self(name: parts[0]), isDecimal(parts[1]),
              let items = Int(parts[1]) else {
            return nil
        }
        return (scenario, items)
    }

    /// Whether `text` is one or more ASCII digits (no sign, no space).
    private static func isDecimal(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains($0) }
    }
}
