import LatticeCore
import LatticeDocuments

extension DocumentNode {
    /// Whether every node's words in the subtree are well inside the engine's lengths
    /// (finite, non-negative, below a million pixels), so that their measures keep their
    /// contract (see ``LayoutInvariants/check(_:copy:available:contentIsWellFormed:)``).
    public var contentIsWellFormed: Bool {
        func sane(_ value: Double) -> Bool { value >= 0 && value < 1e6 }
        let own = content.map { $0.widths.allSatisfy(sane) && sane($0.lineHeight) } ?? true
        return own && children.allSatisfy(\.contentIsWellFormed)
    }
}
