// Building a Style from CSS declarations.
//
// Values are parsed as a browser's inline style would (CSS Grid Level 2, CSS Box
// Alignment 3, CSS Box Sizing 3/4, CSS Values 4), with these documented choices
// where the engine's model is smaller than CSS or input is out of range:
//
// - Lengths: `px` and the other absolute units (`in`, `cm`, `mm`, `Q`, `pt`, `pc`),
//   unitless `0`; relative units (`em`, `vw`, …) and `calc()` are errors. A number
//   that overflows a Double (`1e999px`) is an error.
// - `repeat(N, …)` counts are clamped to 10 000; line numbers and spans to ±10 000.
// - `overflow: auto` (and `overlay`) is stored as `.hidden`: a scroll container
//   without a scrollbar gutter.
// - `display: inline-grid` is `.grid`, `inline-grid-lanes` is `.gridLanes`, `flow-root`
//   is `.block`; `position: static` is `.relative`.
// - `font-size` takes absolute lengths only; it is the basis of `em` in `flow-tolerance`
//   (the only relative unit accepted, there).
// - `width: stretch` (and min sizes) is stored as `.auto` (``BoxDimension`` has no stretch).
// - `border`/`border-top`/…: only the width counts; see `consumeBorderShorthand()`.
// - Baseline alignment: `[first] baseline` items are ``ItemAlignment/baseline``,
//   `last baseline` is its fallback `safe self-end`; `align-content` baselines are
//   their fallbacks `safe start` / `safe end`.
// - Adjacent line-name groups in a track list merge (`[a] [b]` = `[a b]`).
// - An unclosed `(`, `[` or string, or a stray `)`/`]`, is an error (browsers
//   close blocks silently at the end of a value). Escapes are not supported.
// - `initial`, `unset`, `revert`, `revert-layer` reset to ``Style/init()``'s value;
//   `inherit` is an error. In a declaration block, `!important` is ignored.

extension Style {
    /// A style from CSS declarations, kebab-case property names to CSS value text,
    /// applied to the default ``Style/init()``.
    ///
    /// Shorthands are applied before the longhands they contain, whatever the
    /// dictionary's order: `margin` before `margin-top`, `gap` before `row-gap`,
    /// `grid` before `grid-template` before `grid-template-columns`, `grid-area`
    /// before `grid-row` before `grid-row-start`, `overflow` before `overflow-x`.
    ///
    /// Property names and keywords are ASCII case-insensitive. The values
    /// `initial`, `unset`, `revert` and `revert-layer` reset a property to its
    /// ``Style/init()`` default; `inherit` is not supported.
    ///
    /// ```swift
    /// let style = try Style(css: [
    ///     "display": "grid",
    ///     "grid-template-columns": "repeat(3, minmax(0, 1fr))",
    ///     "gap": "8px 16px",
    /// ])
    /// ```
    ///
    /// - Throws: ``CSSParseError`` for an unknown property (message
    ///   `unknown property`, offset 0) or an invalid value; `text` is then the
    ///   value and `offset` a character offset into it.
    public init(css declarations: [String: String]) throws(CSSParseError) {
        self.init()
        var resolved: [(property: CSSProperty, name: String, value: String)] = []
        resolved.reserveCapacity(declarations.count)
        var unknown: (name: String, value: String)? = nil
        for (name, value) in declarations {
            if let property = CSSProperty(name: name) {
                resolved.append((property, name, value))
            } else if unknown.map({ name < $0.name }) ?? true {
                unknown = (name, value)
            }
        }
        if let unknown {
            throw CSSParseError(property: unknown.name, text: unknown.value, offset: 0, message: CSSParseError.unknownPropertyMessage)
        }
        resolved.sort {
            ($0.property.shorthandDepth, $0.property.rawValue, $0.name) < ($1.property.shorthandDepth, $1.property.rawValue, $1.name)
        }
        for declaration in resolved {
            let source = CSSSource(property: declaration.name, text: declaration.value)
            try apply(declaration.property, source: source, range: 0..<source.bytes.count, allowImportant: false)
        }
    }

    /// A style from a CSS declaration block such as `"display: grid; width: 10px"`,
    /// applied to the default ``Style/init()`` in the order written (a later
    /// declaration wins, as in CSS). A trailing `!important` is ignored.
    ///
    /// ```swift
    /// let item = try Style(css: "grid-column: 2 / span 3; align-self: end")
    /// ```
    ///
    /// - Throws: ``CSSParseError`` whose `text` is the whole block and whose
    ///   `offset` is a character offset into it (an unknown property points at its name).
    public init(css text: String) throws(CSSParseError) {
        self.init()
        let source = CSSSource(property: "", text: text)
        for declaration in try CSSDeclarationBlock.declarations(in: source) {
            guard let property = CSSProperty(name: declaration.name) else {
                throw source.with(property: declaration.name)
                    .error(CSSParseError.unknownPropertyMessage, at: declaration.nameStart)
            }
            try apply(property, source: source.with(property: declaration.name), range: declaration.valueRange, allowImportant: true)
        }
    }

