// swift-tools-version: 6.1
// Benchmarks of the Lattice engine on its benchmark scenarios (S1_100 … S6_100000), with
// ordo-one/benchmark (wall clock, allocations, peak memory). A separate package so
// that the library's users never resolve the benchmark dependency.
//
//   swift package --package-path Benchmarks benchmark
//   swift package --package-path Benchmarks benchmark --filter 'S3_.*'
//   swift package --package-path Benchmarks benchmark --target FrontEndBenchmarks
import PackageDescription

let package = Package(
    name: "LatticeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Lattice", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                // The harness: the scenario generator and the answers (underscored: not API for users).
                .product(name: "_LatticeDocuments", package: "Lattice"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FrontEndBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Lattice", package: "Lattice"),
                .product(name: "_LatticeFrontEndScenarios", package: "Lattice"),
            ],
            path: "Benchmarks/FrontEndBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
