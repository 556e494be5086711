// Sizing any box: the dispatch between leaves and grid containers.

/// The border-box size `node` takes under `request`.
///
/// - Parameter box: a leaf's box under `request`, when the caller resolved it already
///   (a grid container resolves its own).
func computeSize(_ node: UnsafePointer<Node>, _ request: SizingRequest, box: ResolvedBox? = nil) -> Size {
    // (A plain box is a block leaf: its summary says so without reading its style.)
    if node.pointee.summary.plainBox != nil { return leafSize(node, request, box: box) }
    switch node.pointee.style.display {
    case .none: return .zero
    case .grid: return GridLayout.size(node, request)
    case .gridLanes: return GridLanesLayout.size(node, request)
    case .block: return leafSize(node, request, box: box)
    }
}

/// Lays `node` out under `request`: its size, and its children's frames.
/// The returned frame is at the origin; the caller positions it.
func performLayout(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> NodeLayout {
    switch node.pointee.style.display {
    case .none: return hiddenLayout(node.pointee)
    case .grid: return GridLayout.layout(node, request)
    case .gridLanes: return GridLanesLayout.layout(node, request)
    case .block: return NodeLayout(frame: Rect(origin: .zero, size: leafSize(node, request)))
    }
}

/// A `display: none` subtree: zero frames all the way down.
func hiddenLayout(_ node: borrowing Node) -> NodeLayout {
    NodeLayout(frame: .zero, children: node.children.map(hiddenLayout))
}

/// Content-box available space from border-box available space.
@inline(__always)
func shrink(_ space: AvailableSpace, by amount: Double) -> AvailableSpace {
    if case .definite(let value) = space { return .definite(max(0, value - amount)) }
    return space
}

/// `width: min-content` and friends override the available space they are measured in.
@inline(__always)
func keywordSpace(_ dimension: BoxDimension, _ space: AvailableSpace) -> AvailableSpace {
    switch dimension {
    case .minContent: return .minContent
    case .maxContent: return .maxContent
    default: return space
    }
}

/// The node's box resolved under `request`, with content keywords in its width,
/// min-width and max-width turned into sizes (CSS Sizing 3 §3.1).
func resolvedBox(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> ResolvedBox {
    var box = ResolvedBox(node, percentBasisWidth: request.percentBasisWidth,
                          percentBasisHeight: request.percentBasisHeight)
    if node.pointee.summary.plainBox != nil { return box }  // (no keywords)
    if ResolvedBox.hasKeywordWidth(node) {
        let content = contentWidths(node, request, box)
        let widths = box.ratioIntrinsicWidths(node, content, knownHeight: request.knownHeight)
        box.resolveKeywordWidths(node, minContent: widths.min, maxContent: widths.max,
                                 available: request.availableWidth)
        if widths != content, node.pointee.style.width.isContentKeyword,
           node.pointee.style.hasAutomaticMinimum(.horizontal), let width = box.width {
            // A keyword width the ratio gives keeps the automatic minimum, the content's
            // min-content width (within the max width), as an auto width does (CSS Sizing 4 §5.1).
            box.width = max(width, min(content.min, box.maxWidth ?? .infinity))
        }
    }
    return box
}

/// The min-content and max-content border-box widths of the node's content.
func contentWidths(_ node: UnsafePointer<Node>, _ request: SizingRequest, _ box: ResolvedBox) -> (min: Double, max: Double) {
    let insetX = box.insets(.horizontal)
    let insetY = box.insets(.vertical)
    switch node.pointee.style.display {
    case .none:
        return (0, 0)
    case .grid:
        // The content's widths, not clamped by the box's own min/max widths (CSS Sizing 3
        // §5: `min-width: min-content` with a smaller `max-width` still gets the content's).
        return GridLayout.withState(node, request, keywords: false) { state in
            _ = state.run(width: .minContent, height: .maxContent, request: request)
            let minimum = max(state.columns.tracks.totalSize() + insetX, box.paddingBorder(.horizontal))
            _ = state.run(width: .maxContent, height: .maxContent, request: request)
            let maximum = max(state.columns.tracks.totalSize() + insetX, minimum)
            return (minimum, maximum)
        }
    case .gridLanes:
        return GridLanesLayout.contentWidths(node, request, box)
    case .block:
        guard let measure = node.pointee.measure else { return (insetX, insetX) }
        let knownHeight = (request.knownHeight ?? box.height).map { max(0, $0 - insetY) }
        func width(_ space: AvailableSpace) -> Double {
            measure(MeasureInput(knownHeight: knownHeight, availableWidth: space,
                                 availableHeight: shrink(request.availableHeight, by: insetY))).width + insetX
        }
        return (width(.minContent), width(.maxContent))
    }
}

/// The size of a block leaf: its specified size, else its content's (the measure
/// function, or nothing), plus padding and border, clamped by its min and max sizes.
/// An aspect ratio turns a known width into a height (never below the content's
/// height while overflow is visible) and a known height into a width.
func leafSize(_ node: UnsafePointer<Node>, _ request: SizingRequest, box resolved: ResolvedBox? = nil) -> Size {
    if let width = request.knownWidth, let height = request.knownHeight { return Size(width: width, height: height) }
    // (A plain box is sized from its summary; its style is not read at all.)
    if let plain = node.pointee.summary.plainBox {
        return plain.size(request, contentWidths: node.pointee.summary.contentWidths) { node.pointee.measure }
    }
    var box = resolved ?? resolvedBox(node, request)
    let insetX = box.insets(.horizontal)
    let insetY = box.insets(.vertical)
    let ratio = node.pointee.style.usableAspectRatio
    let keywordHeights = ResolvedBox.hasKeywordHeightLimit(node)
    // A width transferred through the aspect ratio is floored below (see next).
    var width = request.knownWidth ?? (box.widthFromRatio ? nil : box.width)
    // A height transferred through the aspect ratio still grows to fit visible content
    // (CSS Sizing 4 §5.1), when it is `auto`: Chrome keeps a percentage height that has
    // no basis at the ratio height.
    let ratioHeightIsFloor = box.heightFromRatio && node.pointee.measure != nil
        && node.pointee.style.hasAutomaticMinimum(.vertical) && node.pointee.style.heightBehavesAsAuto
    let height = request.knownHeight ?? (ratioHeightIsFloor ? nil : box.height)
    // (A content keyword width of a box with a ratio and a known height is that transfer too.)
    if request.knownWidth == nil, let height, let ratio,
       node.pointee.style.width.isAuto || (node.pointee.style.width.isPercent && request.percentBasisWidth == nil)
        || (node.pointee.style.width.isContentKeyword && request.knownHeight != nil) {
        // The ratio-dependent width is floored by the min-content width (its automatic
        // minimum) while overflow is visible.
        // (It wins over a max width transferred from the max height, not over a specified one.)
        var transferred = box.clamp(box.ratioWidth(node, ratio, height: height), .horizontal)
        let keywordWidth = node.pointee.style.width.isContentKeyword
        let fromStretch = keywordWidth || request.heightIsStretched
        if keywordWidth, request.widthOnly, let measure = node.pointee.measure, node.pointee.style.hasAutomaticMinimum(.horizontal) {
            // As a contribution, the keyword width keeps the automatic minimum (the
            // content's min-content width, within a specified max width).
            let minContent = measure(MeasureInput(availableWidth: .minContent, availableHeight: .maxContent)).width + insetX
            let specifiedMax = box.specifiedMaxWidth ?? .infinity
            transferred = max(transferred, min(minContent, specifiedMax))
        }
        if fromStretch {
            // A width from the stretched height (or a content-keyword width) is the ratio
            // times that height, with no min-content floor; the box's height is then its
            // ratio height (of the width as clamped), grown to fit its content while
            // overflow is visible (as browsers do).
            var content = 0.0
            if let measure = node.pointee.measure, node.pointee.style.hasAutomaticMinimum(.vertical) {
                content = measure(MeasureInput(knownWidth: max(0, transferred - insetX),
                                               availableWidth: .definite(max(0, transferred - insetX)),
                                               availableHeight: .maxContent)).height + insetY
            }
            return Size(width: transferred, height: box.clamp(max(box.ratioHeight(node, ratio, width: transferred), content), .vertical))
        }
        if let measure = node.pointee.measure, node.pointee.style.hasAutomaticMinimum(.horizontal) {
            // (Both sides border-box sizes: the specified max width as the box resolved it.)
            let minContent = measure(MeasureInput(knownHeight: max(0, height - insetY), availableWidth: .minContent,
                                                  availableHeight: .definite(max(0, height - insetY)))).width + insetX
            transferred = max(transferred, min(minContent, box.specifiedMaxWidth ?? .infinity))
        }
        width = transferred
    }
    if let width, let height, !keywordHeights || request.knownHeight != nil {
        return Size(width: width, height: height)
    }

    if width == nil {
        guard let measure = node.pointee.measure else {
            width = box.clamp(insetX, .horizontal)
            return Size(width: width ?? 0, height: leafHeight(node, box: &box, width: width ?? 0, height: height, request, ratio,
                                                              keywordHeights: keywordHeights))
        }
        let content = measure(MeasureInput(
            knownHeight: height.map { max(0, $0 - insetY) },
            availableWidth: shrink(keywordSpace(node.pointee.style.width, request.availableWidth), by: insetX),
            availableHeight: shrink(request.availableHeight, by: insetY)))
        let w = box.clamp(content.width + insetX, .horizontal)
        if height == nil, ratio == nil, !keywordHeights, w == content.width + insetX {
            return Size(width: w, height: box.clamp(content.height + insetY, .vertical))
        }
        width = w
    }
    let finalWidth = width ?? 0
    return Size(width: finalWidth, height: leafHeight(node, box: &box, width: finalWidth, height: height, request, ratio,
                                                      keywordHeights: keywordHeights))
}

/// A leaf's height at border-box `width`, when not known beforehand (or when
/// content keywords in its min/max height need its content height).
private func leafHeight(_ node: UnsafePointer<Node>, box: inout ResolvedBox, width: Double, height: Double?,
                        _ request: SizingRequest, _ ratio: Double?, keywordHeights: Bool) -> Double {
    let insetX = box.insets(.horizontal)
    let insetY = box.insets(.vertical)
    var contentHeight = insetY
    if let measure = node.pointee.measure {
        contentHeight += measure(MeasureInput(
            knownWidth: max(0, width - insetX),
            availableWidth: .definite(max(0, width - insetX)),
            availableHeight: shrink(request.availableHeight, by: insetY))).height
    }
    if keywordHeights {
        box.resolveKeywordHeights(node, contentHeight: contentHeight)
    }
    if let known = request.knownHeight { return known }
    if let height { return box.clamp(height, .vertical) }
    var result = contentHeight
    if let ratio {
        let ratioHeight = box.ratioHeight(node, ratio, width: width)
        // CSS Sizing 4 §5.1: the automatic minimum of the ratio-dependent axis is the content size.
        let floored = node.pointee.style.hasAutomaticMinimum(.vertical) && node.pointee.measure != nil
            && node.pointee.style.heightBehavesAsAuto
        result = floored ? max(ratioHeight, contentHeight) : ratioHeight
    }
    return box.clamp(result, .vertical)
}
