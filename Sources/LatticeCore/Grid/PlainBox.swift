// A fast path for the most common grid item: a plain box of fixed or auto size.

/// The numbers of a plain box: a block leaf with no aspect ratio, sizes that are
/// finite lengths or `auto`, no min/max sizes, finite pixel padding, borders and
/// margins, no scrollbars, no relative offset (see ``NodeSummary/plainBox``).
/// Without content, its contributions and its size in an area follow directly from
/// these numbers; with content, its box does (only the content is measured).
struct PlainBox {
    /// The border-box width and height when set (never below padding + border); NaN
    /// for `auto` (8 bytes each, where an optional takes 16 with its padding).
    private var setWidth: Double
    private var setHeight: Double
    var width: Double? { setWidth.isNaN ? nil : setWidth }
    var height: Double? { setHeight.isNaN ? nil : setHeight }
    // Padding + border per axis, and the margins, in 32 bits each: a grid reads a
    // plain box once per item and pass, and at 100,000 items the bytes of every node
    // count. A box whose numbers a `Float` does not hold exactly is not plain (it takes
    // the general path), so these read back exactly as written.
    private let insets: (x: Float, y: Float)
    private let margins: (left: Float, right: Float, top: Float, bottom: Float)
    /// padding + border per axis.
    var insetX: Double { Double(insets.x) }
    var insetY: Double { Double(insets.y) }
    var marginLeft: Double { Double(margins.left) }
    var marginRight: Double { Double(margins.right) }
    var marginTop: Double { Double(margins.top) }
    var marginBottom: Double { Double(margins.bottom) }
    /// The box's own direction is rtl (for `self-start`/`self-end`).
    var isRTL: Bool
    /// Without margins and left to right: as a grid item without content, its outer
    /// sizes are its border-box sizes and its alignment needs nothing more (see
    /// ``PlacedItem/bare``).
    let isBare: Bool

    /// The numbers of a box with `style` when it is a plain box (its content aside).
    /// Worked out once per style (see ``NodeSummary``).
    init?(_ style: borrowing Style) {
        guard style.display == .block,
              style.position == .relative, style.aspectRatio == nil,
              style.boxSizing == .borderBox,
              style.overflowX == .visible, style.overflowY == .visible,
              style.minWidth.isAuto, style.minHeight.isAuto,
              style.maxWidth.isAuto, style.maxHeight.isAuto,
              style.inset.top.isAuto, style.inset.right.isAuto,
              style.inset.bottom.isAuto, style.inset.left.isAuto
        else { return nil }
        // (Lengths within the engine's largest only: another takes the general path, which
        // clamps it there or resolves a non-finite one as zero.)
        func points(_ value: LengthPercentage) -> Double? {
            if case .points(let length) = value, abs(length) <= largestLength { return max(0, length) }
            return nil
        }
        func margin(_ value: LengthPercentageAuto) -> Double? {
            if case .points(let length) = value, abs(length) <= largestLength { return length }
            return nil
        }
        let padding = style.padding, border = style.border
        let margins = style.margin
        guard let paddingTop = points(padding.top), let paddingRight = points(padding.right),
              let paddingBottom = points(padding.bottom), let paddingLeft = points(padding.left),
              let borderTop = points(border.top), let borderRight = points(border.right),
              let borderBottom = points(border.bottom), let borderLeft = points(border.left),
              let marginTop = margin(margins.top), let marginRight = margin(margins.right),
              let marginBottom = margin(margins.bottom), let marginLeft = margin(margins.left)
        else { return nil }
        let horizontal = paddingLeft + paddingRight + borderLeft + borderRight
        let vertical = paddingTop + paddingBottom + borderTop + borderBottom
        /// A set length (never below padding and border), NaN for `auto`, else `nil`.
        func size(_ dimension: BoxDimension, floor: Double) -> Double? {
            switch dimension {
            case .auto: return .nan
            case .points(let length) where length.isFinite: return dimension.resolve(against: nil).map { max($0, floor) }
            default: return nil
            }
        }
        guard let width = size(style.width, floor: horizontal), let height = size(style.height, floor: vertical)
        else { return nil }
        /// `value` as a `Float` when that holds it exactly.
        func exact(_ value: Double) -> Float? {
            let narrow = Float(value)
            return Double(narrow) == value ? narrow : nil
        }
        guard let insetX = exact(horizontal), let insetY = exact(vertical),
              let left = exact(marginLeft), let right = exact(marginRight),
              let top = exact(marginTop), let bottom = exact(marginBottom)
        else { return nil }
        insets = (insetX, insetY)
        self.margins = (left, right, top, bottom)
        setWidth = width
        setHeight = height
        self.isRTL = style.direction == .rtl
        isBare = marginLeft == 0 && marginRight == 0 && marginTop == 0 && marginBottom == 0 && !isRTL
    }

