import FuzzSupport
import LatticeCore

/// The CSS declaration parser, on any text: `Style(css:)` on each of the text's
/// declaration blocks, `Style.apply(property:value:)` and `Style(css:)` with a
/// dictionary on the first declaration; then the engine on a grid styled with what was
/// parsed. The text is a grid's blocks separated by `|`: the container's, then its
/// items' (at most 16).
///
/// Checks that:
/// - parsing is deterministic (a second parse gives an equal style or an equal error);
/// - an error's offset lies in its text, which is the text parsed;
/// - `apply(property:value:)` that fails leaves the style unchanged, and agrees with
///   the dictionary initializer;
/// - a block of one plain declaration (a name of letters, digits and dashes; no `;`,
///   `!`, quotes, escapes, braces or comments in its value)
///   parses as `apply(property:value:)` does (the same style, or an error saying the same);
/// - the ``LayoutInvariants`` hold for the grid in a definite and a max-content space.
enum CSSTarget {
    static let maxItems = 16

    static func test(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let blocks = text.split(separator: "|", omittingEmptySubsequences: false).prefix(maxItems + 1).map(String.init)
        var styles: [Style] = []
        for block in blocks {
            let parsed = parse { () throws(CSSParseError) in try Style(css: block) }
            require(parsed == parse { () throws(CSSParseError) in try Style(css: block) }, "Style(css:) is not deterministic")
            switch parsed {
            case .success(let style): styles.append(style)
            case .failure(let error): checkOffset(error, text: block)
            }
        }
        checkFirstDeclaration(of: blocks[0])
        if let container = styles.first, styles.count == blocks.count { layOut(container, items: Array(styles.dropFirst())) }
    }

    /// Parses the first declaration of `block` through `apply(property:value:)` and the
    /// dictionary initializer, and checks them against each other and the block.
    static func checkFirstDeclaration(of block: String) {
        // (Unicode scalars, as the parser reads them: a `;` followed by a combining mark is
        // one Character, and still a `;` to CSS.)
        let scalars = block.unicodeScalars
        guard let colon = scalars.firstIndex(of: ":") else { return }
        let name = String(scalars[..<colon])
        let rest = scalars[scalars.index(after: colon)...]
        let value = String(rest.prefix { $0 != ";" })
        let applied = apply(name, value, to: Style())
        let dictionary = parse { () throws(CSSParseError) in try Style(css: [name: value]) }
        require(applied == dictionary, "apply(property:value:) and Style(css:) with a dictionary disagree")
        if case .failure(let error) = applied, error.message != CSSParseError.unknownPropertyMessage {
            checkOffset(error, text: value)
        }
        let parsed = parse { () throws(CSSParseError) in try Style(css: block) }
        if case .success(let style) = parsed { _ = apply(name, value, to: style) }
        if isIdentifier(name), isPlainDeclaration(value), !rest.contains(";") {
            let agree = switch (parsed, applied) {
            case (.success(let a), .success(let b)): a == b
            // (Offsets in a message count from the start of its text: the block's or the value's.)
            case (.failure(let a), .failure(let b)): withoutNumbers(a.message) == withoutNumbers(b.message)
            default: false
            }
            require(agree, "the block \(block.debugDescription) and apply(property:value:) disagree: \(parsed) vs \(applied)")
        }
    }

    /// `text` with each run of digits as `#`.
    static func withoutNumbers(_ text: String) -> String {
        var result = ""
        for character in text where !(character.isASCII && character.isNumber && result.last == "#") {
            result.append(character.isASCII && character.isNumber ? "#" : character)
        }
        return result
    }

    /// The style `body` parses, or its error.
    static func parse(_ body: () throws(CSSParseError) -> Style) -> Result<Style, CSSParseError> {
        do throws(CSSParseError) {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// `style` with `name: value` applied, checking that a failure leaves it unchanged.
    static func apply(_ name: String, _ value: String, to style: Style) -> Result<Style, CSSParseError> {
        var changed = style
        do throws(CSSParseError) {
            try changed.apply(property: name, value: value)
            return .success(changed)
        } catch {
            require(changed == style, "apply(property:value:) failed and changed the style")
            return .failure(error)
        }
    }

    static func checkOffset(_ error: CSSParseError, text: String) {
        require(error.text == text, "the error's text \(error.text.debugDescription) is not the text parsed \(text.debugDescription)")
        require(error.offset >= 0 && error.offset <= text.count,
                "the error's offset \(error.offset) is outside its text (\(text.count) characters)")
    }

    /// Whether `name` is a property name as a block and `apply(property:value:)` both read
    /// it: letters, digits, `-` and `_`, nothing around them.
    static func isIdentifier(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0" ... "9").contains($0) || $0 == "-" || $0 == "_")
        }
    }

    /// Whether `value` is one a declaration block and `apply(property:value:)` read alike.
    static func isPlainDeclaration(_ value: String) -> Bool {
        !value.unicodeScalars.contains { ";!\"'\\{}".unicodeScalars.contains($0) } && !value.contains("/*")
    }

    /// Lays out a grid of `container` (a grid, if it says `block`) whose items have the
    /// `items` styles (three plain items if there are none), in a definite and in a
    /// max-content space, and checks the invariants.
    static func layOut(_ container: Style, items: [Style]) {
        func tree() -> Node {
            var style = container
            if style.display == .block { style.display = .grid }
            let styles = items.isEmpty ? [Style(), Style(), Style()] : items
            return Node(style: style, children: styles.enumerated().map { index, style in item(index, style) })
        }
        LayoutInvariants.check(tree(), copy: tree(), available: AvailableSize(Size(width: 800, height: 600)),
                               contentIsWellFormed: true)
        LayoutInvariants.check(tree(), copy: tree(), available: .maxContent, contentIsWellFormed: true)
    }

    /// Item `index` of a grid, with `style`: text with a font, a box, nothing, a grid of
    /// two, in turn.
    static func item(_ index: Int, _ style: Style) -> Node {
        switch index % 4 {
        case 0:
            return Node(style: style, measure: .words([30, 20, 45], lineHeight: 10, font: .ahem))
        case 1:
            return Node(style: style, measure: Measure(intrinsicWidths: .init(minContent: 40, maxContent: 40)) { input in
                Size(width: input.knownWidth ?? 40, height: input.knownHeight ?? 20)
            })
        case 2:
            return Node(style: style)
        default:
            var grid = style
            if grid.display == .block { grid.display = .grid }
            if grid.gridTemplateColumns == .none { grid.gridTemplateColumns = Self.grid(columns: 2).gridTemplateColumns }
            return Node(style: grid, children: [Node(measure: .words([12], lineHeight: 16)), Node()])
        }
    }

    /// A grid of `columns` auto columns.
    static func grid(columns: Int) -> Style {
        var style = Style()
        style.display = .grid
        style.gridTemplateColumns = TrackList(entries: [.repeat(.count(columns), tracks: [.auto], lineNames: [])])
        return style
    }
}
