/// An index of a layout's item rectangles that answers "which items intersect
/// this rectangle?" without scanning every item: what a scrolling UI asks on
/// every frame to decide which items to create, keep and recycle.
///
/// ```swift
/// let result = grid.layout(in: Size(width: 390, height: 10_000))
/// let index = result.visibleItemIndex()
/// let viewport = Rect(x: 0, y: scrollOffset, width: 390, height: 844)
/// for item in index.items(intersecting: viewport) {
///     show(item, at: result.frames[item])
/// }
/// ```
///
/// ## Using it in a UI
/// 1. Lay the grid out once per size change (not per scroll) and build the index.
/// 2. On scroll, query the viewport, enlarged by an overscan margin (for example
///    half a screen above and below) so that items exist before they appear.
/// 3. Compare the answer with the items currently on screen by their
///    ``GridLayoutResult/ids``: create views for new ids, remove (or recycle)
///    views whose ids left, and move the others to their ``GridLayoutResult/frames``.
/// 4. For very long grids of fixed-height rows, skip the full layout too: see
///    ``LazyGridWindow``.
///
/// ## How it works
/// The y axis is cut into *bands* at every distinct top edge of the indexed
/// rectangles (for a grid laid out by rows: one band per row). Each item is
/// listed in every band its rectangle overlaps; within a band, items are sorted
/// by their left edge, with a running maximum of right edges. A query finds its
/// first and last band by binary search, and in each band the first candidate
/// by binary search on the running maximum, then reads candidates until their
/// left edge passes the rectangle. An item overlapping several bands is reported
/// once, from the first band shared with the query.
///
/// A query costs O(log n + b log n + k) for n items, b bands crossed and k items
/// reported: O(log n + k) for a viewport over a grid whose rows each show at
/// least one item. Items overlapping more than ``maxBandsPerItem`` bands (a
/// sidebar spanning every row) are kept in a separate list read by every query
/// (in order of top edge, up to the rectangle's bottom). Memory is the sum over
/// items of the bands they overlap.
///
/// An item is reported exactly when its tested rectangle (frame or cell, see
/// ``GridLayoutResult/visibleItemIndex(selecting:)``) ``Rect/intersects(_:)`` the
/// query: overlap with a positive area, or touching when one of them is empty.
/// Rectangles with a NaN coordinate are never reported.
public struct VisibleItemIndex: Sendable {
    /// The number of items (reported or not).
    public let count: Int
    /// The rectangles tested against queries.
    private let rects: [Rect]
    /// The sorted, distinct tops of the bands.
    private let bandTops: [Double]
    /// `entries[bandStarts[b] ..< bandStarts[b + 1]]` are band `b`'s items.
    private let bandStarts: [Int]
    private let entries: [Int]
    private let entryMinX: [Double]
    /// The running maximum of the right edges, within each band.
    private let entryMaxX: [Double]
    /// Each item's first band (-1 for items in the long list or not indexed).
    private let firstBand: [Int]
    /// Items overlapping more than ``maxBandsPerItem`` bands, by top edge.
    private let longItems: [Int]
    private let longMinY: [Double]

    /// Items overlapping more bands than this are kept in a separate list.
    public static let maxBandsPerItem = 64

