/// Makes the engine's leaf for each grid item as copies of a few template nodes, so
/// that items alike share one style (and one measure function where they can) instead
/// of each building its own.
///
/// An item whose content states its sizing (``ContentSizing``) is laid out by the
/// engine without asking the content: content of a fixed size is a plain box of that
/// size, filling content shares one measure function, and text declares its widths.
/// Any other content is measured through its `sizeThatFits`, as ``Measure/init(_:)``.
struct ItemNodes {
    /// The style an item gets from its grid: its placement and self-alignment.
    /// (Plain numbers: items are matched with their template by comparing them.)
    struct ItemStyle: Hashable {
        /// The explicit lines, counted from 1; automatic placement when `nil`.
        var lines: Lines?
        /// The spans of an automatically placed item (`grid-column: span n; grid-row:
        /// span m`), when `lines` is `nil`; one track each when both are `nil`.
        var autoSpan: GridSpan?
        var justifySelf: ItemAlignment?
        var alignSelf: ItemAlignment?
    }

    /// An item's area as CSS lines: `grid-column: column / span columnSpan` and the same for rows.
    struct Lines: Hashable {
        var column: Int
        var columnSpan: Int
        var row: Int
        var rowSpan: Int
    }

    private struct TemplateKey: Hashable {
        var style: ItemStyle
        /// The set lengths of filling content (`nil`: a template for measured content).
        var filling: Filling?
    }

    private struct Filling: Hashable {
        var width: Double?
        var height: Double?
        /// Whether the engine stretches it to its cell on an axis without a length
        /// (see ``cellFillingBox(width:height:style:stretchedByGrid:)``).
        var fillsCell = false
    }

    /// Whether the grid's items align by their baselines unless their own alignment
    /// says otherwise (the container's `align-items` is a baseline).
    var itemsAlignByBaseline = false

    /// The templates made, and the last one used (items alike come in runs, or cycle
    /// through a few: a column's or a row's, the sizes of a few words).
    private var templates: [TemplateKey: Node] = [:]
    private var lastKey: TemplateKey?
    private var lastNode = Node()
    /// The most templates kept: a grid whose items differ in more ways starts anew.
    private static let capacity = 1024

    /// Whether an item with `style` aligns by its baselines (its own alignment, else the grid's).
    func alignsByBaseline(_ style: ItemStyle) -> Bool {
        guard let alignSelf = style.alignSelf else { return itemsAlignByBaseline }
        return alignSelf.value == .baseline || alignSelf.value == .lastBaseline
    }

    /// The leaf of `element` with `style`. Content without text that fills any size
    /// (colours and shapes) is a plain box, whose baseline the engine puts at its
    /// bottom edge; other content reports its text's baselines when it aligns by them.
    mutating func node(for element: GridElement, style: ItemStyle) -> Node {
        withUnsafePointer(to: element) { node(at: $0, style: style) }
    }

    /// The leaf of the item at `element` with `style` (see ``node(for:style:)``), read
    /// in place: a copy of an item would retain and release all it holds.
    mutating func node(at element: UnsafePointer<GridElement>, style: ItemStyle) -> Node {
        var widths: Measure.IntrinsicWidths?
        if let sizing = element.pointee.attributes.sizing, sizing.applies(to: element) {
            switch sizing.kind {
            case .filling(let width, let height):
                return template(TemplateKey(style: style, filling: Filling(width: width, height: height)))
            case .widths(let known):
                widths = known
            }
        }
        var node = template(TemplateKey(style: style, filling: nil))
        let content = element.pointee.content
        var baselines: (@Sendable (Size) -> Baselines?)? = nil
        if widths != nil {
            // Content that states its widths (text) answers from its string at once: it
            // is asked directly, without an object per item keeping its last answer.
            if alignsByBaseline(style) { baselines = { @Sendable size in content.textBaselines(at: size) } }
            node.measure = Measure(intrinsicWidths: widths, baselines: baselines) { content.sizeThatFits(ProposedSize($0)) }
            return node
        }
        node.measure = Self.measure(content.base, reportsBaselines: alignsByBaseline(style))
        return node
    }