    /// The outer (margin-box) width it contributes without content, min-content and
    /// max-content alike.
    var outerWidth: Double { (width ?? insetX) + marginLeft + marginRight }
    /// The outer widths it contributes with content of `widths` (its set width, when it has one).
    func outerWidths(content widths: Measure.IntrinsicWidths) -> (min: Double, max: Double) {
        let margins = marginLeft + marginRight
        if let width { return (width + margins, width + margins) }
        return (widths.minContent + insetX + margins, widths.maxContent + insetX + margins)
    }
    /// The outer height it contributes without content.
    var outerHeight: Double { (height ?? insetY) + marginTop + marginBottom }

    /// Its minimum contribution on `axis` (§12.3), from its min-content contribution
    /// `minContent` (outer sizes): that, with a set size on the axis; else its automatic
    /// minimum size where that applies (§6.6, see
    /// ``contentBasedMinimum(minContent:maximum:limit:paddingBorder:margins:)``; `limit`
    /// is the stretch fit of an area of fixed tracks); else its padding and border.
    func minimumContribution(_ axis: Axis, minContent: Double, automaticMinimumApplies: Bool,
                             limit: Double) -> Double {
        if (axis == .horizontal ? width : height) != nil { return minContent }
        let margins = axis == .horizontal ? marginLeft + marginRight : marginTop + marginBottom
        let paddingBorder = axis == .horizontal ? insetX : insetY
        guard automaticMinimumApplies else { return paddingBorder + margins }
        return contentBasedMinimum(minContent: minContent, maximum: nil, limit: limit,
                                   paddingBorder: paddingBorder, margins: margins)
    }

    /// The border-box size of the box with `content` under `request`: ``leafSize`` for
    /// a box with nothing to clamp, transfer or resolve. A size known or set is kept;
    /// an unknown one is the content's plus padding and border.
    ///
    /// - Parameters:
    ///   - contentWidths: the content's intrinsic widths, when its measure function
    ///     declares them (see ``Measure/IntrinsicWidths``).
    ///   - content: the box's measure function (asked for only when needed: a width
    ///     asked for alone at an intrinsic available width is known from `contentWidths`).
    @inline(__always)
    func size(_ request: SizingRequest, contentWidths: Measure.IntrinsicWidths? = nil,
              content: () -> Measure?) -> Size {
        let width = request.knownWidth ?? width
        let height = request.knownHeight ?? height
        if let width, let height { return Size(width: width, height: height) }
        if width == nil, request.widthOnly, let contentWidth = contentWidths?.width(in: request.availableWidth) {
            // (A request for the width alone: its height is not worked out.)
            return Size(width: contentWidth + insetX, height: height ?? 0)
        }
        guard let content = content() else { return Size(width: width ?? insetX, height: height ?? insetY) }
        let availableHeight = shrink(request.availableHeight, by: insetY)
        if let width {
            // The content's height at the content width.
            let contentWidth = max(0, width - insetX)
            let measured = content(MeasureInput(knownWidth: contentWidth, availableWidth: .definite(contentWidth),
                                                availableHeight: availableHeight))
            return Size(width: width, height: measured.height + insetY)
        }
        let measured = content(MeasureInput(knownHeight: height.map { max(0, $0 - insetY) },
                                            availableWidth: shrink(request.availableWidth, by: insetX),
                                            availableHeight: availableHeight))
        return Size(width: measured.width + insetX, height: height ?? measured.height + insetY)
    }
}
