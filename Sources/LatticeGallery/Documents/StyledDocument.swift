import LatticeRender
import LatticeDocuments

/// A node of a ``StyledDocument``: CSS declarations, children or content, and
/// how to show it (label, colour, text).
///
/// ```swift
/// let header = StyledNode(["grid-area": "header", "height": "60px"], label: "Header", color: .blue)
/// let body = StyledNode(["grid-area": "main"], text: "Lorem ipsum dolor sit amet")
/// ```
public struct StyledNode: Hashable, Sendable {
    /// CSS properties: kebab-case names to CSS text, as in the fixture format.
    public var style: [String: String]
    public var label: String?
    public var color: Color?
    /// Text of a leaf: laid out as ``TextWords`` and drawn in its content box.
    public var text: String?
    /// Words content given directly (the fixture format's `content`); `text` wins when both are set.
    public var content: WordsContent?
    public var children: [StyledNode]

    public init(_ style: [String: String] = [:], label: String? = nil, color: Color? = nil, text: String? = nil,
                content: WordsContent? = nil, children: [StyledNode] = []) {
        self.style = style
        self.label = label
        self.color = color
        self.text = text
        self.content = content
        self.children = children
    }

    /// The number of nodes in this subtree, this one included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }
}

/// A CSS grid document with labels, colours and text: what `lattice render`
/// reads from YAML, and what the gallery's CSS examples are.
///
/// Its ``document`` is the plain fixture-format document (text turned into words
/// content) and its ``appearances`` what ``RenderScene/init(node:layout:appearances:title:)`` needs.
///
/// ```swift
/// let page = StyledDocument(title: "Page", available: AvailableSize(Size(width: 800, height: 600)),
///     root: StyledNode(["display": "grid", "grid-template-columns": "200px 1fr"], children: [
///         StyledNode(label: "Sidebar"), StyledNode(label: "Main"),
///     ]))
/// let scene = try page.scene()
/// ```
public struct StyledDocument: Hashable, Sendable {
    public var name: String
    public var title: String?
    public var available: AvailableSize
    public var root: StyledNode
    /// The file it was read from, for messages.
    public var path: String

    public init(name: String = "document", title: String? = nil, available: AvailableSize, root: StyledNode,
                path: String = "") {
        self.name = name
        self.title = title
        self.available = available
        self.root = root
        self.path = path
    }

    /// A fixture-format document with default appearances.
    public init(_ document: GridDocument) {
        func convert(_ node: DocumentNode) -> StyledNode {
            StyledNode(node.style, content: node.content, children: node.children.map(convert))
        }
        self.init(name: document.name, title: document.name, available: document.available,
                  root: convert(document.root), path: document.path)
    }

    /// The fixture-format document: styles as written, text as words content.
    public var document: GridDocument {
        func convert(_ node: StyledNode) -> DocumentNode {
            let content = node.text.map { TextWords($0).content } ?? node.content
            return DocumentNode(style: node.style, children: node.children.map(convert), content: content)
        }
        return GridDocument(name: name, source: "lattice", available: available, root: convert(root), path: path)
    }

    /// The appearances, in depth-first pre-order.
    public var appearances: [NodeAppearance] {
        var list: [NodeAppearance] = []
        list.reserveCapacity(root.subtreeCount)
        func visit(_ node: StyledNode) {
            list.append(NodeAppearance(label: node.label, color: node.color, text: node.text))
            node.children.forEach(visit)
        }
        visit(root)
        return list
    }

    /// The number of items: every node but the root.
    public var itemCount: Int { root.subtreeCount - 1 }

    /// The engine's tree and its layout in ``available``.
    ///
    /// - Throws: ``DocumentError`` when a style is not valid CSS.
    public func layout() throws -> (node: Node, layout: NodeLayout) {
        let node = try document.makeNode()
        return (node, node.layout(available: available))
    }

    /// The scene of the laid-out document.
    ///
    /// - Throws: ``DocumentError`` when a style is not valid CSS.
    public func scene() throws -> RenderScene {
        let (node, layout) = try layout()
        return RenderScene(node: node, layout: layout, appearances: appearances, title: title)
    }
}
