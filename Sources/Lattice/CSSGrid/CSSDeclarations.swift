/// CSS for one element, as a browser reads an element's inline style: a
/// declaration block, then single declarations (property and value), each
/// declaration applied in order to `Style()` so that a later one wins, and an
/// invalid one dropped while the others apply.
///
/// ```swift
/// let card = CSSDeclarations("display: grid; padding: 12px; colour: red", ["grid-row": "span 3"])
/// card.style.padding.top   // 12 px
/// card.errors              // one: the unknown property 'colour'
/// ```
///
/// ``CSSGrid`` keeps its container's CSS this way, and each item's (its
/// ``GridContent/gridItemStyle(_:)``, then its ``GridContent/gridArea(_:)``,
/// ``GridContent/gridColumn(_:)`` and ``GridContent/gridRow(_:)``).
public struct CSSDeclarations: Hashable, Sendable {
    /// One declaration given apart from the block.
    public struct Declaration: Hashable, Sendable {
        /// The property, kebab-case: `grid-template-columns`.
        public var property: String
        /// Its value as CSS text: `1fr 2fr`.
        public var value: String

        @inlinable
        public init(property: String, value: String) {
            self.property = property
            self.value = value
        }
    }

    /// The declaration block, applied first: `"grid-template-columns: 1fr 2fr; gap: 8px"`.
    public private(set) var block: String
    /// The declarations applied after the block, in order.
    public private(set) var declarations: [Declaration]
    /// The style they give, applied to `Style()`.
    public private(set) var style: Style
    /// The declarations that could not be parsed (and were dropped).
    public private(set) var errors: [CSSParseError]

    /// `block` (a declaration block, `""` for none), then `declarations` in order.
    public init(_ block: String = "", _ declarations: [Declaration] = []) {
        self.block = block
        self.declarations = declarations
        (style, errors) = Self.parse(block, declarations)
    }

    /// `block`, then one declaration per property of `declarations` with a value,
    /// in the order given (`nil` values are left out).
    ///
    /// ```swift
    /// CSSDeclarations("gap: 8px", ["grid-template-columns": "160px 1fr", "grid-template-rows": nil])
    /// ```
    public init(_ block: String, _ declarations: KeyValuePairs<String, String?>) {
        self.init(block, declarations.compactMap { property, value in
            value.map { Declaration(property: property, value: $0) }
        })
    }

    /// The CSS of a grid item: its declaration block (a ``GridContent/gridItemStyle(_:)``),
    /// then its `grid-area`, `grid-column` and `grid-row`, in that order, so that a
    /// column or row wins over the area's.
    ///
    /// ```swift
    /// let item = CSSDeclarations.item(style: "align-self: end", area: "main", column: "2 / 4")
    /// ```
    public static func item(style: String? = nil, area: String? = nil, column: String? = nil,
                            row: String? = nil) -> CSSDeclarations {
        CSSDeclarations(style ?? "", ["grid-area": area, "grid-column": column, "grid-row": row])
    }

    /// The value of the last declaration of `property` given apart from the block.
    func value(of property: String) -> String? {
        declarations.last { $0.property == property }?.value
    }

    /// These declarations followed by `later`'s, which win: the blocks one after
    /// the other, then this one's declarations, then `later`'s.
    func followed(by later: CSSDeclarations) -> CSSDeclarations {
        let blocks = [block, later.block].map(Self.trimmed).filter { !$0.isEmpty }
        return CSSDeclarations(blocks.joined(separator: "; "), declarations + later.declarations)
    }

    private static func parse(_ block: String, _ declarations: [Declaration]) -> (Style, [CSSParseError]) {
        var (style, errors) = parseBlock(block)
        for declaration in declarations {
            do {
                try style.apply(property: declaration.property, value: declaration.value)
            } catch {
                errors.append(error)
            }
        }
        return (style, errors)
    }

    /// The style of the declarations in `text`, and the errors of those dropped.
    private static func parseBlock(_ text: String) -> (Style, [CSSParseError]) {
        do {
            // The whole block at once when it is valid (this keeps a `;` inside a string).
            return (try Style(css: text), [])
        } catch {
            var style = Style()
            var errors: [CSSParseError] = []
            for declaration in text.split(separator: ";") where !declaration.allSatisfy(\.isWhitespace) {
                guard let colon = declaration.firstIndex(of: ":") else {
                    errors.append(CSSParseError(property: "", text: String(declaration), offset: 0,
                                                message: "expected 'property: value'"))
                    continue
                }
                do {
                    try style.apply(property: trimmed(declaration[..<colon]),
                                    value: trimmed(declaration[declaration.index(after: colon)...]))
                } catch {
                    errors.append(error)
                }
            }
            return (style, errors)
        }
    }

    /// `text` without white space or semicolons at either end.
    private static func trimmed(_ text: some StringProtocol) -> String {
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace || first == ";" { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace || last == ";" { slice = slice.dropLast() }
        return String(slice)
    }
}
