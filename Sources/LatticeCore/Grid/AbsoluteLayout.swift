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
        if childBox.width == nil, let left, let right {
            request.knownWidth = childBox.clamp(max(0, cbWidth - left - right - marginX), .horizontal)
        }
        // With an aspect ratio, a width set by the insets gives the height.
        let ratioGivesHeight = child.pointee.style.usableAspectRatio != nil && (childBox.width != nil || request.knownWidth != nil)
        if childBox.height == nil, !ratioGivesHeight, let top, let bottom {
            request.knownHeight = childBox.clamp(max(0, cbHeight - top - bottom - marginY), .vertical)
        }
        request.intrinsicHeight = request.knownHeight == nil && childBox.height == nil
        let size = computeSize(child, request)
        request.knownWidth = size.width
        request.knownHeight = size.height

        let x: Double
        if let left {
            if right != nil, margins.left == nil || margins.right == nil {
                x = cbX + left + autoMarginStart(free: cbWidth - left - (right ?? 0) - size.width,
                                                 start: margins.left, end: margins.right)
            } else {
                x = cbX + left + (margins.left ?? 0)
            }
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
        if let top {
            if bottom != nil, margins.top == nil || margins.bottom == nil {
                y = cbY + top + autoMarginStart(free: cbHeight - top - (bottom ?? 0) - size.height,
                                                start: margins.top, end: margins.bottom)
            } else {
                y = cbY + top + (margins.top ?? 0)
            }
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
