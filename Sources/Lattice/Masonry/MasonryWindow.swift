import LatticeCore

/// A masonry (``MasonryGrid``) placed from its items' lengths alone, so that a UI
/// builds only the items it shows, however many there are: the lazy form of a masonry.
///
/// Each item is known by an ``Item``: its length along the stack (its height in a
/// vertical masonry: an estimate until the item is measured) and the lanes it asks for.
/// The window places the items as ``MasonryGrid`` does (each in the lane that ends
/// first, ties by the flow tolerance and the placement cursor, CSS `display: grid-lanes`),
/// keeps each lane's items in order, and answers "which items meet this rectangle?".
///
/// ```swift
/// let grid = MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8)
/// var window = grid.window(length: 1_200, items: photos.map { MasonryWindow.Item(length: $0.estimatedHeight) })
/// let viewport = Rect(x: 0, y: 50_000, width: 1_200, height: 900)
/// for index in window.items(intersecting: viewport) { show(photos[index], in: window.cell(at: index)) }
///
/// // A visible photo measured 40 points taller than estimated: the items after it move,
/// // the first visible item (the anchor) stays where it is on screen.
/// let anchor = window.firstItem(intersecting: viewport)!
/// let shift = window.setLengths([index: measured], anchoredAt: anchor)
/// scrollOffset += shift      // 0 unless the anchor itself moved
///
/// window.append(MasonryWindow.Item(length: 300))   // infinite scroll: O(lanes)
/// ```
///
/// ## Layout
/// The lanes are ``MasonryGrid/resolvedLanes(length:)``, placed across the grid by its
/// alignment; item `i`'s cell spans its lanes (with the spacing between them) across
/// and `items[i].length` along the stack, from where ``RunningPositions`` places it.
/// With each item's length the one the full layout measures (its size offered its
/// lanes' width and no height), every cell is the cell of ``MasonryGrid/layout(in:)``.
///
/// ## Cost
/// - ``append(_:)``: O(lanes), as the engine's ``RunningPositions`` places an item.
/// - ``setLengths(_:anchoredAt:)``: the items from the first changed one on are placed
///   again (from a checkpoint kept every 256 items); those before do not move.
/// - ``items(intersecting:)``: a binary search in each lane, then the items found:
///   O(lanes × log n + k log k) for k items found.
public struct MasonryWindow: Hashable, Sendable {
    /// What the window knows of one item.
    public struct Item: Hashable, Sendable {
        /// Its length along the stack (its height in a vertical masonry); negative or
        /// non-finite lengths are 0.
        public var length: Double
        /// The lanes it spans (``GridContent/gridSpan(column:row:)``), at least 1 and no
        /// more than the lanes from its start.
        public var span: Int
        /// The lane it is put in (``GridContent/gridStart(column:row:)``), from 0; `nil`
        /// (or a lane that does not exist) places it automatically.
        public var start: Int?

        /// An item `length` long spanning `span` lanes, in lane `start` (`nil`: placed automatically).
        public init(length: Double, span: Int = 1, start: Int? = nil) {
            self.length = length.isFinite ? Swift.max(0, length) : 0
            self.span = Swift.max(1, span)
            self.start = start
        }
    }

    /// The axis the items stack along: `.vertical` when the lanes are columns.
    public let axis: Axis
    /// The resolved lanes.
    public let lanes: [LazyGridTrack]
    /// Where each lane starts across the grid.
    public let laneOffsets: [Double]
    /// The grid's length across its lanes (its width in a vertical masonry).
    public let length: Double
    /// The items, in order.
    public private(set) var items: [Item]
    /// Where each item's cell starts along the stack.
    public private(set) var positions: [Double] = []
    /// The lanes each item takes.
    private var itemLanes: [Range<Int>] = []
    /// The running positions after the last item.
    private var running: RunningPositions
    /// The running positions before item `k × checkpointStride`, for every k up to the items'.
    private var checkpoints: [RunningPositions] = []
    /// Each lane's items, in index order (so in order of position).
    private var laneItems: [[Int]]
    private let laneSpacing: Double

    private static let checkpointStride = 256

