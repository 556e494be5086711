// CSS Grid 3 (grid lanes), "Alignment and Spacing", with CSS Grid §10: the lanes aligned
// in the grid axis (`justify-content` for column lanes), the stack as a whole in the
// stacking axis (`align-content` for column lanes), and each item in its lanes and in
// the room after it.

extension GridLanesState {
    /// Aligns the lanes and the stack and lays out every child, once the lanes are sized
    /// and the items placed for the container's final border-box `size`.
    mutating func finishLayout(size: Size) -> NodeLayout {
        let box = grid.container.box
        let rtl = style.direction == .rtl
        let contentWidth = max(0, size.width - box.insets(.horizontal))
        let contentHeight = max(0, size.height - box.insets(.vertical))
        let startX = rtl ? box.padding.right + box.border.right : box.padding.left + box.border.left
        let startY = box.padding.top + box.border.top
        let laneAxis = self.laneAxis
        let firstLine = grid.withTracks(laneAxis) { tracks, state in
            state.alignTracks(laneAxis, &tracks, size: laneAxis == .horizontal ? contentWidth : contentHeight,
                              startInset: laneAxis == .horizontal ? startX : startY)
        }
        withLanes { $0.firstLine = firstLine }
        let stackContent = laneAxis == .horizontal ? contentHeight : contentWidth
        let stackStart = (laneAxis == .horizontal ? startY : startX) + stackOffset(free: stackContent - running.extent)
        // The stacking axis as one track, the stack (its lines 1 and 2 are where
        // absolutely positioned children find the stack's edges).
        let extent = running.extent
        withStack { stack in
            stack.tracks[0].offset = stackStart
            stack.tracks[0].baseSize = extent
            stack.tracks[0].gapAfter = 0
            stack.firstLine = stackStart
        }
        let rooms = needsRooms ? self.rooms(contentSize: stackContent) : []

        let children = grid.container.children
        var layouts: [NodeLayout] = []
        if grid.items.count == children.count {
            // Every child is an item, in document order.
            layouts.reserveCapacity(children.count)
            for index in grid.items.indices {
                layouts.append(layoutItem(index, stackStart: stackStart, room: rooms.isEmpty ? nil : rooms[index], containerSize: size))
            }
        } else {
            layouts = [NodeLayout](repeating: NodeLayout(frame: .zero), count: children.count)
            for index in grid.items.indices {
                layouts[grid.items[index].child] = layoutItem(index, stackStart: stackStart,
                                                              room: rooms.isEmpty ? nil : rooms[index], containerSize: size)
            }
            for index in absoluteChildren {
                layouts[index] = grid.layoutAbsoluteChild(index, containerSize: size)
                layouts[index].frame = layouts[index].frame.finite
            }
            for index in children.indices where grid.container.child(index).pointee.style.display == .none {
                layouts[index] = hiddenLayout(children[index])
            }
        }
        let columns = grid.columns, rows = grid.rows
        return NodeLayout(frame: Rect(origin: .zero, size: size), children: layouts,
                          columns: columns.trackLines, rows: rows.trackLines) { columnNumbers, rowNumbers in
            columns.write(into: columnNumbers, mirrorIn: rtl ? size.width : nil)
            rows.write(into: rowNumbers, mirrorIn: nil)
        }
    }

    /// Where the stack starts in a content box `free` longer than it (negative when it
    /// overflows): `align-content` (column lanes) or `justify-content` (row lanes) aligns
    /// the stack as one alignment subject. `normal`, `stretch` and `space-between` keep it
    /// at the start, `center`, `space-around` and `space-evenly` centre it, `end` puts it at
    /// the end (overflowing at the start, unless `safe`), as Chromium does.
    private func stackOffset(free: Double) -> Double {
        let alignment = style.contentAlignment(stackAxis)
        if alignment.overflow == .safe && free < 0 { return 0 }
        let rtl = style.direction == .rtl
        switch alignment.value {
        case .center, .spaceAround, .spaceEvenly: return free / 2
        case .end, .flexEnd: return free
        case .left: return stackAxis == .horizontal && rtl ? free : 0
        case .right: return stackAxis == .horizontal && !rtl ? free : 0
        case .normal, .stretch, .spaceBetween, .start, .flexStart: return 0
        }
    }

    /// Per item, the room it is aligned in in the stacking axis: from its position to the
    /// start of the next item placed in any of its lanes, less the gap, or, when no later
    /// item is placed in them, to the end of the content box (`contentSize` long).
    func rooms(contentSize: Double) -> [Double] {
        let laneTracks = laneAxis == .horizontal ? grid.columns.tracks : grid.rows.tracks
        var nextStart = [Double](repeating: .infinity, count: laneTracks.count)
        var rooms = [Double](repeating: 0, count: grid.items.count)
        for index in grid.items.indices.reversed() {
            let lanes = grid.items[index].span(laneAxis).range
            let position = stackPositions[index]
            var end = Double.infinity
            for lane in lanes { end = min(end, nextStart[lane]) }
            rooms[index] = (end.isFinite ? end - running.gap : contentSize) - position
            for lane in lanes { nextStart[lane] = position }
        }
        return rooms
    }

