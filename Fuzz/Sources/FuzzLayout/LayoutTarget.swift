import FuzzSupport
import LatticeCore

/// The engine on trees decoded from bytes (see ``TreeCoding``): styles the CSS parser
/// cannot write (NaN, infinities, lengths past ``largestLength``, line numbers, spans
/// and repeat counts up to `Int.max`), nesting, words with and without fonts, boxes
/// whose measure breaks its contract, any available size. Checks the
/// ``LayoutInvariants``.
enum LayoutTarget {
    static func test(_ bytes: UnsafeBufferPointer<UInt8>) {
        let tree = TreeCoding(decoding: bytes)
        // The same input decoded again: another tree of equal nodes, for the relayout.
        let copy = TreeCoding(decoding: bytes)
        LayoutInvariants.check(tree.root.node, copy: copy.root.node, available: tree.available,
                               contentIsWellFormed: tree.root.contentIsWellFormed)
    }
}
