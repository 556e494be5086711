// CSS Grid §9: absolutely positioned children of a grid container.

extension GridState {
    /// The containing block (§9.1) on one axis, logical: from the grid lines the
    /// child names, or the padding edges where they are `auto`.
    private func containingBlock(_ placement: GridPlacement, _ axis: Axis, size: Double) -> (start: Double, size: Double) {
        let rtl = container.style.direction == .rtl && axis == .horizontal
        let borderStart = axis == .horizontal ? (rtl ? container.box.border.right : container.box.border.left) : container.box.border.top
        let borderEnd = axis == .horizontal ? (rtl ? container.box.border.left : container.box.border.right) : container.box.border.bottom
        let scrollbar = axis == .horizontal ? container.box.scrollbar.width : container.box.scrollbar.height
        let paddingStart = borderStart
        let paddingEnd = size - borderEnd - scrollbar
        let grid = self[axis]
        let resolved = resolveAbsolutePlacement(placement, names: grid.names, explicitCount: grid.explicitCount,
                                                gridLines: grid.lines)
        let start = resolved.start.map { grid.offset(ofLine: Int($0), isStart: true) ?? grid.firstLine } ?? paddingStart
        let end = resolved.end.map { grid.offset(ofLine: Int($0), isStart: false) ?? grid.firstLine } ?? paddingEnd
        return (start, max(0, end - start))
    }

    /// Lays out the absolutely positioned child `index` in its containing block.
    mutating func layoutAbsoluteChild(_ index: Int, containerSize: Size) -> NodeLayout {
        let child = container.child(index)
        let rtl = container.style.direction == .rtl
        let logicalX = containingBlock(child.pointee.style.gridColumn, .horizontal, size: containerSize.width)
        let logicalY = containingBlock(child.pointee.style.gridRow, .vertical, size: containerSize.height)
        let cbX = rtl ? containerSize.width - logicalX.start - logicalX.size : logicalX.start
        let cbWidth = logicalX.size
        let cbY = logicalY.start
        let cbHeight = logicalY.size

        let margins = child.pointee.style.resolvedMargins(percentBasisWidth: cbWidth)
        let left = child.pointee.style.inset.left.resolve(against: cbWidth)
        let right = child.pointee.style.inset.right.resolve(against: cbWidth)
        let top = child.pointee.style.inset.top.resolve(against: cbHeight)
        let bottom = child.pointee.style.inset.bottom.resolve(against: cbHeight)
        let marginX = margins.sumOrZero(.horizontal)
        let marginY = margins.sumOrZero(.vertical)

        var request = SizingRequest(
            availableWidth: .definite(max(0, cbWidth - (left ?? 0) - (right ?? 0) - marginX)),
            availableHeight: .definite(max(0, cbHeight - (top ?? 0) - (bottom ?? 0) - marginY)),
            percentBasisWidth: cbWidth, percentBasisHeight: cbHeight)
        request.cache = container.cache
        let childBox = resolvedBox(child, request)
        // With both insets on an axis, the box is aligned in the containing block less the
        // insets (CSS Position 3 §4.1, Box Alignment 3 §6.1: `auto` is `normal` there):
        // `normal` and `stretch` fill it with an auto size, other values keep the box's
        // fit-content size.
        let justify = child.pointee.style.justifySelf ?? ItemAlignment(.normal)
        let align = child.pointee.style.alignSelf ?? ItemAlignment(.normal)
        if childBox.width == nil, let left, let right, justify.value == .normal || justify.value == .stretch {
            request.knownWidth = childBox.clamp(max(0, cbWidth - left - right - marginX), .horizontal)
        }
        // With an aspect ratio, a width set by the insets gives the height.
        let ratioGivesHeight = child.pointee.style.usableAspectRatio != nil && (childBox.width != nil || request.knownWidth != nil)
        if childBox.height == nil, !ratioGivesHeight, let top, let bottom, align.value == .normal || align.value == .stretch {
            request.knownHeight = childBox.clamp(max(0, cbHeight - top - bottom - marginY), .vertical)
        }
        request.intrinsicHeight = request.knownHeight == nil && childBox.height == nil
        let size = computeSize(child, request)
        request.knownWidth = size.width
        request.knownHeight = size.height

        let x: Double
        if let left, let right {
            if margins.left == nil || margins.right == nil {
                x = cbX + left + autoMarginStart(free: cbWidth - left - right - size.width,
                                                 start: margins.left, end: margins.right)
            } else {
                // Aligned in logical terms: in an rtl grid the start is the right edge.
                let start = insetAligned(justify, .horizontal, cbSize: cbWidth, startInset: rtl ? right : left,
                                         endInset: rtl ? left : right, size: size.width,
                                         marginStart: (rtl ? margins.right : margins.left) ?? 0,
                                         marginEnd: (rtl ? margins.left : margins.right) ?? 0,
                                         itemRTL: child.pointee.style.direction == .rtl)
                x = rtl ? cbX + cbWidth - start - size.width : cbX + start
            }
        } else if let left {
            x = cbX + left + (margins.left ?? 0)
        } else if let right {
            x = cbX + cbWidth - right - (margins.right ?? 0) - size.width
        } else {
            // Static position: aligned in the containing block as the sole item of an
            // area, by its own alignment or the container's `justify-items`.
            let offset = alignedOffset(staticAlignment(child.pointee.style.justifySelf ?? container.style.justifyItems), axis: .horizontal, areaSize: cbWidth, size: size.width,
                                       marginStart: (rtl ? margins.right : margins.left) ?? 0,
                                       marginEnd: (rtl ? margins.left : margins.right) ?? 0,
                                       containerRTL: rtl, itemRTL: child.pointee.style.direction == .rtl)
            x = rtl ? cbX + cbWidth - offset - size.width : cbX + offset
        }
        let y: Double
        if let top, let bottom {
            if margins.top == nil || margins.bottom == nil {
                y = cbY + top + autoMarginStart(free: cbHeight - top - bottom - size.height,
                                                start: margins.top, end: margins.bottom)
            } else {
                y = cbY + insetAligned(align, .vertical, cbSize: cbHeight, startInset: top, endInset: bottom,
                                       size: size.height, marginStart: margins.top ?? 0, marginEnd: margins.bottom ?? 0,
                                       itemRTL: child.pointee.style.direction == .rtl)
            }
        } else if let top {
            y = cbY + top + (margins.top ?? 0)
        } else if let bottom {
            y = cbY + cbHeight - bottom - (margins.bottom ?? 0) - size.height
        } else {
            y = cbY + alignedOffset(staticAlignment(child.pointee.style.alignSelf ?? container.style.alignItems), axis: .vertical, areaSize: cbHeight, size: size.height,
                                    marginStart: margins.top ?? 0, marginEnd: margins.bottom ?? 0,
                                    containerRTL: rtl, itemRTL: child.pointee.style.direction == .rtl)
        }
        var layout = child.pointee.style.display.hasItems ? performLayout(child, request) : NodeLayout(frame: .zero)
        layout.frame = Rect(x: x, y: y, width: size.width, height: size.height)
        return layout
    }

