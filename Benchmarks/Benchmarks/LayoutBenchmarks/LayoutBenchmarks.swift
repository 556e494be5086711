// Full layouts of the benchmark scenarios S1 (uniform) … S7 (masonry) at 100, 1,000,
// 10,000 and 100,000 items, made by the scenario generator (the same trees as the
// benchmark files).
// Each benchmark builds the node tree once in its setup; every iteration then lays out
// the whole tree (the engine keeps nothing from one layout to the next), alternating the
// root width as the peers were timed (`bench.widths`).
//
// Every layout at the width Chromium's answers were measured at (Benchmarks/Expected,
// the warm-up iteration's width) is checked against them once the measurement has
// stopped. A wrong answer ends the benchmark's process with status 1 after one line on
// standard error: the benchmark tool runs each benchmark in a process of its own, and
// fails the whole run when one exits so (`Benchmark.error(_:)` would only print it).
//
//   swift package --package-path Benchmarks benchmark
//   swift package --package-path Benchmarks benchmark --filter 'S3_10000'

import Benchmark
import LatticeDocuments

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What each size runs: enough iterations to read a median at small sizes, few at
/// 100,000 items where a run can take seconds.
func configuration(items: Int) -> Benchmark.Configuration {
    let (iterations, seconds): (Int, Int) = switch items {
    case ..<1_000: (1_000, 2)
    case ..<10_000: (200, 3)
    case ..<100_000: (30, 5)
    default: (5, 20)
    }
    return .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident, .peakMemoryResidentDelta],
        timeUnits: items < 10_000 ? .microseconds : .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(seconds),
        maxIterations: iterations
    )
}

/// Ends the process with status 1 after `message` on a line of standard error.
func fail(_ message: String) -> Never {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(1)
}

let benchmarks: @Sendable () -> Void = {
    for scenario in BenchmarkScenario.allCases {
        for items in BenchmarkScenario.standardItemCounts {
            let name = scenario.caseName(items: items)
            Benchmark(name, configuration: configuration(items: items)) { benchmark, loaded in
                let scenario: BenchmarkCase = loaded
                let run = benchmark.currentIteration
                benchmark.startMeasurement()
                let layout = scenario.layout(run: run)
                benchmark.stopMeasurement()
                do {
                    try scenario.verify(layout, run: run)
                } catch {
                    fail("error: wrong answer: \(error)")
                }
                blackHole(layout)
            } setup: {
                var benchmarkCase = try BenchmarkCase(scenario: scenario, items: items)
                if let answers = try BenchmarkAnswers.find(case: name, in: BenchmarkAnswers.repositoryFolder) {
                    try benchmarkCase.setAnswers(answers)
                }
                return benchmarkCase
            }
        }
    }
}
