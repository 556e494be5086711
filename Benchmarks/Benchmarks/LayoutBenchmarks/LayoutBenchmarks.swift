// Full layouts of the six benchmark scenarios (S1 uniform ... S6 auto-fill) at 100,
// 1,000, 10,000 and 100,000 items, read from `shared/bench` beside the repository
// (or from $LATTICE_BENCH_DIR). Each benchmark builds the node tree once in its
// setup; every measured iteration then lays out the whole tree (the engine keeps
// nothing from one layout to the next), alternating the root width as the peers
// were timed (`bench.widths`).
//
//   swift package --package-path Benchmarks benchmark
//   swift package --package-path Benchmarks benchmark --filter 'S3_10000'

import Benchmark
import LatticeDocuments

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shared/bench`: beside the repository, which is three folders above this file's.
let scenarioFolder: String = {
    if let folder = ProcessInfo.processInfo.environment["LATTICE_BENCH_DIR"], !folder.isEmpty {
        return folder
    }
    let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    // <repo>/Benchmarks/Benchmarks/LayoutBenchmarks/LayoutBenchmarks.swift
    let repository = parts.dropLast(4).joined(separator: "/")
    return repository + "/../shared/bench"
}()

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

let benchmarks: @Sendable () -> Void = {
    for scenario in ["S1", "S2", "S3", "S4", "S5", "S6"] {
        for items in [100, 1_000, 10_000, 100_000] {
            let name = "\(scenario)_\(items)"
            Benchmark(name, configuration: configuration(items: items)) { benchmark, loaded in
                let scenario: BenchmarkCase = loaded
                benchmark.startMeasurement()
                let layout = scenario.layout(run: benchmark.currentIteration)
                benchmark.stopMeasurement()
                blackHole(layout)
            } setup: {
                try BenchmarkCase(contentsOf: "\(scenarioFolder)/\(name).json")
            }
        }
    }
}