    /// The logical start of a box of `size` whose insets on an axis are both set, in a
    /// containing block of `cbSize`: aligned by `alignment` in the containing block less
    /// the insets (CSS Position 3 §4.1; `normal` and `stretch` at the start, where an
    /// over-constrained box stays, as in CSS 2). Aligned otherwise, a box that overflows
    /// that area is kept inside the containing block as far as it fits, its start edge
    /// first, unless the alignment is `unsafe` (Position 3 §4.2), as Chromium does.
    private func insetAligned(_ alignment: ItemAlignment, _ axis: Axis, cbSize: Double, startInset: Double,
                              endInset: Double, size: Double, marginStart: Double, marginEnd: Double,
                              itemRTL: Bool) -> Double {
        let area = cbSize - startInset - endInset
        var start = startInset + alignedOffset(alignment, axis: axis, areaSize: area, size: size,
                                               marginStart: marginStart, marginEnd: marginEnd,
                                               containerRTL: container.style.direction == .rtl, itemRTL: itemRTL)
        if alignment.overflow != .unsafe, alignment.value != .normal, alignment.value != .stretch,
           size + marginStart + marginEnd > area {
            start = max(marginStart, min(start, cbSize - size - marginEnd))
        }
        return start
    }

    /// `normal` and `stretch` place an absolutely positioned box at the start.
    private func staticAlignment(_ alignment: ItemAlignment) -> ItemAlignment {
        alignment.value == .normal || alignment.value == .stretch ? ItemAlignment(.start, overflow: alignment.overflow) : alignment
    }

    /// The start margin when auto margins share the free space (CSS 2 §10.3.7).
    private func autoMarginStart(free: Double, start: Double?, end: Double?) -> Double {
        switch (start, end) {
        case (nil, nil): return max(0, free) / 2
        case (nil, let end?): return free - end
        case (let start?, _): return start
        }
    }
}
