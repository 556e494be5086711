#if !canImport(SwiftUI)
import Foundation
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
import LatticeSwiftUI
import Lattice

// The rows of the LatticeSwiftUI layouts, driven on the stand-in through test
// subviews as SwiftUI drives a layout: the size for a proposal of a width (1000 points
// and up) and no height, then the placement for the same proposal; with the cache kept
// from the pass before (resized) or a new one (new subviews), see `swiftUI`.

extension FrontEndScenario {
    static var swiftUILayouts: [FrontEndScenario] {
        swiftUI("LatticeGridLayout(tracks: 10), fixed subviews", LatticeGridLayout(tracks: 10),
                    content: { _ in Lattice.Color.red.frame(width: 80, height: 20) },
                    engine: { leaves, _, _ in EngineGrid(container: { exyteContainer(width: $0, height: nil) }, items: leaves) })
            + swiftUI("CSSGridLayout(columns: \"repeat(auto-fill, minmax(120px, 1fr))\"), text subviews",
                    CSSGridLayout(columns: "repeat(auto-fill, minmax(120px, 1fr))"),
                    content: { Lattice.Text(Words.word($0)) },
                    engine: { leaves, _, _ in
                        let style = EngineGrid.style("display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr))")
                        return EngineGrid(
                            container: { width in
                                var container = style
                                container.width = .points(width)
                                return (container, AvailableSize(width: .definite(width), height: .maxContent))
                            },
                            items: leaves)
                    })
            + [false, true].flatMap { equalWidth in
                swiftUI("AdaptiveGridLayout()\(equalWidth ? ".equalWidth()" : ""), text subviews",
                        AdaptiveGridLayout().equalWidth(equalWidth),
                        content: { Lattice.Text(Words.word($0)) },
                        engine: { leaves, subviews, resized in
                            // The app works out its columns and row height from its items on
                            // each run, as the layout does; their ideal widths once, when
                            // only the size changes.
                            let natural = resized ? idealWidths(subviews) : nil
                            var grid = EngineGrid(container: { width in
                                adaptiveContainer(subviews, naturalWidths: natural ?? idealWidths(subviews),
                                                  width: width, equalWidth: equalWidth)
                            }, items: leaves)
                            grid.containerPerRun = true
                            return grid
                        })
            }
            + [GridItem.Size.adaptive(minimum: 80), .flexible(), .fixed(80)].flatMap { size in
                lazyGridLayout(vertical: true, size) + lazyGridLayout(vertical: false, size)
            }
    }

    /// `VGridLayout` (or `HGridLayout`) of columns (rows) of `size` with fixed-height
    /// (width) subviews, as the `LazyVGrid` rows.
    static func lazyGridLayout(vertical: Bool, _ size: GridItem.Size) -> [FrontEndScenario] {
        let count = if case .adaptive = size { 1 } else { 10 }
        let items = Array(repeating: GridItem(size), count: count)
        let latticeItems = items.map { item -> Lattice.GridItem in
            switch item.size {
            case .fixed(let length): return Lattice.GridItem(.fixed(Double(length)))
            case .flexible(let minimum, let maximum): return Lattice.GridItem(.flexible(minimum: Double(minimum), maximum: Double(maximum)))
            case .adaptive(let minimum, let maximum): return Lattice.GridItem(.adaptive(minimum: Double(minimum), maximum: Double(maximum)))
            }
        }
        let described = switch size {
        case .adaptive: "[GridItem(.adaptive(minimum: 80))]"
        case .fixed: "10 × GridItem(.fixed(80))"
        case .flexible: "10 × GridItem(.flexible())"
        }
        let engine: ([Node], LayoutSubviews, Bool) -> EngineGrid = { leaves, _, _ in
            EngineGrid(container: { lazyContainer(vertical: vertical, tracks: LazyGridTrack.resolve(latticeItems, length: $0), length: $0) },
                       items: leaves)
        }
        if vertical {
            return swiftUI("VGridLayout(columns: \(described), spacing: 8)", VGridLayout(columns: items, spacing: 8),
                           content: { _ in Lattice.Color.teal.frame(height: 80) }, engine: engine)
        }
        return swiftUI("HGridLayout(rows: \(described), spacing: 8)", HGridLayout(rows: items, spacing: 8),
                       content: { _ in Lattice.Color.teal.frame(width: 80) }, engine: engine, vertical: false)
    }

