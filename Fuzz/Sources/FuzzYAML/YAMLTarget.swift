import Foundation
import FuzzSupport
import LatticeCore
import LatticeDocuments
import LatticeGallery
import LatticeInput

/// The CLI's YAML reader, through the code `lattice` reads a file with
/// (`InputDocument.read(_:path:)` for a `.yaml` path), on any bytes; then the document
/// laid out as `lattice render` lays it out (`InputDocument.layout(_:)`).
///
/// Checks that reading is deterministic, that an error's line and column lie in the
/// input, that a document the reader accepts lays out (its styles were checked as it
/// was read), and that the ``LayoutInvariants`` hold for it.
enum YAMLTarget {
    static let path = "fuzz.yaml"

    static func test(_ bytes: UnsafeBufferPointer<UInt8>) {
        let data = Data(buffer: bytes)
        let document: StyledDocument
        do {
            document = try InputDocument.read(data, path: path)
        } catch let error as InputError {
            checkPosition(line: error.line, column: error.column, in: bytes, "YAML reader error \(error)")
            require((try? InputDocument.read(data, path: path)) == nil, "the YAML reader is not deterministic")
            return
        } catch {
            invariantBroken("the YAML reader threw \(error), not an InputError")
        }
        require((try? InputDocument.read(data, path: path)) == document, "the YAML reader is not deterministic")
        let laidOut: (node: Node, layout: NodeLayout)
        let copy: Node
        do {
            laidOut = try InputDocument.layout(document)
            copy = try document.document.makeNode()
        } catch {
            invariantBroken("a document the YAML reader accepts does not lay out: \(error)")
        }
        let layout = LayoutInvariants.check(laidOut.node, copy: copy, available: document.available,
                                            contentIsWellFormed: document.document.root.contentIsWellFormed)
        LayoutInvariants.checkSame(layout, laidOut.layout, laidOut.node, path: [], "the CLI's layout")
    }
}
