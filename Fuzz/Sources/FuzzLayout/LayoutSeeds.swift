import FuzzSupport
import LatticeCore
import LatticeDocuments

/// The layout target's seeds: every fixture and every benchmark scenario at 100 items,
/// encoded as trees (see ``TreeCoding``).
enum LayoutSeeds {
    static func write(_ writer: inout SeedWriter) throws {
        let documents = try writer.documents()
        var unencodable = 0, inexact = 0
        for document in documents {
            guard let root = try? tree(document.root) else {
                unencodable += 1
                continue
            }
            let bytes = TreeCoding.encode(root, available: document.available)
            let decoded = bytes.withUnsafeBufferPointer { TreeCoding(decoding: $0) }
            if decoded.root != root || decoded.available != document.available { inexact += 1 }
            try writer.write(bytes)
        }
        print("\(documents.count) documents: \(unencodable) with CSS the engine rejects (skipped), "
              + "\(inexact) beyond the format's limits (written cut to them)")
    }

    /// The tree of a document's node (its styles parsed).
    private static func tree(_ node: DocumentNode) throws -> TreeNode {
        TreeNode(style: try Style(css: node.style), content: node.content.map { .words($0) },
                 children: try node.children.map(tree))
    }
}