    /// Whether the CSS property `shorthand` sets `longhand`, so that in one declaration
    /// block a `shorthand` declaration written after `longhand` overrides it (CSS
    /// Cascade 4 §3: a shorthand sets all of its longhands). Names are ASCII
    /// case-insensitive; unknown names give `false`.
    ///
    /// A dictionary of declarations has no order, so ``init(css:)-([String:String])`` applies its
    /// shorthands first; a reader that knows the written order can drop the longhands
    /// a later shorthand overrides before building the dictionary.
    ///
    /// ```swift
    /// Style.shorthand("gap", sets: "row-gap")          // true
    /// Style.shorthand("grid", sets: "grid-template-rows") // true
    /// Style.shorthand("margin", sets: "padding-top")   // false
    /// ```
    public static func shorthand(_ shorthand: String, sets longhand: String) -> Bool {
        guard let outer = CSSProperty(name: shorthand), outer.isShorthand,
              let inner = CSSProperty(name: longhand) else { return false }
        return outer.sets(inner)
    }

    /// Whether `name` is a CSS shorthand property ``Style`` understands (`margin`,
    /// `gap`, `grid-row`, `grid`, …). ASCII case-insensitive.
    ///
    /// ```swift
    /// Style.isShorthand("padding")      // true
    /// Style.isShorthand("padding-left") // false
    /// ```
    public static func isShorthand(_ name: String) -> Bool {
        CSSProperty(name: name)?.isShorthand ?? false
    }

    /// Sets one property from CSS text, as an inline style declaration would.
    ///
    /// ```swift
    /// var style = Style()
    /// try style.apply(property: "padding", value: "4px 8px")
    /// ```
    ///
    /// - Throws: ``CSSParseError`` for an unknown property or an invalid value;
    ///   the style is unchanged then.
    public mutating func apply(property: String, value: String) throws(CSSParseError) {
        guard let known = CSSProperty(name: property) else {
            throw CSSParseError(property: property, text: value, offset: 0, message: CSSParseError.unknownPropertyMessage)
        }
        let source = CSSSource(property: property, text: value)
        try apply(known, source: source, range: 0..<source.bytes.count, allowImportant: false)
    }

    /// Parses `range` of `source` as a value of `property` and stores it; on error nothing changes.
    mutating func apply(_ property: CSSProperty, source: CSSSource, range: Range<Int>, allowImportant: Bool) throws(CSSParseError) {
        var parser = try CSSValueParser(source: source, range: range, allowImportant: allowImportant)
        if parser.isOnly("inherit") {
            throw parser.fail("expected a value ('inherit' is not supported: styles are not inherited)", at: parser.current)
        }
        if parser.isOnly("initial") || parser.isOnly("unset") || parser.isOnly("revert") || parser.isOnly("revert-layer") {
            let defaults = CSSSource(property: source.property, text: property.defaultText)
            parser = try CSSValueParser(source: defaults, range: 0..<defaults.bytes.count)
        }
        var updated = self
        try updated.apply(property, parser: &parser)
        try parser.expectEnd()
        self = updated
    }

    /// Sets `column-gap` or `row-gap`; `nil` is `normal`.
    private mutating func setGap(_ axis: Axis, _ gap: LengthPercentage?) {
        if axis == .horizontal {
            columnGap = gap ?? .zero
            columnGapIsNormal = gap == nil
        } else {
            rowGap = gap ?? .zero
            rowGapIsNormal = gap == nil
        }
    }

