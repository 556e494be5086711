/// The geometry of a ``LazyVGrid`` (or ``LazyHGrid``) whose rows (columns) all
/// have one fixed length: every cell is known by arithmetic, so a UI can lay out
/// only the items it shows, however many there are.
///
/// ```swift
/// let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8)
/// let window = grid.window(count: 100_000, rowHeight: 100, width: 390)
/// window.size.height                 // 25,000 rows × 100 + 24,999 × 8
/// let viewport = Rect(x: 0, y: 1_000_000, width: 390, height: 844)
/// let visible = window.layout(visibleIn: viewport) { index in Text("\(index)").frame(height: 100) }
/// // only the items of the ~9 rows in view were built and measured
/// ```
///
/// ## Using it in a UI
/// Make the window when the width or the item count changes. On scroll, call
/// ``layout(visibleIn:item:)`` (or ``forEachItem(intersecting:_:)`` and
/// ``cell(at:)`` to build views yourself) with the viewport plus an overscan
/// margin; create the views of new indices, recycle those of indices no longer
/// returned, and use ``size`` as the scroll view's content size.
///
/// ## Layout
/// The same as the full layout of the grid in which every row is `rowHeight`
/// tall: the tracks are ``LazyGridTrack/resolve(_:length:)`` of the grid items,
/// placed by the grid's alignment in the offered length; item `i` is in row
/// `i / n` and column `i % n` (n tracks); row `r` starts at `r × (rowHeight + spacing)`.
/// Each item is offered its column's width and no height, and aligned in its
/// cell by its column's alignment; alone, since the window lays out an item without
/// its row: a text baseline guide puts the item's baseline at the bottom of its cell,
/// as a frame aligns text (``Alignment/frame(of:baselines:in:)``), where the full
/// layout lines up the baselines of each row. Items are selected by their *cell*: an item is
/// visible when its cell ``Rect/intersects(_:)`` the rectangle. Every query is
/// O(rows + items in the rectangle); nothing depends on the item count.
public struct LazyGridWindow: Hashable, Sendable {
    /// The axis of the grid items' tracks: `.horizontal` (columns) for a ``LazyVGrid``.
    public let fixedAxis: Axis
    /// The resolved tracks along the fixed axis.
    public let tracks: [LazyGridTrack]
    /// Where each track starts along the fixed axis.
    public let trackOffsets: [Double]
    /// The number of items.
    public let itemCount: Int
    /// The length of every line (row of a ``LazyVGrid``) along the growing axis.
    public let lineLength: Double
    /// The space between lines.
    public let lineSpacing: Double
    /// The grid's size: the offered length (or the tracks') by the lines' extent.
    public let size: Size

    /// A window over `count` items in `tracks`, lines of `lineLength` `lineSpacing` apart.
    /// `fixedLength` is the grid's length along `fixedAxis` (`nil`: the tracks' own),
    /// in which the tracks are placed by `alignment` (0 start, ½ centre, 1 end).
    /// Negative counts are 0; negative or NaN lengths are 0.
    public init(fixedAxis: Axis, tracks: [LazyGridTrack], count: Int, lineLength: Double, lineSpacing: Double,
                fixedLength: Double?, alignment: Double) {
        let clamp: (Double) -> Double = { Swift.min(LazyGridTrack.maxLength, ProposedSize.clampLength($0)) }
        self.fixedAxis = fixedAxis
        self.tracks = tracks.isEmpty ? [LazyGridTrack(size: 0, spacing: 0, alignment: .center, itemIndex: 0)] : tracks
        itemCount = Swift.max(0, count)
        self.lineLength = clamp(lineLength)
        self.lineSpacing = clamp(lineSpacing)
        let extent = self.tracks.reduce(0) { $0 + $1.size } + self.tracks.dropLast().reduce(0) { $0 + $1.spacing }
        let length = fixedLength.flatMap { $0.isFinite ? clamp($0) : nil }
        let fraction = alignment.isNaN ? 0.5 : alignment
        var offset = length.map { ($0 - extent) * fraction } ?? 0
        var offsets: [Double] = []
        offsets.reserveCapacity(self.tracks.count)
        for track in self.tracks {
            offsets.append(offset)
            offset += track.size + track.spacing
        }
        trackOffsets = offsets
        let lines = (itemCount + self.tracks.count - 1) / self.tracks.count
        let growing = lines == 0 ? 0 : Double(lines) * self.lineLength + Double(lines - 1) * self.lineSpacing
        let fixed = length ?? extent
        size = fixedAxis == .horizontal ? Size(width: fixed, height: growing) : Size(width: growing, height: fixed)
    }

