import Foundation
import Testing
import Lattice
import LatticeDocuments

/// Layout on many threads at once: trees and styles shared between the threads, and the
/// front-ends' process-wide layout cache (``GridLayoutCache``) used from all of them.
/// Run under ThreadSanitizer by `Scripts/sanitize.sh thread`, which then reports any data
/// race these tests provoke; without it they check that every thread gets the layout
/// a single thread gets.
struct ConcurrentLayoutTests {
    /// The number of threads each test starts, beyond what the machine's cores run at once.
    static let threads = 8

    @Test func sharedTreesLaidOutOnManyThreadsAtOnceGiveTheirSerialLayouts() {
        // Every scenario at 100 items that the engine reads (S7 needs `display: grid-lanes`):
        // grids in grids, text, spans, dense packing. The items of a scenario share their
        // styles (nodes of one style share its storage).
        let cases = BenchmarkScenario.allCases.compactMap { try? BenchmarkCase(scenario: $0, items: 100) }
        #expect(cases.count >= 6)
        let expected = cases.map { $0.layout(run: 0) }
        let mismatches = Tally()
        Self.onThreads(Self.threads) { thread in
            // Each thread its own cache (a LayoutCache is not shared), all the same trees.
            let cache = LayoutCache()
            for round in 0 ..< 3 {
                for (index, benchmark) in cases.enumerated() {
                    let layout = (thread + round).isMultiple(of: 2)
                        ? benchmark.layout(run: 0) : benchmark.layout(run: 0, cache: cache)
                    if layout != expected[index] { mismatches.add(benchmark.name) }
                }
            }
        }
        #expect(mismatches.names.isEmpty, "layouts that differ from a single thread's: \(mismatches.names)")
    }

    @Test func theProcessWideGridCacheServesManyThreadsAtOnce() {
        // Grids every thread lays out (hits once one thread has), grids of one thread
        // (misses), and more layouts than the cache keeps (evictions), while one thread
        // empties the cache now and then.
        @Sendable func grid(_ variant: Int) -> Grid {
            Grid(tracks: [.pt(60), .fr(1), .fit], spacing: 4) {
                Text("cell \(variant)")
                Text(String(repeating: "word ", count: variant % 7 + 1))
                Color.red
                Text("last")
            }
        }
        let sizes = (0 ..< 8).map { Size(width: 180 + 23 * Double($0), height: 400) }
        let uncached = (0 ..< 12).map { variant in sizes.map { grid(variant).gridCache(.noCache).layout(in: $0) } }
        let mismatches = Tally()
        Self.onThreads(Self.threads) { thread in
            for round in 0 ..< 40 {
                let variant = (thread * 5 + round) % 12
                for (index, size) in sizes.enumerated() where grid(variant).layout(in: size) != uncached[variant][index] {
                    mismatches.add("variant \(variant) at \(size.width)")
                }
                // This thread's own widths: 8 threads × 40 rounds, past the 512 layouts kept.
                let own = Size(width: 1000 + Double(thread * 100 + round), height: 300)
                if grid(variant).layout(in: own) != grid(variant).gridCache(.noCache).layout(in: own) {
                    mismatches.add("variant \(variant) at \(own.width)")
                }
                if thread == 0 && round.isMultiple(of: 10) { GridLayoutCache.removeAll() }
                _ = GridLayoutCache.count
            }
        }
        #expect(mismatches.names.isEmpty, "cached layouts that differ from computed ones: \(mismatches.names)")
        #expect(GridLayoutCache.count <= 512)
    }

    @Test func oneGridValueLaidOutOnManyThreadsAtOnceGivesItsSerialLayouts() {
        // One grid value, shared by every thread: each layout takes the nodes the grid
        // keeps from its last layout, or builds its own while another thread has them.
        // Its items are measured through their `sizeThatFits` (content that keeps no
        // stated sizing), whose answers the engine's leaves remember.
        struct Square: GridContent {
            let side: Double
            func sizeThatFits(_ proposal: ProposedSize) -> Size {
                let side = Swift.min(self.side, proposal.width ?? self.side)
                return Size(width: side, height: side)
            }
        }
        let grid = Grid(tracks: [.pt(40), .fr(1), .fit], spacing: 3) {
            GridGroup(0 ..< 60) { index in Square(side: Double(10 + index % 7 * 9)) }
        }
        let sizes = (0 ..< 6).map { Size(width: 150 + 37 * Double($0), height: 900) }
        let serial = sizes.map { grid.gridCache(.noCache).layout(in: $0) }
        let mismatches = Tally()
        Self.onThreads(Self.threads) { thread in
            for round in 0 ..< 30 {
                let index = (thread + round) % sizes.count
                if grid.layout(in: sizes[index]) != serial[index] { mismatches.add("at \(sizes[index].width)") }
            }
        }
        #expect(mismatches.names.isEmpty, "layouts that differ from a single thread's: \(mismatches.names)")
    }

    /// Runs `body` on `count` threads started together, each given its number; returns
    /// once all have finished.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for index in 0 ..< count {
            done.enter()
            Thread {
                start.wait()
                body(index)
                done.leave()
            }.start()
        }
        for _ in 0 ..< count { start.signal() }
        done.wait()
    }
}

/// Names collected from several threads.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func add(_ name: String) {
        lock.lock()
        collected.append(name)
        lock.unlock()
    }

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
