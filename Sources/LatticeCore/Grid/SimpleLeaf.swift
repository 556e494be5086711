// A fast path for the most common grid item: a plain box of fixed or auto size.

/// A leaf whose sizes need no measuring: no content, no aspect ratio, sizes that
/// are lengths or `auto`, no min/max sizes, pixel padding, borders and margins,
/// no scrollbars, no relative offset. Its contributions and its size in an area
/// follow directly from these numbers, without resolving a box each time.
struct SimpleLeaf {
    /// The border-box width and height when set (never below padding + border).
    var width: Double?
    var height: Double?
    /// padding + border per axis.
    var insetX: Double
    var insetY: Double
    var marginLeft: Double
    var marginRight: Double
    var marginTop: Double
    var marginBottom: Double
    /// The box's own direction is rtl (for `self-start`/`self-end`).
    var isRTL: Bool

    init?(_ style: borrowing Style, measured: Bool) {
        guard !measured, style.display == .block, style.position == .relative, style.aspectRatio == nil,
              style.boxSizing == .borderBox, style.overflowX == .visible, style.overflowY == .visible,
              style.minWidth.isAuto, style.minHeight.isAuto, style.maxWidth.isAuto, style.maxHeight.isAuto,
              style.inset.top.isAuto, style.inset.right.isAuto, style.inset.bottom.isAuto, style.inset.left.isAuto
        else { return nil }
        func points(_ value: LengthPercentage) -> Double? {
            if case .points(let length) = value { return max(0, length) }
            return nil
        }
        func margin(_ value: LengthPercentageAuto) -> Double? {
            if case .points(let length) = value { return length }
            return nil
        }
        guard let paddingTop = points(style.padding.top), let paddingRight = points(style.padding.right),
              let paddingBottom = points(style.padding.bottom), let paddingLeft = points(style.padding.left),
              let borderTop = points(style.border.top), let borderRight = points(style.border.right),
              let borderBottom = points(style.border.bottom), let borderLeft = points(style.border.left),
              let marginTop = margin(style.margin.top), let marginRight = margin(style.margin.right),
              let marginBottom = margin(style.margin.bottom), let marginLeft = margin(style.margin.left)
        else { return nil }
        insetX = paddingLeft + paddingRight + borderLeft + borderRight
        insetY = paddingTop + paddingBottom + borderTop + borderBottom
        switch style.width {
        case .auto: width = nil
        case .points(let value): width = max(value, insetX)
        default: return nil
        }
        switch style.height {
        case .auto: height = nil
        case .points(let value): height = max(value, insetY)
        default: return nil
        }
        self.marginLeft = marginLeft
        self.marginRight = marginRight
        self.marginTop = marginTop
        self.marginBottom = marginBottom
        self.isRTL = style.direction == .rtl
    }

    /// The outer (margin-box) width it contributes, min-content and max-content alike.
    var outerWidth: Double { (width ?? insetX) + marginLeft + marginRight }
    /// The outer height it contributes.
    var outerHeight: Double { (height ?? insetY) + marginTop + marginBottom }
}