    /// Lays out item `index` (CSS Grid §6.2, §10.3–10.4 in its lanes): in the grid axis
    /// sized and aligned as a grid item in the area of its lanes (`normal` stretches); in
    /// the stacking axis at its measured size (an explicit `stretch` fills its `room`),
    /// aligned in the room when there is one, from `stackStart` plus its position.
    private mutating func layoutItem(_ index: Int, stackStart: Double, room: Double?, containerSize: Size) -> NodeLayout {
        let item = grid.items[index]
        let laneTracks = laneAxis == .horizontal ? grid.columns.tracks : grid.rows.tracks
        let lanes = grid.area(laneTracks, item.span(laneAxis))
        let outer = stackSize(index)
        let stack = (start: stackStart + stackPositions[index], size: room ?? outer)
        func area() -> Rect {
            laneAxis == .horizontal ? Rect(x: lanes.start, y: stack.start, width: lanes.size, height: stack.size)
                                    : Rect(x: stack.start, y: lanes.start, width: stack.size, height: lanes.size)
        }
        func size(lane: Double, stack: Double) -> Size {
            laneAxis == .horizontal ? Size(width: lane, height: stack) : Size(width: stack, height: lane)
        }
        let stretchesInRoom = room != nil && item.alignment(stackAxis).value == .stretch

        if case .bare(let widthIsAuto, let heightIsAuto) = item.kind {
            // No margins, no content: its outer sizes are its border-box sizes.
            var laneSize = laneAxis == .horizontal ? item.minContentWidth : item.contentHeight
            if (laneAxis == .horizontal ? widthIsAuto : heightIsAuto) && grid.stretchesAutoSize(item, laneAxis) {
                laneSize = max(laneSize, lanes.size)
            }
            var stackSize = outer
            if stretchesInRoom, laneAxis == .horizontal ? heightIsAuto : widthIsAuto, grid.stretchesAutoSize(item, stackAxis) {
                stackSize = max(stackSize, stack.size)
            }
            let frame = grid.alignedFrame(item, area: area(), size: size(lane: laneSize, stack: stackSize),
                                          margins: Edges(top: 0, right: 0, bottom: 0, left: 0), itemRTL: false,
                                          containerWidth: containerSize.width)
            return NodeLayout(frame: frame.finite)
        }

        let child = grid.container.child(item.child)
        let box = grid.container.box
        let contentWidth = max(0, containerSize.width - box.insets(.horizontal))
        let contentHeight = max(0, containerSize.height - box.insets(.vertical))
        // The containing block: the lanes in the grid axis, the content box in the other.
        let areaWidth = laneAxis == .horizontal ? lanes.size : contentWidth
        let areaHeight = laneAxis == .horizontal ? contentHeight : lanes.size
        let margins = grid.itemMargins(item, child, percentBasisWidth: areaWidth)
        let laneMargins = margins.sumOrZero(laneAxis), stackMargins = margins.sumOrZero(stackAxis)
        var request = SizingRequest(availableWidth: .definite(max(0, areaWidth - margins.sumOrZero(.horizontal))),
                                    availableHeight: .definite(max(0, areaHeight - margins.sumOrZero(.vertical))),
                                    percentBasisWidth: areaWidth, percentBasisHeight: areaHeight)
        request.cache = grid.container.cache
        request = grid.slotted(request, for: item)
        let plain = grid.plainBox(item)
        let childBox: ResolvedBox? = plain == nil ? resolvedBox(child, request) : nil
        func clamped(_ value: Double, _ axis: Axis) -> Double {
            if let childBox { return childBox.clamp(max(0, value), axis) }
            let floor = plain.map { axis == .horizontal ? $0.insetX : $0.insetY } ?? 0
            return max(value, floor)
        }
        let stackSize = stretchesInRoom && grid.isStretched(item, stackAxis)
            ? clamped(stack.size - stackMargins, stackAxis) : max(0, outer - stackMargins)
        let laneSize: Double? = grid.isStretched(item, laneAxis) ? clamped(lanes.size - laneMargins, laneAxis) : nil
        if laneAxis == .horizontal {
            request.knownWidth = laneSize
            request.knownHeight = stackSize
            request.intrinsicHeight = !(stretchesInRoom && grid.isStretched(item, stackAxis)) && childBox?.height == nil
        } else {
            request.knownWidth = stackSize
            request.knownHeight = laneSize
            request.intrinsicHeight = laneSize == nil && childBox?.height == nil
        }
        let itemSize = grid.itemSize(item, child, request, box: childBox)
        request.knownWidth = itemSize.width
        request.knownHeight = itemSize.height

        var frame = grid.alignedFrame(item, area: area(), size: itemSize, margins: margins,
                                      itemRTL: plain?.isRTL ?? (child.pointee.style.direction == .rtl),
                                      containerWidth: containerSize.width)
        if plain == nil {
            frame = grid.relativelyPositioned(frame, of: child, basis: Size(width: areaWidth, height: areaHeight),
                                              rtl: style.direction == .rtl)
        }
        var layout = plain == nil && child.pointee.style.display.hasItems ? performLayout(child, request) : NodeLayout(frame: .zero)
        layout.frame = frame.finite
        return layout
    }
}