    /// A measure function asking `content` (of its own type, unwrapped: the object that
    /// keeps its last answer is then smaller, and calls it directly), through a
    /// ``MeasuredContent``.
    private static func measure<Content: GridContent>(_ content: Content, reportsBaselines: Bool) -> Measure {
        let measured = MeasuredContent(content)
        let baselines: (@Sendable (Size) -> Baselines?)? = reportsBaselines ? { @Sendable in measured.baselines(at: $0) } : nil
        return Measure(baselines: baselines) { measured.size(for: $0) }
    }

    /// The leaf of an item with `style` measured through its content's `sizeThatFits`
    /// (content that states no sizing), without its measure: a copy with the measure
    /// ``measure(_:style:)`` makes is the leaf ``node(for:style:)`` makes of it.
    mutating func measuredTemplate(style: ItemStyle) -> Node {
        template(TemplateKey(style: style, filling: nil))
    }

    /// The measure of content that states no sizing, in the leaf of an item with `style`
    /// (see ``measuredTemplate(style:)``).
    func measure(_ content: any GridContent, style: ItemStyle) -> Measure {
        Self.measure(content, reportsBaselines: alignsByBaseline(style))
    }

    /// The leaf of an item with `style` measured by `measure`.
    mutating func node(style: ItemStyle, measure: Measure) -> Node {
        var node = template(TemplateKey(style: style, filling: nil))
        node.measure = measure
        return node
    }

    /// A plain box of `size` (as the engine takes a measure function's answer: a
    /// negative or non-finite length is 0, one beyond `largestLength` that length),
    /// with `style`: the leaf of an item whose size the grid knows (it offers the item
    /// one proposal, whatever the engine asks). When it aligns by its baselines, it
    /// reports `baselines` of that size (its content's, `nil` without text).
    mutating func box(_ size: Size, style: ItemStyle, baselines: (Size) -> Baselines?) -> Node {
        func length(_ value: Double) -> Double { value.isFinite ? Swift.min(Swift.max(0, value), largestLength) : 0 }
        let box = Size(width: length(size.width), height: length(size.height))
        guard alignsByBaseline(style), let baselines = baselines(box) else {
            return template(TemplateKey(style: style, filling: Filling(width: box.width, height: box.height)))
        }
        // The same size for every question, with the content's baselines.
        var node = template(TemplateKey(style: style, filling: nil))
        node.measure = Measure(intrinsicWidths: Measure.IntrinsicWidths(minContent: box.width, maxContent: box.width),
                               baselines: { _ in baselines }) { _ in box }
        return node
    }

    /// The leaf of filling content (see ``ContentSizing``) with `width` and `height` set,
    /// or `nil` where it takes what it is offered, in a cell of fixed tracks: on an axis
    /// without a set length the engine stretches it to its cell (`justify-self` or
    /// `align-self: stretch`, see ``ItemSizing/offerCell``), which is the length it
    /// would answer when offered its cell. A plain box, the same for any track lengths.
    /// (Not for tracks sized by their items: a stretched box contributes nothing to
    /// them, where filling content answers 10 points without a proposal.) With
    /// `stretchedByGrid`, the grid's `justify-items`/`align-items` stretch it (items of
    /// `auto` self-alignment take the engine's fastest path).
    mutating func cellFillingBox(width: Double?, height: Double?, style: ItemStyle, stretchedByGrid: Bool) -> Node {
        var style = style
        if !stretchedByGrid {
            if width == nil { style.justifySelf = .stretch }
            if height == nil { style.alignSelf = .stretch }
        }
        return template(TemplateKey(style: style, filling: Filling(width: width, height: height, fillsCell: true)))
    }

