import LatticeCore

/// The properties of a ``Style``, each coded on its own: a tree's bytes set a node's
/// properties one at a time (see ``TreeCoding``), in any order, any number of times.
enum StyleField: Int, CaseIterable {
    case display, position, boxSizing, direction, overflowX, overflowY, scrollbarWidth
    case width, height, minWidth, minHeight, maxWidth, maxHeight, aspectRatio
    case margin, padding, border, inset
    case gridTemplateColumns, gridTemplateRows, gridTemplateAreas, gridAutoColumns, gridAutoRows, gridAutoFlow
    case columnGap, rowGap, justifyContent, alignContent, justifyItems, alignItems, itemSizing
    case gridColumn, gridRow, justifySelf, alignSelf, order
}

extension ValueCoder {
    /// Codes the property `field` of `style`.
    mutating func code(_ field: StyleField, of style: inout Style) {
        switch field {
        case .display: code(&style.display, among: [.block, .grid, .none])
        case .position: code(&style.position, among: [.relative, .absolute])
        case .boxSizing: code(&style.boxSizing, among: [.borderBox, .contentBox])
        case .direction: code(&style.direction, among: [.ltr, .rtl])
        case .overflowX: code(&style.overflowX, among: [.visible, .hidden, .clip, .scroll])
        case .overflowY: code(&style.overflowY, among: [.visible, .hidden, .clip, .scroll])
        case .scrollbarWidth: code(&style.scrollbarWidth)
        case .width: code(&style.width)
        case .height: code(&style.height)
        case .minWidth: code(&style.minWidth)
        case .minHeight: code(&style.minHeight)
        case .maxWidth: code(&style.maxWidth)
        case .maxHeight: code(&style.maxHeight)
        case .aspectRatio: code(&style.aspectRatio, blank: 1) { $0.code(&$1) }
        case .margin: code(&style.margin) { $0.code(&$1) }
        case .padding: code(&style.padding) { $0.code(&$1) }
        case .border: code(&style.border) { $0.code(&$1) }
        case .inset: code(&style.inset) { $0.code(&$1) }
        case .gridTemplateColumns: code(&style.gridTemplateColumns)
        case .gridTemplateRows: code(&style.gridTemplateRows)
        case .gridTemplateAreas:
            code(&style.gridTemplateAreas, limit: 32, blank: GridTemplateArea(name: "", rowStart: 0, rowEnd: 0, columnStart: 0, columnEnd: 0)) {
                $0.code(&$1.name)
                $0.code(&$1.rowStart)
                $0.code(&$1.rowEnd)
                $0.code(&$1.columnStart)
                $0.code(&$1.columnEnd)
            }
        case .gridAutoColumns: code(&style.gridAutoColumns, limit: 8, blank: .auto) { $0.code(&$1) }
        case .gridAutoRows: code(&style.gridAutoRows, limit: 8, blank: .auto) { $0.code(&$1) }
        case .gridAutoFlow:
            code(&style.gridAutoFlow.direction, among: [.horizontal, .vertical])
            code(&style.gridAutoFlow.dense)
        case .columnGap: code(gap: .horizontal, of: &style)
        case .rowGap: code(gap: .vertical, of: &style)
        case .justifyContent: code(&style.justifyContent)
        case .alignContent: code(&style.alignContent)
        case .justifyItems: code(&style.justifyItems)
        case .alignItems: code(&style.alignItems)
        case .itemSizing: code(&style.itemSizing, among: [.css, .offerCell])
        case .gridColumn: code(&style.gridColumn)
        case .gridRow: code(&style.gridRow)
        case .justifySelf: code(&style.justifySelf, blank: .normal) { $0.code(&$1) }
        case .alignSelf: code(&style.alignSelf, blank: .normal) { $0.code(&$1) }
        case .order: code(&style.order)
        }
    }

    mutating func code(_ value: inout BoxDimension) {
        var tag: Int, number = 0.0
        switch value {
        case .auto: tag = 0
        case .points(let points): (tag, number) = (1, points)
        case .percent(let percent): (tag, number) = (2, percent)
        case .minContent: tag = 3
        case .maxContent: tag = 4
        case .fitContent: tag = 5
        }
        code(choice: &tag, of: 6)
        if tag == 1 || tag == 2 { code(&number) }
        value = [.auto, .points(number), .percent(number), .minContent, .maxContent, .fitContent][tag]
    }

    mutating func code(_ value: inout LengthPercentage) {
        var percent = value.isPercent, number: Double
        switch value {
        case .points(let points): number = points
        case .percent(let percentage): number = percentage
        }
        code(&percent)
        code(&number)
        value = percent ? .percent(number) : .points(number)
    }

    mutating func code(_ value: inout LengthPercentageAuto) {
        var tag: Int, number = 0.0
        switch value {
        case .auto: tag = 0
        case .points(let points): (tag, number) = (1, points)
        case .percent(let percent): (tag, number) = (2, percent)
        }
        code(choice: &tag, of: 3)
        if tag != 0 { code(&number) }
        value = [.auto, .points(number), .percent(number)][tag]
    }

    mutating func code<Value>(_ edges: inout Edges<Value>, _ element: (inout Self, inout Value) -> Void) {
        element(&self, &edges.top)
        element(&self, &edges.right)
        element(&self, &edges.bottom)
        element(&self, &edges.left)
    }

