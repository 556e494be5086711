#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process-wide cache of grid layouts used by ``GridCacheMode/inMemoryCache``.
///
/// Bounded (at most 512 layouts and 250,000 items in all; the least
/// recently used go first) and thread-safe (a lock, see `LRUCache`).
///
/// ```swift
/// GridLayoutCache.removeAll()
/// ```
public enum GridLayoutCache {
    struct Key: Hashable, Sendable {
        var structure: GridStructureKey
        var proposal: ProposedSize
    }

    static let shared: LRUCache<Key, GridLayoutResult> = {
        emptyAtExit()
        return LRUCache(capacity: 512, maxWeight: 250_000)
    }()

    /// Empties the cache when the process exits, so that a leak checker finds every
    /// layout it held freed. (A key's template, an enum with two arrays, keeps Swift's
    /// case bits in the spare bits of an array's pointer, which LeakSanitizer does not
    /// take for a reference: the arrays of the keys left at exit would count as leaked.)
    private static func emptyAtExit() {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        atexit { GridLayoutCache.removeAll() }
        #endif
    }

    /// Forgets every cached layout.
    public static func removeAll() {
        shared.removeAll()
    }

    /// The number of cached layouts.
    public static var count: Int { shared.count }
}

/// A thread-safe cache that forgets its least recently used entries beyond
/// `capacity` entries or `maxWeight` total weight (its lock: ``Locked``).
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var value: Value
        var weight: Int
        var lastUse: UInt64
    }

    /// Everything that changes, read and written only under the lock.
    private struct State: Sendable {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var totalWeight = 0
    }

    private let state = Locked(State())
    let capacity: Int
    let maxWeight: Int

    init(capacity: Int, maxWeight: Int) {
        self.capacity = Swift.max(1, capacity)
        self.maxWeight = Swift.max(1, maxWeight)
    }

    /// Runs `body` on the state, holding the lock.
    private func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }

    func value(for key: Key) -> Value? {
        withState { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock &+= 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    func insert(_ value: Value, for key: Key, weight: Int = 1) {
        guard weight <= maxWeight else { return }
        withState { state in
            state.clock &+= 1
            let entry = Entry(value: value, weight: weight, lastUse: state.clock)
            if let old = state.entries.updateValue(entry, forKey: key) {
                state.totalWeight -= old.weight
            }
            state.totalWeight += weight
            while state.entries.count > capacity || state.totalWeight > maxWeight {
                guard let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
                state.totalWeight -= oldest.value.weight
                state.entries.removeValue(forKey: oldest.key)
            }
        }
    }

    func removeAll() {
        withState { state in
            state.entries.removeAll()
            state.totalWeight = 0
        }
    }

    var count: Int {
        withState { $0.entries.count }
    }
}
