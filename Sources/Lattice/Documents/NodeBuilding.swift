/// Turning a document into the engine's ``Node`` tree.
extension GridDocument {
    /// The engine's node tree for this document: every style parsed with
    /// ``Style/init(css:)``, every `content` measured with ``Measure/words(_:lineHeight:)``.
    ///
    /// ```swift
    /// let layout = try document.makeNode().layout(available: document.available)
    /// ```
    ///
    /// - Throws: ``DocumentError`` (``DocumentError/Kind/invalidStyle``) naming the
    ///   file, the node (`root/children[2]`) and the CSS error.
    public func makeNode() throws -> Node {
        var indices: [Int] = []
        do {
            return try root.makeNode(indices: &indices)
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
    fileprivate func makeNode(indices: inout [Int]) throws -> Node {
        let engineStyle: Style
        do {
            engineStyle = try Style(css: style)
        } catch {
            throw StyleFailure(underlying: error)
        }
        var engineChildren: [Node] = []
        engineChildren.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            indices.append(index)
            engineChildren.append(try child.makeNode(indices: &indices))
            indices.removeLast()
        }
        let measure = content.map { Measure.words($0.widths, lineHeight: $0.lineHeight) }
        return Node(style: engineStyle, children: engineChildren, measure: measure)
    }
}
