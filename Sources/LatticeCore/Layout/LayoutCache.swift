/// Remembers the last layout it computed, so that laying out the same, unchanged
/// tree again costs next to nothing.
///
/// A tree is "the same" when its root's style, its root's content and its
/// children's storage are the ones the cache laid out last, in the same available
/// space. Because the cache keeps that tree, any change a caller makes to its own
/// copy (at any depth) gives the change new storage (copy-on-write), so an
/// unchanged storage proves an unchanged tree. Measure functions must be pure.
///
/// A cache is not safe to share between threads at once: keep one per thread or task.
///
/// ```swift
/// let cache = LayoutCache()
/// let first = cache.layout(tree, available: .maxContent)   // computed
/// let again = cache.layout(tree, available: .maxContent)   // answered from the cache
/// tree.children[0].style.width = .points(40)
/// let after = cache.layout(tree, available: .maxContent)   // computed again
/// ```
public final class LayoutCache {
    private var node: Node?
    private var available: AvailableSize?
    private var result: NodeLayout?

    public init() {}

    /// The layout of `node` in `available`: the remembered one when neither changed.
    public func layout(_ node: Node, available: AvailableSize) -> NodeLayout {
        if let result, let last = self.node, self.available == available, last.isUnchanged(as: node) {
            return result
        }
        let layout = node.layout(available: available)
        self.node = node
        self.available = available
        self.result = layout
        return layout
    }

    /// Forgets the remembered layout.
    public func removeAll() {
        node = nil
        available = nil
        result = nil
    }
}

extension Node {
    /// Whether `other` is this very tree: an equal root style, no root content to
    /// compare (closures cannot be), and the same children storage.
    func isUnchanged(as other: Node) -> Bool {
        guard measure == nil, other.measure == nil, children.count == other.children.count,
              sharesStyle(with: other) || style == other.style else { return false }
        return children.withUnsafeBufferPointer { mine in
            other.children.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
