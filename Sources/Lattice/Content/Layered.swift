/// Content with another content drawn behind or above it, made by
/// ``GridContent/background(_:alignment:)`` and ``GridContent/overlay(_:alignment:)``.
///
/// SwiftUI's rules: the size is the base content's; the layer is proposed
/// that size and aligned inside it. The layer does not affect layout.
///
/// ```swift
/// Color.black.overlay(Text("7"))   // sized as the colour, with the text centred on it
/// ```
public struct Layered<Base: GridContent, Layer: GridContent>: GridContent {
    public var base: Base
    public var layer: Layer
    public var alignment: Alignment
    /// `true` when the layer is drawn above the base (an overlay).
    public var isOverlay: Bool

    @inlinable
    public init(base: Base, layer: Layer, alignment: Alignment, isOverlay: Bool) {
        self.base = base
        self.layer = layer
        self.alignment = alignment
        self.isOverlay = isOverlay
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        base.sizeThatFits(proposal)
    }

    public func drawing(in frame: Rect) -> Drawing {
        drawing(in: frame, base: base.drawing(in: frame))
    }

    /// The layer drawn with `baseDrawing`, the base's drawing in `frame`.
    func drawing(in frame: Rect, base baseDrawing: Drawing) -> Drawing {
        let layerSize = layer.sizeThatFits(ProposedSize(frame.size))
        let layerDrawing = layer.drawing(in: layer.placed(layerSize, by: alignment, in: frame).frame)
        return Drawing(frame: frame, children: isOverlay ? [baseDrawing, layerDrawing] : [layerDrawing, baseDrawing])
    }

    /// The base's baselines: the layer does not affect layout.
    public func textBaselines(at size: Size) -> Baselines? { base.textBaselines(at: size) }

    public var gridItemAttributes: GridItemAttributes { base.gridItemAttributes }

    public var layoutKey: ContentKey? { base.layoutKey }
}

extension GridContent {
    /// Draws `content` behind this content, proposed this content's size.
    ///
    /// ```swift
    /// Text("Total").padding(4).background(Color.yellow)
    /// ```
    public func background<Layer: GridContent>(_ content: Layer, alignment: Alignment = .center) -> Layered<Self, Layer> {
        Layered(base: self, layer: content, alignment: alignment, isOverlay: false)
    }

    /// Draws `content` above this content, proposed this content's size.
    ///
    /// ```swift
    /// Color.black.overlay(Text("7"))
    /// ```
    public func overlay<Layer: GridContent>(_ content: Layer, alignment: Alignment = .center) -> Layered<Self, Layer> {
        Layered(base: self, layer: content, alignment: alignment, isOverlay: true)
    }
}
