import LatticeCore

/// One node of a ``GridDocument``: a CSS style, children or word content,
/// and the border box a browser gave it.
///
/// ```swift
/// let leaf = DocumentNode(style: ["align-self": "end"],
///                         content: WordsContent(widths: [60, 50, 40], lineHeight: 10),
///                         expected: Rect(x: 55, y: 15, width: 140, height: 20))
/// ```
public struct DocumentNode: Hashable, Sendable {
    /// CSS properties as written in the file: kebab-case names, CSS text values.
    public var style: [String: String]
    /// The grid items and absolutely positioned children, in document order.
    public var children: [DocumentNode]
    /// Inline content of unbreakable words (the file's `content`), for leaves.
    public var content: WordsContent?
    /// The border box measured in the browser, relative to the parent's border box;
    /// `nil` when the file gives none (benchmark files).
    public var expected: Rect?

    public init(style: [String: String] = [:], children: [DocumentNode] = [],
                content: WordsContent? = nil, expected: Rect? = nil) {
        self.style = style
        self.children = children
        self.content = content
        self.expected = expected
    }
}
