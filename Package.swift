// swift-tools-version: 6.0
import PackageDescription

/// Where SwiftUI does not exist, so LatticeSwiftUI builds against SwiftUIStandIn.
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "Lattice",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "LatticeCore", targets: ["LatticeCore"]),
        .library(name: "Lattice", targets: ["Lattice"]),
        .library(name: "LatticeRender", targets: ["LatticeRender"]),
        .library(name: "LatticeSwiftUI", targets: ["LatticeSwiftUI"]),
        .executable(name: "lattice", targets: ["LatticeCLI"]),
        // The front-end benchmark's rows, for `lattice bench --front-ends` and the Benchmarks package.
        .library(name: "LatticeFrontEndScenarios", targets: ["LatticeFrontEndScenarios"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // The engine: no dependencies, no Foundation.
        .target(
            name: "LatticeCore",
            // Double rounding calls libm, which a Foundation-free program does not link by itself.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),
        .target(name: "Lattice", dependencies: ["LatticeCore"]),
        .target(name: "LatticeRender", dependencies: ["Lattice"]),
        // A compile and test harness standing in for SwiftUI where it does not exist
        // (Linux): the subset of SwiftUI's API LatticeSwiftUI uses. Not a UI framework.
        .target(name: "SwiftUIStandIn"),
        // The grids as SwiftUI views and Layouts; SwiftUI on Apple platforms, the stand-in elsewhere.
        .target(
            name: "LatticeSwiftUI",
            dependencies: [
                "Lattice",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        // Each front-end grid beside the engine's layout of the same grid, to time
        // (the SwiftUI layouts are driven through the stand-in's test subviews).
        .target(
            name: "LatticeFrontEndScenarios",
            dependencies: [
                "Lattice", "LatticeSwiftUI",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        .executableTarget(
            name: "LatticeCLI",
            dependencies: [
                "Lattice", "LatticeRender", "LatticeFrontEndScenarios",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "LatticeCoreTests", dependencies: ["LatticeCore"]),
        .testTarget(name: "LatticeTests", dependencies: ["Lattice"], exclude: ["KnownFailures.txt"]),
        .testTarget(name: "LatticeRenderTests", dependencies: ["LatticeRender"]),
        .testTarget(name: "LatticeCLITests", dependencies: ["LatticeCLI", "LatticeRender"]),
        .testTarget(
            name: "LatticeSwiftUITests",
            dependencies: [
                "LatticeSwiftUI", "Lattice",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
