import LatticeCore

/// The items of an auto-placed grid do not overlap: each takes a cell of its own
/// (CSS Grid §8.5), so where no item can be larger than its cell, no two items' border
/// boxes share any area.
///
/// No item can be larger than its cell in a root grid that is sized by its content and
/// whose tracks all grow to their items (§12: intrinsic tracks reach at least every
/// item's contribution, and an item is laid out in its cell at a size no larger than
/// that contribution). The check applies to a root grid laid out at max-content width
/// where:
///
/// - the root's width is `auto`, `max-content` or `fit-content`, its height `auto`,
///   its max sizes `none`, with no aspect ratio and no percentage min size (its size
///   is its content's);
/// - its gaps are not percentages: the tracks are sized with those as zero, and the
///   gaps then resolve against the size that gives, the tracks sized again in what is
///   left, so an item can be larger than its track (Chromium 156 does the same: `row-gap:
///   2%` at an auto height of 84 px gives gaps of 1.67 px and an `auto` row holding a
///   15 px item 11.66 px tall);
/// - every track of its template and implicit grid is intrinsic (`auto`, `min-content`,
///   `max-content` as both minimum and maximum), with no auto-repeat;
/// - it has `item-sizing: css`;
/// - no node under it has an aspect ratio: an item whose width follows its row (§12.1
///   step 3) can be laid out past its track in the final width (Chromium 156 too: words
///   of 55 and 25 px beside a centred 2 : 1 item in `auto` columns overlap it by 5.5 px);
/// - every in-flow item is auto-placed in one cell (`auto` or `span 1` on both axes),
///   has no percentage sizes, padding, border or margins (those resolve against the
///   cell only after the tracks are sized), no negative margins, and no relative
///   offset;
/// - every measure keeps its contract (the caller says so), and no frame is so large
///   that lengths saturate (``largestLength``).
///
/// Items that are absolutely positioned or `display: none` are not checked.
public enum AutoPlacedItems {
    /// Checks that no two in-flow items of `node`'s layout overlap, when the rule applies to it.
    public static func check(_ node: Node, _ layout: NodeLayout, available: AvailableSize) {
        guard appliesTo(node, available: available), layout.children.count == node.children.count else { return }
        let saturation = largestLength / 16
        var frames: [(index: Int, frame: Rect)] = []
        for (index, child) in node.children.enumerated() where isCheckedItem(child) {
            let frame = layout.children[index].frame
            guard max(abs(frame.x), abs(frame.y), frame.maxX.magnitude, frame.maxY.magnitude) < saturation else { return }
            frames.append((index, frame))
        }
        // Overlaps of less than a 64th of a pixel are rounding (the engine keeps some
        // sizes in 1/64 px, as Chromium does).
        let tolerance = 1.0 / 64
        for i in frames.indices {
            for j in frames.indices where j > i {
                let (a, b) = (frames[i].frame, frames[j].frame)
                let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                require(overlapX <= tolerance || overlapY <= tolerance,
                        "root: auto-placed items \(frames[i].index) and \(frames[j].index) overlap: \(a) and \(b)")
            }
        }
    }

    /// Whether the rule applies to the root `node` laid out in `available` (see ``AutoPlacedItems``).
    public static func appliesTo(_ node: Node, available: AvailableSize) -> Bool {
        let style = node.style
        guard style.display == .grid, available.width == .maxContent, style.itemSizing == .css,
              [.auto, .maxContent, .fitContent].contains(style.width), style.height == .auto,
              style.maxWidth == .auto, style.maxHeight == .auto, style.aspectRatio == nil,
              !style.minWidth.isPercent, !style.minHeight.isPercent,
              !style.columnGap.isPercent, !style.rowGap.isPercent else { return false }
        for axis in [Axis.horizontal, .vertical] {
            for entry in style.gridTemplate(axis).entries {
                switch entry {
                case .track(let size): guard isIntrinsic(size) else { return false }
                case .repeat(.count, let tracks, _): guard tracks.allSatisfy(isIntrinsic) else { return false }
                case .repeat: return false
                }
            }
            guard style.gridAuto(axis).allSatisfy(isIntrinsic) else { return false }
        }
        return node.children.allSatisfy { (!isCheckedItem($0) || isAutoPlacedInOneCell($0.style)) && !hasAspectRatio($0) }
    }

    /// Whether `node` or a node under it has an aspect ratio.
    static func hasAspectRatio(_ node: Node) -> Bool {
        node.style.aspectRatio != nil || node.children.contains(where: hasAspectRatio)
    }

    /// Whether `size` is intrinsic as both its minimum and its maximum.
    static func isIntrinsic(_ size: TrackSize) -> Bool {
        let minimum: Bool = switch size.min {
        case .auto, .minContent, .maxContent: true
        case .fixed: false
        }
        let maximum: Bool = switch size.max {
        case .auto, .minContent, .maxContent: true
        case .fixed, .fitContent, .flex: false
        }
        return minimum && maximum
    }

    /// Whether `child` is an in-flow item (the items the rule is about).
    static func isCheckedItem(_ child: Node) -> Bool {
        child.style.position == .relative && child.style.display != .none
    }

    /// Whether an item of `style` is auto-placed in one cell and no larger than its contribution.
    static func isAutoPlacedInOneCell(_ style: Style) -> Bool {
        func oneCell(_ line: GridLine) -> Bool { line == .auto || line == .span(1, name: nil) }
        func noPercent(_ edges: Edges<LengthPercentage>) -> Bool {
            ![edges.top, edges.right, edges.bottom, edges.left].contains { $0.isPercent }
        }
        let margins = [style.margin.top, style.margin.right, style.margin.bottom, style.margin.left]
        let insets = [style.inset.top, style.inset.right, style.inset.bottom, style.inset.left]
        return oneCell(style.gridColumn.start) && oneCell(style.gridColumn.end)
            && oneCell(style.gridRow.start) && oneCell(style.gridRow.end)
            && ![style.width, style.height, style.minWidth, style.minHeight, style.maxWidth, style.maxHeight]
                .contains { $0.isPercent }
            && noPercent(style.padding) && noPercent(style.border)
            && margins.allSatisfy { margin in
                switch margin {
                case .auto: true
                case .points(let value): !(value < 0)
                case .percent: false
                }
            }
            && insets.allSatisfy { inset in
                switch inset {
                case .auto: true
                case .points(let value): value == 0 || !value.isFinite
                case .percent: false
                }
            }
    }
}