    /// A gap: `normal` (never set; a subgrid keeps its parent's gutters), or a length.
    mutating func code(gap axis: Axis, of style: inout Style) {
        // (Only CSS sets `normal`, and only setting a gap tells whether it is: setting it
        // to its own value changes the style exactly when it was `normal`.)
        var probe = style
        if axis == .horizontal { probe.columnGap = style.columnGap } else { probe.rowGap = style.rowGap }
        var isNormal = probe != style
        code(&isNormal)
        if isNormal {
            try? style.apply(property: axis == .horizontal ? "column-gap" : "row-gap", value: "normal")
        } else if axis == .horizontal {
            code(&style.columnGap)
        } else {
            code(&style.rowGap)
        }
    }

    mutating func code(_ list: inout TrackList) {
        code(&list.isSubgrid)
        code(&list.entries, limit: 32, blank: .track(.auto)) { $0.code(&$1) }
        code(&list.lineNames, limit: 33, blank: []) { $0.code(lineNames: &$1) }
        code(&list.subgridAutoFill, blank: SubgridNameRepeat(position: 0, names: [])) {
            $0.code(&$1.position)
            $0.code(&$1.names, limit: 8, blank: []) { $0.code(lineNames: &$1) }
        }
    }

    mutating func code(lineNames names: inout [String]) {
        code(&names, limit: 4, blank: "") { $0.code(&$1) }
    }

    mutating func code(_ entry: inout TrackListEntry) {
        var isRepeat = false, size = TrackSize.auto
        var count = RepeatCount.count(1), tracks: [TrackSize] = [], names: [[String]] = []
        switch entry {
        case .track(let track): size = track
        case .repeat(let repeatCount, let repeated, let lineNames):
            (isRepeat, count, tracks, names) = (true, repeatCount, repeated, lineNames)
        }
        code(&isRepeat)
        guard isRepeat else {
            code(&size)
            entry = .track(size)
            return
        }
        var tag = 0, number = 1
        switch count {
        case .count(let repeats): number = repeats
        case .autoFill: tag = 1
        case .autoFit: tag = 2
        }
        code(choice: &tag, of: 3)
        if tag == 0 { code(&number) }
        code(&tracks, limit: 8, blank: .auto) { $0.code(&$1) }
        code(&names, limit: 9, blank: []) { $0.code(lineNames: &$1) }
        entry = .repeat([.count(number), .autoFill, .autoFit][tag], tracks: tracks, lineNames: names)
    }

    mutating func code(_ size: inout TrackSize) {
        var minTag: Int, minLength = LengthPercentage.zero
        switch size.min {
        case .fixed(let length): (minTag, minLength) = (0, length)
        case .minContent: minTag = 1
        case .maxContent: minTag = 2
        case .auto: minTag = 3
        }
        code(choice: &minTag, of: 4)
        if minTag == 0 { code(&minLength) }
        var maxTag: Int, maxLength = LengthPercentage.zero, factor = 1.0
        switch size.max {
        case .fixed(let length): (maxTag, maxLength) = (0, length)
        case .minContent: maxTag = 1
        case .maxContent: maxTag = 2
        case .auto: maxTag = 3
        case .fitContent(let length): (maxTag, maxLength) = (4, length)
        case .flex(let flex): (maxTag, factor) = (5, flex)
        }
        code(choice: &maxTag, of: 6)
        if maxTag == 0 || maxTag == 4 { code(&maxLength) }
        if maxTag == 5 { code(&factor) }
        size = TrackSize(min: [.fixed(minLength), .minContent, .maxContent, .auto][minTag],
                         max: [.fixed(maxLength), .minContent, .maxContent, .auto, .fitContent(maxLength), .flex(factor)][maxTag])
    }

    mutating func code(_ placement: inout GridPlacement) {
        code(&placement.start)
        code(&placement.end)
    }

    mutating func code(_ line: inout GridLine) {
        var tag: Int, number = 1, name: String? = nil
        switch line {
        case .auto: tag = 0
        case .line(let index, let lineName): (tag, number, name) = (1, index, lineName)
        case .span(let count, let lineName): (tag, number, name) = (2, count, lineName)
        case .named(let lineName): (tag, name) = (3, lineName)
        }
        code(choice: &tag, of: 4)
        switch tag {
        case 1, 2:
            code(&number)
            code(&name, blank: "") { $0.code(&$1) }
            line = tag == 1 ? .line(number, name: name) : .span(number, name: name)
        case 3:
            var lineName = name ?? ""
            code(&lineName)
            line = .named(lineName)
        default:
            line = .auto
        }
    }

    mutating func code(_ alignment: inout ContentAlignment) {
        code(&alignment.value, among: [.normal, .stretch, .spaceBetween, .spaceAround, .spaceEvenly,
                                       .start, .end, .center, .flexStart, .flexEnd, .left, .right])
        code(&alignment.overflow, among: [.default, .safe, .unsafe])
    }

    mutating func code(_ alignment: inout ItemAlignment) {
        code(&alignment.value, among: [.normal, .stretch, .start, .end, .center, .selfStart, .selfEnd,
                                       .flexStart, .flexEnd, .left, .right, .baseline, .lastBaseline])
        code(&alignment.overflow, among: [.default, .safe, .unsafe])
    }
}