    private mutating func apply(_ property: CSSProperty, parser p: inout CSSValueParser) throws(CSSParseError) {
        switch property {
        case .display: display = try p.consumeDisplay()
        case .position: position = try p.consumePosition()
        case .direction: direction = try p.consumeDirection()
        case .writingMode: try p.consumeWritingMode()
        case .order: order = try p.consumeOrder()
        case .boxSizing: boxSizing = try p.consumeBoxSizing()
        case .overflow:
            let x = try p.consumeOverflow()
            overflowY = p.atEnd ? x : try p.consumeOverflow()
            overflowX = x
        case .overflowX: overflowX = try p.consumeOverflow()
        case .overflowY: overflowY = try p.consumeOverflow()

        case .width: width = try p.consumeDimension(.size)
        case .height: height = try p.consumeDimension(.size)
        case .minWidth: minWidth = try p.consumeDimension(.size)
        case .minHeight: minHeight = try p.consumeDimension(.size)
        case .maxWidth: maxWidth = try p.consumeDimension(.maximum)
        case .maxHeight: maxHeight = try p.consumeDimension(.maximum)
        case .aspectRatio: aspectRatio = try p.consumeAspectRatio()

        case .margin: margin = try p.consumeEdges { (p) throws(CSSParseError) in try p.consumeMargin() }
        case .marginTop: margin.top = try p.consumeMargin()
        case .marginRight: margin.right = try p.consumeMargin()
        case .marginBottom: margin.bottom = try p.consumeMargin()
        case .marginLeft: margin.left = try p.consumeMargin()
        case .padding: padding = try p.consumeEdges { (p) throws(CSSParseError) in try p.consumePadding() }
        case .paddingTop: padding.top = try p.consumePadding()
        case .paddingRight: padding.right = try p.consumePadding()
        case .paddingBottom: padding.bottom = try p.consumePadding()
        case .paddingLeft: padding.left = try p.consumePadding()
        case .border: border = Edges(all: try p.consumeBorderShorthand())
        case .borderTop: border.top = try p.consumeBorderShorthand()
        case .borderRight: border.right = try p.consumeBorderShorthand()
        case .borderBottom: border.bottom = try p.consumeBorderShorthand()
        case .borderLeft: border.left = try p.consumeBorderShorthand()
        case .borderWidth: border = try p.consumeEdges { (p) throws(CSSParseError) in try p.consumeBorderWidth() }
        case .borderTopWidth: border.top = try p.consumeBorderWidth()
        case .borderRightWidth: border.right = try p.consumeBorderWidth()
        case .borderBottomWidth: border.bottom = try p.consumeBorderWidth()
        case .borderLeftWidth: border.left = try p.consumeBorderWidth()
        case .inset: inset = try p.consumeEdges { (p) throws(CSSParseError) in try p.consumeInset() }
        case .top: inset.top = try p.consumeInset()
        case .right: inset.right = try p.consumeInset()
        case .bottom: inset.bottom = try p.consumeInset()
        case .left: inset.left = try p.consumeInset()

        case .grid:
            let grid = try p.consumeGrid()
            gridTemplateRows = grid.template.rows
            gridTemplateColumns = grid.template.columns
            gridTemplateAreas = grid.template.areas
            gridAutoRows = grid.autoRows
            gridAutoColumns = grid.autoColumns
            gridAutoFlow = grid.autoFlow
        case .gridTemplate:
            let template = try p.consumeGridTemplate()
            gridTemplateRows = template.rows
            gridTemplateColumns = template.columns
            gridTemplateAreas = template.areas
        case .gridTemplateColumns: gridTemplateColumns = try p.consumeTemplateTrackList()
        case .gridTemplateRows: gridTemplateRows = try p.consumeTemplateTrackList()
        case .gridTemplateAreas: gridTemplateAreas = try p.consumeTemplateAreas()
        case .gridAutoColumns: gridAutoColumns = try p.consumeTrackSizes()
        case .gridAutoRows: gridAutoRows = try p.consumeTrackSizes()
        case .gridAutoFlow: gridAutoFlow = try p.consumeGridAutoFlow()
        case .gridLanesDirection: gridLanesDirection = try p.consumeGridLanesDirection()
        case .flowTolerance: flowTolerance = try p.consumeFlowTolerance()
        case .fontSize: fontSize = try p.consumeFontSize()
        case .gap, .gridGap:
            let row = try p.consumeGap()
            setGap(.horizontal, p.atEnd ? row : try p.consumeGap())
            setGap(.vertical, row)
        case .rowGap, .gridRowGap: setGap(.vertical, try p.consumeGap())
        case .columnGap, .gridColumnGap: setGap(.horizontal, try p.consumeGap())

        case .placeContent:
            // `<'align-content'> <'justify-content'>?`; an omitted justify copies
            // align, except that a baseline align gives `start` (CSS Box Alignment §5.3).
            let isBaseline = p.current.isKeyword("baseline") || p.current.isKeyword("first") || p.current.isKeyword("last")
            let align = try p.consumeContentAlignment(.alignContent)
            justifyContent = p.atEnd ? (isBaseline ? .start : align) : try p.consumeContentAlignment(.justifyContent)
            alignContent = align
        case .justifyContent: justifyContent = try p.consumeContentAlignment(.justifyContent)
        case .alignContent: alignContent = try p.consumeContentAlignment(.alignContent)
        case .placeItems:
            let align = try p.consumeItemAlignment(.alignItems) ?? .normal
            justifyItems = p.atEnd ? align : (try p.consumeItemAlignment(.justifyItems) ?? .normal)
            alignItems = align
        case .justifyItems: justifyItems = try p.consumeItemAlignment(.justifyItems) ?? .normal
        case .alignItems: alignItems = try p.consumeItemAlignment(.alignItems) ?? .normal
        case .placeSelf:
            let align = try p.consumeItemAlignment(.alignSelf)
            justifySelf = p.atEnd ? align : try p.consumeItemAlignment(.justifySelf)
            alignSelf = align
        case .justifySelf: justifySelf = try p.consumeItemAlignment(.justifySelf)
        case .alignSelf: alignSelf = try p.consumeItemAlignment(.alignSelf)

        case .gridArea:
            let area = try p.consumeGridArea()
            gridRow = area.row
            gridColumn = area.column
        case .gridRow: gridRow = try p.consumeGridPlacement()
        case .gridColumn: gridColumn = try p.consumeGridPlacement()
        case .gridRowStart: gridRow.start = try p.consumeGridLine()
        case .gridRowEnd: gridRow.end = try p.consumeGridLine()
        case .gridColumnStart: gridColumn.start = try p.consumeGridLine()
        case .gridColumnEnd: gridColumn.end = try p.consumeGridLine()
        }
    }
}
