import Testing
@testable import LatticeCore

/// The placement of grid-lanes items (CSS Grid 3 "Grid Lanes Layout Algorithm", as
/// SCHEMA.md "Grid lanes" says Chromium does it): running positions, flow-tolerance,
/// the cursor, spans and explicit lanes.
struct RunningPositionsTests {
    @Test func eachItemTakesTheShortestLaneAndTiesGoToTheCursor() {
        var lanes = RunningPositions(laneCount: 3, gap: 10, tolerance: 0)
        // All three at 0: the first at or after the cursor (lane 0); cursor -> 1.
        #expect(lanes.append(span: 1, size: 100) == .init(lanes: 0 ..< 1, position: 0))
        // Lanes 1 and 2 tie at 0: lane 1 is at the cursor; cursor -> 2.
        #expect(lanes.append(span: 1, size: 50) == .init(lanes: 1 ..< 2, position: 0))
        #expect(lanes.append(span: 1, size: 30) == .init(lanes: 2 ..< 3, position: 0))
        // Lanes at 110, 60, 40: lane 2 alone is the shortest, though the cursor (3) is past it.
        #expect(lanes.append(span: 1, size: 20) == .init(lanes: 2 ..< 3, position: 40))
        #expect(lanes.lanes == [110, 60, 70])
        #expect(lanes.cursor == 3)
        // The largest margin-box end, 100, without the gap after it.
        #expect(lanes.extent == 100)
    }

    @Test func aToleranceKeepsTheItemsInReadingOrder() {
        // Lanes at 100 and 90 after two items. With a tolerance of 15 both are tied (90 is
        // the smallest, 100 <= 105); the cursor (2) is past both, so the first tied lane
        // takes the third item: lane 0 at 100, not the shorter lane 1.
        var tolerant = RunningPositions(laneCount: 2, gap: 0, tolerance: 15)
        tolerant.append(span: 1, size: 100)
        tolerant.append(span: 1, size: 90)
        #expect(tolerant.append(span: 1, size: 10) == .init(lanes: 0 ..< 1, position: 100))
        // Without tolerance the shorter lane takes it.
        var strict = RunningPositions(laneCount: 2, gap: 0, tolerance: 0)
        strict.append(span: 1, size: 100)
        strict.append(span: 1, size: 90)
        #expect(strict.append(span: 1, size: 10) == .init(lanes: 1 ..< 2, position: 90))
        // The comparison includes equality: 90 + 10 is exactly 100.
        var equal = RunningPositions(laneCount: 2, gap: 0, tolerance: 10)
        equal.append(span: 1, size: 100)
        equal.append(span: 1, size: 90)
        #expect(equal.append(span: 1, size: 10) == .init(lanes: 0 ..< 1, position: 100))
    }

    @Test func anInfiniteToleranceGoesRoundTheLanes() {
        var lanes = RunningPositions(laneCount: 3, gap: 0, tolerance: .infinity)
        let placed = [300.0, 10, 10, 10].map { lanes.append(span: 1, size: $0).lanes.lowerBound }
        // Lanes 0, 1, 2, then lane 0 again (at 300) although lanes 1 and 2 are at 10.
        #expect(placed == [0, 1, 2, 0])
        #expect(lanes.lanes == [310, 10, 10])
    }

    @Test func aSpanningItemStartsAtTheHighestOfItsLanesAndExplicitItemsLeaveTheCursor() {
        var lanes = RunningPositions(laneCount: 4, gap: 0, tolerance: 0)
        // Explicitly placed: each at its lane's running position; the cursor stays at 0.
        for (lane, size) in [50.0, 10, 30, 20].enumerated() { lanes.append(lanes: lane ..< lane + 1, size: size) }
        #expect(lanes.cursor == 0)
        // Two lanes from each start: max(50, 10) = 50, max(10, 30) = 30, max(30, 20) = 30.
        // Starts 1 and 2 tie at 30; the first at or after the cursor is 1: lanes 1 and 2
        // at 30, both then at 35; the cursor moves to 3.
        #expect(lanes.append(span: 2, size: 5) == .init(lanes: 1 ..< 3, position: 30))
        #expect(lanes.lanes == [50, 35, 35, 20])
        #expect(lanes.cursor == 3)
        // Three lanes (the sliding-window maximum): max(50, 35, 35) = 50 from 0, max(35, 35,
        // 20) = 35 from 1; no start at or after the cursor (3), so the first tied: 1.
        #expect(lanes.startLane(span: 3) == 1)
        #expect(lanes.append(span: 3, size: 1) == .init(lanes: 1 ..< 4, position: 35))
        // An explicit item spanning lanes 0 and 1 starts at max(50, 36) = 50.
        #expect(lanes.append(lanes: 0 ..< 2, size: 4) == .init(lanes: 0 ..< 2, position: 50))
        #expect(lanes.lanes == [54, 54, 36, 36])
    }

