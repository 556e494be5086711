extension AdaptiveGrid {
    /// Lays the grid out in `size` (only the width matters).
    public func layout(in size: Size) -> GridLayoutResult {
        layout(proposal: ProposedSize(size))
    }

    /// Lays the grid out for a proposal (only the width matters; `nil` or
    /// infinity is no width: one row).
    ///
    /// ```swift
    /// AdaptiveGrid { Text("a"); Text("b") }.layout(proposal: .unspecified).size // 24 × 16
    /// ```
    public func layout(proposal: ProposedSize) -> GridLayoutResult {
        let width = proposal.sanitized.width
        var boxes = keptNodes.take(alignment) ?? KeptBoxes(naturalWidths: naturalWidths,
                                                           alignsByBaseline: alignment.vertical.textBaseline != nil)
        defer { keptNodes.keep(boxes, for: alignment) }
        let columns = columns(width: width, naturalWidths: boxes.naturalWidths)
        let count = columns.count
        let vertical = ProposedSize.clampLength(verticalSpacing ?? Self.defaultSpacing)
        guard count > 0 else {
            return GridLayoutResult(size: .zero, frames: [], cells: [], areas: [], ids: [], backgrounds: [],
                                    overlays: [], warnings: [], columns: nil, rows: nil)
        }
        // Every row as tall as the tallest item offered its column's width; with a
        // baseline alignment, as tall as the tallest row's items lined up on their
        // baselines (its largest extents above and below them).
        let baseline = alignment.vertical.textBaseline
        var rowHeight = 0.0
        var extents = RowBaselineExtents()
        var sizes: [Size] = []
        sizes.reserveCapacity(items.count)
        // (Items read in place: a copy of each would retain and release all it holds.)
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let size = GridElement.size(of: items.baseAddress! + index,
                                            for: ProposedSize(width: columns.widths[index % count], height: nil))
                sizes.append(size)
                if size.height > rowHeight { rowHeight = size.height }
                if let baseline {
                    extents.add(height: size.height,
                                baseline: items[index].content.textBaselines(at: size).map(baseline.value(in:)))
                    if index % count == count - 1 || index == items.count - 1 {
                        rowHeight = Swift.max(rowHeight, extents.height)
                        extents = RowBaselineExtents()
                    }
                }
            }
        }
        rowHeight = Swift.min(LazyGridTrack.maxLength, ProposedSize.clampLength(rowHeight))
        let rowCount = (items.count + count - 1) / count
        let size = Size(width: columns.totalWidth,
                        height: Double(rowCount) * rowHeight + vertical * Double(Swift.max(0, rowCount - 1)))

        var style = Style()
        style.display = .grid
        style.itemSizing = .offerCell
        style.gridTemplateColumns = TrackList(columns.widths.map { TrackSize.points($0) })   // §7.2
        style.gridAutoRows = [.points(rowHeight)]                                            // §7.6
        style.columnGap = .points(columns.spacing)
        style.rowGap = .points(vertical)
        style.justifyItems = ExyteToCSS.itemAlignment(alignment.horizontal.fraction)       // §10.3
        style.alignItems = ExyteToCSS.itemAlignment(alignment.vertical)                   // §10.4, §10.6
        style.justifyContent = .start
        style.alignContent = .start
        style.width = .points(size.width)
        style.height = .points(size.height)
        let children = boxes.children(of: items, sizes: &sizes, columns: columns.widths, rowHeight: rowHeight)
        let layout = Node(style: style, children: children).layout(available: AvailableSize(size))

        // Item `index` is in column `index % count` of row `index / count`.
        let areas = items.indices.map { GridItemArea(column: $0 % count, row: $0 / count, columnSpan: 1, rowSpan: 1) }
        return GridLayoutResult(layout: layout, areas: areas, ids: ids, decorated: DecoratedItems(items), warnings: [])
    }
}

/// An adaptive grid's items as plain boxes of their sizes in their cells, with the
/// sizes they were made for: a layout whose items answer as in the one before (text
/// in columns at least as wide as its line, at another width of the grid) lays out
/// the same nodes. With the items' ideal widths, which no proposal changes.
struct KeptBoxes: Sendable {
    /// Each item's ideal width (see ``AdaptiveGrid/columns(width:)``).
    let naturalWidths: [Double]
    private var nodes = ItemNodes()
    /// Each item's box and its size.
    private var boxes: [Node] = []
    private var sizes: [Size] = []

    init(naturalWidths: [Double], alignsByBaseline: Bool) {
        self.naturalWidths = naturalWidths
        nodes.itemsAlignByBaseline = alignsByBaseline
    }

    /// Each item's box for its cell: `columns[index % columns.count]` wide, `rowHeight`
    /// tall. `sizes` holds each item's answer for its column's width and no height;
    /// it becomes its answer for its cell. (Text states its sizing, and shows the same
    /// lines in any taller height: its answer stands; other content is asked again.)
    mutating func children(of items: [GridElement], sizes: inout [Size], columns: [Double],
                           rowHeight: Double) -> [Node] {
        let count = columns.count
        let reusable = boxes.count == items.count
        if !reusable {
            boxes = []
            boxes.reserveCapacity(items.count)
        }
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let item = items.baseAddress! + index
                // Auto-placed row by row (CSS Grid §8.5), offered its cell whatever the engine
                // asks (the tracks are fixed): a plain box of its size for that proposal.
                if !Self.keepsItsAnswer(item, in: rowHeight, answer: sizes[index]) {
                    sizes[index] = GridElement.size(of: item, for: ProposedSize(width: columns[index % count], height: rowHeight))
                }
                if reusable && self.sizes[index] == sizes[index] { continue }
                let box = nodes.box(sizes[index], style: ItemNodes.ItemStyle()) { items[index].content.textBaselines(at: $0) }
                if reusable { boxes[index] = box } else { boxes.append(box) }
            }
        }
        self.sizes = sizes
        return boxes
    }

    /// Whether the item, which answered `answer` for no height, answers the same in
    /// `height`: content that states its widths (text) shows all its lines there.
    private static func keepsItsAnswer(_ item: UnsafePointer<GridElement>, in height: Double, answer: Size) -> Bool {
        guard let sizing = item.pointee.attributes.sizing, sizing.applies(to: item),
              case .widths = sizing.kind else { return false }
        return answer.height <= height
    }
}

/// The extents of one row's items around their shared baseline: the row holds
/// the largest above it plus the largest below it (an item without text has its
/// baseline at its bottom edge).
private struct RowBaselineExtents {
    private var above = 0.0
    private var below = 0.0

    mutating func add(height: Double, baseline: Double?) {
        let baseline = baseline ?? height
        above = Swift.max(above, baseline)
        below = Swift.max(below, height - baseline)
    }

    var height: Double { above + below }
}