    /// An index of `rects`: queries report the items whose rectangle intersects
    /// theirs. `bounds`, when given (one per item, each containing its rectangle,
    /// for example the union of an item's frame and cell), decides the bands, so
    /// that items aligned differently in the same row share a band.
    public init(rects: [Rect], bounds: [Rect]? = nil) {
        count = rects.count
        self.rects = rects
        let keys: [Rect]
        if let bounds, bounds.count == rects.count {
            keys = zip(rects, bounds).map { Self.union($0, $1) }
        } else {
            keys = rects
        }
        let valid = keys.indices.filter { !Self.hasNaN(keys[$0]) && !Self.hasNaN(rects[$0]) }

        var tops = valid.map { keys[$0].minY }
        tops.sort()
        var distinct: [Double] = []
        distinct.reserveCapacity(tops.count)
        for top in tops where distinct.last != top { distinct.append(top) }
        bandTops = distinct

        // Bands per item; long items aside.
        var first = [Int](repeating: -1, count: rects.count)
        var last = [Int](repeating: -1, count: rects.count)
        var perBand = [Int](repeating: 0, count: distinct.count + 1)
        var long: [Int] = []
        for item in valid {
            let top = Self.band(containing: keys[item].minY, in: distinct)
            let bottom = Swift.max(top, Self.band(containing: keys[item].maxY, in: distinct))
            if bottom - top + 1 > Self.maxBandsPerItem {
                long.append(item)
                continue
            }
            first[item] = top
            last[item] = bottom
            for band in top...bottom { perBand[band] += 1 }
        }
        var starts = [Int](repeating: 0, count: distinct.count + 1)
        for band in 0..<distinct.count { starts[band + 1] = starts[band] + perBand[band] }
        var fill = starts
        var list = [Int](repeating: 0, count: starts[distinct.count])
        for item in valid where first[item] >= 0 {
            for band in first[item]...last[item] {
                list[fill[band]] = item
                fill[band] += 1
            }
        }
        var minX = [Double](repeating: 0, count: list.count)
        var maxX = [Double](repeating: 0, count: list.count)
        for band in 0..<distinct.count {
            let range = starts[band]..<starts[band + 1]
            list[range].sort { keys[$0].minX < keys[$1].minX || (keys[$0].minX == keys[$1].minX && $0 < $1) }
            var running = -Double.infinity
            for position in range {
                let item = list[position]
                minX[position] = keys[item].minX
                running = Swift.max(running, keys[item].maxX)
                maxX[position] = running
            }
        }
        long.sort { keys[$0].minY < keys[$1].minY || (keys[$0].minY == keys[$1].minY && $0 < $1) }
        bandStarts = starts
        entries = list
        entryMinX = minX
        entryMaxX = maxX
        firstBand = first
        longItems = long
        longMinY = long.map { keys[$0].minY }
    }

    /// Calls `body` with every item whose rectangle intersects `rect`, each once,
    /// roughly in reading order (by band, then left edge), without allocating.
    public func forEachItem(intersecting rect: Rect, _ body: (Int) throws -> Void) rethrows {
        guard !Self.hasNaN(rect) else { return }
        if !bandTops.isEmpty, rect.maxY >= bandTops[0] {
            let firstQueried = Self.band(containing: rect.minY, in: bandTops)
            let lastQueried = Self.band(containing: rect.maxY, in: bandTops)
            for band in firstQueried...lastQueried {
                // The first entry whose running right edge reaches the rectangle.
                var low = bandStarts[band]
                var high = bandStarts[band + 1]
                while low < high {
                    let middle = (low + high) / 2
                    if entryMaxX[middle] < rect.minX { low = middle + 1 } else { high = middle }
                }
                var position = low
                while position < bandStarts[band + 1], entryMinX[position] <= rect.maxX {
                    let item = entries[position]
                    if Swift.max(firstBand[item], firstQueried) == band, rects[item].intersects(rect) {
                        try body(item)
                    }
                    position += 1
                }
            }
        }
        for position in longItems.indices {
            if longMinY[position] > rect.maxY { break }
            let item = longItems[position]
            if rects[item].intersects(rect) { try body(item) }
        }
    }

    /// The items whose rectangle intersects `rect`, in ascending order.
    public func items(intersecting rect: Rect) -> [Int] {
        var found: [Int] = []
        forEachItem(intersecting: rect) { found.append($0) }
        found.sort()
        return found
    }

    /// The band holding `y`: the last band whose top is at most `y` (0 above the first band).
    private static func band(containing y: Double, in tops: [Double]) -> Int {
        var low = 0
        var high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return Swift.max(0, low - 1)
    }

    private static func hasNaN(_ rect: Rect) -> Bool {
        rect.x.isNaN || rect.y.isNaN || rect.width.isNaN || rect.height.isNaN
            || rect.maxX.isNaN || rect.maxY.isNaN
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = Swift.min(a.minX, b.minX)
        let minY = Swift.min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }
}

extension GridLayoutResult {
    /// Which rectangle of each item a ``VisibleItemIndex`` tests.
    public enum VisibleSelection: Hashable, Sendable {
        /// The item's frame: what is drawn.
        case frames
        /// The item's whole cell (backgrounds, hit areas).
        case cells
    }

    /// An index answering which items intersect a rectangle, for this layout.
    /// Bands follow the cells, so every row of the grid is one band.
    ///
    /// ```swift
    /// let visible = result.visibleItemIndex().items(intersecting: viewport)
    /// ```
    public func visibleItemIndex(selecting selection: VisibleSelection = .frames) -> VisibleItemIndex {
        let tested = selection == .frames ? frames : cells
        return VisibleItemIndex(rects: tested, bounds: cells.count == tested.count ? cells : nil)
    }
}
