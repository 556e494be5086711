// swift-tools-version: 6.0
// Fuzz targets for Lattice, run with libFuzzer and AddressSanitizer: the CSS parser, the
// engine on trees decoded from bytes, and the document readers (JSON and YAML). A
// separate package, so that the library's build and tests never compile them.
//
//   Scripts/fuzz.sh css 60          # build with libFuzzer, seed the corpus, fuzz for 60 s
//   swift build --package-path Fuzz  # without libFuzzer: each target replays input files
//
// How they are built and run, what each checks, and the campaigns' figures: Fuzz/README.md.
import PackageDescription

// What every fuzz target reads: the entry point and invariants, the engine, the fixture reader.
let targetDependencies: [Target.Dependency] = [
    "FuzzSupport",
    .product(name: "LatticeCore", package: "Lattice"),
    .product(name: "_LatticeDocuments", package: "Lattice"),
]

let package = Package(
    name: "LatticeFuzz",
    dependencies: [
        .package(name: "Lattice", path: ".."),
    ],
    targets: [
        // The declaration of libFuzzer's driver, for the targets' entry point.
        .target(name: "CLibFuzzer"),
        // The entry point every target shares, and the invariants of a layout.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer",
                .product(name: "LatticeCore", package: "Lattice"),
                .product(name: "_LatticeDocuments", package: "Lattice"),
            ]
        ),
        .executableTarget(name: "FuzzCSS", dependencies: targetDependencies),
        .executableTarget(name: "FuzzLayout", dependencies: targetDependencies),
        .executableTarget(name: "FuzzJSON", dependencies: targetDependencies),
        .executableTarget(
            name: "FuzzYAML",
            dependencies: targetDependencies + [.product(name: "_LatticeInput", package: "Lattice")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
