import Testing
@testable import LatticeCore

/// Long runs of lanes that repeat one pattern are kept as a few sets (see
/// `UniformLaneRuns`): containers whose runs are kept lay out as the same containers with
/// every lane kept one by one. The lanes one by one come from empty items placed last
/// (`order: 1`) at every 100th line, which cut every run too short to keep a middle and
/// change nothing else: they are stacked after every other item, and contribute nothing
/// to the lanes' sizes.
struct LaneRunsTests {
    /// A column-lanes container: `grid-auto-columns: pattern` lanes to an item at line
    /// 600, 45 auto-placed text items of spans 1 and 2 (so that they fill the run's start
    /// and go on into its middle, splitting it), and with `cutEveryHundredLines` the empty
    /// items that keep every lane one by one; first, an item of `wideSpan` lanes.
    static func lanes(autoColumns pattern: String, template: String, wideSpan: Int? = nil,
                      cutEveryHundredLines: Bool) throws -> Node {
        var children: [Node] = []
        if let wideSpan {
            children.append(Node(style: try Style(css: "grid-column: span \(wideSpan)"), measure: .words([80000, 30], lineHeight: 10)))
        }
        for index in 0 ..< 45 {
            let span = index % 5 == 1 ? "grid-column: span 2" : ""
            children.append(Node(style: try Style(css: span),
                                 measure: .words([Double(10 + (index * 37) % 80), Double(5 + (index * 11) % 30)], lineHeight: 10)))
        }
        children.append(Node(style: try Style(css: "grid-column: 600"), measure: .words([25], lineHeight: 10)))
        if cutEveryHundredLines {
            for line in stride(from: 100, to: 600, by: 100) {
                children.append(Node(style: try Style(css: "grid-column: \(line); order: 1; height: 0px")))
            }
        }
        return Node(style: try Style(css: "display: grid-lanes; grid-template-columns: \(template); "
                                         + "grid-auto-columns: \(pattern); column-gap: 3px"),
                    children: children)
    }

    @Test(arguments: ["auto", "10px auto", "auto min-content 20px", "1fr auto", "minmax(0px, 1fr) 15px",
                      "max-content fit-content(30px)"])
    func runsOfImplicitLanesLayOutAsLanesOneByOne(pattern: String) throws {
        try Self.expectLanesOneByOne(autoColumns: pattern, template: "40px",
                                     in: [AvailableSize(width: .definite(10000), height: .maxContent), .maxContent,
                                          AvailableSize(width: .minContent, height: .maxContent)])
    }

    /// The same for a run of the template, `repeat()` of a pattern to line 591.
    @Test(arguments: ["10px auto", "auto min-content 20px", "1fr auto"])
    func runsOfARepeatLayOutAsLanesOneByOne(pattern: String) throws {
        let template = "40px repeat(\(590 / pattern.split(separator: " ").count), \(pattern))"
        try Self.expectLanesOneByOne(autoColumns: "auto", template: template,
                                     in: [AvailableSize(width: .definite(10000), height: .maxContent), .maxContent])
    }

    /// The same beside an item spanning more than half the lanes (590 of 600, then all
    /// 600), wider than all of them: its few windows are placed whole, and the runs keep
    /// their middles between the windows' edges. A window gives a set of lanes its share
    /// of its extra space in 1/64 px, as one number, where lanes one by one each take
    /// theirs in 1/64 px (and the last the remainder): lanes differ by up to two 64ths, and
    /// a lane's offset by up to a 64th per lane before it.
    @Test(arguments: [("auto", 590), ("10px auto", 590), ("1fr", 590), ("auto", 600), ("1fr", 600)])
    func runsBesideAWideSpanLayOutAsLanesOneByOne(pattern: String, wideSpan: Int) throws {
        try Self.expectLanesOneByOne(autoColumns: pattern, template: "40px", wideSpan: wideSpan, perLane: 1.0 / 32,
                                     in: [AvailableSize(width: .definite(10000), height: .maxContent), .maxContent,
                                          AvailableSize(width: .minContent, height: .maxContent)])
    }

