/// What a content's size is for any proposal, when its type can say so up front:
/// the engine then lays it out as a plain box, or measures it knowing its widths,
/// instead of asking it every question through a type-erased call.
///
/// A content type states its sizing in the ``GridItemAttributes`` it returns (which a
/// grid reads once, when the item is built), for its own dynamic type only: a wrapper
/// that forwards its content's attributes (padding, a user's own wrapper) is another
/// type, so the statement does not apply to it (see ``applies(to:)``). Wrappers that
/// size exactly as their content (``GridItemModified``) state it again for themselves.
struct ContentSizing: Sendable {
    enum Kind: Sendable {
        /// For every proposal: a colour or shape (`Color`) with the set lengths of
        /// frames around it. On an axis with a length, that length; on another, the
        /// proposal (0 for a negative or NaN one, 10 for `nil`).
        case filling(width: Double?, height: Double?)
        /// Widths known up front (`Text`: its longest word and its whole line);
        /// heights are the content's own answers.
        case widths(Measure.IntrinsicWidths)
    }

    /// The type that stated it.
    let contentType: ObjectIdentifier
    let kind: Kind

    init<Content>(_ type: Content.Type, _ kind: Kind) {
        contentType = ObjectIdentifier(type)
        self.kind = kind
    }

    /// The same sizing stated by (and for) `type`.
    func stated<Content>(by type: Content.Type) -> ContentSizing {
        ContentSizing(type, kind)
    }

    /// Whether this sizing is that of `content`'s dynamic type.
    func applies(to content: AnyGridContent) -> Bool {
        contentType == ObjectIdentifier(type(of: content.base))
    }

    /// Whether this sizing is that of the content of `element`.
    func applies(to element: UnsafePointer<GridElement>) -> Bool {
        contentType == element.pointee.contentType
    }

    /// Whether this sizing is that of `Content`.
    func applies<Content>(to type: Content.Type) -> Bool {
        contentType == ObjectIdentifier(type)
    }

    /// The size for every proposal, when it does not depend on it.
    var fixedSize: Size? {
        if case .filling(let width?, let height?) = kind { return Size(width: width, height: height) }
        return nil
    }

    /// The size of filling content for `proposal`: a colour's rule (see ``Color``).
    static func filling(width: Double?, height: Double?, proposal: ProposedSize) -> Size {
        let proposal = proposal.sanitized
        return Size(width: width ?? proposal.width ?? 10, height: height ?? proposal.height ?? 10)
    }
}

extension GridItemAttributes {
    /// `attributes` with the sizing of `Content` (whose attributes they are) stated
    /// again for `Wrapper`, which sizes exactly as `Content`; any other sizing dropped.
    static func forwarding<Content, Wrapper>(_ attributes: GridItemAttributes, of content: Content.Type,
                                             to wrapper: Wrapper.Type) -> GridItemAttributes {
        var forwarded = attributes
        forwarded.sizing = attributes.sizing.flatMap { $0.applies(to: content) ? $0.stated(by: wrapper) : nil }
        return forwarded
    }
}

extension GridElement {
    /// Whether the items at `a` and `b` are filling content (see ``ContentSizing``) of
    /// one type, with the same set lengths and alignment: their leaves are the same in
    /// any grid that places them alike.
    static func fillAlike(_ a: UnsafePointer<GridElement>, _ b: UnsafePointer<GridElement>) -> Bool {
        guard a.pointee.contentType == b.pointee.contentType,
              let sizingA = a.pointee.attributes.sizing, sizingA.applies(to: a),
              let sizingB = b.pointee.attributes.sizing, sizingB.applies(to: b),
              case .filling(let widthA, let heightA) = sizingA.kind,
              case .filling(let widthB, let heightB) = sizingB.kind,
              widthA == widthB, heightA == heightB else { return false }
        return a.pointee.attributes.alignment == b.pointee.attributes.alignment
    }

    /// The size of the item's content for `proposal`: worked out from its sizing for
    /// filling content (without asking the content), else the content's answer.
    func size(for proposal: ProposedSize) -> Size {
        withUnsafePointer(to: self) { Self.size(of: $0, for: proposal) }
    }

    /// ``size(for:)`` of the item at `element`, read in place: a copy of an item would
    /// retain and release all it holds.
    static func size(of element: UnsafePointer<GridElement>, for proposal: ProposedSize) -> Size {
        if let sizing = element.pointee.attributes.sizing, case .filling(let width, let height) = sizing.kind,
           sizing.applies(to: element) {
            return ContentSizing.filling(width: width, height: height, proposal: proposal)
        }
        return element.pointee.content.base.sizeThatFits(proposal)
    }

    /// The width of the item's content for an unspecified proposal (its ideal width):
    /// its max-content width where its sizing states it.
    var idealWidth: Double {
        withUnsafePointer(to: self) { Self.idealWidth(of: $0) }
    }

    /// ``idealWidth`` of the item at `element`, read in place.
    static func idealWidth(of element: UnsafePointer<GridElement>) -> Double {
        if let sizing = element.pointee.attributes.sizing, case .widths(let widths) = sizing.kind,
           sizing.applies(to: element), widths.maxContent < largestLength {
            return widths.maxContent
        }
        return size(of: element, for: .unspecified).width
    }
}