    /// The number of lines (rows of a ``LazyVGrid``).
    public var lineCount: Int { (itemCount + tracks.count - 1) / tracks.count }

    /// The cell of item `index` (an index outside `0..<itemCount` gives the cell it would have).
    public func cell(at index: Int) -> Rect {
        let track = index >= 0 ? index % tracks.count : 0
        let line = index >= 0 ? index / tracks.count : 0
        let start = Double(line) * (lineLength + lineSpacing)
        if fixedAxis == .horizontal {
            return Rect(x: trackOffsets[track], y: start, width: tracks[track].size, height: lineLength)
        }
        return Rect(x: start, y: trackOffsets[track], width: lineLength, height: tracks[track].size)
    }

    /// The lines holding at least one item whose cell intersects `rect`.
    public func lines(intersecting rect: Rect) -> Range<Int> {
        var (first, last) = candidateLines(rect)
        let columns = candidateTracks(rect)
        func hasItem(_ line: Int) -> Bool {
            for track in columns where line * tracks.count + track < itemCount {
                if cell(at: line * tracks.count + track).intersects(rect) { return true }
            }
            return false
        }
        while first <= last, !hasItem(first) { first += 1 }
        while last >= first, !hasItem(last) { last -= 1 }
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// Calls `body` with each item whose cell intersects `rect` and that cell,
    /// line by line, in ascending index order.
    public func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) throws -> Void) rethrows {
        let (first, last) = candidateLines(rect)
        guard first <= last else { return }
        let columns = candidateTracks(rect)
        guard !columns.isEmpty else { return }
        for line in first...last {
            for track in columns {
                let index = line * tracks.count + track
                guard index < itemCount else { break }
                let cell = cell(at: index)
                if cell.intersects(rect) { try body(index, cell) }
            }
        }
    }

    /// The items whose cell intersects `rect`, ascending.
    public func items(intersecting rect: Rect) -> [Int] {
        var found: [Int] = []
        forEachItem(intersecting: rect) { index, _ in found.append(index) }
        return found
    }

    /// The frame of item `index` built as `content`: offered its track's length
    /// and no length on the growing axis, aligned in its cell by its track's alignment.
    public func frame<Content: GridContent>(of index: Int, content: Content) -> Rect {
        let cell = cell(at: index)
        let track = tracks[index >= 0 ? index % tracks.count : 0]
        let offer = fixedAxis == .horizontal
            ? ProposedSize(width: track.size, height: nil)
            : ProposedSize(width: nil, height: track.size)
        let size = content.sizeThatFits(offer)
        return content.placed(size, by: track.alignment, in: cell).frame
    }

    /// Lays out only the items whose cell intersects `rect`: `item` is called for
    /// those indices alone, in ascending order.
    public func layout<Content: GridContent>(visibleIn rect: Rect, item: (Int) throws -> Content) rethrows -> [VisibleGridItem] {
        var visible: [VisibleGridItem] = []
        try forEachItem(intersecting: rect) { index, cell in
            visible.append(VisibleGridItem(index: index, cell: cell, frame: frame(of: index, content: try item(index))))
        }
        return visible
    }

    /// Closed candidate lines (a superset of the intersecting ones), clamped to the grid.
    private func candidateLines(_ rect: Rect) -> (Int, Int) {
        let lines = lineCount
        guard lines > 0, !rect.x.isNaN, !rect.y.isNaN, !rect.width.isNaN, !rect.height.isNaN else { return (0, -1) }
        let low = fixedAxis == .horizontal ? rect.minY : rect.minX
        let high = fixedAxis == .horizontal ? rect.maxY : rect.maxX
        let pitch = lineLength + lineSpacing
        guard pitch > 0 else { return low <= 0 && high >= 0 ? (0, lines - 1) : (0, -1) }
        // Line r spans [r·pitch, r·pitch + lineLength]: it may touch the range when
        // r ≥ (low − lineLength) / pitch and r ≤ high / pitch (one more each side for rounding).
        let first = Self.clampedLine(((low - lineLength) / pitch).rounded(.up) - 1, lines)
        let last = Self.clampedLine((high / pitch).rounded(.down) + 1, lines)
        return (first, last)
    }

    private static func clampedLine(_ value: Double, _ lines: Int) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(Swift.min(Double(lines - 1), Swift.max(0, value)))
    }

    /// The tracks that may touch `rect` along the fixed axis, by binary search.
    private func candidateTracks(_ rect: Rect) -> Range<Int> {
        let low = fixedAxis == .horizontal ? rect.minX : rect.minY
        let high = fixedAxis == .horizontal ? rect.maxX : rect.maxY
        guard !low.isNaN, !high.isNaN else { return 0..<0 }
        // Track ends and starts are both non-decreasing.
        var lower = 0
        var upper = tracks.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if trackOffsets[middle] + tracks[middle].size < low { lower = middle + 1 } else { upper = middle }
        }
        let first = lower
        upper = tracks.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if trackOffsets[middle] <= high { lower = middle + 1 } else { upper = middle }
        }
        return first..<Swift.max(first, lower)
    }
}

