// Every grid front-end and LatticeSwiftUI layout (LatticeFrontEndScenarios) at 10,000
// and 100,000 items, each beside the engine's layout of the same grid: one benchmark
// per row and size times the front-end (wall clock, allocations, memory), and reports
// the engine's time for the same grid, timed in the same iterations, and the ratio.
//
//   swift package --package-path Benchmarks benchmark --target FrontEndBenchmarks
//   swift package --package-path Benchmarks benchmark --target FrontEndBenchmarks --filter 'LazyVGrid.*'

import Benchmark
import Lattice
import LatticeFrontEndScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The engine's time (µs) and the front-end's over it (in hundredths: 250 is 2.5×).
let engineMicroseconds = BenchmarkMetric.custom("engine (µs)", polarity: .prefersSmaller, useScalingFactor: false)
let timesEngine = BenchmarkMetric.custom("× engine (%)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    for scenario in FrontEndScenario.all {
        for items in [10_000, 100_000] {
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta, engineMicroseconds, timesEngine],
                timeUnits: .milliseconds, warmupIterations: 1,
                maxDuration: .seconds(items < 100_000 ? 3 : 10), maxIterations: items < 100_000 ? 30 : 5)
            Benchmark("\(scenario.name) \(items)", configuration: configuration) { benchmark, prepared in
                // The engine first, untimed by the benchmark: its clock is read here.
                prepared.reset()
                let clock = ContinuousClock()
                let start = clock.now
                var engineTime = Duration.zero
                blackHole(prepared.engine.run(benchmark.currentIteration) { engineTime = clock.now - start })
                prepared.reset()
                var frontEndTime = Duration.zero
                let frontEndStart = clock.now
                benchmark.startMeasurement()
                blackHole(prepared.frontEnd.run(benchmark.currentIteration) {
                    benchmark.stopMeasurement()
                    frontEndTime = clock.now - frontEndStart
                })
                let engine = Double(engineTime.components.attoseconds) / 1e12 + Double(engineTime.components.seconds) * 1e6
                let front = Double(frontEndTime.components.attoseconds) / 1e12 + Double(frontEndTime.components.seconds) * 1e6
                benchmark.measurement(engineMicroseconds, Int(engine.rounded()))
                benchmark.measurement(timesEngine, Int((100 * front / Swift.max(engine, 1e-3)).rounded()))
            } setup: {
                scenario.prepare(items)
            }
        }
    }
}