    /// A window over `items` in `lanes` placed at `laneOffsets`, `laneSpacing` apart across
    /// and `itemSpacing` apart along the stack (`axis`), with flow tolerance `tolerance`,
    /// for a grid `length` across its lanes. ``MasonryGrid/window(length:items:)`` makes one
    /// from a grid's description.
    init(axis: Axis, lanes: [LazyGridTrack], laneOffsets: [Double], laneSpacing: Double, itemSpacing: Double,
         tolerance: Double, length: Double, items: [Item]) {
        self.axis = axis
        self.lanes = lanes
        self.laneOffsets = laneOffsets
        self.laneSpacing = laneSpacing
        self.length = length
        self.items = []
        running = RunningPositions(laneCount: lanes.count, gap: itemSpacing, tolerance: tolerance)
        laneItems = Array(repeating: [], count: lanes.count)
        self.items.reserveCapacity(items.count)
        for item in items { append(item) }
    }

    /// The number of items.
    public var count: Int { items.count }

    /// The grid's size: ``length`` across the lanes, the longest lane along the stack.
    public var size: Size {
        axis == .vertical ? Size(width: length, height: running.extent) : Size(width: running.extent, height: length)
    }

    /// The lanes item `index` takes.
    public func lanes(of index: Int) -> Range<Int> { itemLanes[index] }

    /// The length across the lanes item `index` takes (the spacing between them
    /// included): the width it is offered in a vertical masonry.
    public func crossLength(of index: Int) -> Double {
        let range = itemLanes[index]
        return range.reduce(0) { $0 + lanes[$1].size } + Double(range.count - 1) * laneSpacing
    }

    /// The cell of item `index`: across its lanes, its length along the stack.
    public func cell(at index: Int) -> Rect {
        Rect(along: axis, start: positions[index], length: items[index].length,
             crossStart: laneOffsets[itemLanes[index].lowerBound], crossLength: crossLength(of: index))
    }

    /// Places one more item after the others: O(lanes) (an infinite scroll's next page).
    public mutating func append(_ item: Item) {
        if items.count % Self.checkpointStride == 0 { checkpoints.append(running) }
        let index = items.count
        items.append(item)
        place(index)
    }

    /// Sets the lengths of the items in `lengths` (index: length, as measured) and places
    /// the items from the first changed one on again; returns how far item `anchor`
    /// moved along the stack (0 without one): move the scroll offset by as much and the
    /// anchor, the first item on screen, stays where it was.
    ///
    /// ```swift
    /// let shift = window.setLengths([12: 180, 13: 95], anchoredAt: 10)
    /// ```
    @discardableResult
    public mutating func setLengths(_ lengths: [Int: Double], anchoredAt anchor: Int? = nil) -> Double {
        let changed = lengths.filter { $0.key >= 0 && $0.key < items.count && items[$0.key].length != Item(length: $0.value).length }
        guard let first = changed.keys.min() else { return 0 }
        let anchor = anchor.flatMap { $0 >= 0 && $0 < items.count ? $0 : nil }
        let before = anchor.map { positions[$0] } ?? 0
        for (index, length) in changed { items[index].length = Item(length: length).length }
        replace(from: first)
        return anchor.map { positions[$0] - before } ?? 0
    }

