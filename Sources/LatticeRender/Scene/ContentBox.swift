import Lattice

/// A box's content box, from its border box and style.
enum ContentBox {
    /// The border box `frame` less borders and padding (percentages of the
    /// containing block's width, as CSS resolves them on both axes).
    static func of(_ frame: Rect, style: Style, containingWidth: Double?) -> Rect {
        let reference = containingWidth ?? frame.width
        let left = style.border.left.resolveOrZero(against: reference) + style.padding.left.resolveOrZero(against: reference)
        let right = style.border.right.resolveOrZero(against: reference) + style.padding.right.resolveOrZero(against: reference)
        let top = style.border.top.resolveOrZero(against: reference) + style.padding.top.resolveOrZero(against: reference)
        let bottom = style.border.bottom.resolveOrZero(against: reference) + style.padding.bottom.resolveOrZero(against: reference)
        return Rect(x: frame.x + left, y: frame.y + top,
                    width: Swift.max(0, frame.width - left - right), height: Swift.max(0, frame.height - top - bottom))
    }
}
