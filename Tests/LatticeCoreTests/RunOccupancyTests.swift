// Auto-placement's occupancy kept in runs of major tracks (RunOccupancy, for grids whose
// items reach lines in the millions) answers every question as the per-track intervals
// (IntervalOccupancy) do, and a grid with a span of millions of rows is placed as the
// per-track rule places it.
@testable import LatticeCore
import Testing

@Suite struct RunOccupancyTests {
    /// A small deterministic generator (SplitMix64).
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func runsAnswerAsPerTrackIntervalsDo(seed: Int) {
        var numbers = Numbers(state: UInt64(seed))
        var runs = RunOccupancy()
        var intervals = IntervalOccupancy()
        for _ in 0 ..< 60 {
            let majorStart = numbers.next(40), majorSpan = 1 + numbers.next(12)
            let minorStart = numbers.next(20), minorSpan = 1 + numbers.next(6)
            let major = majorStart ..< majorStart + majorSpan, minor = minorStart ..< minorStart + minorSpan
            runs.occupy(major: major, minor: minor)
            intervals.occupy(major: major, minor: minor)
            for _ in 0 ..< 20 {
                let start = numbers.next(60), span = 1 + numbers.next(5)
                let queried = start ..< start + span
                let from = numbers.next(20), width = 1 + numbers.next(6), limit = 10 + numbers.next(30)
                #expect(runs.firstFit(major: queried, from: from, span: width, limit: limit)
                        == intervals.firstFit(major: queried, from: from, span: width, limit: limit))
                let minorQuery = from ..< from + width
                #expect(runs.lastBlocked(major: queried, minor: minorQuery) == intervals.lastBlocked(major: queried, minor: minorQuery))
                #expect(runs.hasRun(major: start, span: width, limit: limit) == intervals.hasRun(major: start, span: width, limit: limit))
            }
        }
    }

    /// Where an item fits nowhere in its rows, the next rows to try skip only rows where
    /// it fits nowhere either (the per-track intervals asked row by row): past the blocked
    /// runs, not one row at a time; likewise for an item in given columns. In a grid of
    /// thousands of columns too, where the next rows to try are the next run's.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8], [false, true])
    func theNextRowsToTrySkipOnlyRowsWithoutRoom(seed: Int, thousandsOfColumns: Bool) {
        var numbers = Numbers(state: UInt64(seed))
        var runs = RunOccupancy()
        var intervals = IntervalOccupancy()
        var skipped = 0
        for _ in 0 ..< 40 {
            let majorStart = numbers.next(60), majorSpan = 1 + numbers.next(30)
            // (Of 2,000 columns: mostly whole rows, so that items often fit nowhere in them.)
            let minorStart = thousandsOfColumns ? (numbers.next(4) == 0 ? numbers.next(2000) : 0) : numbers.next(8)
            let minorSpan = thousandsOfColumns ? (numbers.next(4) == 0 ? 1 + numbers.next(500) : 2000) : 1 + numbers.next(4)
            runs.occupy(major: majorStart ..< majorStart + majorSpan, minor: minorStart ..< minorStart + minorSpan)
            intervals.occupy(major: majorStart ..< majorStart + majorSpan, minor: minorStart ..< minorStart + minorSpan)
            for _ in 0 ..< 20 {
                let start = numbers.next(100), span = 1 + numbers.next(4)
                let width = thousandsOfColumns ? 1 + numbers.next(600) : 1 + numbers.next(4)
                let limit = thousandsOfColumns ? 2000 : 4 + numbers.next(6)
                guard width <= limit, runs.firstFit(major: start ..< start + span, from: 0, span: width, limit: limit) == nil else { continue }
                let next = runs.nextMajorToTry(after: start ..< start + span, span: width, limit: limit)
                #expect(next > start)
                for m in start + 1 ..< min(next, 200) {
                    #expect(intervals.firstFit(major: m ..< m + span, from: 0, span: width, limit: limit) == nil)
                }
                if next < 200 { skipped += next - start - 1 }
                // One position: the next start past the blocks, none of the starts before it free.
                let column = numbers.next(limit - width + 1)
                let area = column ..< column + width
                let nextStart = runs.nextStart(major: start ..< start + span, minor: area)
                #expect((nextStart == nil) == (intervals.lastBlocked(major: start ..< start + span, minor: area) == nil))
                if let nextStart {
                    for m in start + 1 ..< min(nextStart, 200) {
                        #expect(intervals.lastBlocked(major: m ..< m + span, minor: area) != nil)
                    }
                }
            }
        }
        #expect(skipped > 0)
    }

    @Test func aSpanOfMillionsOfRowsKeepsAutoPlacedItemsBesideIt() throws {
        // Column 1 is taken by an item over rows 1 to 10,000,001; the auto-placed items
        // go to column 2, one row each, from the first row.
        var children = [Node(style: try Style(css: "grid-column: 1; grid-row: 1 / span 10000000; height: 10px"))]
        for _ in 0 ..< 3 { children.append(Node(style: try Style(css: "grid-column: 2; height: 10px"))) }
        let grid = Node(style: try Style(css: "display: grid; grid-template-columns: 50px 50px; grid-auto-rows: 1px"),
                        children: children)
        let layout = grid.layout(available: AvailableSize(width: .definite(100), height: .maxContent))
        for (index, child) in layout.children.dropFirst().enumerated() {
            #expect(child.frame == Rect(x: 50, y: Double(index), width: 50, height: 10))
        }
        #expect(layout.frame.height == 10_000_000)
    }
}
