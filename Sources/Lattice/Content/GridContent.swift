/// Something a grid can lay out and a renderer can draw: Lattice's counterpart
/// of a SwiftUI view, without a UI framework.
///
/// Content is measured SwiftUI-style: the parent proposes a size (see
/// ``ProposedSize``: a number per axis, `nil` for the ideal size, `0` for the
/// minimum, `.infinity` for the maximum) and the content answers the size it
/// wants. The parent then places it, and a renderer asks for its ``Drawing``
/// in the frame it was given.
///
/// Conform your own types to measure and draw anything:
///
/// ```swift
/// struct Avatar: GridContent, Hashable {
///     func sizeThatFits(_ proposal: ProposedSize) -> Size {
///         let side = min(proposal.width ?? 40, proposal.height ?? 40)
///         return Size(width: side, height: side)
///     }
///     func drawing(in frame: Rect) -> Drawing {
///         Drawing(role: .shape, frame: frame, fill: .gray)
///     }
/// }
/// ```
///
/// Sizing must be a pure function of the proposal: layouts may run on any
/// thread, in any order, and be cached.
public protocol GridContent: Sendable {
    /// The size this content wants for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size

    /// What to draw when this content is placed in `frame` (coordinates are the
    /// renderer's: children are reported in the same space).
    ///
    /// The default draws nothing.
    func drawing(in frame: Rect) -> Drawing

    /// The grid item attributes the modifiers set on this content
    /// (``gridSpan(column:row:)``, ``gridStart(column:row:)``, …). Wrappers
    /// (frames, padding) forward their content's attributes; a ``Grid`` does
    /// not expose its own items' attributes.
    ///
    /// The default is no attribute.
    var gridItemAttributes: GridItemAttributes { get }

    /// The baselines of this content's first and last lines of text when it is laid
    /// out at `size` (a size it answered), from its top; `nil` when it has no text.
    /// Baseline alignments (``VerticalAlignment/firstTextBaseline``) line these up;
    /// content without text aligns by its bottom edge, as SwiftUI's views without
    /// text do.
    ///
    /// ``Text`` reports its lines' baselines (see ``TextMetrics``); frames, padding,
    /// backgrounds and overlays report their content's, moved to where they put it.
    /// The default is `nil`.
    ///
    /// ```swift
    /// Text("Hello world").textBaselines(at: Size(width: 40, height: 32))   // first 12, last 28
    /// Text("Hi").padding(4).textBaselines(at: Size(width: 24, height: 24)) // first 16, last 16
    /// ```
    func textBaselines(at size: Size) -> Baselines?

    /// A summary of everything that affects ``sizeThatFits(_:)``, or `nil` when
    /// the content cannot tell. Grid layouts are cached only when every item has a key.
    ///
    /// The default is `nil`, or the value itself for `Hashable` content.
    var layoutKey: ContentKey? { get }
}

extension GridContent {
    public func drawing(in frame: Rect) -> Drawing {
        Drawing(frame: frame)
    }

    public var gridItemAttributes: GridItemAttributes { GridItemAttributes() }

    public func textBaselines(at size: Size) -> Baselines? { nil }

    public var layoutKey: ContentKey? { nil }
}

extension GridContent where Self: Hashable {
    public var layoutKey: ContentKey? { ContentKey(self) }
}
