import Foundation
import Lattice

/// The window of a ``LazyMasonryScrollView``, kept between updates with the lengths its
/// layout has measured: a scroll updates the view without placing its items again, more
/// items are appended (O(lanes) each), and a measured length replaces its estimate,
/// moving only the items after it. Kept in the view's state; written by its layout as
/// it places the items on screen (a `Layout` is `Sendable`: the state is behind a lock).
final class MasonryWindowStore: @unchecked Sendable {
    private let lock = NSLock()
    private var measured: [Int: Double] = [:]
    /// Measured lengths not yet in ``window``.
    private var pending: [Int: Double] = [:]
    private var window: MasonryWindow?
    /// What ``window`` was made for: the grid (its description and length) and the item count.
    private var key: (grid: MasonryKey, count: Int)?

    /// What a window is made of besides its items.
    struct MasonryKey: Hashable {
        var lanes: [Lattice.GridItem]
        var alignment: Double
        var spacing: Double?
        var tolerance: Double
        var length: Double
    }

    /// The lengths measured so far, by item index.
    var lengths: [Int: Double] {
        lock.lock()
        defer { lock.unlock() }
        return measured
    }

    /// Records item `index`'s measured length (its estimate's replacement from the next
    /// ``window(for:count:grid:estimate:)`` on).
    func record(_ length: Double, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard measured[index] != length else { return }
        measured[index] = length
        pending[index] = length
    }

    /// The window of `count` items, each as long as measured or else as `estimate` says,
    /// in `grid` `key.length` across. The window kept from the last call is reused when
    /// the grid is the same: new measurements are set (the items after them move), new
    /// items appended; otherwise it is made anew.
    func window(for key: MasonryKey, count: Int, grid: Lattice.MasonryGrid,
                estimate: (Int) -> MasonryWindow.Item) -> MasonryWindow {
        lock.lock()
        defer { lock.unlock() }
        func item(_ index: Int) -> MasonryWindow.Item {
            var item = estimate(index)
            if let length = measured[index] { item.length = length }
            return item
        }
        if var window, let kept = self.key, kept.grid == key, kept.count <= count {
            window.setLengths(pending)
            for index in kept.count ..< count { window.append(item(index)) }
            pending = [:]
            self.window = window
            self.key = (key, count)
            return window
        }
        let window = grid.window(length: key.length, items: (0 ..< count).map(item))
        pending = [:]
        self.window = window
        self.key = (key, count)
        return window
    }
}
