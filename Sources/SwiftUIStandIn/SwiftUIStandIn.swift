// SwiftUIStandIn — a compile and test harness, NOT a UI framework.
//
// Where SwiftUI does not exist (Linux, Windows, …), LatticeSwiftUI is compiled
// against this module instead, so that the adapter is type-checked and its
// `Layout` conformances can be driven by tests. It declares the part of
// SwiftUI's public API that LatticeSwiftUI and the seed samples in
// Tests/SeedSamplesTests use, with Apple's names, signatures,
// availability and `Sendable`-ness, so that code that compiles against it
// compiles against SwiftUI. Nothing here draws, diffs or lays out views:
//
// - Views (`View`, `Group`, `ForEach`, `ScrollView`, `GeometryReader`, the
//   modifiers) only record what they were given; their `body` is `Never` and is
//   never evaluated.
// - `Layout` and its proxies are the protocol surface; `LayoutSubviews` can only
//   be made through the test-only `@_spi(Testing)` initializers in
//   `TestingSupport.swift`, which Apple's SDK does not have.
// - The test-only `ViewHost` (`TestHost/`, `@_spi(Testing)`) evaluates a view
//   the way SwiftUI would (bodies, environment, state) and lays it out with a
//   documented model of the primitives, so tests can drive LatticeSwiftUI's
//   layouts with code written for SwiftUI, unchanged.
//
// Where Apple's declaration was uncertain, the stand-in promises less than
// SwiftUI (an isolation Apple may not require, a conformance left out), never
// more: code that compiles here must compile against the real framework.
//
// The declarations follow the interface of the iOS 18 / macOS 15 SDK (Swift 6).
// On platforms with SwiftUI this module is empty.

#if !canImport(SwiftUI)
// SwiftUI re-exports CoreGraphics' CGFloat, CGPoint, CGSize and CGRect; on
// Linux they come from Foundation.
@_exported import Foundation
#endif
