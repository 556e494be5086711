/// Content with space around it, made by ``GridContent/padding(_:)-(EdgeInsets)``
/// and its variants.
///
/// SwiftUI's rules: the content is proposed the proposal minus the insets
/// (never below 0; `nil` stays `nil`), and the padded size is the content's plus the insets.
///
/// ```swift
/// Text("Hi").padding(4).sizeThatFits(.unspecified) // 24 × 24
/// ```
public struct Padding<Content: GridContent>: GridContent {
    public var content: Content
    public var insets: EdgeInsets

    /// Padding of `insets`; negative or NaN insets are clamped to 0.
    @inlinable
    public init(content: Content, insets: EdgeInsets) {
        self.content = content
        let clamp = ProposedSize.clampLength
        self.insets = EdgeInsets(top: clamp(insets.top), leading: clamp(insets.leading),
                                 bottom: clamp(insets.bottom), trailing: clamp(insets.trailing))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let proposal = proposal.sanitized
        let child = content.sizeThatFits(ProposedSize(
            width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
            height: proposal.height.map { Swift.max(0, $0 - insets.vertical) }))
        return Size(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    public func drawing(in frame: Rect) -> Drawing {
        content.drawing(in: insets.inset(frame))
    }

    /// The content's baselines, below the top inset.
    public func textBaselines(at size: Size) -> Baselines? {
        let inner = insets.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
        return content.textBaselines(at: inner.size).map {
            Baselines(first: $0.first + insets.top, last: $0.last + insets.top)
        }
    }

    public var gridItemAttributes: GridItemAttributes { content.gridItemAttributes }

    public var layoutKey: ContentKey? {
        content.layoutKey.map { ContentKey(PaddingKey(insets: insets, content: $0)) }
    }
}

private struct PaddingKey: Hashable, Sendable {
    var insets: EdgeInsets
    var content: ContentKey
}

extension Padding: Equatable where Content: Equatable {}
extension Padding: Hashable where Content: Hashable {}

extension GridContent {
    /// Pads this content by the given insets.
    ///
    /// ```swift
    /// Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    /// ```
    public func padding(_ insets: EdgeInsets) -> Padding<Self> {
        Padding(content: self, insets: insets)
    }

    /// Pads the given edges by `length` (16 when `nil`, the usual system padding).
    ///
    /// ```swift
    /// Text("Hi").padding()                    // 16 on every edge
    /// Text("Hi").padding(.horizontal, 8)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Padding<Self> {
        Padding(content: self, insets: EdgeInsets(edges, length ?? 16))
    }

    /// Pads every edge by `length`.
    ///
    /// ```swift
    /// Color.blue.padding(5)
    /// ```
    public func padding(_ length: Double) -> Padding<Self> {
        Padding(content: self, insets: EdgeInsets(.all, length))
    }
}