    /// Expects ``lanes(autoColumns:template:wideSpan:cutEveryHundredLines:)`` to keep runs, and to
    /// lay out in each of `spaces` as it does with every lane one by one.
    /// (With `perLane`, lane sizes may differ by that much, and offsets and frames by that
    /// much per lane.)
    static func expectLanesOneByOne(autoColumns: String, template: String, wideSpan: Int? = nil, perLane: Double = 0,
                                    in spaces: [AvailableSize]) throws {
        let kept = try lanes(autoColumns: autoColumns, template: template, wideSpan: wideSpan, cutEveryHundredLines: false)
        let oneByOne = try lanes(autoColumns: autoColumns, template: template, wideSpan: wideSpan, cutEveryHundredLines: true)
        for available in spaces {
            let keptLayout = kept.layout(available: available)
            let layout = oneByOne.layout(available: available)
            let columns = try #require(layout.columns), keptColumns = try #require(keptLayout.columns)
            let drift = perLane * Double(columns.sizes.count)
            #expect(keptLayout.trackRuns(.horizontal) != nil && layout.trackRuns(.horizontal) == nil)
            #expect(close(keptLayout.frame, layout.frame, by: drift))
            #expect(zip(keptLayout.children, layout.children).allSatisfy { close($0.frame, $1.frame, by: drift) })
            #expect(keptColumns.sizes.count == columns.sizes.count)
            #expect(zip(keptColumns.sizes, columns.sizes).allSatisfy { close($0, $1, by: perLane) })
            #expect(zip(keptColumns.offsets, columns.offsets).enumerated().allSatisfy { lane, offsets in
                close(offsets.0, offsets.1, by: perLane * Double(lane))
            })
        }
    }

    /// Row lanes of `autoRows` to an item at line 1,000,000: a run of one set per size, not
    /// a million lanes each holding every auto-placed item. The frames are Chromium 156's
    /// for the same grid (`--enable-experimental-web-platform-features`): each `auto` or
    /// `1fr` lane 30 px, the tallest auto-placed item's height; the items stacked at the
    /// lanes' running positions.
    @Test(arguments: [("10px auto", [0.0, 100, 110, 20_000_060], 10.0, 20_000_070.0),
                      ("1fr", [0, 100, 130, 30_000_040], 30, 30_000_070)])
    func implicitLanesToLineAMillionAreOneRun(autoRows: String, y: [Double], lastHeight: Double, height: Double) throws {
        let items = try ["width: 10px; height: 20px", "width: 10px; height: 30px", "width: 10px; height: 20px", "grid-row: 1000000"]
            .map { Node(style: try Style(css: $0)) }
        let root = Node(style: try Style(css: "display: grid-lanes; grid-template-rows: 100px; grid-auto-rows: \(autoRows); "
                                             + "width: 300px"),
                        children: items)
        let layout = root.layout(available: AvailableSize(width: .definite(800), height: .definite(600)))
        #expect(layout.frame == Rect(x: 0, y: 0, width: 300, height: height))
        #expect(layout.children.map(\.frame) == [Rect(x: 0, y: y[0], width: 10, height: 20), Rect(x: 0, y: y[1], width: 10, height: 30),
                                                  Rect(x: 0, y: y[2], width: 10, height: 20),
                                                  Rect(x: 0, y: y[3], width: 0, height: lastHeight)])
        #expect(layout.trackRuns(.vertical) != nil)
    }

    /// An auto-placed span of five million lanes beside ten million lanes (an item at line
    /// 10,000,000): five million windows over millions of lanes each, which no browser lays
    /// out in reasonable time (Chromium 156 had not after 300 s). The span is spread: its
    /// windows tile the lanes, each spanning whole sets. The lanes are alike but the first,
    /// so the lanes take what every window would give them: the same per lane as the same
    /// grid of twenty lanes (a span of ten), whose every window is placed.
    @Test func aSpanOfMillionsBesideMillionsOfLanesIsSpreadOverThem() throws {
        func lanes(_ count: Int) throws -> NodeLayout {
            let items = try ["grid-row: span \(count / 2); width: 40px; height: \(count / 2)px", "grid-row: \(count)"]
                .map { Node(style: try Style(css: $0)) }
            let root = Node(style: try Style(css: "display: grid-lanes; grid-template-rows: 100px; width: 300px"), children: items)
            return root.layout(available: AvailableSize(width: .definite(800), height: .definite(600)))
        }
        let few = try lanes(20), many = try lanes(10_000_000)
        #expect(few.trackRuns(.vertical) == nil)
        #expect((many.trackRuns(.vertical) ?? .max) < 1000)
        // Each `auto` lane (all but the first 100 px one) the same size in both.
        let perLane = (few.frame.height - 100) / 19
        #expect(perLane > 0)
        #expect(many.frame == Rect(x: 0, y: 0, width: 300, height: 100 + perLane * 9_999_999))
        #expect(many.children[0].frame == Rect(x: 0, y: 0, width: 40, height: 5_000_000))
        #expect(many.children[1].frame.y - 100 == (few.children[1].frame.y - 100) / 19 * 9_999_999)
    }

    /// Spans whose every window would cost too much beside many explicitly placed items
    /// (fifty distinct spans, fifty items at lines spread over ten million lanes: the
    /// windows' reach alone would keep millions of lanes one by one) are spread, the
    /// widest first, until the lanes cost what ``UniformLaneRuns/windowBudget`` allows.
    /// Each auto-placed item of span `k` is `10 k` px tall: every window away from the
    /// explicitly placed items gives each of its lanes 10 px, and none gives more, so the
    /// `auto` lanes are 10 px, those of the explicitly placed items (20 px tall) 20 px,
    /// the first lane its fixed 10 px.
    @Test func manySpansBesideManyItemsAreSpreadUntilTheLanesCostLittle() throws {
        var items: [Node] = []
        for span in 2 ... 51 {
            items.append(Node(style: try Style(css: "grid-row: span \(span); width: 20px; height: \(10 * span)px")))
        }
        for index in 0 ..< 50 {
            items.append(Node(style: try Style(css: "grid-row: \(1 + 200_000 * index); width: 20px; height: 20px")))
        }
        let root = Node(style: try Style(css: "display: grid-lanes; grid-template-rows: 10px"), children: items)
        let layout = root.layout(available: AvailableSize(width: .definite(800), height: .maxContent))
        #expect((layout.trackRuns(.vertical) ?? .max) < 200_000)
        // Lanes 0 ... 9,800,000: the first, 49 of explicitly placed items, the rest `auto`.
        #expect(layout.frame.height == 10 + 49 * 20 + Double(9_800_000 - 49) * 10)
        for index in 1 ..< 50 {
            let lane = 200_000 * index
            #expect(layout.children[50 + index].frame.y == 10 + Double(index - 1) * 20 + Double(lane - index) * 10)
        }
    }

    /// Whether two numbers are equal but for `by` and rounding: a run's offsets are found
    /// by multiplying, the lanes' one by one by adding.
    static func close(_ a: Double, _ b: Double, by tolerance: Double = 0) -> Bool {
        abs(a - b) <= tolerance + 1e-9 * max(1, abs(a), abs(b))
    }

    static func close(_ a: Rect, _ b: Rect, by tolerance: Double = 0) -> Bool {
        close(a.x, b.x, by: tolerance) && close(a.y, b.y, by: tolerance) && close(a.width, b.width, by: tolerance)
            && close(a.height, b.height, by: tolerance)
    }
}
