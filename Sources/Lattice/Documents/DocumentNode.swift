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
    /// The names of `style`'s properties in the order the file writes them, or empty.
    /// An inline style applies its declarations in order, so a shorthand written
    /// after one of its longhands (`row-gap: 12px` then `gap: 5%`) overrides it;
    /// without an order, shorthands are applied first (`Style(css:)` with a dictionary).
    public var styleOrder: [String] = []
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
