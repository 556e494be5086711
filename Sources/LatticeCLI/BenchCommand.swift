import ArgumentParser
import Foundation
import Lattice
import LatticeDocuments

/// `lattice bench [CASE|FILE]... [--iterations N] [--warmup N]`: times full layouts of
/// the benchmark scenarios, and checks their answers.
///
/// A case is named `S<k>_<items>` (`S1_10000`, `S5_100000`; any item count) and made by
/// the scenario generator; anything else is read as a file in the same format. Without
/// arguments, the cases of Benchmarks/README.md's tables: S1–S7 at 10,000 and 100,000 items.
///
/// Each case's node tree is built once; then every timed run lays the whole tree out (the
/// engine keeps nothing from one layout to the next), alternating the root width as the
/// document's `bench.widths` say. Every layout at the width the browser's answers were
/// measured at (`Benchmarks/Expected/<case>.json`, or `--expected FOLDER`) is checked
/// against them, warm-up runs included; when no run lays that width out, one more untimed
/// layout does. A wrong answer is an error, as is a case that cannot be read: one line on
/// standard error, the case is not timed (further), and the command exits with status 1
/// once the other cases are done.
///
/// Prints one line per case, `NAME: median_ms min_ms max_ms`, then a summary line. (With
/// `--front-ends` it times the grid front-ends instead: `FrontEndBench`.) Build in release:
///
/// ```sh
/// swift run -c release lattice bench S1_10000 S5_100000
/// ```
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time full layouts of the benchmark scenarios, checking their answers.",
        discussion: """
            Prints `NAME: median_ms min_ms max_ms` per case (milliseconds per full layout, \
            tree already built, nothing kept from one run to the next), then a summary line. \
            A line ending in `(K runs)` stopped early at --max-seconds. Every layout at the \
            root width the browser's answers were measured at is checked against them \
            (0.25 px); a wrong answer is reported on standard error and fails the command. \
            Build with `-c release`.
            """
    )

    @Argument(help: ArgumentHelp(
        "Cases to time: S<k>_<items> (S1_10000, S5_100000, ... made by the scenario generator) or files in the fixture format.",
        discussion: "Default: S1–S7 at 10,000 and 100,000 items."
    ))
    var cases: [String] = []

    @Option(help: "The folder of the browser's answers, <case>.json (default: the repository's Benchmarks/Expected).")
    var expected: String?

    @Option(help: "Timed layouts per case.")
    var iterations = 10

    @Option(help: "Untimed layouts per case before the timed ones.")
    var warmup = 2

    @Option(help: "Stop timing a case once its timed runs have taken this many seconds (at least one run).")
    var maxSeconds: Double?

    @Flag(help: "Re-lay out the same tree through one LayoutCache (warm re-layouts) instead of cold layouts.")
    var warm = false

    @Flag(help: "Also print the peak resident-memory growth of one layout per case (Linux).")
    var memory = false

    @Flag(help: "Time with this thread's CPU clock instead of the monotonic wall clock (steadier on a loaded machine).")
    var cpuTime = false

    @OptionGroup var frontEnd: FrontEndBenchOptions

    /// The cases timed when none are named: those of Benchmarks/README.md's tables.
    static let defaultCases = BenchmarkScenario.allCases
        .flatMap { scenario in [10_000, 100_000].map { scenario.caseName(items: $0) } }

    func validate() throws {
        guard iterations >= 1 else { throw ValidationError("--iterations must be at least 1") }
        guard warmup >= 0 else { throw ValidationError("--warmup must not be negative") }
        if let maxSeconds, !(maxSeconds > 0) { throw ValidationError("--max-seconds must be positive") }
    }

    func run() throws {
        if frontEnd.frontEnds {
            return try FrontEndBench(options: frontEnd, iterations: iterations, warmup: warmup, maxSeconds: maxSeconds,
                                     cpuTime: cpuTime, memory: memory).run()
        }
        var medians: [Double] = []
        var checked = 0
        var failed = 0
        var checksum = 0.0
        for argument in cases.isEmpty ? Self.defaultCases : cases {
            do {
                var scenario = try load(argument)
                if let answers = try BenchmarkAnswers.find(
                    case: scenario.name, in: expected ?? BenchmarkAnswers.repositoryFolder) {
                    try scenario.setAnswers(answers)
                    checked += 1
                }
                if memory {
                    print(try memoryLine(scenario, checksum: &checksum))
                }
                let timing = try time(scenario, checksum: &checksum)
                medians.append(timing.median)
                let note = timing.runs < iterations ? " (\(timing.runs) runs)" : ""
                print("\(scenario.name): \(ms(timing.median)) \(ms(timing.min)) \(ms(timing.max))\(note)")
            } catch {
                // A case that cannot be read or answers wrong is not timed; the others still are.
                Console.report("\(error)")
                failed += 1
            }
        }
        print(summary(medians, checked: checked, failed: failed))
        // Keeps every layout observable; never true for a real tree.
        if checksum.isNaN { print("checksum \(checksum)") }
        if failed > 0 { throw ExitCode.failure }
    }

    /// The case `argument` names: `S<k>_<items>` from the generator, anything else a file.
    private func load(_ argument: String) throws -> BenchmarkCase {
        let isPath = argument.contains("/") || argument.hasSuffix(".json")
        if !isPath, let (scenario, items) = BenchmarkScenario.parse(fileName: argument) {
            return try BenchmarkCase(scenario: scenario, items: items)
        }
        if !isPath && !FileManager.default.fileExists(atPath: argument) {
            throw DocumentError(kind: .unreadable, file: argument,
                                message: "no such file, and not a case name S1_<items> … S7_<items>")
        }
        return try BenchmarkCase(contentsOf: argument)
    }

    /// The median, minimum and maximum milliseconds of the timed runs, each layout at the
    /// answers' width checked once the clock is read.
    private func time(_ scenario: BenchmarkCase, checksum: inout Double) throws -> Timing {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        var timedTotal = 0.0
        var answered = false
        // Warm re-layouts go through one LayoutCache: the same tree, unchanged.
        let warmCache = LayoutCache()
        for run in 0..<(warmup + iterations) {
            let variant = warm ? 0 : run
            let start = clock.now
            let cpuStart = cpuTime ? ThreadCPUClock.milliseconds() : 0
            let layout = warm ? scenario.layout(run: variant, cache: warmCache) : scenario.layout(run: variant)
            var end = start
            var cpuEnd = cpuStart
            // The result is freed after the clock is read: dropping it is not layout work.
            withExtendedLifetime(layout) {
                end = clock.now
                if cpuTime { cpuEnd = ThreadCPUClock.milliseconds() }
            }
            checksum += layout.frame.width
            try scenario.verify(layout, run: variant)
            answered = answered || scenario.isAnswered(run: variant)
            guard run >= warmup else { continue }
            let elapsed = cpuTime ? cpuEnd - cpuStart : Self.milliseconds(end - start)
            samples.append(elapsed)
            timedTotal += elapsed
            if let maxSeconds, timedTotal >= maxSeconds * 1000 { break }
        }
        // The runs alternate widths: when they never reached the answers' one, one more layout does.
        if !answered { try scenario.verifyAnswers() }
        return Timing(samples)
    }

    /// `NAME memory: peak RSS growth X MiB = B bytes/item ...` for one cold layout, and the part
    /// of it the returned layout still holds.
    private func memoryLine(_ scenario: BenchmarkCase, checksum: inout Double) throws -> String {
        ResidentMemory.releaseFreeMemory()
        guard let before = ResidentMemory.resetPeak() else {
            return "\(scenario.name) memory: peak RSS growth not available on this system"
        }
        let layout = scenario.layout(run: 0)
        let peak = ResidentMemory.read()?.peak ?? before
        // What stays resident once the engine's temporaries are given back: the result.
        ResidentMemory.releaseFreeMemory()
        let kept = ResidentMemory.read()?.current ?? before
        checksum += layout.frame.width
        try scenario.verify(layout, run: 0)
        let growth = max(0, peak - before)
        let result = max(0, kept - before)
        let items = max(1, scenario.itemCount)
        return "\(scenario.name) memory: peak RSS growth \(mib(growth)) MiB = \(growth / items) bytes/item"
            + " over \(scenario.itemCount) items, of which the returned NodeLayout tree holds"
            + " \(mib(result)) MiB = \(result / items) bytes/item"
    }

    private func summary(_ medians: [Double], checked: Int, failed: Int) -> String {
        let answers = "\(checked) of \(medians.count + failed) cases checked against answers"
            + (failed > 0 ? "; \(failed) failed (not timed)" : "")
        guard !medians.isEmpty else { return "summary: no cases timed; \(answers)" }
        let total = medians.reduce(0, +)
        let logMean = medians.map { Foundation.log(Swift.max($0, 1e-6)) }.reduce(0, +) / Double(medians.count)
        let mode = (warm ? "warm re-layouts" : "cold layouts") + (cpuTime ? " (thread CPU time)" : "")
        return "summary: \(medians.count) cases, \(iterations) timed \(mode) each after \(warmup) warm-up;"
            + " sum of medians \(ms(total)) ms, geometric mean of medians \(ms(Foundation.exp(logMean))) ms; \(answers)"
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    private func ms(_ value: Double) -> String { String(format: "%.3f", value) }
    private func mib(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
}

/// Summary statistics of one file's timed runs, in milliseconds.
private struct Timing {
    var median: Double
    var min: Double
    var max: Double
    var runs: Int

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        runs = sorted.count
        min = sorted.first ?? 0
        max = sorted.last ?? 0
        if sorted.isEmpty {
            median = 0
        } else if sorted.count % 2 == 1 {
            median = sorted[sorted.count / 2]
        } else {
            median = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }
}

/// This thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): unlike the wall clock, it
/// does not count the time other processes hold the core.
enum ThreadCPUClock {
    static func milliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }
}

/// The process's resident memory from `/proc/self/status` (Linux), in bytes.
enum ResidentMemory {
    /// Gives the allocator's free pages back to the system, so that a following
    /// layout's growth shows in the resident size instead of reusing freed pages
    /// (the file's parse tree, freed just before, would otherwise hide it).
    static func releaseFreeMemory() {
        // glibc's malloc_trim(0), looked up at run time: <malloc.h> is not in the Glibc module.
        typealias Trim = @convention(c) (Int) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// `VmRSS` (now) and `VmHWM` (the peak since start or the last reset).
    static func read() -> (current: Int, peak: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        var current: Int?
        var peak: Int?
        for line in status.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
            if fields[0] == "VmRSS:" { current = kilobytes * 1024 }
            if fields[0] == "VmHWM:" { peak = kilobytes * 1024 }
        }
        guard let current, let peak else { return nil }
        return (current, peak)
    }

    /// Resets the peak to the current resident size (`/proc/self/clear_refs`, value 5)
    /// and returns that size; `nil` when the system does not allow it.
    static func resetPeak() -> Int? {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
        } catch {
            return nil
        }
        // Right after the reset the peak is the resident size at the reset.
        return read()?.peak
    }
}
