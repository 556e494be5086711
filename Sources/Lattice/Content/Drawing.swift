/// What to draw for a piece of content placed in a frame: a small tree a
/// renderer walks without knowing every content type.
///
/// Every frame is in the renderer's coordinate space (the frame passed to
/// ``GridContent/drawing(in:)`` and everything derived from it). Draw a node's
/// ``fill`` first, then its ``text``, then its ``children`` in order (back to front).
///
/// ```swift
/// let drawing = Color.red.padding(5).drawing(in: Rect(x: 0, y: 0, width: 40, height: 20))
/// drawing.visit { node, depth in
///     if let fill = node.fill { print(String(repeating: " ", count: depth), fill, node.frame) }
/// }
/// // #FF3B30 Rect(x: 5.0, y: 5.0, width: 30.0, height: 10.0)
/// ```
public struct Drawing: Hashable, Sendable {
    /// What a drawing node stands for, for renderers that label or style them.
    public enum Role: Hashable, Sendable {
        /// Content that only groups its children (or draws nothing).
        case content
        /// A filled shape (``Color``, ``Rectangle``).
        case shape
        /// A ``Text``.
        case text
        /// A grid; its children are ``gridItem`` nodes.
        case grid
        /// One grid item: its frame is the item's cell; its children are the
        /// cell background (if any), the item's content, and the cell overlay (if any).
        case gridItem
        /// A cell background (`gridCellBackground`), drawn in the full cell.
        case cellBackground
        /// A cell overlay (`gridCellOverlay`), drawn in the full cell.
        case cellOverlay
    }

    public var role: Role
    /// The node's frame.
    public var frame: Rect
    /// A colour filling ``frame``.
    public var fill: Color?
    /// Text drawn inside ``frame``.
    public var text: TextDrawing?
    /// Nodes drawn above this one, back to front.
    public var children: [Drawing]

    @inlinable
    public init(role: Role = .content, frame: Rect, fill: Color? = nil, text: TextDrawing? = nil, children: [Drawing] = []) {
        self.role = role
        self.frame = frame
        self.fill = fill
        self.text = text
        self.children = children
    }

    /// Calls `body` for this node and its descendants, depth first, parents
    /// before children (the drawing order), with each node's depth (0 for this one).
    public func visit(_ body: (Drawing, Int) throws -> Void) rethrows {
        try visit(depth: 0, body)
    }

    private func visit(depth: Int, _ body: (Drawing, Int) throws -> Void) rethrows {
        try body(self, depth)
        for child in children {
            try child.visit(depth: depth + 1, body)
        }
    }

    /// The drawing moved by `dx`, `dy`, children included.
    public func offsetBy(dx: Double, dy: Double) -> Drawing {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        if var text = moved.text {
            text.lines = text.lines.map { TextDrawing.Line(text: $0.text, frame: $0.frame.offsetBy(dx: dx, dy: dy)) }
            moved.text = text
        }
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}

/// Text laid out in lines, ready to draw.
public struct TextDrawing: Hashable, Sendable {
    /// One line of text and the box it occupies.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var frame: Rect

        @inlinable
        public init(text: String, frame: Rect) {
            self.text = text
            self.frame = frame
        }
    }

    /// The whole string.
    public var string: String
    /// The lines shown, top to bottom, leading-aligned.
    public var lines: [Line]
    /// The metrics the lines were laid out with.
    public var metrics: TextMetrics
    /// Whether lines were dropped because the frame was too short.
    public var isTruncated: Bool

    @inlinable
    public init(string: String, lines: [Line], metrics: TextMetrics, isTruncated: Bool = false) {
        self.string = string
        self.lines = lines
        self.metrics = metrics
        self.isTruncated = isTruncated
    }
}
