import FuzzSupport
import LatticeCore
import LatticeDocuments

/// The JSON document reader (LatticeDocuments' `GridDocument(json:path:)`, which
/// `lattice` reads `.json` files with), on any bytes; then the engine on the document.
///
/// Checks that reading is deterministic, that an error's line and column lie in the
/// input, and that the ``LayoutInvariants`` hold for a document that reads and whose
/// styles parse.
enum JSONTarget {
    static let path = "fuzz.json"

    static func test(_ bytes: UnsafeBufferPointer<UInt8>) {
        let input = Array(bytes)
        let document: GridDocument
        do {
            document = try GridDocument(json: input, path: path)
        } catch let error as DocumentError {
            checkPosition(line: error.line, column: error.column, in: bytes, "GridDocument(json:path:) error \(error)")
            require((try? GridDocument(json: input, path: path)) == nil, "GridDocument(json:path:) is not deterministic")
            return
        } catch {
            invariantBroken("GridDocument(json:path:) threw \(error), not a DocumentError")
        }
        require((try? GridDocument(json: input, path: path)) == document, "GridDocument(json:path:) is not deterministic")
        guard let node = try? document.makeNode(), let copy = try? document.makeNode() else { return }
        LayoutInvariants.check(node, copy: copy, available: document.available,
                               contentIsWellFormed: document.root.contentIsWellFormed)
    }
}
