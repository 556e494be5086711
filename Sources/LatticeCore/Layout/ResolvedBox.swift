/// A node's box model resolved against its containing block: padding, border,
/// scrollbar gutters, and its preferred, minimum and maximum border-box sizes.
///
/// Percentages of padding and margins resolve against the containing block's
/// width on both axes (CSS 2 §8.3–8.4); of sizes against the size on their own axis.
struct ResolvedBox: Equatable {
    /// Padding and border widths on each side (the scrollbar gutter is `scrollbar`).
    var padding: Edges<Double>
    var border: Edges<Double>
    /// The vertical scrollbar's width (taken from the inline size) and the horizontal one's height.
    var scrollbar: Size
    /// Preferred border-box sizes, `nil` when `auto` or unresolvable.
    var width: Double? { get { sizes.width.value } set { sizes.width = PackedSize(newValue) } }
    var height: Double? { get { sizes.height.value } set { sizes.height = PackedSize(newValue) } }
    /// Minimum border-box sizes, `nil` when `auto` (the automatic minimum is the grid's business).
    var minWidth: Double? { get { sizes.minWidth.value } set { sizes.minWidth = PackedSize(newValue) } }
    var minHeight: Double? { get { sizes.minHeight.value } set { sizes.minHeight = PackedSize(newValue) } }
    /// Maximum border-box sizes, `nil` when `none`.
    var maxWidth: Double? { get { sizes.maxWidth.value } set { sizes.maxWidth = PackedSize(newValue) } }
    var maxHeight: Double? { get { sizes.maxHeight.value } set { sizes.maxHeight = PackedSize(newValue) } }
    /// The maximum width the style gives, before one transferred from the max height.
    var specifiedMaxWidth: Double? {
        get { sizes.specifiedMaxWidth.value }
        set { sizes.specifiedMaxWidth = PackedSize(newValue) }
    }
    /// Whether `height` was transferred from the width through the aspect ratio.
    var heightFromRatio = false
    /// Whether `width` was transferred from the height through the aspect ratio.
    var widthFromRatio = false
    /// The sizes above, 8 bytes each (a grid state keeps its box, read by every question
    /// the grid is asked: at 100,000 items its bytes count).
    private var sizes = Sizes()

    private struct Sizes: Equatable {
        var width = PackedSize(nil), height = PackedSize(nil)
        var minWidth = PackedSize(nil), minHeight = PackedSize(nil)
        var maxWidth = PackedSize(nil), maxHeight = PackedSize(nil)
        var specifiedMaxWidth = PackedSize(nil)
    }

    /// padding + border + gutter along `axis`.
    @inline(__always)
    func insets(_ axis: Axis) -> Double {
        padding.sum(axis) + border.sum(axis) + (axis == .horizontal ? scrollbar.width : scrollbar.height)
    }

    /// padding + border along `axis` (the floor of a border-box size).
    @inline(__always)
    func paddingBorder(_ axis: Axis) -> Double { padding.sum(axis) + border.sum(axis) }

    func minimum(_ axis: Axis) -> Double? { axis == .horizontal ? minWidth : minHeight }
    func maximum(_ axis: Axis) -> Double? { axis == .horizontal ? maxWidth : maxHeight }

    /// `size` clamped by max then min (CSS: min wins), never below padding + border.
    @inline(__always)
    func clamp(_ size: Double, _ axis: Axis) -> Double {
        var value = size
        if let maximum = maximum(axis), value > maximum { value = maximum }
        if let minimum = minimum(axis), value < minimum { value = minimum }
        return max(value, paddingBorder(axis))
    }

