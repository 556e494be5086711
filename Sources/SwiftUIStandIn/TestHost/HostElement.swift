// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY (see TestingSupport.swift): the test host's model of views.
#if !canImport(SwiftUI)
import Foundation

/// One view as the test host (``ViewHost``) models it: a subview that a
/// `Layout` can measure and place (a ``LayoutSubviewTestDouble``), holding the
/// views it contains. Placing an element places its children, so laying out
/// the root lays out every element, and each keeps the ``frame`` it got.
///
/// Test-only: not part of Apple's SDK.
@_spi(Testing)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public final class HostElement: LayoutSubviewTestDouble, @unchecked Sendable {
    // @unchecked: elements are made, measured and placed on the main actor, by the host's tests.

    let behavior: HostBehavior
    /// A short description: `Text("7")`, `frame(maxWidth:)`, `VStack`, `LatticeGridLayout`.
    public let name: String
    /// The elements it contains: a modifier's content first, a container's views in order.
    public let children: [HostElement]
    /// An overlay's or a background's views.
    public let secondary: [HostElement]
    /// Whether ``secondary`` is drawn behind the content.
    public let secondaryIsBackground: Bool
    /// The custom views whose bodies produced this element, outermost first.
    public internal(set) var sources: [String] = []
    /// The layout values set on it (`layoutValue(key:value:)`), by key.
    var values: [ObjectIdentifier: Any] = [:]
    /// Its layout priority (`layoutPriority(_:)`).
    public internal(set) var priority: Double = 0
    /// What SwiftUI's grid cell modifiers set on it.
    public internal(set) var gridCell = GridCellRecord()
    /// The modifiers applied to it that change how it is drawn, not its layout
    /// (`animation(_:value:)`, `opacity(_:)`, `font(_:)`, …), by name, innermost first.
    public internal(set) var drawingModifiers: [String] = []
    /// The axis of the stack it is a direct child of, for spacers and dividers.
    var stackAxis: Axis?
    /// The action of a button.
    let action: (@MainActor () -> Void)?
    /// Its frame, in the coordinates of the host's root, after it was last placed.
    public private(set) var frame: CGRect?
    /// The proposal it was last placed with.
    public private(set) var placedProposal: ProposedViewSize?

    init(_ behavior: HostBehavior, name: String, children: [HostElement] = [], secondary: [HostElement] = [],
         secondaryIsBackground: Bool = false, action: (@MainActor () -> Void)? = nil) {
        self.behavior = behavior
        self.name = name
        self.children = children
        self.secondary = secondary
        self.secondaryIsBackground = secondaryIsBackground
        self.action = action
    }

    /// An element wrapping `child` (a frame, padding, …): layout values, priority
    /// and grid cell attributes set on the child are seen on the wrapper, as
    /// SwiftUI's layouts see them through modifiers.
    static func wrapping(_ child: HostElement, _ behavior: HostBehavior, name: String,
                         secondary: [HostElement] = [], secondaryIsBackground: Bool = false) -> HostElement {
        let element = HostElement(behavior, name: name, children: [child], secondary: secondary,
                                  secondaryIsBackground: secondaryIsBackground)
        element.values = child.values
        element.priority = child.priority
        element.gridCell = child.gridCell
        return element
    }

    // MARK: Reading the tree

    /// This element and every element inside it, depth-first (secondary views after the children).
    public var descendants: [HostElement] {
        [self] + children.flatMap(\.descendants) + secondary.flatMap(\.descendants)
            + placedContent.flatMap(\.descendants)
    }

    /// The text of a `Text`, else `nil`.
    public var text: String? {
        if case .text(let string) = behavior { return string }
        return nil
    }

    /// The layout of a `Layout` container, else `nil`.
    public var layout: (any Layout)? {
        if case .layout(let driver) = behavior { return driver.layout }
        return nil
    }

    /// The axes of a `ScrollView`, else `nil`.
    public var scrollAxes: Axis.Set? {
        if case .scrollView(let axes) = behavior { return axes }
        return nil
    }

    /// The parameters of SwiftUI's `Grid`, else `nil`.
    public var appleGrid: (alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)? {
        if case .appleGrid(let alignment, let horizontal, let vertical) = behavior {
            return (alignment, horizontal, vertical)
        }
        return nil
    }

    /// The alignment of SwiftUI's `GridRow` (`.some(nil)` for a row without one), else `nil`.
    public var gridRowAlignment: VerticalAlignment?? {
        if case .gridRow(let alignment) = behavior { return .some(alignment) }
        return nil
    }

    /// Whether it is a `Divider`.
    public var isDivider: Bool {
        if case .divider = behavior { return true }
        return false
    }

    /// Whether it is a `Button`.
    public var isButton: Bool { action != nil }

    /// Runs a button's action, as a tap does; the host must be rebuilt to see its effect.
    @MainActor public func press() {
        action?()
    }

    /// The value of layout value `key` set on it, else `nil`.
    public func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        values[ObjectIdentifier(key)] as? K.Value
    }

    // MARK: Layout

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch behavior {
        case .shape, .geometryReader:
            return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case .text(let string):
            return HostText.size(of: string, proposal: proposal)
        case .image(let size, let resizable):
            return resizable ? CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height) : size
        case .spacer(let minLength):
            return HostFrames.spacerSize(minLength: minLength ?? 8, axis: stackAxis, proposal: proposal)
        case .divider:
            return stackAxis == .horizontal
                ? CGSize(width: 1, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
                : CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: 1)
        case .picker:
            return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 200, height: 32)
        case .fixedFrame(let width, let height, _):
            let child = children[0].sizeThatFits(ProposedViewSize(width: width ?? proposal.width,
                                                                  height: height ?? proposal.height))
            return CGSize(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let frame):
            return HostFrames.flexibleFrame(frame, child: children[0], proposal: proposal).size
        case .padding(let insets):
            let child = children[0].sizeThatFits(HostFrames.inset(proposal, by: insets))
            return CGSize(width: child.width + insets.leading + insets.trailing,
                          height: child.height + insets.top + insets.bottom)
        case .layered:
            return children[0].sizeThatFits(proposal)
        case .aspectRatio(let ratio, let mode):
            return children[0].sizeThatFits(HostFrames.aspectRatioProposal(ratio, mode, child: children[0],
                                                                           proposal: proposal))
        case .stack(let axis, _, let spacing):
            return HostStack(axis: axis, spacing: spacing, children: children, proposal: proposal).size
        case .overlay:
            return children.reduce(CGSize.zero) { size, child in
                let childSize = child.sizeThatFits(proposal)
                return CGSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
            }
        case .scrollView(let axes):
            let content = HostFrames.scrollContentProposal(proposal, axes: axes)
            let size = HostStack(axis: axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical,
                                 spacing: 0, children: children, proposal: content).size
            return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
                          height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
        case .layout(let driver):
            return driver.sizeThatFits(proposal)
        case .appleGrid, .gridRow:
            return .zero
        }
    }

    /// Its size for `proposal` and its text baselines: a text's lines' (see
    /// ``HostText``), and those of the text inside frames, padding, overlays,
    /// backgrounds, a `ZStack`'s or button's first view and a `VStack`'s first
    /// (first baseline) and last (last baseline) views, where they are placed. Other
    /// views have no explicit baseline: the guides are their bottom edge.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let baselines = textBaselines(size: size, proposal: proposal)
        return ViewDimensions(testSize: size, firstTextBaseline: baselines?.first, lastTextBaseline: baselines?.last)
    }

    /// The first and last text baselines at `size` (its size for `proposal`), from its top.
    private func textBaselines(size: CGSize, proposal: ProposedViewSize) -> (first: CGFloat, last: CGFloat)? {
        /// The baselines of `child` offered `offer`, placed by `fraction` of the height left.
        func child(_ child: HostElement, _ offer: ProposedViewSize, top: CGFloat? = nil,
                   fraction: CGFloat = 0) -> (first: CGFloat, last: CGFloat)? {
            let dimensions = child.dimensions(in: offer)
            guard let first = dimensions[explicit: .firstTextBaseline],
                  let last = dimensions[explicit: .lastTextBaseline] else { return nil }
            let y = top ?? (size.height - dimensions.height) * fraction
            return (first + y, last + y)
        }
        switch behavior {
        case .text:
            return HostText.baselines(atSize: size)
        case .padding(let insets):
            return child(children[0], HostFrames.inset(proposal, by: insets), top: insets.top)
        case .fixedFrame(let width, let height, let alignment):
            return child(children[0], ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
                         fraction: alignment.vertical.fraction)
        case .flexibleFrame(let frame):
            return child(children[0], HostFrames.flexibleFrame(frame, child: children[0], proposal: proposal).childProposal,
                         fraction: frame.alignment.vertical.fraction)
        case .layered:
            return child(children[0], proposal, top: 0)
        case .overlay(let alignment):
            return children.first.flatMap { child($0, proposal, fraction: alignment.vertical.fraction) }
        case .stack(.vertical, _, let spacing):
            let stack = HostStack(axis: .vertical, spacing: spacing, children: children, proposal: proposal)
            guard !children.isEmpty,
                  let first = child(children[0], stack.proposals[0], top: 0),
                  let last = child(children[children.count - 1], stack.proposals[children.count - 1],
                                   top: stack.offset(of: children.count - 1)) else { return nil }
            return (first.first, last.last)
        default:
            return nil
        }
    }

    public func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let frame = CGRect(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
                           width: size.width, height: size.height)
        self.frame = frame
        placedProposal = proposal
        placeChildren(in: frame, proposal: proposal)
    }

    /// Lays this element out for `proposal` with its top-leading corner at `origin`.
    public func layOut(_ proposal: ProposedViewSize, at origin: CGPoint = .zero) {
        place(at: origin, anchor: .topLeading, proposal: proposal)
    }

    /// Places `child` in `frame` with `proposal`, aligned by `alignment`.
    private func put(_ child: HostElement, in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        let size = child.sizeThatFits(proposal)
        child.place(at: CGPoint(x: frame.minX + (frame.width - size.width) * alignment.horizontal.fraction,
                                y: frame.minY + (frame.height - size.height) * alignment.vertical.fraction),
                    anchor: .topLeading, proposal: proposal)
    }

    private func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        switch behavior {
        case .shape, .text, .image, .spacer, .divider, .picker, .appleGrid, .gridRow:
            break
        case .fixedFrame(let width, let height, let alignment):
            put(children[0], in: frame, proposal: ProposedViewSize(width: width ?? proposal.width,
                                                                   height: height ?? proposal.height),
                alignment: alignment)
        case .flexibleFrame(let flexible):
            let childProposal = HostFrames.flexibleFrame(flexible, child: children[0], proposal: proposal).childProposal
            put(children[0], in: frame, proposal: childProposal, alignment: flexible.alignment)
        case .padding(let insets):
            let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                               width: max(0, frame.width - insets.leading - insets.trailing),
                               height: max(0, frame.height - insets.top - insets.bottom))
            put(children[0], in: inner, proposal: HostFrames.inset(proposal, by: insets), alignment: .topLeading)
        case .layered(let alignment):
            put(children[0], in: frame, proposal: proposal, alignment: .topLeading)
            for view in secondary {
                put(view, in: frame, proposal: ProposedViewSize(frame.size), alignment: alignment)
            }
        case .aspectRatio(let ratio, let mode):
            put(children[0], in: frame,
                proposal: HostFrames.aspectRatioProposal(ratio, mode, child: children[0], proposal: proposal),
                alignment: .center)
        case .stack(let axis, let alignment, let spacing):
            HostStack(axis: axis, spacing: spacing, children: children, proposal: proposal)
                .place(in: frame, alignment: alignment)
        case .overlay(let alignment):
            for child in children {
                put(child, in: frame, proposal: proposal, alignment: alignment)
            }
        case .scrollView(let axes):
            let content = HostFrames.scrollContentProposal(proposal, axes: axes)
            let axis: Axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
            let stack = HostStack(axis: axis, spacing: 0, children: children, proposal: content)
            stack.place(in: CGRect(origin: frame.origin, size: stack.size), alignment: 0)
        case .geometryReader(let content):
            let views = MainActor.assumeIsolated { content(GeometryProxy(frame: frame)) }
            placedContent = views
            for view in views {
                view.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
            }
        case .layout(let driver):
            driver.placeSubviews(frame, proposal)
        }
    }

    /// A geometry reader's content, made when it was last placed.
    public private(set) var placedContent: [HostElement] = []
}
#endif
