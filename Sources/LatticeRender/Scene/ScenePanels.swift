import Lattice

/// A scene with a caption, one of several shown together by ``RenderScene/panels(_:perRow:spacing:title:)``.
public struct RenderPanel: Hashable, Sendable {
    public var caption: String
    public var scene: RenderScene

    public init(_ caption: String, _ scene: RenderScene) {
        self.caption = caption
        self.scene = scene
    }
}

extension RenderScene {
    /// Height of a panel caption line, and the space under it.
    static let captionHeight: Double = 16
    static let captionSpacing: Double = 6

    /// Several scenes side by side, `perRow` to a row, each under its caption.
    ///
    /// ```swift
    /// let scene = RenderScene.panels([
    ///     RenderPanel("sparse", RenderScene(sparse, in: size)),
    ///     RenderPanel("dense", RenderScene(dense, in: size)),
    /// ], perRow: 2)
    /// ```
    public static func panels(_ panels: [RenderPanel], perRow: Int = 2, spacing: Double = 24,
                              title: String? = nil) -> RenderScene {
        var combined = RenderScene(size: .zero, title: title)
        let perRow = Swift.max(1, perRow)
        var y = 0.0
        var width = 0.0
        var index = 0
        while index < panels.count {
            let row = panels[index..<Swift.min(panels.count, index + perRow)]
            var x = 0.0
            var rowHeight = 0.0
            for panel in row {
                let metrics = TextMetrics.default
                let caption = TextDrawing.Line(
                    text: panel.caption,
                    frame: Rect(x: x, y: y, width: Double(panel.caption.count) * metrics.characterWidth,
                                height: captionHeight))
                combined.decorations.append(Drawing(
                    role: .text, frame: caption.frame,
                    text: TextDrawing(string: panel.caption, lines: [caption], metrics: metrics)))
                let top = y + captionHeight + captionSpacing
                let moved = panel.scene.offsetBy(dx: x, dy: top)
                combined.boxes += moved.boxes
                combined.grids += moved.grids
                combined.decorations += moved.decorations
                let panelWidth = Swift.max(panel.scene.size.width, caption.frame.width)
                x += panelWidth + spacing
                width = Swift.max(width, x - spacing)
                rowHeight = Swift.max(rowHeight, captionHeight + captionSpacing + panel.scene.size.height)
            }
            y += rowHeight + spacing
            index += perRow
        }
        combined.size = Size(width: width, height: Swift.max(0, y - spacing))
        return combined
    }
}
