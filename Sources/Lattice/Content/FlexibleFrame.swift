/// Content in a frame with minimum, ideal and maximum sizes, made by
/// ``GridContent/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``.
///
/// SwiftUI's rules, per axis, for a proposal `p`:
/// - the content is proposed `p` clamped to `[min, max]`; with no proposal,
///   the ideal length (or no proposal if there is none);
/// - with no proposal, the frame's length is the ideal length, or the content's
///   length clamped to `[min, max]`;
/// - otherwise it starts from the content's length `c`; with a minimum it is
///   `max(min, min(c, p))`, then with a maximum `min(max, max(that, p))`:
///   a frame with `maxWidth: .infinity` takes the whole width offered;
/// - the content is aligned inside the frame.
///
/// ```swift
/// Color.red.frame(maxWidth: 50).sizeThatFits(ProposedSize(width: 300, height: 20)) // 50 × 20
/// Text("Hi").frame(maxWidth: .infinity).sizeThatFits(ProposedSize(width: 300, height: 20)) // 300 × 16
/// ```
public struct FlexibleFrame<Content: GridContent>: GridContent {
    public var content: Content
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    /// A flexible frame. Negative or NaN lengths are clamped to 0, and a
    /// maximum below its minimum is raised to the minimum.
    public init(content: Content,
                minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                minHeight: Double?, idealHeight: Double?, maxHeight: Double?,
                alignment: Alignment) {
        self.content = content
        let clamp = ProposedSize.clampLength
        self.minWidth = minWidth.map(clamp)
        self.idealWidth = idealWidth.map(clamp)
        self.maxWidth = maxWidth.map(clamp).map { Swift.max($0, minWidth.map(clamp) ?? 0) }
        self.minHeight = minHeight.map(clamp)
        self.idealHeight = idealHeight.map(clamp)
        self.maxHeight = maxHeight.map(clamp).map { Swift.max($0, minHeight.map(clamp) ?? 0) }
        self.alignment = alignment
    }

    private func limits(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }

    private static func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
        var value = value
        if let lower { value = Swift.max(lower, value) }
        if let upper { value = Swift.min(upper, value) }
        return value
    }

    /// The proposal the content receives on `axis` when the frame is proposed `proposal`.
    private func childProposal(_ proposal: Double?, _ axis: Axis) -> Double? {
        let limits = limits(axis)
        guard let proposal else { return limits.ideal }
        return Self.clamp(proposal, limits.min, limits.max)
    }

    private func length(_ proposal: Double?, child: Double, _ axis: Axis) -> Double {
        let limits = limits(axis)
        guard let proposal else {
            return limits.ideal ?? Self.clamp(child, limits.min, limits.max)
        }
        var length = child
        if let lower = limits.min { length = Swift.max(lower, Swift.min(length, proposal)) }
        if let upper = limits.max { length = Swift.min(upper, Swift.max(length, proposal)) }
        return length
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let proposal = proposal.sanitized
        let child = content.sizeThatFits(ProposedSize(width: childProposal(proposal.width, .horizontal),
                                                      height: childProposal(proposal.height, .vertical)))
        return Size(width: length(proposal.width, child: child.width, .horizontal),
                    height: length(proposal.height, child: child.height, .vertical))
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
        content.sizeThatFits(ProposedSize(width: childProposal(size.width, .horizontal),
                                          height: childProposal(size.height, .vertical)))
    }

    public var gridItemAttributes: GridItemAttributes { content.gridItemAttributes }

    public var layoutKey: ContentKey? {
        content.layoutKey.map {
            ContentKey(FlexibleFrameKey(limits: [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight],
                                        content: $0))
        }
    }
}

private struct FlexibleFrameKey: Hashable, Sendable {
    var limits: [Double?]
    var content: ContentKey
}

extension FlexibleFrame: Equatable where Content: Equatable {}
extension FlexibleFrame: Hashable where Content: Hashable {}

extension GridContent {
    /// Places this content in a frame with minimum, ideal and maximum sizes, as
    /// SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// See ``FlexibleFrame`` for the rules.
    ///
    /// ```swift
    /// Color.blue.frame(maxWidth: 65)
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> FlexibleFrame<Self> {
        FlexibleFrame(content: self,
                      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                      alignment: alignment)
    }
}