    /// The two rows of `layout` over subviews showing `content(index)`, each beside
    /// `engine` made of leaves that measure the same subviews (through their
    /// `sizeThatFits`, as a layout built on the engine by hand would: it cannot know
    /// their sizes). The proposal is the run's length across (along, for `vertical:
    /// false`) and nil the other way.
    /// - "resized": SwiftUI laying out the same subviews at a new size, with the cache
    ///   it keeps while they stay the same; each run a length the cache has not seen
    ///   (64 lengths in turn; a cache remembers the layouts of 4 proposals).
    /// - "new subviews": SwiftUI laying out subviews that changed: a new cache each run;
    ///   the engine's side builds its leaves for the subviews anew each run too.
    static func swiftUI<L: Layout, Content: GridContent>(
        _ name: String, _ layout: L, content: @escaping (Int) -> Content,
        engine: @escaping (_ leaves: [Node], _ subviews: LayoutSubviews, _ resized: Bool) -> EngineGrid,
        vertical: Bool = true
    ) -> [FrontEndScenario] {
        [true, false].map { resized in
            FrontEndScenario(name: name + (resized ? ", resized" : ", new subviews"), isSwiftUILayout: true) { count in
                let cycle = resized ? 64 : 2
                let doubles = (0..<count).map { BenchSubview(content($0)) }
                let subviews = LayoutSubviews(testDoubles: doubles)
                func proposal(_ run: Int) -> ProposedViewSize {
                    let length = CGFloat(FrontEndScenario.length(run: run, cycle: cycle))
                    return vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
                }
                /// One pass: the size, the placement; then `stop()`.
                func pass(_ run: Int, cache: inout L.Cache, stop: () -> Void) -> Double {
                    let size = layout.sizeThatFits(proposal: proposal(run), subviews: subviews, cache: &cache)
                    layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal(run),
                                         subviews: subviews, cache: &cache)
                    stop()
                    return Double(size.width + size.height)
                }
                let kept = KeptCache(layout.makeCache(subviews: subviews))
                /// The cache of run `run`: the kept one when resized, else a new one.
                func cache(_ run: Int) -> KeptCache<L.Cache> {
                    resized ? kept : KeptCache(layout.makeCache(subviews: subviews))
                }
                let frontEnd = TimedLayout(
                    run: { run, stop in
                        let cache = cache(run)
                        return pass(run, cache: &cache.value, stop: stop)
                    },
                    frames: { run in
                        let cache = cache(run)
                        _ = pass(run, cache: &cache.value) {}
                        return doubles.map(\.placedBox)
                    })
                let audit = {
                    for double in doubles { double.startRecording(proposals: true) }
                    var cache = layout.makeCache(subviews: subviews)
                    _ = pass(0, cache: &cache) {}
                    let most = doubles.map(\.measurements).max() ?? 0
                    let distinct = doubles.map { Set($0.proposals.map { [$0.width, $0.height] }).count }.max() ?? 0
                    for double in doubles { double.startRecording(proposals: false) }
                    _ = pass(0, cache: &cache) {}
                    let second = doubles.reduce(0) { $0 + $1.measurements }
                    return MeasurementAudit(mostPerSubview: most, mostDistinctProposals: distinct, secondPass: second)
                }
                let leaves = engine(subviewLeaves(subviews), subviews, resized)
                return PreparedFrontEndScenario(
                    items: count, frontEnd: frontEnd,
                    engine: leaves.timed(cycle: cycle, items: resized ? nil : { subviewLeaves(subviews) }),
                    audit: resized ? nil : audit)
            }
        }
    }

    /// Each subview's width for no proposal.
    static func idealWidths(_ subviews: LayoutSubviews) -> [Double] {
        subviews.map { Double($0.sizeThatFits(.unspecified).width) }
    }

    /// ``adaptiveContainer(naturalWidths:width:equalWidth:height:)`` for subviews of ideal widths `naturalWidths`.
    static func adaptiveContainer(_ subviews: LayoutSubviews, naturalWidths: [Double], width: Double, equalWidth: Bool)
        -> (style: Style, available: AvailableSize) {
        adaptiveContainer(naturalWidths: naturalWidths, width: width, equalWidth: equalWidth) { index, offer in
            Double(subviews[index].sizeThatFits(ProposedViewSize(width: CGFloat(offer), height: nil)).height)
        }
    }

    /// One leaf per subview, of one shared style, measuring the subview for the proposal
    /// each question stands for.
    static func subviewLeaves(_ subviews: LayoutSubviews) -> [Node] {
        let template = Node()
        return subviews.indices.map { index in
            var leaf = template
            leaf.measure = Measure { input in
                let proposal = ProposedSize(input)
                let size = subviews[index].sizeThatFits(ProposedViewSize(width: proposal.width.map { CGFloat($0) },
                                                                         height: proposal.height.map { CGFloat($0) }))
                return Size(width: Double(size.width), height: Double(size.height))
            }
            return leaf
        }
    }
}
/// A layout's cache in a box, kept from one run to the next.
final class KeptCache<Cache> {
    var value: Cache

    init(_ value: Cache) {
        self.value = value
    }
}
#else
extension FrontEndScenario {
    /// With SwiftUI, a layout cannot be driven outside a view hierarchy: no row.
    static var swiftUILayouts: [FrontEndScenario] { [] }
}
#endif