    @Test func aSpanWiderThanTheLanesTakesThemAll() {
        var lanes = RunningPositions(laneCount: 2, gap: 5, tolerance: 0)
        lanes.append(span: 1, size: 10)
        // Clamped to 2 lanes from lane 0, at max(15, 0) = 15.
        #expect(lanes.append(span: 5, size: 10) == .init(lanes: 0 ..< 2, position: 15))
        #expect(lanes.extent == 25)
    }

    @Test func anItemAppendedToTheRunningPositionsGoesWhereAFullLayoutOfAllTheItemsPutsIt() throws {
        // Three 1fr lanes of 100 in 300 + 2 × 10 gaps, padding 5, row gap 8, tolerance 10:
        // boxes and text, one spanning two lanes; then one more box appended.
        func container(_ heights: [(Double, Int)]) throws -> Node {
            var children = try heights.map { height, span in
                Node(style: try Style(css: ["height": "\(Int(height))px", "grid-column": "span \(span)"]))
            }
            children.insert(Node(style: Style(), measure: .words([40, 50, 30, 60], lineHeight: 10)), at: 2)
            return Node(style: try Style(css: ["display": "grid-lanes", "width": "330px", "padding": "5px", "gap": "8px 10px",
                                               "flow-tolerance": "10px", "grid-template-columns": "repeat(3, 1fr)"]),
                        children: children)
        }
        let items: [(Double, Int)] = [(120, 1), (40, 1), (80, 2), (60, 1), (30, 1)]
        let appended = (50.0, 2)
        let available = AvailableSize(width: .definite(800), height: .maxContent)
        let full = try container(items + [appended]).layout(available: available)

        let (layout, found) = try container(items).layoutWithRunningPositions(available: available)
        var positions = try #require(found)
        let columns = try #require(layout.columns), stack = try #require(layout.rows)
        let start = positions.startLane(span: appended.1)
        let placed = positions.append(span: appended.1, size: appended.0)
        #expect(placed.lanes == start ..< start + appended.1)
        // Its lanes' width: two lanes and the gap between them.
        let frame = Rect(x: columns.offsets[start], y: stack.offsets[0] + placed.position,
                         width: columns.sizes[start] + columns.gap + columns.sizes[start + 1], height: appended.0)
        #expect(frame == full.children.last?.frame)
        #expect(positions.extent + 10 == full.frame.height)
        // Laid out with the running positions or not, the layout is the same.
        #expect(layout == (try container(items).layout(available: available)))
        #expect(Node(style: try Style(css: ["display": "grid"])).layoutWithRunningPositions(available: available).runningPositions == nil)
    }

    /// The running positions, kept as runs of lanes or lane by lane, place items as the
    /// rule written out below does on random sequences of auto-placed and explicitly
    /// placed items, sizes from a few values so that lanes tie.
    @Test(arguments: 1 ... 12, [true, false])
    func runsOfLanesPlaceItemsAsLanesOneByOneDo(seed: Int, asRuns: Bool) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let laneCount = 1 + next(12), tolerance = [0, 5, .infinity][next(3)]
        var runs = RunningPositions(laneCount: laneCount, gap: 2, tolerance: tolerance, asRuns: asRuns)
        var lanes = [Double](repeating: 0, count: laneCount), cursor = 0
        for _ in 0 ..< 200 {
            let size = Double([0, 10, 20, 30][next(4)])
            let span = 1 + next(4)
            let placed: RunningPositions.Placement
            var range: Range<Int>
            if next(4) == 0 {
                let start = next(laneCount)
                range = start ..< start + span
                placed = runs.append(lanes: range, size: size)
            } else {
                placed = runs.append(span: span, size: size)
                // Lane by lane: the first start at or after the cursor whose window's
                // highest lane is within the tolerance of the lowest such, else the first.
                let width = min(span, laneCount)
                let highest = (0 ... laneCount - width).map { lanes[$0 ..< $0 + width].max()! }
                let limit = highest.min()! + tolerance + 1e-7 * max(1, highest.min()!)
                let start = highest.indices.first { $0 >= cursor && highest[$0] <= limit }
                    ?? highest.indices.first { highest[$0] <= limit }!
                range = start ..< start + width
                cursor = start + width
            }
            range = range.clamped(to: 0 ..< laneCount)
            let position = range.isEmpty ? 0 : max(0, lanes[range].max()!)
            for lane in range { lanes[lane] = position + size + 2 }
            #expect(placed == RunningPositions.Placement(lanes: range, position: position))
            #expect(runs.lanes == lanes && runs.cursor == cursor)
        }
    }
}
