/// The CSS properties ``Style`` understands, by their kebab-case names.
enum CSSProperty: String, CaseIterable, Sendable {
    case display, position, direction
    case writingMode = "writing-mode"
    case boxSizing = "box-sizing"
    case overflow
    case overflowX = "overflow-x", overflowY = "overflow-y"

    case width, height
    case minWidth = "min-width", minHeight = "min-height"
    case maxWidth = "max-width", maxHeight = "max-height"
    case aspectRatio = "aspect-ratio"

    case margin
    case marginTop = "margin-top", marginRight = "margin-right", marginBottom = "margin-bottom", marginLeft = "margin-left"
    case padding
    case paddingTop = "padding-top", paddingRight = "padding-right", paddingBottom = "padding-bottom", paddingLeft = "padding-left"
    case border
    case borderTop = "border-top", borderRight = "border-right", borderBottom = "border-bottom", borderLeft = "border-left"
    case borderWidth = "border-width"
    case borderTopWidth = "border-top-width", borderRightWidth = "border-right-width"
    case borderBottomWidth = "border-bottom-width", borderLeftWidth = "border-left-width"
    case inset, top, right, bottom, left

    case grid
    case gridTemplate = "grid-template"
    case gridTemplateColumns = "grid-template-columns", gridTemplateRows = "grid-template-rows"
    case gridTemplateAreas = "grid-template-areas"
    case gridAutoColumns = "grid-auto-columns", gridAutoRows = "grid-auto-rows"
    case gridAutoFlow = "grid-auto-flow"
    case gap
    case rowGap = "row-gap", columnGap = "column-gap"
    case gridGap = "grid-gap"
    case gridRowGap = "grid-row-gap", gridColumnGap = "grid-column-gap"
    case gridLanesDirection = "grid-lanes-direction", flowTolerance = "flow-tolerance"
    case fontSize = "font-size"

    case placeContent = "place-content"
    case justifyContent = "justify-content", alignContent = "align-content"
    case placeItems = "place-items"
    case justifyItems = "justify-items", alignItems = "align-items"
    case placeSelf = "place-self"
    case justifySelf = "justify-self", alignSelf = "align-self"

    case gridArea = "grid-area"
    case gridRow = "grid-row", gridColumn = "grid-column"
    case gridRowStart = "grid-row-start", gridRowEnd = "grid-row-end"
    case gridColumnStart = "grid-column-start", gridColumnEnd = "grid-column-end"
    case order

