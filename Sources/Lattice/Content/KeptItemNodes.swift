import LatticeCore

/// The engine's leaves for a grid's items, and what was worked out with them, kept
/// from one layout to the next: a grid laid out again (at another size, for another
/// proposal) lays out the same nodes instead of building one per item again, as the
/// engine lays out a tree built once.
///
/// It holds one entry: the inputs the nodes were built for (`Key`: whatever of the
/// grid's options and proposal changes them) and the nodes. A layout takes the entry
/// out while it uses it and puts it back after, so two layouts of one grid on two
/// threads never share nodes (whose measure functions may keep their last answer);
/// the second builds its own. Copies of a grid share this store: a grid whose items
/// change gets a new one.
///
/// ```swift
/// var built = kept.take(key) ?? build()
/// let layout = Node(style: container, children: built.children).layout(available: space)
/// kept.keep(built, for: key)
/// ```
final class KeptItemNodes<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entry = Locked<(key: Key, value: Value)?>(nil)

    init() {}

    /// The value kept for `key`, taken out of the store; `nil` if none is kept for it
    /// (or another layout has it).
    func take(_ key: Key) -> Value? {
        entry.withLock { entry in
            guard let kept = entry, kept.key == key else { return nil }
            entry = nil
            return kept.value
        }
    }

    /// Keeps `value` as the one for `key`, in place of what was kept.
    func keep(_ value: Value, for key: Key) {
        entry.withLock { $0 = (key, value) }
    }
}