    /// The box of `node` under the given percentage bases. (A grid item that is a plain
    /// box is sized from its numbers, without one: see ``PlainBox/size(_:contentWidths:content:)``.)
    /// The style is read through the node pointer: passing it on would copy it.
    init(_ node: UnsafePointer<Node>, percentBasisWidth: Double?, percentBasisHeight: Double?) {
        let basis = percentBasisWidth
        padding = node.pointee.style.padding.resolvedWidths(against: basis)
        border = node.pointee.style.border.resolvedWidths(against: basis)
        let gutter = node.pointee.style.scrollbarWidth.isFinite ? min(max(0, node.pointee.style.scrollbarWidth), largestLength) : 0
        scrollbar = Size(width: node.pointee.style.overflowY == .scroll ? gutter : 0,
                         height: node.pointee.style.overflowX == .scroll ? gutter : 0)
        let contentBox = node.pointee.style.boxSizing == .contentBox
        let extraWidth = contentBox ? padding.sum(.horizontal) + border.sum(.horizontal) : 0
        let extraHeight = contentBox ? padding.sum(.vertical) + border.sum(.vertical) : 0
        // A border-box size is never smaller than the padding and border it includes.
        let floorWidth = padding.sum(.horizontal) + border.sum(.horizontal)
        let floorHeight = padding.sum(.vertical) + border.sum(.vertical)
        func borderBox(_ dimension: BoxDimension, _ reference: Double?, _ extra: Double, _ floor: Double) -> Double? {
            dimension.resolve(against: reference).map { max(max(0, $0) + extra, floor) }
        }
        width = borderBox(node.pointee.style.width, percentBasisWidth, extraWidth, floorWidth)
        height = borderBox(node.pointee.style.height, percentBasisHeight, extraHeight, floorHeight)
        minWidth = borderBox(node.pointee.style.minWidth, percentBasisWidth, extraWidth, floorWidth)
        minHeight = borderBox(node.pointee.style.minHeight, percentBasisHeight, extraHeight, floorHeight)
        maxWidth = borderBox(node.pointee.style.maxWidth, percentBasisWidth, extraWidth, floorWidth)
        maxHeight = borderBox(node.pointee.style.maxHeight, percentBasisHeight, extraHeight, floorHeight)
        specifiedMaxWidth = maxWidth

        // CSS Sizing 4 §5.1: a preferred aspect ratio transfers a definite size
        // on one axis to an auto size on the other (through the box-sizing box).
        if let ratio = node.pointee.style.usableAspectRatio {
            // (A transferred border-box size still holds the padding and border.)
            if width == nil, let height {
                width = ratioWidth(node, ratio, height: height)
                widthFromRatio = true
            } else if height == nil, let width {
                height = ratioHeight(node, ratio, width: width)
                heightFromRatio = true
            }
        }
        // CSS Sizing 4 §5.2: min and max heights transfer through the ratio to an auto width;
        // a specified min or max width wins over a transferred max or min.
        if let ratio = node.pointee.style.usableAspectRatio {
            if node.pointee.style.width.isAuto || (node.pointee.style.width.isPercent && percentBasisWidth == nil) {
                let specifiedMin = minWidth, specifiedMax = maxWidth
                if let maxHeight {
                    let transferred = max((maxHeight - extraHeight) * ratio + extraWidth, specifiedMin ?? 0)
                    maxWidth = min(specifiedMax ?? .infinity, transferred)
                }
                if let minHeight, specifiedMin == nil {
                    minWidth = min((minHeight - extraHeight) * ratio + extraWidth, specifiedMax ?? .infinity)
                }
                // A border-box ratio holds the vertical padding and border too: the height
                // never goes below them, so neither does the width they give.
                if !contentBox, minWidth == nil, floorHeight * ratio > floorWidth {
                    minWidth = min(floorHeight * ratio, specifiedMax ?? .infinity)
                }
            }
            if node.pointee.style.height.isAuto, !contentBox, minHeight == nil, floorWidth / ratio > floorHeight {
                minHeight = min(floorWidth / ratio, maxHeight ?? .infinity)
            }
        }
        // Preferred sizes are clamped by min/max sizes (min wins).
        if let value = width { width = clampRaw(value, minWidth, maxWidth) }
        if let value = height { height = clampRaw(value, minHeight, maxHeight) }
    }
}

@inline(__always)
func clampRaw(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
    var result = value
    if let maximum, result > maximum { result = maximum }
    if let minimum, result < minimum { result = minimum }
    return result
}

extension Style {
    /// `aspect-ratio` when it is one (finite and positive; any other value behaves as
    /// `auto`), kept between 1/``largestLength`` and ``largestLength``: a size it
    /// transfers (a length up to ``largestLength`` times or over the ratio) stays finite.
    @inline(__always)
    var usableAspectRatio: Double? {
        guard let ratio = aspectRatio, ratio > 0, ratio.isFinite else { return nil }
        return min(max(ratio, 1 / largestLength), largestLength)
    }