/// One item a ``LazyGridWindow`` laid out: its index, cell and frame.
public struct VisibleGridItem: Hashable, Sendable {
    public var index: Int
    public var cell: Rect
    public var frame: Rect

    @inlinable
    public init(index: Int, cell: Rect, frame: Rect) {
        self.index = index
        self.cell = cell
        self.frame = frame
    }
}

extension LazyVGrid {
    /// A window over `count` items in rows all `rowHeight` tall, for a grid
    /// `width` points wide (`nil`: as wide as its columns).
    ///
    /// ```swift
    /// let window = LazyVGrid(columns: [GridItem(), GridItem()]).window(count: 100_000, rowHeight: 44, width: 320)
    /// // Rows of 44 every 52 points: rows 0 (0–44) and 1 (52–96) meet 0–100, row 2 starts at 104.
    /// window.items(intersecting: Rect(x: 0, y: 0, width: 320, height: 100)) // [0, 1, 2, 3]
    /// ```
    public func window(count: Int, rowHeight: Double, width: Double?) -> LazyGridWindow {
        engine.window(count: count, lineLength: rowHeight, fixedLength: width)
    }

    /// A window over this grid's own items in rows all `rowHeight` tall.
    public func window(rowHeight: Double, width: Double?) -> LazyGridWindow {
        window(count: items.count, rowHeight: rowHeight, width: width)
    }

    /// Lays out only this grid's items whose cells intersect `rect`, in rows all
    /// `rowHeight` tall, for a grid `width` points wide.
    public func layout(visibleIn rect: Rect, rowHeight: Double, width: Double?) -> [VisibleGridItem] {
        window(rowHeight: rowHeight, width: width).layout(visibleIn: rect) { items[$0].content }
    }
}

extension LazyHGrid {
    /// A window over `count` items in columns all `columnWidth` wide, for a grid
    /// `height` points tall (`nil`: as tall as its rows).
    public func window(count: Int, columnWidth: Double, height: Double?) -> LazyGridWindow {
        engine.window(count: count, lineLength: columnWidth, fixedLength: height)
    }

    /// A window over this grid's own items in columns all `columnWidth` wide.
    public func window(columnWidth: Double, height: Double?) -> LazyGridWindow {
        window(count: items.count, columnWidth: columnWidth, height: height)
    }

    /// Lays out only this grid's items whose cells intersect `rect`.
    public func layout(visibleIn rect: Rect, columnWidth: Double, height: Double?) -> [VisibleGridItem] {
        window(columnWidth: columnWidth, height: height).layout(visibleIn: rect) { items[$0].content }
    }
}

extension LazyGridLayout {
    /// A window over `count` items in lines all `lineLength` long, for a grid
    /// `fixedLength` long on its fixed axis (`nil`, infinite or not positive: as long
    /// as its tracks).
    func window(count: Int, lineLength: Double, fixedLength: Double?) -> LazyGridWindow {
        let length = Self.definiteLength(fixedLength)
        return LazyGridWindow(fixedAxis: fixedAxis, tracks: tracks(length: length).tracks, count: count,
                              lineLength: lineLength, lineSpacing: lineSpacing,
                              fixedLength: length, alignment: alignment)
    }
}
