/// Content in a frame of fixed width and/or height, made by
/// ``GridContent/frame(width:height:alignment:)``.
///
/// SwiftUI's rules: the content is proposed the fixed sizes (the parent's
/// proposal on an axis left `nil`); the frame's size is the fixed size, or the
/// content's on an axis left `nil`; the content is aligned inside.
///
/// ```swift
/// Color.red.frame(width: 40).sizeThatFits(ProposedSize(width: 100, height: 30)) // 40 × 30
/// ```
public struct FixedFrame<Content: GridContent>: GridContent {
    public var content: Content
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    @inlinable
    public init(content: Content, width: Double?, height: Double?, alignment: Alignment) {
        self.content = content
        self.width = width.map(ProposedSize.clampLength)
        self.height = height.map(ProposedSize.clampLength)
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let proposal = proposal.sanitized
        if let width, let height { return Size(width: width, height: height) }
        let child = content.sizeThatFits(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    public func drawing(in frame: Rect) -> Drawing {
        content.drawing(in: content.placed(childSize(in: frame.size), by: alignment, in: frame).frame)
    }

    /// The content's baselines where the frame aligns it.
    public func textBaselines(at size: Size) -> Baselines? {
        content.baselines(childSize(in: size), alignedBy: alignment, inFrameOf: size)
    }

    /// The content's size in a frame of `size`.
    private func childSize(in size: Size) -> Size {
        content.sizeThatFits(ProposedSize(width: width ?? size.width, height: height ?? size.height))
    }

    public var gridItemAttributes: GridItemAttributes {
        var attributes = content.gridItemAttributes
        // Set lengths over filling content (or both lengths set) fill as well.
        var filling: ContentSizing.Kind?
        if let width, let height {
            filling = .filling(width: width, height: height)
        } else if let inner = attributes.sizing, inner.applies(to: Content.self),
                  case .filling(let innerWidth, let innerHeight) = inner.kind {
            filling = .filling(width: width ?? innerWidth, height: height ?? innerHeight)
        }
        attributes.sizing = filling.map { ContentSizing(Self.self, $0) }
        return attributes
    }

    public var layoutKey: ContentKey? {
        content.layoutKey.map { ContentKey(FixedFrameKey(width: width, height: height, content: $0)) }
    }
}

private struct FixedFrameKey: Hashable, Sendable {
    var width: Double?
    var height: Double?
    var content: ContentKey
}

extension FixedFrame: Equatable where Content: Equatable {}
extension FixedFrame: Hashable where Content: Hashable {}

extension GridContent {
    /// Places this content in a frame of the given width and/or height, as SwiftUI's
    /// `frame(width:height:alignment:)`. Negative sizes are clamped to 0.
    ///
    /// ```swift
    /// Text("Total").frame(width: 100, alignment: .leading)
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FixedFrame<Self> {
        FixedFrame(content: self, width: width, height: height, alignment: alignment)
    }
}
