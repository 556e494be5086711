import ArgumentParser
import Foundation
import Lattice
import LatticeFrontEndScenarios

/// The options of `lattice bench --front-ends`.
struct FrontEndBenchOptions: ParsableArguments {
    @Flag(help: "Time the grid front-ends and SwiftUI layouts beside the engine's layout of the same grids, instead of scenario files.")
    var frontEnds = false

    @Option(help: "With --front-ends: the item counts, comma-separated.")
    var items = "10000,100000"

    @Option(help: "With --front-ends: only the rows whose name contains this text.")
    var only: String?

    /// The item counts asked for.
    func itemCounts() throws -> [Int] {
        let counts = items.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) > 0 }) else {
            throw ValidationError("--items must be positive numbers separated by commas")
        }
        return counts.compactMap { $0 }
    }
}

/// `lattice bench --front-ends`: every front-end row (``FrontEndScenario``) at each
/// item count, timed beside the engine's layout of the same grid in the same process,
/// the two interleaved run by run. Prints one line per row and count, then the table.
struct FrontEndBench {
    let options: FrontEndBenchOptions
    let iterations: Int
    let warmup: Int
    let maxSeconds: Double?
    let cpuTime: Bool
    let memory: Bool

    /// One row measured at one item count.
    struct Measured {
        var items: Int
        var frontEnd: Double
        var engine: Double
        var ratio: Double { frontEnd / Swift.max(engine, 1e-9) }
    }

    func run() throws {
        let counts = try options.itemCounts()
        var table: [(name: String, rows: [Measured], audit: MeasurementAudit?)] = []
        var checksum = 0.0
        for scenario in FrontEndScenario.all where options.only.map({ scenario.name.contains($0) }) ?? true {
            print(scenario.name)
            var rows: [Measured] = []
            var audit: MeasurementAudit?
            for count in counts {
                let prepared = scenario.prepare(count)
                if let mismatch = Self.firstMismatch(prepared) {
                    print("  warning: \(count) items: \(mismatch)")
                }
                let measured = time(prepared, checksum: &checksum)
                rows.append(measured)
                print("  \(count) items: front-end \(ms(measured.frontEnd)) ms, engine \(ms(measured.engine)) ms,"
                      + " \(times(measured.ratio)) engine")
                if memory { print("  " + memoryLine(prepared, checksum: &checksum)) }
                if let check = prepared.audit {
                    let result = check()
                    audit = result
                    print("  \(count) items: measured at most \(result.mostPerSubview) times per subview"
                          + " (\(result.mostDistinctProposals) distinct proposals); a second pass measured \(result.secondPass)")
                }
            }
            if let first = rows.first, let last = rows.last, rows.count > 1 {
                print("  \(last.items) / \(first.items) items: front-end \(times(last.frontEnd / first.frontEnd)),"
                      + " engine \(times(last.engine / first.engine))")
            }
            table.append((scenario.name, rows, audit))
        }
        print()
        print(markdown(table, counts: counts))
        if checksum.isNaN { print("checksum \(checksum)") }
    }

    /// The first item whose frame differs between the two sides (they lay out one grid).
    static func firstMismatch(_ prepared: PreparedFrontEndScenario) -> String? {
        let front = prepared.frontEnd.frames(0)
        let engine = prepared.engine.frames(0)
        guard front.count == engine.count else { return "\(front.count) front-end frames, \(engine.count) engine frames" }
        for (index, (a, b)) in zip(front, engine).enumerated() {
            let same = abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
                && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
            if !same { return "item \(index): front-end \(a), engine \(b)" }
        }
        return nil
    }

    /// The medians of the timed runs, the engine's and the front-end's interleaved.
    private func time(_ prepared: PreparedFrontEndScenario, checksum: inout Double) -> Measured {
        var front: [Double] = []
        var engine: [Double] = []
        var total = 0.0
        for run in 0..<(warmup + iterations) {
            let engineTime = once(prepared.engine, run: run, reset: prepared.reset, checksum: &checksum)
            let frontTime = once(prepared.frontEnd, run: run, reset: prepared.reset, checksum: &checksum)
            guard run >= warmup else { continue }
            engine.append(engineTime)
            front.append(frontTime)
            total += engineTime + frontTime
            if let maxSeconds, total >= maxSeconds * 1000 { break }
        }
        return Measured(items: prepared.items, frontEnd: Self.median(front), engine: Self.median(engine))
    }

    /// Milliseconds of one run of `layout`, after `reset` (not timed).
    private func once(_ layout: TimedLayout, run: Int, reset: () -> Void, checksum: inout Double) -> Double {
        reset()
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = cpuTime ? ThreadCPUClock.milliseconds() : 0
        var elapsed = 0.0
        checksum += layout.run(run) {
            elapsed = cpuTime ? ThreadCPUClock.milliseconds() - cpuStart : Self.milliseconds(clock.now - start)
        }
        return elapsed
    }

    /// `memory: front-end B bytes/item, engine B bytes/item (peak RSS growth of one layout)`.
    private func memoryLine(_ prepared: PreparedFrontEndScenario, checksum: inout Double) -> String {
        func growth(_ layout: TimedLayout) -> Int? {
            prepared.reset()
            ResidentMemory.releaseFreeMemory()
            guard let before = ResidentMemory.resetPeak() else { return nil }
            checksum += layout.run(0) {}
            return Swift.max(0, (ResidentMemory.read()?.peak ?? before) - before)
        }
        guard let engine = growth(prepared.engine), let front = growth(prepared.frontEnd) else {
            return "memory: peak RSS growth not available on this system"
        }
        let items = Swift.max(1, prepared.items)
        return "\(prepared.items) items: memory (peak RSS growth of one layout): front-end \(front / items) bytes/item,"
            + " engine \(engine / items) bytes/item, difference \((front - engine) / items)"
    }

    /// The table: per count, the front-end's time, the engine's and the ratio; the growth
    /// from the first count to the last; the measurements per subview.
    private func markdown(_ table: [(name: String, rows: [Measured], audit: MeasurementAudit?)], counts: [Int]) -> String {
        let sizes = counts.map { "\($0.formatted()) items: ms (engine ms, ×)" }
        var lines = ["| API | " + sizes.joined(separator: " | ") + " | growth | measured per subview |",
                     "|---|" + String(repeating: "---:|", count: counts.count + 2)]
        for (name, rows, audit) in table {
            let cells = rows.map { "\(ms($0.frontEnd)) (\(ms($0.engine)), \(times($0.ratio)))" }
            let growth = rows.count > 1 ? times(rows[rows.count - 1].frontEnd / rows[0].frontEnd) : "—"
            let measured = audit.map { "\($0.mostPerSubview) (\($0.mostDistinctProposals) proposals), then \($0.secondPass)" } ?? "—"
            lines.append("| `\(name)` | " + cells.joined(separator: " | ") + " | \(growth) | \(measured) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    private func ms(_ value: Double) -> String { String(format: value < 10 ? "%.3f" : "%.1f", value) }
    private func times(_ value: Double) -> String { String(format: "%.2f×", value) }
}
