// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY (see TestingSupport.swift): the test host's model of views.
#if !canImport(SwiftUI)
import Foundation

/// How a ``HostElement`` sizes itself and places its children: one case per
/// kind of primitive view the test host knows.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
enum HostBehavior {
    /// A color or a shape: the size offered, 10 points on an axis offered none.
    case shape
    /// Text, measured with the host's metrics (see ``HostText``).
    case text(String)
    /// An image of `size`; a resizable one takes the size offered, `size` on an axis offered none.
    case image(size: CGSize, resizable: Bool)
    /// A spacer: its minimum length along its stack's axis (both axes outside a
    /// stack), growing to the length offered.
    case spacer(minLength: CGFloat?)
    /// A divider: 1 point thick across its stack's axis, as long as offered.
    case divider
    /// A segmented picker: the width offered (200 points when none), 32 points tall.
    case picker
    /// `frame(width:height:alignment:)` around `children[0]`.
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `frame(minWidth:…:alignment:)` around `children[0]`.
    case flexibleFrame(_FlexibleFrame)
    /// `padding` around `children[0]`.
    case padding(EdgeInsets)
    /// `children[0]` with an overlay or background (`secondary`) in its frame.
    case layered(alignment: Alignment)
    /// `aspectRatio(_:contentMode:)` around `children[0]`.
    case aspectRatio(CGFloat?, ContentMode)
    /// `VStack` (vertical axis) or `HStack`; `alignment` is the cross-axis guide as a fraction.
    case stack(Axis, alignment: CGFloat, spacing: CGFloat?)
    /// `ZStack`, and a button's label.
    case overlay(Alignment)
    /// A `ScrollView` scrolling along `axes`: its content stacked along them, offered no length there.
    case scrollView(Axis.Set)
    /// A `GeometryReader`: the size offered; its content is made when placed.
    case geometryReader(@MainActor (GeometryProxy) -> [HostElement])
    /// A `Layout` placing the children (`Layout.callAsFunction`).
    case layout(HostLayoutDriver)
    /// SwiftUI's `Grid`: recorded, not laid out (its rows are the children).
    case appleGrid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
    /// SwiftUI's `GridRow`: recorded, not laid out.
    case gridRow(VerticalAlignment?)
}

/// A `Layout` with the subviews it lays out and its cache.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
final class HostLayoutDriver {
    let layout: any Layout
    let sizeThatFits: (ProposedViewSize) -> CGSize
    let placeSubviews: (CGRect, ProposedViewSize) -> Void

    init<L: Layout>(_ layout: L, subviews: [HostElement]) {
        let proxies = LayoutSubviews(testDoubles: subviews)
        let cache = HostCacheBox(layout.makeCache(subviews: proxies))
        self.layout = layout
        sizeThatFits = { layout.sizeThatFits(proposal: $0, subviews: proxies, cache: &cache.value) }
        placeSubviews = { layout.placeSubviews(in: $0, proposal: $1, subviews: proxies, cache: &cache.value) }
    }
}

/// A layout's cache, kept between its calls as SwiftUI keeps it.
final class HostCacheBox<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
    /// The guide as a fraction of the width: 0 leading, 0.5 center, 1 trailing.
    var fraction: CGFloat { CGFloat(key) / 2 }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment {
    /// The guide as a fraction of the height: 0 top, 0.5 center, 1 bottom, and the
    /// text baselines at the bottom, their default value (the host's stacks and
    /// frames do not line up baselines: a Lattice layout does that).
    var fraction: CGFloat { key <= 2 ? CGFloat(key) / 2 : 1 }
}
#endif
