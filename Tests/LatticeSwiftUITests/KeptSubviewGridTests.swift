#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
import Testing
@testable import LatticeSwiftUI
import Lattice

/// A layout's cache keeps the Lattice grid it makes of its subviews between layout
/// calls (SwiftUI makes a new cache when the subviews change): every call with a new
/// proposal gives the layout a new cache gives, measuring the subviews it is given.
struct KeptSubviewGridTests {
    /// Widths proposed in turn to one cache (each new to it but the repeated ones).
    static let widths: [CGFloat] = [300, 420, 300, 421, 180]

    /// Fresh subviews showing the same content: a word, a fixed box spanning two
    /// columns, a longer text, a flexible colour, and more words.
    static func subviews() -> [FakeSubview] {
        [FakeSubview.text("one"), FakeSubview.fixed(60, 20).with(GridSpanKey.self, GridSpan(column: 2, row: 1)),
         FakeSubview.text("a longer text that wraps"), FakeSubview.flexible(), FakeSubview.text("two words"),
         FakeSubview.fixed(30, 45), FakeSubview.text("end")]
    }

    /// Lays `layout` out with one cache at each of ``widths``, each call with new
    /// subviews of the same content (`make`'s, ``subviews()`` unless given); expects at
    /// each the frames and size of a new cache, and that the call measured its own subviews.
    static func expectKeptLayoutsEqualNewOnes<L: Layout>(_ layout: L, making make: () -> [FakeSubview] = subviews,
                                                        sourceLocation: SourceLocation = #_sourceLocation) {
        var cache = layout.makeCache(subviews: LayoutSubviews(testDoubles: make()))
        for (call, width) in widths.enumerated() {
            let proposal = ProposedViewSize(width: width, height: nil)
            let fakes = make()
            let subviews = LayoutSubviews(testDoubles: fakes)
            let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
            let fresh = drive(layout, make(), proposal: proposal)
            #expect(same(Size(width: Double(size.width), height: Double(size.height)), fresh.size),
                    "size at width \(width)", sourceLocation: sourceLocation)
            for (index, fake) in fakes.enumerated() {
                #expect(same(fake.placedFrame, fresh.frames[index]), "item \(index) at width \(width)",
                        sourceLocation: sourceLocation)
            }
            // Every call but a repeated proposal's (whose layout the cache remembers)
            // asks its own subviews their sizes.
            if !widths[..<call].contains(width) {
                #expect(fakes.contains { !$0.measured.isEmpty }, "no subview measured at width \(width)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    @Test func latticeGridLayout() {
        Self.expectKeptLayoutsEqualNewOnes(LatticeGridLayout(tracks: [.fr(1), .fit, .pt(50)], spacing: 4))
        // Items without attributes, laid out straight from the subviews.
        Self.expectKeptLayoutsEqualNewOnes(LatticeGridLayout(tracks: [.fr(1), .fit, .pt(50)], spacing: 4)) {
            Self.subviews().map { FakeSubview($0.content) }
        }
    }

    @Test func cssGridLayout() {
        Self.expectKeptLayoutsEqualNewOnes(CSSGridLayout(columns: "repeat(auto-fill, minmax(90px, 1fr))"))
    }

    @Test func adaptiveGridLayout() {
        Self.expectKeptLayoutsEqualNewOnes(AdaptiveGridLayout())
        Self.expectKeptLayoutsEqualNewOnes(AdaptiveGridLayout().equalWidth())
    }

    @Test func gridItemLayouts() {
        Self.expectKeptLayoutsEqualNewOnes(VGridLayout(columns: [GridItem(.adaptive(minimum: 70))], spacing: 6))
        Self.expectKeptLayoutsEqualNewOnes(VGridLayout(columns: [GridItem(.fixed(80)), GridItem(.flexible())]))
    }

    @Test func masonryLayout() {
        Self.expectKeptLayoutsEqualNewOnes(MasonryLayout(columns: [GridItem(), GridItem(), GridItem()], spacing: 4))
    }
}
#endif
