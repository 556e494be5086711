/// The documents of the benchmark scenarios, written as the benchmark files are.
///
/// A document is compact one-line JSON in UTF-8 without a final newline, its keys in the
/// order written here, integers without a fraction. A whole number in `lo ... hi` is drawn
/// with ``SplitMix64/int(_:)``; a percentage is a draw in `0 ... 99`.
extension BenchmarkScenario {
    /// The document of the scenario with `items` items (for S5, `items` leaves), as the
    /// bytes of its benchmark file.
    ///
    /// - Precondition: `items` is not negative.
    public func json(items: Int) -> [UInt8] {
        precondition(items >= 0, "a scenario has no fewer than 0 items")
        var writer = JSONTextWriter(capacity: 64 * items + 1024)
        var random = SplitMix64(seed: seed)
        // S4's header counts the rows its tiles cover: the tiles are drawn first.
        let tiles = self == .explicitPlacement ? DashboardTiles(count: items, random: &random) : nil

        writer.append(#"{"name":"peerbench/"#)
        writer.append(caseName(items: items))
        writer.append(#"","source":"peerbench","scenario":""#)
        writer.append(name)
        writer.append(#"","n":"#)
        writer.append(items)
        writer.append(#","seed":"#)
        writer.append(Int(seed))
        writer.append(#","description":""#)
        writer.append(text.description)
        writer.append(#"","available":{"width":"#)
        writer.append(width)
        writer.append(#","height":"max-content"},"bench":{"perturb":"root-width","widths":["#)
        writer.append(benchmarkWidths[0])
        writer.append(",")
        writer.append(benchmarkWidths[1])
        writer.append(#"]},"counts":{"leaves":"#)
        switch self {
        case .nested:
            writer.append(items / 9 * 9)
            writer.append(#","subgrids":"#)
            writer.append(items / 9)
        case .explicitPlacement:
            writer.append(items)
            writer.append(#","rows":"#)
            writer.append(tiles?.rowCount ?? 0)
        default:
            writer.append(items)
        }
        writer.append(#"},"root":{"style":"#)
        writer.append(text.rootStyle)
        writer.append(#","children":["#)
        switch self {
        case .uniform: Self.writeUniform(items, &writer, &random)
        case .mixedTracks: Self.writeMixedTracks(items, &writer, &random)
        case .densePacking: Self.writeDensePacking(items, &writer, &random)
        case .explicitPlacement: Self.writeDashboard(tiles?.tiles ?? [], &writer)
        case .nested: Self.writeNested(items, &writer, &random)
        case .autoFill: Self.writeAutoFill(items, &writer, &random)
        case .masonry: Self.writeMasonry(items, &writer, &random)
        }
        writer.append("]}}")
        return writer.bytes
    }

    /// ``json(items:)`` as a `String`.
    public func jsonString(items: Int) -> String {
        String(decoding: json(items: items), as: UTF8.self)
    }

    // MARK: - Children

    /// S1: `{"style":{"width":"80px","height":"<16...40>px"}}`.
    private static func writeUniform(_ items: Int, _ writer: inout JSONTextWriter, _ random: inout SplitMix64) {
        for index in 0 ..< items {
            writer.separator(before: index)
            writer.append(#"{"style":{"width":"80px","height":""#)
            writer.append(random.int(16 ... 40))
            writer.append(#"px"}}"#)
        }
    }

    /// S2: a span draw (below 15: span 2, below 20: span 3), then 1–6 words of 10–50 px.
    private static func writeMixedTracks(_ items: Int, _ writer: inout JSONTextWriter, _ random: inout SplitMix64) {
        for index in 0 ..< items {
            writer.separator(before: index)
            switch random.int(0 ... 99) {
            case ..<15: writer.append(#"{"style":{"grid-column":"span 2"},"content":{"words":["#)
            case ..<20: writer.append(#"{"style":{"grid-column":"span 3"},"content":{"words":["#)
            default: writer.append(#"{"style":{},"content":{"words":["#)
            }
            writeWords(random.int(1 ... 6), widthsUpTo: 5, &writer, &random)
        }
    }

    /// S3: column span 1–4, row span 1–3, height `12 × rows + 0...12` px, drawn in that order.
    private static func writeDensePacking(_ items: Int, _ writer: inout JSONTextWriter, _ random: inout SplitMix64) {
        for index in 0 ..< items {
            writer.separator(before: index)
            let columns = random.int(1 ... 4)
            let rows = random.int(1 ... 3)
            let height = 12 * rows + random.int(0 ... 12)
            writer.append(#"{"style":{"grid-column":"span "#)
            writer.append(columns)
            writer.append(#"","grid-row":"span "#)
            writer.append(rows)
            writer.append(#"","height":""#)
            writer.append(height)
            writer.append(#"px"}}"#)
        }
    }

    /// S4: each tile at its lines, `"grid-column":"<start> / <end>"` then `"grid-row"`.
    private static func writeDashboard(_ tiles: [DashboardTiles.Tile], _ writer: inout JSONTextWriter) {
        for (index, tile) in tiles.enumerated() {
            writer.separator(before: index)
            writer.append(#"{"style":{"grid-column":""#)
            writer.append(tile.columnStart)
            writer.append(" / ")
            writer.append(tile.columnEnd)
            writer.append(#"","grid-row":""#)
            writer.append(tile.rowStart)
            writer.append(" / ")
            writer.append(tile.rowEnd)
            writer.append(#"","height":""#)
            writer.append(tile.height)
            writer.append(#"px"}}"#)
        }
    }

    /// S5: `items / 9` grids of 9 leaves, each leaf's width (10–30) drawn before its height (8–24).
    private static func writeNested(_ items: Int, _ writer: inout JSONTextWriter, _ random: inout SplitMix64) {
        for grid in 0 ..< items / 9 {
            writer.separator(before: grid)
            writer.append(#"{"style":{"display":"grid","grid-template-columns":"repeat(3, 1fr)","column-gap":"2px","row-gap":"2px"},"children":["#)
            for leaf in 0 ..< 9 {
                writer.separator(before: leaf)
                let width = random.int(10 ... 30)
                let height = random.int(8 ... 24)
                writer.append(#"{"style":{"width":""#)
                writer.append(width)
                writer.append(#"px","height":""#)
                writer.append(height)
                writer.append(#"px"}}"#)
            }
            writer.append("]}")
        }
    }

    /// S6: `{"style":{"height":"<40...80>px"}}`.
    private static func writeAutoFill(_ items: Int, _ writer: inout JSONTextWriter, _ random: inout SplitMix64) {
        for index in 0 ..< items {
            writer.separator(before: index)
            writer.append(#"{"style":{"height":""#)
            writer.append(random.int(40 ... 80))
            writer.append(#"px"}}"#)
        }
    }

    /// S7: a kind draw (below 70: a box 40–400 px tall; below 90: text of 4–40 words of
    /// 10–60 px; else a box 40–400 px tall spanning 2 lanes).
    private static func writeMasonry(_ items: Int, _ writer: inout JSONTextWriter, _ random: inout SplitMix64) {
        for index in 0 ..< items {
            writer.separator(before: index)
            switch random.int(0 ... 99) {
            case ..<70:
                writer.append(#"{"style":{"height":""#)
                writer.append(random.int(40 ... 400))
                writer.append(#"px"}}"#)
            case ..<90:
                writer.append(#"{"style":{},"content":{"words":["#)
                writeWords(random.int(4 ... 40), widthsUpTo: 6, &writer, &random)
            default:
                writer.append(#"{"style":{"grid-column":"span 2","height":""#)
                writer.append(random.int(40 ... 400))
                writer.append(#"px"}}"#)
            }
        }
    }

    /// `count` word widths of `10 × 1...tens` px, then the rest of a text leaf (line height 10).
    private static func writeWords(_ count: Int, widthsUpTo tens: Int,
                                   _ writer: inout JSONTextWriter, _ random: inout SplitMix64) {
        for word in 0 ..< count {
            writer.separator(before: word)
            writer.append(10 * random.int(1 ... tens))
        }
        writer.append(#"],"lineHeight":10}}"#)
    }

    // MARK: - Texts

    /// The scenario's description and root style, as written in the document (JSON text;
    /// nothing in them needs escaping).
    private var text: (description: String, rootStyle: String) {
        switch self {
        case .uniform:
            ("uniform: repeat(10, 1fr) columns, auto rows, N fixed-size auto-placed leaves",
             #"{"display":"grid","width":"1000px","grid-template-columns":"repeat(10, 1fr)"}"#)
        case .mixedTracks:
            ("mixed tracks: 100px 1fr max-content minmax(50px, 2fr) auto; text leaves, ~20% span 2-3 columns",
             #"{"display":"grid","width":"1200px","grid-template-columns":"100px 1fr max-content minmax(50px, 2fr) auto","column-gap":"8px","row-gap":"4px"}"#)
        case .densePacking:
            ("dense packing: row dense, repeat(12, 1fr), random column spans 1-4 and row spans 1-3",
             #"{"display":"grid","width":"1200px","grid-template-columns":"repeat(12, 1fr)","grid-auto-flow":"row dense"}"#)
        case .explicitPlacement:
            ("explicit placement: dashboard tiles with explicit grid-row/grid-column lines, ~8% overlapping",
             #"{"display":"grid","width":"1200px","grid-template-columns":"repeat(12, 1fr)","grid-auto-rows":"minmax(40px, auto)","gap":"8px"}"#)
        case .nested:
            ("nested: repeat(10, 1fr) grid of 3x3 sub-grids; N = total leaves (N//9 sub-grids)",
             #"{"display":"grid","width":"1200px","grid-template-columns":"repeat(10, 1fr)","gap":"4px"}"#)
        case .autoFill:
            ("auto-fill: repeat(auto-fill, minmax(120px, 1fr)) in a 1200px container, N leaves",
             #"{"display":"grid","width":"1200px","grid-template-columns":"repeat(auto-fill, minmax(120px, 1fr))","gap":"4px"}"#)
        case .masonry:
            ("masonry: display grid-lanes, repeat(auto-fill, minmax(160px, 1fr)) lanes, gap 8px, 1200px; ~70% fixed heights 40-400px, ~20% text leaves, ~10% span 2 lanes",
             #"{"display":"grid-lanes","width":"1200px","grid-template-columns":"repeat(auto-fill, minmax(160px, 1fr))","gap":"8px","flow-tolerance":"10px"}"#)
        }
    }
}
