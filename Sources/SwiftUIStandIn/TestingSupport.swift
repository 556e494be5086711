// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY. Apple's SwiftUI has no way to make `LayoutSubviews`: SwiftUI makes
// them from real views. These `@_spi(Testing)` declarations let tests drive a
// `Layout` with doubles of their own (fixed, flexible, text-like views). They
// are not part of the mirrored API: import them with
// `@_spi(Testing) import SwiftUIStandIn`, in tests only. `TestHost/` builds on
// them: `ViewHost` turns whole views into such doubles.
#if !canImport(SwiftUI)
import Foundation

/// A test double standing for one subview of a layout: it answers size
/// proposals and layout values, and records where it is placed.
@_spi(Testing)
public protocol LayoutSubviewTestDouble: AnyObject {
    /// The double's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Records a placement made by the layout under test.
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// The value set for `key`, or `nil` for the key's default.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value?
    /// The layout priority; 0 by default.
    var priority: Double { get }
    /// The double's dimensions for `proposal`; by default its size with no explicit
    /// guide (a view without text: its baselines are its bottom edge).
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
}

extension LayoutSubviewTestDouble {
    public var priority: Double { 0 }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(testSize: sizeThatFits(proposal))
    }
}

extension ViewDimensions {
    /// Dimensions of `size` with explicit text baselines, from the top (test-only;
    /// not in Apple's SDK).
    @_spi(Testing)
    public init(testSize size: CGSize, firstTextBaseline: CGFloat? = nil, lastTextBaseline: CGFloat? = nil) {
        self.init(size: size, firstTextBaseline: firstTextBaseline, lastTextBaseline: lastTextBaseline)
    }
}

extension LayoutSubview {
    /// A subview proxy for a test double (test-only; not in Apple's SDK).
    @_spi(Testing)
    public init(testDouble: any LayoutSubviewTestDouble) {
        self.proxy = testDouble
    }
}

extension LayoutSubviews {
    /// Subviews made of test doubles, in order (test-only; not in Apple's SDK).
    @_spi(Testing)
    public init(testDoubles: [any LayoutSubviewTestDouble]) {
        let subviews = testDoubles.map { LayoutSubview(testDouble: $0) }
        self.init(storage: subviews, range: 0..<subviews.count)
    }
}
#endif