    /// Whether `height` behaves as `auto` for the aspect ratio: it is `auto`, or a content
    /// keyword on a box with a ratio (a block box's min-/max-content height is its auto
    /// height, CSS Sizing 3 §5.2, so the ratio still gives it from the width, which
    /// `normal` alignment stretches, CSS Sizing 4 §5.1). The keyword height itself is
    /// not stretched.
    @inline(__always)
    var heightBehavesAsAuto: Bool {
        height.isAuto || (usableAspectRatio != nil && height.isContentKeyword)
    }

    /// Margins resolved against the containing block's width; `auto` is `nil`.
    @inline(__always)
    func resolvedMargins(percentBasisWidth: Double?) -> Edges<Double?> {
        Edges(top: margin.top.resolve(against: percentBasisWidth) ?? (margin.top.isAuto ? nil : 0),
              right: margin.right.resolve(against: percentBasisWidth) ?? (margin.right.isAuto ? nil : 0),
              bottom: margin.bottom.resolve(against: percentBasisWidth) ?? (margin.bottom.isAuto ? nil : 0),
              left: margin.left.resolve(against: percentBasisWidth) ?? (margin.left.isAuto ? nil : 0))
    }
}

extension Edges where Value == LengthPercentage {
    /// Padding or border widths resolved against the containing block's width (a
    /// percentage without one is 0), never negative.
    @inline(__always)
    func resolvedWidths(against basis: Double?) -> Edges<Double> {
        Edges<Double>(top: max(0, top.resolveOrZero(against: basis)), right: max(0, right.resolveOrZero(against: basis)),
                      bottom: max(0, bottom.resolveOrZero(against: basis)), left: max(0, left.resolveOrZero(against: basis)))
    }
}

extension Edges where Value == Double? {
    /// left + right or top + bottom, `auto` counting as zero.
    @inline(__always)
    func sumOrZero(_ axis: Axis) -> Double {
        axis == .horizontal ? (left ?? 0) + (right ?? 0) : (top ?? 0) + (bottom ?? 0)
    }
}

extension BoxDimension {
    /// Whether this is `min-content`, `max-content` or `fit-content`.
    var isContentKeyword: Bool {
        switch self {
        case .minContent, .maxContent, .fitContent: return true
        default: return false
        }
    }

    /// The border-box size a content keyword gives, from the box's intrinsic sizes.
    func keywordSize(minContent: Double, maxContent: Double, available: AvailableSpace) -> Double? {
        switch self {
        case .minContent: return minContent
        case .maxContent: return maxContent
        case .fitContent:
            switch available {
            case .definite(let space): return min(maxContent, max(minContent, space))
            case .minContent: return minContent
            case .maxContent: return maxContent
            }
        default: return nil
        }
    }
}

extension ResolvedBox {
    /// The border-box width `ratio` gives a border-box `height` (through the box-sizing
    /// box, CSS Sizing 4 §5.1), never below the padding and border.
    @inline(__always)
    func ratioWidth(_ node: UnsafePointer<Node>, _ ratio: Double, height: Double) -> Double {
        let contentBox = node.pointee.style.boxSizing == .contentBox
        let extraWidth = contentBox ? paddingBorder(.horizontal) : 0
        let extraHeight = contentBox ? paddingBorder(.vertical) : 0
        return min(max((height - extraHeight) * ratio + extraWidth, paddingBorder(.horizontal)), largestLength)
    }

    /// The border-box height `ratio` gives a border-box `width`, never below the padding and border.
    @inline(__always)
    func ratioHeight(_ node: UnsafePointer<Node>, _ ratio: Double, width: Double) -> Double {
        let contentBox = node.pointee.style.boxSizing == .contentBox
        let extraWidth = contentBox ? paddingBorder(.horizontal) : 0
        let extraHeight = contentBox ? paddingBorder(.vertical) : 0
        return min(max((width - extraWidth) / ratio + extraHeight, paddingBorder(.vertical)), largestLength)
    }