    /// Looks a property up by name: ASCII case-insensitive, surrounding whitespace ignored.
    init?(name: String) {
        var bytes = Substring(name).utf8[...]
        while let first = bytes.first, CSSTokenizer.isWhitespace(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, CSSTokenizer.isWhitespace(last) { bytes = bytes.dropLast() }
        self.init(rawValue: String(decoding: bytes, as: UTF8.self).asciiLowercased)
    }

    /// How many shorthands contain this property. Applying declarations in
    /// increasing depth lets longhands override the shorthands that contain them
    /// (`margin` before `margin-top`, `grid` before `grid-template` before
    /// `grid-template-columns`), whatever order a dictionary yields.
    var shorthandDepth: Int {
        switch self {
        case .marginTop, .marginRight, .marginBottom, .marginLeft,
             .paddingTop, .paddingRight, .paddingBottom, .paddingLeft,
             .borderTop, .borderRight, .borderBottom, .borderLeft, .borderWidth,
             .top, .right, .bottom, .left,
             .overflowX, .overflowY,
             .gridTemplate, .gridAutoColumns, .gridAutoRows, .gridAutoFlow,
             .rowGap, .columnGap, .gridRowGap, .gridColumnGap,
             .justifyContent, .alignContent, .justifyItems, .alignItems, .justifySelf, .alignSelf,
             .gridRow, .gridColumn:
            return 1
        case .borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth,
             .gridTemplateColumns, .gridTemplateRows, .gridTemplateAreas,
             .gridRowStart, .gridRowEnd, .gridColumnStart, .gridColumnEnd:
            return 2
        default:
            return 0
        }
    }

    /// The shorthands that set this property directly (`margin` for `margin-top`;
    /// `border-top` and `border-width` for `border-top-width`). Legacy aliases
    /// (`grid-gap`, `grid-row-gap`) count as their standard names.
    var shorthands: [CSSProperty] {
        switch self {
        case .marginTop, .marginRight, .marginBottom, .marginLeft: return [.margin]
        case .paddingTop, .paddingRight, .paddingBottom, .paddingLeft: return [.padding]
        case .borderTop, .borderRight, .borderBottom, .borderLeft, .borderWidth: return [.border]
        case .borderTopWidth: return [.borderTop, .borderWidth]
        case .borderRightWidth: return [.borderRight, .borderWidth]
        case .borderBottomWidth: return [.borderBottom, .borderWidth]
        case .borderLeftWidth: return [.borderLeft, .borderWidth]
        case .top, .right, .bottom, .left: return [.inset]
        case .overflowX, .overflowY: return [.overflow]
        case .gridTemplate, .gridAutoColumns, .gridAutoRows, .gridAutoFlow: return [.grid]
        case .gridTemplateColumns, .gridTemplateRows, .gridTemplateAreas: return [.gridTemplate]
        case .rowGap, .columnGap, .gridRowGap, .gridColumnGap: return [.gap, .gridGap]
        case .justifyContent, .alignContent: return [.placeContent]
        case .justifyItems, .alignItems: return [.placeItems]
        case .justifySelf, .alignSelf: return [.placeSelf]
        case .gridRow, .gridColumn: return [.gridArea]
        case .gridRowStart, .gridRowEnd: return [.gridRow]
        case .gridColumnStart, .gridColumnEnd: return [.gridColumn]
        default: return []
        }
    }

    /// Whether this property is a shorthand for others.
    var isShorthand: Bool {
        switch self {
        case .margin, .padding, .border, .borderTop, .borderRight, .borderBottom, .borderLeft, .borderWidth,
             .inset, .overflow, .grid, .gridTemplate, .gap, .gridGap, .placeContent, .placeItems, .placeSelf,
             .gridArea, .gridRow, .gridColumn:
            return true
        default:
            return false
        }
    }

    /// Whether this shorthand sets `longhand`, directly or through another shorthand
    /// (`grid` sets `grid-template-columns` through `grid-template`).
    func sets(_ longhand: CSSProperty) -> Bool {
        longhand.shorthands.contains { $0 == self || sets($0) }
    }

    /// The value `initial`, `unset`, `revert` and `revert-layer` stand for: the
    /// engine's default (``Style/init()``, the fixture base style), not always
    /// the CSS initial value (`box-sizing` is `border-box`, `position` is `relative`).
    var defaultText: String {
        switch self {
        case .display: return "block"
        case .position: return "relative"
        case .direction: return "ltr"
        case .writingMode: return "horizontal-tb"
        case .order: return "0"
        case .boxSizing: return "border-box"
        case .overflow, .overflowX, .overflowY: return "visible"
        case .width, .height, .minWidth, .minHeight, .aspectRatio: return "auto"
        case .maxWidth, .maxHeight: return "none"
        case .margin, .marginTop, .marginRight, .marginBottom, .marginLeft,
             .padding, .paddingTop, .paddingRight, .paddingBottom, .paddingLeft,
             .border, .borderTop, .borderRight, .borderBottom, .borderLeft, .borderWidth,
             .borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth:
            return "0"
        case .inset, .top, .right, .bottom, .left: return "auto"
        case .grid, .gridTemplate, .gridTemplateColumns, .gridTemplateRows, .gridTemplateAreas: return "none"
        case .gridAutoColumns, .gridAutoRows: return "auto"
        case .gridAutoFlow: return "row"
        case .gridLanesDirection, .flowTolerance: return "normal"
        case .fontSize: return "0"
        case .gap, .rowGap, .columnGap, .gridGap, .gridRowGap, .gridColumnGap: return "normal"
        case .placeContent, .justifyContent, .alignContent, .placeItems, .justifyItems, .alignItems: return "normal"
        case .placeSelf, .justifySelf, .alignSelf: return "auto"
        case .gridArea, .gridRow, .gridColumn, .gridRowStart, .gridRowEnd, .gridColumnStart, .gridColumnEnd: return "auto"
        }
    }
}
