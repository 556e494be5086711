// SwiftUIStandIn — a compile and test harness, NOT a UI framework.
//
// Where SwiftUI does not exist (Linux, Windows, …), LatticeSwiftUI is compiled
// against this module instead, so that the adapter is type-checked and its
// `Layout` conformances can be driven by tests. It declares exactly the part of
// SwiftUI's public API that LatticeSwiftUI uses, with Apple's names, signatures,
// availability and `Sendable`-ness, so that code that compiles against it
// compiles against SwiftUI. Nothing here draws, diffs or lays out views:
//
// - Views (`View`, `Group`, `ForEach`, `ScrollView`, `GeometryReader`, the
//   modifiers) only record what they were given; their `body` is `Never` and is
//   never evaluated.
// - `Layout` and its proxies are the protocol surface; `LayoutSubviews` can only
//   be made through the test-only `@_spi(Testing)` initializers in
//   `TestingSupport.swift`, which Apple's SDK does not have.
//
// Where Apple's declaration was uncertain, the stand-in promises less than
// SwiftUI (an isolation Apple may not require, a conformance left out), never
// more: code that compiles here must compile against the real framework.
//
// On platforms with SwiftUI this module is empty.

#if !canImport(SwiftUI)
@_exported import Foundation

/// The SwiftUI release whose interface this stand-in mirrors (documentation only).
let mirroredInterface = "SwiftUI, iOS 18 / macOS 15 SDK"
#endif
