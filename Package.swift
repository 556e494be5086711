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
        // The test and benchmark harness, for this package's tests and Benchmarks/.
        // Underscored, as swift-collections' _CollectionsTestSupport: not API for users.
        .library(name: "_LatticeDocuments", targets: ["LatticeDocuments"]),
        .executable(name: "lattice", targets: ["LatticeCLI"]),
        // The front-end benchmark's rows, for `lattice bench --front-ends` and Benchmarks/
        // (underscored: not API for users).
        .library(name: "_LatticeFrontEndScenarios", targets: ["LatticeFrontEndScenarios"]),
        // The CLI's document readers, for `lattice` and the fuzz targets in Fuzz/
        // (underscored: not API for users).
        .library(name: "_LatticeInput", targets: ["LatticeInput"]),
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
        // The grid APIs and their content, on the engine: no Foundation either.
        .target(name: "Lattice", dependencies: ["LatticeCore"]),
        // The harness: fixture documents, fixture runs compared with the browser's
        // boxes, benchmark cases. Reads files with Foundation; not API for users.
        .target(name: "LatticeDocuments", dependencies: ["LatticeCore"]),
        // The renderers: scenes, SVG, terminal drawing, frames as JSON.
        .target(name: "LatticeRender", dependencies: ["Lattice"]),
        // The built-in gallery and the page comparing a layout with the browser's, for
        // `lattice demo` and `lattice render --format html`. Used inside the package
        // only: no product.
        .target(name: "LatticeGallery", dependencies: ["LatticeRender", "LatticeDocuments"]),
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
        // Reading a command's FILE: the fixture JSON format or the YAML form. A library of
        // its own so that the fuzz targets (Fuzz/) read documents as `lattice` does.
        .target(
            name: "LatticeInput",
            dependencies: [
                "Lattice", "LatticeRender", "LatticeGallery", "LatticeDocuments",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "LatticeCLI",
            dependencies: [
                "Lattice", "LatticeRender", "LatticeGallery", "LatticeDocuments", "LatticeFrontEndScenarios",
                "LatticeInput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LatticeCoreTests", dependencies: ["LatticeCore"]),
        // The grid APIs, and the engine against the fixture corpus (KnownFailures.txt).
        .testTarget(name: "LatticeTests", dependencies: ["Lattice", "LatticeDocuments"], exclude: ["KnownFailures.txt"]),
        .testTarget(name: "LatticeDocumentsTests", dependencies: ["LatticeDocuments", "LatticeCore"]),
        // The renderers, and the gallery and comparison page drawn with them (one target:
        // they share the SVG and XML checks).
        .testTarget(name: "LatticeRenderTests", dependencies: ["LatticeRender", "LatticeGallery"]),
        .testTarget(name: "LatticeCLITests", dependencies: ["LatticeCLI", "LatticeRender", "LatticeGallery"]),
        // The Swift samples of exyte/Grid's README (and its calculator), AdaptiveGrid's README
        // and the GridLayoutDemo app, copied verbatim, type-checked against LatticeSwiftUI and
        // the stand-in, and laid out by the stand-in's test host (SAMPLES.md lists them).
        .testTarget(
            name: "SeedSamplesTests",
            dependencies: [
                "LatticeSwiftUI", "Lattice",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
            ],
            exclude: ["SAMPLES.md"]
        ),
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