    /// Calls `body` with each item whose cell intersects `rect` (``Rect/intersects(_:)``)
    /// and that cell, in index order.
    public func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) throws -> Void) rethrows {
        for index in items(intersecting: rect) { try body(index, cell(at: index)) }
    }

    /// The items whose cells intersect `rect`, ascending.
    public func items(intersecting rect: Rect) -> [Int] {
        guard !rect.x.isNaN, !rect.y.isNaN, !rect.width.isNaN, !rect.height.isNaN else { return [] }
        let low = rect.minimum(along: axis)
        let high = rect.maximum(along: axis)
        var found: [Int] = []
        // Every lane is searched (lanes are few); an item is reported from its first lane.
        for lane in lanes.indices {
            let candidates = laneItems[lane]
            var lower = 0
            var upper = candidates.count
            // The first item ending at or after `low` (ends increase along a lane).
            while lower < upper {
                let middle = (lower + upper) / 2
                let item = candidates[middle]
                if positions[item] + items[item].length < low { lower = middle + 1 } else { upper = middle }
            }
            for item in candidates[lower...] {
                if positions[item] > high { break }
                if itemLanes[item].lowerBound == lane, cell(at: item).intersects(rect) { found.append(item) }
            }
        }
        return found.sorted()
    }

    /// The item whose cell meets `rect` and starts first along the stack (ties: the lowest
    /// index): the anchor to keep in place when lengths change.
    public func firstItem(intersecting rect: Rect) -> Int? {
        items(intersecting: rect).min { (positions[$0], $0) < (positions[$1], $1) }
    }

    /// The frame of item `index` built as `content`: offered its lanes' length across and
    /// none along the stack, then placed by ``frame(of:size:)`` (as ``MasonryGrid`` places
    /// its items).
    public func frame<Content: GridContent>(of index: Int, content: Content) -> Rect {
        var offer = ProposedSize(width: nil, height: nil)
        offer[crossAxis] = crossLength(of: index)
        return frame(of: index, size: content.sizeThatFits(offer))
    }

    /// The frame of item `index` when its content is `size`: aligned across its lanes by
    /// its first lane's alignment, from its cell's start along the stack.
    ///
    /// ```swift
    /// window.frame(of: 3, size: Size(width: 120, height: 90))   // centred in its lane by default
    /// ```
    public func frame(of index: Int, size: Size) -> Rect {
        MasonryLayout.frame(of: size, in: cell(at: index), laneAlignment: lanes[itemLanes[index].lowerBound].alignment,
                            laneAxis: crossAxis)
    }

    /// The axis across the lanes: `.horizontal` in a vertical masonry.
    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// Lays out only the items whose cells intersect `rect`: `item` is called for those
    /// indices alone, in ascending order.
    public func layout<Content: GridContent>(visibleIn rect: Rect, item: (Int) throws -> Content) rethrows -> [VisibleGridItem] {
        var visible: [VisibleGridItem] = []
        try forEachItem(intersecting: rect) { index, cell in
            visible.append(VisibleGridItem(index: index, cell: cell, frame: frame(of: index, content: try item(index))))
        }
        return visible
    }

    /// Places item `index`, the next one, with the running positions.
    private mutating func place(_ index: Int) {
        let item = items[index]
        let laneCount = lanes.count
        let start = item.start.flatMap { $0 >= 0 && $0 < laneCount ? $0 : nil }
        let span = Swift.min(item.span, laneCount - (start ?? 0))
        let placement = start.map { running.append(lanes: $0 ..< $0 + span, size: item.length) }
            ?? running.append(span: span, size: item.length)
        if index < positions.count {
            positions[index] = placement.position
            itemLanes[index] = placement.lanes
        } else {
            positions.append(placement.position)
            itemLanes.append(placement.lanes)
        }
        for lane in placement.lanes { laneItems[lane].append(index) }
    }

    /// Places the items from `first` on again, from the checkpoint before it.
    private mutating func replace(from first: Int) {
        let checkpoint = first / Self.checkpointStride
        let restart = checkpoint * Self.checkpointStride
        running = checkpoints[checkpoint]
        checkpoints.removeSubrange((checkpoint + 1)...)
        for lane in laneItems.indices {
            while let last = laneItems[lane].last, last >= restart { laneItems[lane].removeLast() }
        }
        for index in restart ..< items.count {
            if index > restart, index % Self.checkpointStride == 0 { checkpoints.append(running) }
            place(index)
        }
    }
}

extension MasonryGrid {
    /// A window over `items` (their lengths, estimated or measured, and lanes) for a grid
    /// `length` points across its lanes (its width when vertical; `nil`, infinite or not
    /// positive: as long as its lanes), placed as this grid places its items.
    ///
    /// ```swift
    /// let grid = MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8)
    /// let window = grid.window(length: 700, items: (0 ..< 100_000).map { _ in .init(length: 200) })
    /// window.lanes.count   // 4
    /// ```
    public func window(length: Double?, items: [MasonryWindow.Item]) -> MasonryWindow {
        engine.window(length: LazyGridLayout.definiteLength(length), items: items)
    }
}

extension MasonryLayout {
    /// The window of ``MasonryGrid/window(length:items:)``.
    func window(length: Double?, items: [MasonryWindow.Item]) -> MasonryWindow {
        let lanes = lanes(length: length).lanes
        let extent = lanes.reduce(0) { $0 + $1.size } + Double(Swift.max(0, lanes.count - 1)) * laneSpacing
        var offset = length.map { ($0 - extent) * laneFraction(lanes: lanes, length: $0) } ?? 0
        var offsets: [Double] = []
        offsets.reserveCapacity(lanes.count)
        for lane in lanes {
            offsets.append(offset)
            offset += lane.size + laneSpacing
        }
        return MasonryWindow(axis: axis, lanes: lanes, laneOffsets: offsets, laneSpacing: laneSpacing,
                             itemSpacing: itemSpacing, tolerance: tolerance, length: length ?? extent, items: items)
    }
}