    /// The min-content and max-content widths of a box with an aspect ratio (CSS Sizing 4
    /// §5.1): with a definite height, both are the width the ratio gives it; otherwise its
    /// content's, within the min and max widths transferred from its min and max heights.
    func ratioIntrinsicWidths(_ node: UnsafePointer<Node>, _ widths: (min: Double, max: Double),
                              knownHeight: Double?) -> (min: Double, max: Double) {
        guard let ratio = node.pointee.style.usableAspectRatio else { return widths }
        func transferred(_ height: Double) -> Double { ratioWidth(node, ratio, height: height) }
        if let height = knownHeight ?? (heightFromRatio ? nil : self.height) {
            let width = transferred(height)
            return (width, width)
        }
        var result = widths
        if let maxHeight {
            let limit = transferred(maxHeight)
            result = (min(result.min, limit), min(result.max, limit))
        }
        if let minHeight {
            let floor = transferred(minHeight)
            result = (max(result.min, floor), max(result.max, floor))
        }
        return result
    }

    /// Whether the node's style uses a content keyword for a width or a min/max width.
    @inline(__always)
    static func hasKeywordWidth(_ node: UnsafePointer<Node>) -> Bool {
        node.pointee.style.width.isContentKeyword || node.pointee.style.minWidth.isContentKeyword || node.pointee.style.maxWidth.isContentKeyword
    }

    /// Whether the box resolves differently against another containing block: a
    /// percentage in its padding, border or sizes.
    @inline(__always)
    static func usesPercentages(_ node: UnsafePointer<Node>) -> Bool {
        node.pointee.style.padding.top.isPercent || node.pointee.style.padding.right.isPercent || node.pointee.style.padding.bottom.isPercent
            || node.pointee.style.padding.left.isPercent || node.pointee.style.border.top.isPercent || node.pointee.style.border.right.isPercent
            || node.pointee.style.border.bottom.isPercent || node.pointee.style.border.left.isPercent
            || node.pointee.style.width.isPercent || node.pointee.style.height.isPercent || node.pointee.style.minWidth.isPercent
            || node.pointee.style.minHeight.isPercent || node.pointee.style.maxWidth.isPercent || node.pointee.style.maxHeight.isPercent
    }

    /// Whether the node's style uses a content keyword for a min or max height.
    @inline(__always)
    static func hasKeywordHeightLimit(_ node: UnsafePointer<Node>) -> Bool {
        node.pointee.style.minHeight.isContentKeyword || node.pointee.style.maxHeight.isContentKeyword
    }

    /// Resolves content keywords in `width`, `min-width` and `max-width` (CSS Sizing 3
    /// §3.1) from the box's min-content and max-content border-box widths.
    mutating func resolveKeywordWidths(_ node: UnsafePointer<Node>, minContent: Double, maxContent: Double, available: AvailableSpace) {
        if let value = node.pointee.style.minWidth.keywordSize(minContent: minContent, maxContent: maxContent, available: available) {
            minWidth = value
        }
        if let value = node.pointee.style.maxWidth.keywordSize(minContent: minContent, maxContent: maxContent, available: available) {
            maxWidth = value
        }
        if let value = node.pointee.style.width.keywordSize(minContent: minContent, maxContent: maxContent, available: available) {
            width = value
            widthFromRatio = false
        }
        width = width.map { clampRaw($0, minWidth, maxWidth) }
    }

    /// Resolves content keywords in `min-height` and `max-height`: for a block box both
    /// intrinsic heights are its content height.
    mutating func resolveKeywordHeights(_ node: UnsafePointer<Node>, contentHeight: Double) {
        if node.pointee.style.minHeight.isContentKeyword { minHeight = contentHeight }
        if node.pointee.style.maxHeight.isContentKeyword { maxHeight = contentHeight }
    }
}

/// A `Double?` in 8 bytes: NaN stands for `nil` (a resolved size is never NaN).
private struct PackedSize: Equatable {
    private let raw: Double

    @inline(__always)
    init(_ value: Double?) { raw = value ?? .nan }

    @inline(__always)
    var value: Double? { raw.isNaN ? nil : raw }

    static func == (a: PackedSize, b: PackedSize) -> Bool { a.value == b.value }
}
