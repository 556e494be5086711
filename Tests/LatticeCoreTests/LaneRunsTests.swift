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
    /// items that keep every lane one by one.
    static func lanes(autoColumns pattern: String, template: String, cutEveryHundredLines: Bool) throws -> Node {
        var children: [Node] = []
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

    /// Expects ``lanes(autoColumns:template:cutEveryHundredLines:)`` to keep runs, and to
    /// lay out in each of `spaces` as it does with every lane one by one.
    static func expectLanesOneByOne(autoColumns: String, template: String, in spaces: [AvailableSize]) throws {
        let kept = try lanes(autoColumns: autoColumns, template: template, cutEveryHundredLines: false)
        let oneByOne = try lanes(autoColumns: autoColumns, template: template, cutEveryHundredLines: true)
        for available in spaces {
            let keptLayout = kept.layout(available: available)
            let layout = oneByOne.layout(available: available)
            #expect(keptLayout.trackRuns(.horizontal) != nil && layout.trackRuns(.horizontal) == nil)
            #expect(close(keptLayout.frame, layout.frame))
            #expect(zip(keptLayout.children, layout.children).allSatisfy { close($0.frame, $1.frame) })
            #expect(close(keptLayout.columns, layout.columns))
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

    /// Whether two numbers are equal but for rounding: a run's offsets are found by
    /// multiplying, the lanes' one by one by adding.
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }

    static func close(_ a: GridTracks?, _ b: GridTracks?) -> Bool {
        guard let a, let b else { return false }
        return a.offsets.count == b.offsets.count && zip(a.offsets, b.offsets).allSatisfy { close($0, $1) }
            && zip(a.sizes, b.sizes).allSatisfy { close($0, $1) } && a.sizes.count == b.sizes.count
    }
}
