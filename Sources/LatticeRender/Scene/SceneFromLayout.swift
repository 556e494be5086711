import Lattice

extension RenderScene {
    /// The scene of an engine layout: one box per node (the root is the container,
    /// every other displayed node an item), coloured and labelled by `appearances`
    /// (one per node in depth-first pre-order; missing ones use defaults), and
    /// the tracks of every grid container for the overlay.
    ///
    /// Defaults: leaves are filled with ``RenderPalette`` colours in turn, nested
    /// grids with a light grey; items are labelled by their position (`"2"`, and
    /// `"2.1"` for the first child of the second item). `display: none` nodes are left out.
    ///
    /// ```swift
    /// let node = Node(style: try Style(css: "display: grid; grid-template-columns: 1fr 1fr"),
    ///                 children: [Node(), Node()])
    /// let layout = node.layout(available: AvailableSize(Size(width: 800, height: 600)))
    /// let scene = RenderScene(node: node, layout: layout)
    /// ```
    public init(node: Node, layout: NodeLayout, appearances: [NodeAppearance] = [], title: String? = nil) {
        var builder = LayoutSceneBuilder(appearances: appearances)
        builder.add(node, layout, origin: .zero, path: "", depth: -1, containingWidth: nil)
        var maxX = 0.0
        var maxY = 0.0
        for box in builder.boxes {
            maxX = Swift.max(maxX, box.frame.maxX)
            maxY = Swift.max(maxY, box.frame.maxY)
        }
        self.init(size: Size(width: maxX, height: maxY), boxes: builder.boxes, grids: builder.grids, title: title)
    }
}

private struct LayoutSceneBuilder {
    let appearances: [NodeAppearance]
    var boxes: [RenderBox] = []
    var grids: [GridOverlay] = []
    /// The pre-order index of the next node.
    var index = 0
    /// The number of leaves coloured from the palette so far.
    var paletteIndex = 0

    init(appearances: [NodeAppearance]) {
        self.appearances = appearances
    }

    /// Adds `node` (laid out as `layout`, its parent's border box at `origin`) and its subtree.
    /// `depth` is the node's depth as an item (−1 for the root).
    mutating func add(_ node: Node, _ layout: NodeLayout, origin: Point, path: String, depth: Int,
                      containingWidth: Double?) {
        let appearance = index < appearances.count ? appearances[index] : NodeAppearance()
        index += 1
        if node.style.display == .none {
            index += node.subtreeCount - 1
            return
        }
        let frame = layout.frame.offsetBy(dx: origin.x, dy: origin.y)
        let isRoot = depth < 0
        let isGrid = node.style.display == .grid || !node.children.isEmpty
        let content = ContentBox.of(frame, style: node.style, containingWidth: containingWidth)

        var box = RenderBox(kind: isRoot && isGrid ? .container : .item, frame: frame,
                            depth: Swift.max(0, depth))
        box.label = appearance.label ?? (isRoot ? nil : path)
        var fill = appearance.color
        if fill == nil && !isRoot {
            if isGrid {
                fill = RenderPalette.container
            } else {
                fill = RenderPalette.color(at: paletteIndex)
                paletteIndex += 1
            }
        }
        box.color = fill
        if let fill {
            box.parts.append(Drawing(role: .shape, frame: frame, fill: fill))
        }
        if let text = appearance.text {
            box.parts.append(Self.textDrawing(text, in: content))
        } else if !isGrid, let label = box.label, !label.isEmpty, let drawing = Self.labelDrawing(label, in: frame) {
            // Leaves show their label; a grid's would sit under its items (it is the SVG title).
            box.parts.append(drawing)
        }
        boxes.append(box)

        if let columns = layout.columns, let rows = layout.rows {
            grids.append(GridOverlay(frame: frame, columns: columns, rows: rows,
                                     baselines: ItemBaseline.items(of: node, layout: layout, containingWidth: containingWidth)))
        }
        // Children are painted in `order`'s order (CSS Display §5.4), then in document
        // order; their appearances are still taken in document order.
        var appearanceStarts: [Int] = []
        var next = index
        for child in node.children {
            appearanceStarts.append(next)
            next += child.subtreeCount
        }
        let painted = node.children.indices.sorted { (node.children[$0].style.order, $0) < (node.children[$1].style.order, $1) }
        for childIndex in painted {
            let child = node.children[childIndex]
            let childLayout = childIndex < layout.children.count ? layout.children[childIndex] : NodeLayout(frame: .zero)
            let childPath = path.isEmpty ? "\(childIndex + 1)" : "\(path).\(childIndex + 1)"
            index = appearanceStarts[childIndex]
            add(child, childLayout, origin: frame.origin, path: childPath, depth: depth + 1,
                containingWidth: content.width)
        }
        index = next
    }

    /// `text` in lines as the leaf's words are laid out, from the content box's top left.
    static func textDrawing(_ text: String, in content: Rect) -> Drawing {
        let words = TextWords(text)
        let metrics = TextMetrics.default
        var lines: [TextDrawing.Line] = []
        for (number, line) in words.lines(atWidth: content.width).enumerated() {
            let trimmed = line.hasSuffix(" ") ? String(line.dropLast()) : line
            lines.append(TextDrawing.Line(
                text: trimmed,
                frame: Rect(x: content.x, y: content.y + Double(number) * words.lineHeight,
                            width: Double(trimmed.count) * metrics.characterWidth, height: words.lineHeight)))
        }
        return Drawing(role: .text, frame: content, text: TextDrawing(string: text, lines: lines, metrics: metrics))
    }

    /// A one-line label centred in `frame`, shortened with "…" to fit; `nil` when
    /// not one character fits.
    static func labelDrawing(_ label: String, in frame: Rect) -> Drawing? {
        let metrics = TextMetrics.default
        guard frame.width.isFinite, frame.width >= metrics.characterWidth else { return nil }
        let shown = RenderText.shortened(label, to: Int((frame.width / metrics.characterWidth).rounded(.down)))
        let width = Double(shown.count) * metrics.characterWidth
        let x = frame.x + (frame.width - width) / 2
        let y = frame.y + (frame.height - metrics.lineHeight) / 2
        let line = TextDrawing.Line(text: shown, frame: Rect(x: x, y: y, width: width, height: metrics.lineHeight))
        return Drawing(role: .text, frame: frame, text: TextDrawing(string: label, lines: [line], metrics: metrics))
    }
}

/// Small text helpers shared by the renderers.
enum RenderText {
    /// `text` cut to at most `count` characters, ending in "…" when cut.
    static func shortened(_ text: String, to count: Int) -> String {
        guard count > 0 else { return "" }
        guard text.count > count else { return text }
        if count == 1 { return "…" }
        return String(text.prefix(count - 1)) + "…"
    }
}
