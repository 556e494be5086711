import FuzzSupport
import LatticeCore
import LatticeDocuments

/// The CSS target's seeds: a grid's blocks for every fixture and benchmark scenario at
/// 100 items (see ``CSSTarget``): its root's declarations, then its first items'.
enum CSSSeeds {
    static func write(_ writer: inout SeedWriter) throws {
        func block(_ node: DocumentNode) -> String {
            node.style.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
        }
        for document in try writer.documents() {
            let items = document.root.children.prefix(CSSTarget.maxItems)
            try writer.write(([document.root] + items).map(block).joined(separator: "|"))
        }
    }
}
