/// Type-erased ``GridContent``.
///
/// ```swift
/// let items: [AnyGridContent] = [AnyGridContent(Color.red), AnyGridContent(Text("Hi"))]
/// items[1].sizeThatFits(.unspecified) // 16 × 16
/// ```
public struct AnyGridContent: GridContent {
    /// The wrapped content.
    public let base: any GridContent

    /// Wraps `content`; wrapping an `AnyGridContent` returns it unchanged.
    public init<Content: GridContent>(_ content: Content) {
        // (The type compared first: a dynamic cast of every item costs more than wrapping it.)
        if Content.self == AnyGridContent.self, let erased = content as? AnyGridContent {
            self = erased
        } else {
            base = content
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        base.sizeThatFits(proposal)
    }

    public func drawing(in frame: Rect) -> Drawing {
        base.drawing(in: frame)
    }

    public var gridItemAttributes: GridItemAttributes { base.gridItemAttributes }

    public func textBaselines(at size: Size) -> Baselines? { base.textBaselines(at: size) }

    public var layoutKey: ContentKey? { base.layoutKey }
}
