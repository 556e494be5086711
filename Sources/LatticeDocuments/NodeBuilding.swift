import LatticeCore

/// Turning a document into the engine's ``Node`` tree.
extension GridDocument {
    /// The engine's node tree for this document: every style parsed with
    /// ``Style/init(css:)``, every `content` measured with ``Measure/words(_:lineHeight:)``.
    ///
    /// Nodes written with the same style declarations share one parsed style (as copies
    /// of a ``Node`` do, and as browsers share computed styles): a document of 100,000
    /// items with a handful of styles keeps a handful, and a layout reads each from
    /// memory once rather than once per node.
    ///
    /// ```swift
    /// let layout = try document.makeNode().layout(available: document.available)
    /// ```
    ///
    /// - Throws: ``DocumentError`` (``DocumentError/Kind/invalidStyle``) naming the
    ///   file, the node (`root/children[2]`) and the CSS error.
    public func makeNode() throws -> Node {
        var indices: [Int] = []
        var styled: [[String: String]: Node] = [:]
        do {
            return try root.makeNode(indices: &indices, styled: &styled)
        } catch let error as StyleFailure {
            throw DocumentError(kind: .invalidStyle, file: path, nodePath: DocumentNode.path(indices),
                                message: String(describing: error.underlying))
        }
    }
}

/// A CSS error, caught where the node path is still on the stack.
private struct StyleFailure: Error {
    var underlying: any Error
}

extension DocumentNode {
    /// Builds the subtree; on a CSS error `indices` is left pointing at the node.
    /// - Parameter styled: a childless node of each style met so far, by its
    ///   declarations: a copy of one shares its parsed style.
    fileprivate func makeNode(indices: inout [Int], styled: inout [[String: String]: Node]) throws -> Node {
        var node: Node
        if let known = styled[style] {
            node = known
        } else {
            do {
                node = Node(style: try Style(css: style))
            } catch {
                throw StyleFailure(underlying: error)
            }
            styled[style] = node
        }
        var engineChildren: [Node] = []
        engineChildren.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            indices.append(index)
            engineChildren.append(try child.makeNode(indices: &indices, styled: &styled))
            indices.removeLast()
        }
        node.children = engineChildren
        if let content {
            node.measure = Measure.words(content.widths, lineHeight: content.lineHeight, font: content.font)
        }
        return node
    }
}
