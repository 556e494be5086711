#if canImport(Foundation)
import Foundation
#endif

/// The process-wide cache of grid layouts used by ``GridCacheMode/inMemoryCache``.
///
/// Bounded (at most 512 layouts and 250,000 items in all; the least
/// recently used go first) and thread-safe (a lock: `Mutex` needs newer Apple
/// platforms than Lattice supports).
///
/// ```swift
/// GridLayoutCache.removeAll()
/// ```
public enum GridLayoutCache {
    struct Key: Hashable, Sendable {
        var structure: GridStructureKey
        var proposal: ProposedSize
    }

    static let shared = LRUCache<Key, GridLayoutResult>(capacity: 512, maxWeight: 250_000)

    /// Forgets every cached layout.
    public static func removeAll() {
        shared.removeAll()
    }

    /// The number of cached layouts.
    public static var count: Int { shared.count }
}

/// A thread-safe cache that forgets its least recently used entries beyond
/// `capacity` entries or `maxWeight` total weight.
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // Safe: every access to the mutable state holds `lock`.
    private struct Entry {
        var value: Value
        var weight: Int
        var lastUse: UInt64
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private var totalWeight = 0
    let capacity: Int
    let maxWeight: Int

    init(capacity: Int, maxWeight: Int) {
        self.capacity = Swift.max(1, capacity)
        self.maxWeight = Swift.max(1, maxWeight)
    }

    func value(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard var entry = entries[key] else { return nil }
        clock &+= 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    func insert(_ value: Value, for key: Key, weight: Int = 1) {
        guard weight <= maxWeight else { return }
        lock.lock()
        defer { lock.unlock() }
        clock &+= 1
        if let old = entries.updateValue(Entry(value: value, weight: weight, lastUse: clock), forKey: key) {
            totalWeight -= old.weight
        }
        totalWeight += weight
        while entries.count > capacity || totalWeight > maxWeight {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            totalWeight -= oldest.value.weight
            entries.removeValue(forKey: oldest.key)
        }
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
        totalWeight = 0
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
