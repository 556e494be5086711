import FuzzSupport
import LatticeCore

/// Makes a decoded tree one the overlap check applies to (see ``AutoPlacedItems``), for
/// the inputs that ask for it: few random trees meet all its conditions, and those that
/// do test the engine's contributions and track sizing against its final layout.
enum OverlapCheckTree {
    /// Turns `root` into an auto-placed grid of intrinsic tracks laid out at max-content
    /// width whose items are no larger than their contributions; the rest of the tree
    /// (the items' contents) keeps its styles, with well-formed content.
    static func adapt(_ root: inout TreeNode, _ available: inout AvailableSize) {
        available.width = .maxContent
        var style = root.style
        style.display = .grid
        style.itemSizing = .css
        style.width = .auto
        style.height = .auto
        style.maxWidth = .auto
        style.maxHeight = .auto
        style.aspectRatio = nil
        if style.minWidth.isPercent { style.minWidth = .auto }
        if style.minHeight.isPercent { style.minHeight = .auto }
        style.gridTemplateColumns.entries = style.gridTemplateColumns.entries.map(intrinsic)
        style.gridTemplateRows.entries = style.gridTemplateRows.entries.map(intrinsic)
        style.gridAutoColumns = style.gridAutoColumns.map(intrinsic)
        style.gridAutoRows = style.gridAutoRows.map(intrinsic)
        root.style = style
        for index in root.children.indices { adaptItem(&root.children[index].style) }
        wellFormed(&root)
    }

    /// `entry` with intrinsic tracks and a fixed repeat count.
    private static func intrinsic(_ entry: TrackListEntry) -> TrackListEntry {
        switch entry {
        case .track(let size): return .track(intrinsic(size))
        case .repeat(let count, let tracks, let names):
            let fixed: RepeatCount = if case .count = count { count } else { .count(2) }
            return .repeat(fixed, tracks: tracks.map(intrinsic), lineNames: names)
        }
    }

    /// `size` with `auto` in place of each sizing function that is not intrinsic.
    private static func intrinsic(_ size: TrackSize) -> TrackSize {
        var size = size
        if case .fixed = size.min { size.min = .auto }
        switch size.max {
        case .fixed, .fitContent, .flex: size.max = .auto
        case .auto, .minContent, .maxContent: break
        }
        return size
    }

    /// An item auto-placed in one cell, without percentages, negative margins or offsets.
    private static func adaptItem(_ style: inout Style) {
        style.gridColumn = .auto
        style.gridRow = .auto
        func noPercent(_ dimension: BoxDimension) -> BoxDimension { dimension.isPercent ? .auto : dimension }
        style.width = noPercent(style.width)
        style.height = noPercent(style.height)
        style.minWidth = noPercent(style.minWidth)
        style.minHeight = noPercent(style.minHeight)
        style.maxWidth = noPercent(style.maxWidth)
        style.maxHeight = noPercent(style.maxHeight)
        func points(_ length: LengthPercentage) -> LengthPercentage { length.isPercent ? .zero : length }
        style.padding = Edges(top: points(style.padding.top), right: points(style.padding.right),
                              bottom: points(style.padding.bottom), left: points(style.padding.left))
        style.border = Edges(top: points(style.border.top), right: points(style.border.right),
                             bottom: points(style.border.bottom), left: points(style.border.left))
        func margin(_ length: LengthPercentageAuto) -> LengthPercentageAuto {
            switch length {
            case .auto: .auto
            case .points(let value): value < 0 ? .zero : length
            case .percent: .zero
            }
        }
        style.margin = Edges(top: margin(style.margin.top), right: margin(style.margin.right),
                             bottom: margin(style.margin.bottom), left: margin(style.margin.left))
        style.inset = Edges(all: .auto)
    }

    /// `node`'s content and its descendants' made well-formed (see ``TreeNode/contentIsWellFormed``).
    private static func wellFormed(_ node: inout TreeNode) {
        func sane(_ value: Double) -> Double { value.isFinite ? min(abs(value), 999_999) : 0 }
        switch node.content {
        case .words(let words):
            let font = words.font.map { FontMetrics(ascent: sane($0.ascent), descent: sane($0.descent)) }
            node.content = .words(WordsContent(widths: words.widths.map(sane), lineHeight: sane(words.lineHeight), font: font))
        case .box(let width, let height, let intrinsic):
            let width = sane(width)
            node.content = .box(width: width, height: sane(height),
                                intrinsic: intrinsic.map { _ in Measure.IntrinsicWidths(minContent: width, maxContent: width) })
        case nil:
            break
        }
        for index in node.children.indices { wellFormed(&node.children[index]) }
    }
}
