// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY (see TestingSupport.swift): the test host's model of views.
#if !canImport(SwiftUI)
import Foundation

/// The sizing rules of the test host's frames, padding, aspect ratios, spacers
/// and scroll views: SwiftUI's documented behaviour, one axis at a time.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
enum HostFrames {
    /// A flexible frame's proposal to its child and its own size (SwiftUI's
    /// documentation of `frame(minWidth:…)`): the child is offered the
    /// proposal clamped to the constraints, an ideal length standing in for
    /// an unspecified one. The frame is as long as its child on an axis
    /// without constraints, the proposal clamped to both constraints when both
    /// are given, else the child's length pushed towards the proposal up to a
    /// maximum or down to a minimum.
    static func flexibleFrame(_ frame: _FlexibleFrame, child: HostElement,
                              proposal: ProposedViewSize) -> (size: CGSize, childProposal: ProposedViewSize) {
        let childProposal = ProposedViewSize(
            width: offered(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: offered(proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
        let childSize = child.sizeThatFits(childProposal)
        let size = CGSize(
            width: length(proposal.width, child: childSize.width, min: frame.minWidth, max: frame.maxWidth),
            height: length(proposal.height, child: childSize.height, min: frame.minHeight, max: frame.maxHeight))
        return (size, childProposal)
    }

    private static func offered(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
        guard var value = proposed else { return ideal }
        if let min { value = Swift.max(value, min) }
        if let max { value = Swift.min(value, max) }
        return value
    }

    private static func length(_ proposed: CGFloat?, child: CGFloat, min: CGFloat?, max: CGFloat?) -> CGFloat {
        if let min, let max, let proposed {
            return Swift.min(Swift.max(proposed, min), Swift.max(min, max))
        }
        var result = child
        let target = proposed ?? child
        if let min { result = Swift.max(min, Swift.min(result, target)) }
        if let max { result = Swift.min(max, Swift.max(result, target)) }
        return result
    }

    /// `proposal` less `insets` (never negative; unspecified and infinite lengths stay so).
    static func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
    }

    /// What `aspectRatio(ratio, contentMode: mode)` offers its child: the largest
    /// (`.fit`) or smallest (`.fill`) size of that ratio around the proposal; the
    /// ratio is the child's ideal size's when `nil`. On an axis offered nothing
    /// the other axis decides; offered nothing at all, the child's ideal width does.
    static func aspectRatioProposal(_ ratio: CGFloat?, _ mode: ContentMode, child: HostElement,
                                    proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0 else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let widthLimited = width / ratio <= height
            let useWidth = mode == .fit ? widthLimited : !widthLimited
            return useWidth ? ProposedViewSize(width: width, height: width / ratio)
                            : ProposedViewSize(width: height * ratio, height: height)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    /// A spacer's size: `minLength` along its stack's axis, or the length
    /// offered when longer; nothing across it. Outside a stack it grows on both axes.
    static func spacerSize(minLength: CGFloat, axis: Axis?, proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.map { Swift.max(minLength, $0) } ?? minLength
        let height = proposal.height.map { Swift.max(minLength, $0) } ?? minLength
        switch axis {
        case .vertical: return CGSize(width: 0, height: height)
        case .horizontal: return CGSize(width: width, height: 0)
        case nil: return CGSize(width: width, height: height)
        }
    }

    /// What a scroll view offers its content: nothing along the axes it scrolls.
    static func scrollContentProposal(_ proposal: ProposedViewSize, axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }
}
#endif
