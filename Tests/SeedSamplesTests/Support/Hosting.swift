// Laying the samples out: each is evaluated by the stand-in's test host
// (`ViewHost`), which runs LatticeSwiftUI's layouts on its test subviews.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
@testable import LatticeSwiftUI
import Testing

/// An iPhone's screen in points.
let phone = CGSize(width: 390, height: 844)

/// A LatticeSwiftUI grid (`LatticeGridLayout` or `AdaptiveGridLayout`) as the
/// test host laid it out.
@MainActor
struct HostedGrid {
    /// The layout's element; its children are the grid's subviews.
    let element: HostElement

    /// The grid's items (cell backgrounds and overlays left out).
    var items: [HostElement] {
        element.children.filter { ($0.layoutValue(GridSubviewRoleKey.self) ?? .item) == .item }
    }

    /// The cell backgrounds and overlays, which are placed in their item's cell.
    var decorations: [HostElement] {
        element.children.filter { ($0.layoutValue(GridSubviewRoleKey.self) ?? .item) != .item }
    }

    /// The grid's size.
    var size: CGSize { element.frame?.size ?? .zero }

    /// Each item's frame, relative to the grid.
    var frames: [CGRect] { items.map(relative) }

    /// Each decoration's frame (its item's cell), relative to the grid.
    var cells: [CGRect] { decorations.map(relative) }

    /// `element`'s frame relative to the grid.
    func relative(_ element: HostElement) -> CGRect {
        let frame = element.frame ?? .null
        let origin = self.element.frame?.origin ?? .zero
        return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The texts shown by each item, in order.
    var texts: [[String]] {
        items.map { $0.descendants.compactMap(\.text) }
    }
}

/// `view` evaluated by the test host and laid out in `size`.
@MainActor
func host<V: View>(_ view: V, in size: CGSize = phone, environment: EnvironmentValues = EnvironmentValues(),
                   imageSizes: [String: CGSize] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> ViewHost {
    let host = ViewHost(view, environment: environment, imageSizes: imageSizes)
    #expect(host.unsupported.isEmpty, "views the test host does not know: \(host.unsupported)",
            sourceLocation: sourceLocation)
    host.layOut(in: size)
    return host
}

extension ViewHost {
    /// The grids of layout `L`, in tree order.
    func grids<L: Layout>(_ layout: L.Type = LatticeGridLayout.self) -> [HostedGrid] {
        layouts(layout).map { HostedGrid(element: $0.element) }
    }
}

/// The grid `view` makes, laid out alone for `proposal`: the elements the
/// `LatticeGrid` (or `AdaptiveGrid`) makes, its scroll view if it has one.
@MainActor
func grid<V: View>(_ view: V, _ proposal: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                   imageSizes: [String: CGSize] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> HostedGrid {
    let host = ViewHost(view, environment: environment, imageSizes: imageSizes)
    #expect(host.unsupported.isEmpty, "views the test host does not know: \(host.unsupported)",
            sourceLocation: sourceLocation)
    return try grid(host, proposal, sourceLocation: sourceLocation)
}

/// The first grid `host` holds, laid out alone for `proposal` (see above).
@MainActor
func grid(_ host: ViewHost, _ proposal: CGSize, sourceLocation: SourceLocation = #_sourceLocation) throws -> HostedGrid {
    let made = try #require(gridElement(host), "no grid", sourceLocation: sourceLocation)
    made.layOut(ProposedViewSize(proposal))
    let layout = try #require(made.descendants.first { $0.layout != nil }, sourceLocation: sourceLocation)
    return HostedGrid(element: layout)
}

/// The outermost element a `LatticeGrid` or `AdaptiveGrid` made in `host`.
@MainActor
func gridElement(_ host: ViewHost) -> HostElement? {
    (host.elements(madeBy: "LatticeGrid") + host.elements(madeBy: "AdaptiveGrid")).first
}

/// A rectangle, written as the tests derive them.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Expects `actual` to equal `expected` within a thousandth of a point, frame by frame.
func expectFrames(_ actual: [CGRect], _ expected: [CGRect], _ comment: Comment? = nil,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "\(actual.count) frames, expected \(expected.count) \(comment ?? "")",
            sourceLocation: sourceLocation)
    for (index, (got, want)) in zip(actual, expected).enumerated() {
        #expect(same(got, want), "frame \(index): \(got), expected \(want) \(comment ?? "")", sourceLocation: sourceLocation)
    }
}

/// Whether two rectangles are equal within a thousandth of a point.
func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3
        && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
}

/// Whether two sizes are equal within a thousandth of a point.
func same(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
}
#endif
