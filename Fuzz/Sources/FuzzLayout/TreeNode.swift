import LatticeCore

/// A node of the layout target's trees, as its bytes code it: a style, content, children.
/// (A ``Node``'s measure is a closure, which cannot be compared or encoded.)
struct TreeNode: Equatable {
    var style = Style()
    var content: Content? = nil
    var children: [TreeNode] = []

    /// A leaf's content.
    enum Content: Equatable {
        /// Words, as the fixtures' content (``Measure/words(_:lineHeight:font:)``).
        case words(WordsContent)
        /// A box of fixed size, as a front-end's views measure: `intrinsic` is the
        /// intrinsic widths its measure reports, `nil` for none, and may differ from
        /// `width` (breaking the measure's contract, as a faulty measure would).
        case box(width: Double, height: Double, intrinsic: Measure.IntrinsicWidths?)
    }

    /// The engine's tree.
    var node: Node {
        Node(style: style, children: children.map(\.node), measure: content.map(\.measure))
    }

    /// Whether every measure in the tree keeps its contract with sizes well inside the
    /// engine's lengths: finite, non-negative, below a million pixels, and reporting the
    /// intrinsic widths it answers with.
    var contentIsWellFormed: Bool {
        children.allSatisfy(\.contentIsWellFormed) && (content?.isWellFormed ?? true)
    }
}

extension TreeNode.Content {
    var measure: Measure {
        switch self {
        case .words(let words):
            return .words(words.widths, lineHeight: words.lineHeight, font: words.font)
        case .box(let width, let height, let intrinsic):
            return Measure(intrinsicWidths: intrinsic) { input in
                Size(width: input.knownWidth ?? width, height: input.knownHeight ?? height)
            }
        }
    }

    var isWellFormed: Bool {
        func sane(_ value: Double) -> Bool { value >= 0 && value < 1e6 }
        switch self {
        case .words(let words):
            let font = words.font.map { sane($0.ascent) && sane($0.descent) } ?? true
            return words.widths.allSatisfy(sane) && sane(words.lineHeight) && font
        case .box(let width, let height, let intrinsic):
            return sane(width) && sane(height)
                && (intrinsic.map { $0.minContent == width && $0.maxContent == width } ?? true)
        }
    }
}
