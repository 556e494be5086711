// Sizing any box: the dispatch between leaves and grid containers.

/// The border-box size `node` takes under `request`.
func computeSize(_ node: Node, _ request: SizingRequest) -> Size {
    switch node.style.display {
    case .none: return .zero
    case .grid: return GridLayout.size(node, request)
    case .block: return leafSize(node, request)
    }
}

/// Lays `node` out under `request`: its size, and its children's frames.
/// The returned frame is at the origin; the caller positions it.
func performLayout(_ node: Node, _ request: SizingRequest) -> NodeLayout {
    switch node.style.display {
    case .none: return hiddenLayout(node)
    case .grid: return GridLayout.layout(node, request)
    case .block: return NodeLayout(frame: Rect(origin: .zero, size: leafSize(node, request)))
    }
}

/// A `display: none` subtree: zero frames all the way down.
func hiddenLayout(_ node: Node) -> NodeLayout {
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
func keywordSpace(_ dimension: Dimension, _ space: AvailableSpace) -> AvailableSpace {
    switch dimension {
    case .minContent: return .minContent
    case .maxContent: return .maxContent
    default: return space
    }
}

/// The size of a block leaf: its specified size, else its content's (the measure
/// function, or nothing), plus padding and border, clamped by its min and max sizes.
func leafSize(_ node: Node, _ request: SizingRequest) -> Size {
    let style = node.style
    var box = ResolvedBox(style: style, percentBasisWidth: request.percentBasisWidth,
                          percentBasisHeight: request.percentBasisHeight)
    let insetX = box.insets(.horizontal)
    let insetY = box.insets(.vertical)
    if ResolvedBox.hasKeywordWidth(style) {
        let knownHeight = (request.knownHeight ?? box.height).map { max(0, $0 - insetY) }
        func intrinsic(_ space: AvailableSpace) -> Double {
            guard let measure = node.measure else { return insetX }
            return measure(MeasureInput(knownHeight: knownHeight, availableWidth: space,
                                        availableHeight: shrink(request.availableHeight, by: insetY))).width + insetX
        }
        box.resolveKeywordWidths(style, minContent: intrinsic(.minContent), maxContent: intrinsic(.maxContent),
                                 available: request.availableWidth)
    }
    var width = request.knownWidth ?? box.width
    var height = request.knownHeight ?? box.height
    let ratio = style.aspectRatio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    if let ratio {
        // CSS Sizing 4 §5.1: a known size on one axis gives the other.
        if height == nil, let width, style.height.isAuto { height = box.clamp(width / ratio, .vertical) }
        if width == nil, let height, style.width.isAuto { width = box.clamp(height * ratio, .horizontal) }
    }
    if let width, let height, !ResolvedBox.hasKeywordHeightLimit(style) || request.knownHeight != nil {
        return Size(width: width, height: height)
    }
    guard let measure = node.measure else {
        let w = width ?? box.clamp(insetX, .horizontal)
        var h = height ?? box.clamp(insetY, .vertical)
        if height == nil, let ratio { h = box.clamp(w / ratio, .vertical) }
        return Size(width: w, height: h)
    }

    if width == nil, !ResolvedBox.hasKeywordHeightLimit(style) {
        let input = MeasureInput(
            knownWidth: nil,
            knownHeight: height.map { max(0, $0 - insetY) },
            availableWidth: shrink(keywordSpace(style.width, request.availableWidth), by: insetX),
            availableHeight: shrink(request.availableHeight, by: insetY))
        let content = measure(input)
        let w = box.clamp(content.width + insetX, .horizontal)
        width = w
        if height == nil, ratio == nil, w == content.width + insetX {
            return Size(width: w, height: box.clamp(content.height + insetY, .vertical))
        }
    }
    guard let finalWidth = width else { return .zero }
    if height == nil || ResolvedBox.hasKeywordHeightLimit(style) {
        let input = MeasureInput(
            knownWidth: max(0, finalWidth - insetX),
            knownHeight: nil,
            availableWidth: .definite(max(0, finalWidth - insetX)),
            availableHeight: shrink(request.availableHeight, by: insetY))
        let contentHeight = measure(input).height + insetY
        if ResolvedBox.hasKeywordHeightLimit(style) {
            box.resolveKeywordHeights(style, contentHeight: contentHeight)
            if let height { return Size(width: finalWidth, height: request.knownHeight ?? box.clamp(height, .vertical)) }
        }
        var h = contentHeight
        if let ratio, style.overflowY == .visible { h = max(h, finalWidth / ratio) } else if let ratio { h = finalWidth / ratio }
        height = box.clamp(h, .vertical)
    }
    return Size(width: finalWidth, height: height ?? 0)
}