    private mutating func template(_ key: TemplateKey) -> Node {
        if lastKey == key { return lastNode }
        let node: Node
        if let found = templates[key] {
            node = found
        } else {
            node = makeTemplate(key)
            if templates.count == Self.capacity { templates.removeAll(keepingCapacity: true) }
            templates[key] = node
        }
        (lastKey, lastNode) = (key, node)
        return node
    }

    private func makeTemplate(_ key: TemplateKey) -> Node {
        var style = Style()
        if let lines = key.style.lines {
            style.gridColumn = .line(lines.column, span: lines.columnSpan)
            style.gridRow = .line(lines.row, span: lines.rowSpan)
        } else if let span = key.style.autoSpan {
            style.gridColumn = .span(span.column)
            style.gridRow = .span(span.row)
        }
        style.justifySelf = key.style.justifySelf
        style.alignSelf = key.style.alignSelf
        guard let filling = key.filling else { return Node(style: style) }
        // A length set, or none where the box is stretched to its cell (see
        // ``cellFillingBox(width:height:style:)``): a plain box, which the engine lays
        // out from its numbers alone.
        func plain(_ length: Double?, stretched: Bool) -> BoxDimension? {
            guard let length else { return stretched ? .auto : nil }
            return Self.isPlainLength(length) ? .points(length) : nil
        }
        if let width = plain(filling.width, stretched: filling.fillsCell),
           let height = plain(filling.height, stretched: filling.fillsCell) {
            style.width = width
            style.height = height
            return Node(style: style)
        }
        let size: @Sendable (MeasureInput) -> Size = { input in
            ContentSizing.filling(width: filling.width, height: filling.height, proposal: ProposedSize(input))
        }
        let widths = Measure.IntrinsicWidths(
            minContent: size(MeasureInput(availableWidth: .minContent, availableHeight: .maxContent)).width,
            maxContent: size(MeasureInput(availableWidth: .maxContent, availableHeight: .maxContent)).width)
        return Node(style: style, measure: Measure(intrinsicWidths: widths, size))
    }

    /// A length the engine keeps exactly as a box's set size (a measure function's
    /// answers are clamped to `largestLength`).
    private static func isPlainLength(_ length: Double) -> Bool {
        length.isFinite && length >= 0 && length <= largestLength
    }
}

/// An item's content as the engine measures it: each question becomes a proposal (see
/// ``ProposedSize/init(_:)-(MeasureInput)``), and the answer to the last proposal is kept, so
/// that questions the engine asks apart but that stand for one proposal (a known width
/// and the same definite width) measure the content once.
///
/// `@unchecked Sendable`: a measure function must be `Sendable`, and this one keeps its
/// last answer. Its node is laid out by one layout at a time (see ``KeptItemNodes``),
/// which measures on its own thread, one question at a time.
private final class MeasuredContent<Content: GridContent>: @unchecked Sendable {
    private let content: Content
    // The last proposal and answer, in plain numbers with flags for what is absent (one
    // of these objects per measured item: plain numbers pack into fewer bytes).
    private var lastOffer = (width: 0.0, height: 0.0)
    private var lastSize = Size.zero
    /// Bit 0: there is a last answer; bits 1 and 2: the last proposal's width, height is `nil`.
    private var lastFlags: UInt8 = 0

    init(_ content: Content) {
        self.content = content
    }

    func size(for input: MeasureInput) -> Size {
        let offer = ProposedSize(input)
        let flags: UInt8 = 1 | (offer.width == nil ? 2 : 0) | (offer.height == nil ? 4 : 0)
        let (width, height) = (offer.width ?? 0, offer.height ?? 0)
        if flags == lastFlags && width == lastOffer.width && height == lastOffer.height { return lastSize }
        let size = content.sizeThatFits(offer)
        (lastOffer, lastSize, lastFlags) = ((width, height), size, flags)
        return size
    }

    func baselines(at size: Size) -> Baselines? {
        content.textBaselines(at: size)
    }
}
