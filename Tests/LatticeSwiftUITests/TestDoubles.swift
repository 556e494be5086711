// Test doubles for SwiftUI subviews, driving LatticeSwiftUI's layouts on Linux
// through the stand-in's test-only SPI. They answer sizes as Lattice content of
// the same kind would (fixed, flexible, text-like), so the expected placements
// can be computed by the Lattice front-ends from the same content.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
import struct SwiftUIStandIn.UnitPoint
@testable import LatticeSwiftUI
import Lattice

/// One fake subview: its sizes come from Lattice content; it records every
/// proposal it is measured with and where it is placed.
final class FakeSubview: LayoutSubviewTestDouble {
    let content: AnyGridContent
    private var values: [ObjectIdentifier: Any] = [:]
    private(set) var measured: [ProposedViewSize] = []
    /// The proposals its dimensions (its alignment guides) were asked for.
    private(set) var dimensionsAsked: [ProposedViewSize] = []
    private(set) var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = []

    init<Content: GridContent>(_ content: Content) {
        self.content = AnyGridContent(content)
    }

    /// A view of a fixed size, whatever it is offered (`Color.red.frame(width:height:)`).
    static func fixed(_ width: Double, _ height: Double) -> FakeSubview {
        FakeSubview(Lattice.Color.red.frame(width: width, height: height))
    }

    /// A view that takes any size offered, and 10 × 10 when asked its ideal size (`Color.red`).
    static func flexible() -> FakeSubview {
        FakeSubview(Lattice.Color.blue)
    }

    /// A text view: 8 points a character, 16 a line, wrapping between words.
    static func text(_ string: String) -> FakeSubview {
        FakeSubview(Lattice.Text(string))
    }

    /// This subview with a layout value set, as `.layoutValue(key:value:)` does.
    func with<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) -> FakeSubview {
        values[ObjectIdentifier(key)] = value
        return self
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measured.append(proposal)
        let size = content.sizeThatFits(ProposedSize(width: proposal.width.map { Double($0) },
                                                     height: proposal.height.map { Double($0) }))
        return CGSize(width: size.width, height: size.height)
    }

    /// Its size for `proposal` with its content's text baselines as explicit guides
    /// (Lattice's text: 16-point lines, baseline 12).
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        dimensionsAsked.append(proposal)
        let size = content.sizeThatFits(latticeProposal(proposal))
        let baselines = content.textBaselines(at: size)
        return ViewDimensions(testSize: CGSize(width: size.width, height: size.height),
                              firstTextBaseline: baselines.map { CGFloat($0.first) },
                              lastTextBaseline: baselines.map { CGFloat($0.last) })
    }

    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements.append((position, anchor, proposal))
    }

    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        values[ObjectIdentifier(key)] as? K.Value
    }

    /// The position and proposed size of the last placement, when anchored at the top-leading corner.
    var placedBox: Rect? {
        guard let last = placements.last, last.anchor == .topLeading else { return nil }
        return Rect(x: Double(last.position.x), y: Double(last.position.y),
                    width: last.proposal.width.map { Double($0) } ?? .nan,
                    height: last.proposal.height.map { Double($0) } ?? .nan)
    }

    /// The frame SwiftUI would give the subview for its last placement: the
    /// size it answers for the proposal, with its anchor at the position.
    var placedFrame: Rect? {
        guard let last = placements.last else { return nil }
        let content = self.content
        let size = content.sizeThatFits(ProposedSize(width: last.proposal.width.map { Double($0) },
                                                     height: last.proposal.height.map { Double($0) }))
        return Rect(x: Double(last.position.x) - size.width * Double(last.anchor.x),
                    y: Double(last.position.y) - size.height * Double(last.anchor.y),
                    width: size.width, height: size.height)
    }
}

/// What a layout under test produced for one proposal.
struct Driven {
    var size: Size
    /// The frame each subview ends up with: the size it answers for the
    /// proposal it was placed with, at its position.
    var frames: [Rect?]
    /// The box each subview was offered: its position (all layouts here anchor
    /// at the top-leading corner) and the size proposed to it.
    var boxes: [Rect?]
}

/// Runs `layout` as SwiftUI would: makes its cache, asks its size for
/// `proposal`, then places the subviews in bounds of that size at `origin`.
func drive<L: Layout>(_ layout: L, _ fakes: [FakeSubview], proposal: ProposedViewSize,
                      origin: CGPoint = .zero) -> Driven {
    let subviews = LayoutSubviews(testDoubles: fakes)
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    layout.placeSubviews(in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    return Driven(size: Size(width: Double(size.width), height: Double(size.height)),
                  frames: fakes.map(\.placedFrame), boxes: fakes.map(\.placedBox))
}

/// Every combination of nil, 0, a number and infinity on each axis.
func proposals(width: Double, height: Double) -> [ProposedViewSize] {
    let widths: [CGFloat?] = [nil, 0, CGFloat(width), .infinity]
    let heights: [CGFloat?] = [nil, 0, CGFloat(height), .infinity]
    return widths.flatMap { w in heights.map { h in ProposedViewSize(width: w, height: h) } }
}

func latticeProposal(_ proposal: ProposedViewSize) -> ProposedSize {
    ProposedSize(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
}

/// Whether two frames are equal within a thousandth of a point.
func same(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3 && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
}

func same(_ a: Size, _ b: Size) -> Bool {
    abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
}
#endif
