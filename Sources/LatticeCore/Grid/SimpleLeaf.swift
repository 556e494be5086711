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

    /// The numbers of `node` when it is a plain box. (Read through the pointer: passing
    /// the style on would copy it, hundreds of bytes per item.)
    init?(_ node: UnsafePointer<Node>) {
        guard node.pointee.measure == nil, node.pointee.style.display == .block,
              node.pointee.style.position == .relative, node.pointee.style.aspectRatio == nil,
              node.pointee.style.boxSizing == .borderBox,
              node.pointee.style.overflowX == .visible, node.pointee.style.overflowY == .visible,
              node.pointee.style.minWidth.isAuto, node.pointee.style.minHeight.isAuto,
              node.pointee.style.maxWidth.isAuto, node.pointee.style.maxHeight.isAuto,
              node.pointee.style.inset.top.isAuto, node.pointee.style.inset.right.isAuto,
              node.pointee.style.inset.bottom.isAuto, node.pointee.style.inset.left.isAuto
        else { return nil }
        func points(_ value: LengthPercentage) -> Double? {
            if case .points(let length) = value { return max(0, length) }
            return nil
        }
        func margin(_ value: LengthPercentageAuto) -> Double? {
            if case .points(let length) = value { return length }
            return nil
        }
        let padding = node.pointee.style.padding, border = node.pointee.style.border
        let margins = node.pointee.style.margin
        guard let paddingTop = points(padding.top), let paddingRight = points(padding.right),
              let paddingBottom = points(padding.bottom), let paddingLeft = points(padding.left),
              let borderTop = points(border.top), let borderRight = points(border.right),
              let borderBottom = points(border.bottom), let borderLeft = points(border.left),
              let marginTop = margin(margins.top), let marginRight = margin(margins.right),
              let marginBottom = margin(margins.bottom), let marginLeft = margin(margins.left)
        else { return nil }
        insetX = paddingLeft + paddingRight + borderLeft + borderRight
        insetY = paddingTop + paddingBottom + borderTop + borderBottom
        switch node.pointee.style.width {
        case .auto: width = nil
        case .points(let value): width = max(value, insetX)
        default: return nil
        }
        switch node.pointee.style.height {
        case .auto: height = nil
        case .points(let value): height = max(value, insetY)
        default: return nil
        }
        self.marginLeft = marginLeft
        self.marginRight = marginRight
        self.marginTop = marginTop
        self.marginBottom = marginBottom
        self.isRTL = node.pointee.style.direction == .rtl
    }

    /// The outer (margin-box) width it contributes, min-content and max-content alike.
    var outerWidth: Double { (width ?? insetX) + marginLeft + marginRight }
    /// The outer height it contributes.
    var outerHeight: Double { (height ?? insetY) + marginTop + marginBottom }
}
