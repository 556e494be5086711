import Foundation
import Testing
import Lattice

/// Counts how often it is measured; its layout key is `name`.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}

private struct Counted: GridContent {
    let name: String
    let counter: Counter
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        counter.increment()
        return Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }
    var layoutKey: ContentKey? { ContentKey(name) }
}

@Test func inMemoryCacheReusesResultsForIdenticalInputs() {
    let counter = Counter()
    let name = "cache-hit-\(UUID())"
    let grid = Grid(tracks: 3) { Counted(name: name, counter: counter); Color.red }
    let first = grid.layout(in: Size(width: 300, height: 100))
    let measured = counter.count
    // The same grid, built again: identical inputs, no new measurement.
    let again = Grid(tracks: 3) { Counted(name: name, counter: counter); Color.red }.layout(in: Size(width: 300, height: 100))
    #expect(again == first)
    #expect(counter.count == measured)
    // Another size is another input.
    _ = grid.layout(in: Size(width: 301, height: 100))
    #expect(counter.count > measured)
}

@Test func noCacheModeRecomputesEveryTime() {
    let counter = Counter()
    let grid = Grid(tracks: 3, cache: .noCache) { Counted(name: "no-cache-\(UUID())", counter: counter) }
    _ = grid.layout(in: Size(width: 300, height: 100))
    let once = counter.count
    _ = grid.layout(in: Size(width: 300, height: 100))
    #expect(counter.count == 2 * once)
}

@Test func cacheKeysDistinguishContentAndAttributes() {
    let size = Size(width: 311.5, height: 99)
    let a = Grid(tracks: 2) { Text("a"); Text("b") }.layout(in: size)
    let b = Grid(tracks: 2) { Text("a"); Text("bbbbbb") }.layout(in: size)
    let c = Grid(tracks: 2) { Text("a"); Text("b").gridItemAlignment(.leading) }.layout(in: size)
    #expect(a.frames[1] != b.frames[1])
    #expect(a.frames[1] != c.frames[1])
}

private struct Unkeyed: GridContent {
    func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: 7, height: 7) }
}

@Test func gridsWithUnkeyedContentHaveNoLayoutKey() {
    #expect(Grid(tracks: 2) { Unkeyed(); Color.red }.layoutKey == nil)
    #expect(Grid(tracks: 2) { Text("a"); Color.red }.layoutKey != nil)
}

@Test func cacheIsBounded() {
    for width in 0..<600 {
        _ = Grid(tracks: 1) { Color.red }.layout(in: Size(width: 1000 + Double(width), height: 10))
    }
    // (Nothing clears the shared cache in the tests: it holds layouts, at most 512.)
    #expect(GridLayoutCache.count > 0)
    #expect(GridLayoutCache.count <= 512)
}
