import Lattice

/// Options of ``SVGRenderer``.
public struct SVGOptions: Hashable, Sendable {
    /// Draws every grid's tracks, gaps and line numbers over the items, as a
    /// browser's devtools grid overlay does.
    public var showsGrid: Bool
    /// The page colour; `nil` leaves the background transparent.
    public var background: Color?
    /// Space around the scene; `nil` is 0, or 24 when the grid is shown (room for line numbers).
    public var margin: Double?

    public init(showsGrid: Bool = false, background: Color? = .white, margin: Double? = nil) {
        self.showsGrid = showsGrid
        self.background = background
        self.margin = margin
    }
}

/// Draws a ``RenderScene`` as a self-contained SVG 1.1 document: no external
/// fonts, images or scripts.
///
/// Every item is one `<g class="item">` element (with a `<title>` naming it and the
/// shapes and text it draws), every container one `<g class="container">`, and the
/// optional overlay one `<g class="grid-overlay">` per grid.
///
/// ```swift
/// let svg = SVGRenderer(options: SVGOptions(showsGrid: true)).render(scene)
/// try svg.write(toFile: "grid.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    public var options: SVGOptions

    public init(options: SVGOptions = SVGOptions()) {
        self.options = options
    }

    /// The SVG document.
    public func render(_ scene: RenderScene) -> String {
        document(size: scene.size, title: scene.title, decorations: scene.decorations, grids: scene.grids) { out in
            for box in scene.boxes {
                draw(box, into: &out)
            }
        }
    }

    /// An SVG document of `size`: its title, background and `decorations`, what
    /// `body` draws, then the grid overlay of `grids` when the options ask for it.
    func document(size: Size, title: String?, decorations: [Drawing], grids: [GridOverlay],
                  body: (inout SVGWriter) -> Void) -> String {
        let margin = Swift.max(0, options.margin ?? (options.showsGrid ? 24 : 0))
        let width = Swift.max(1, Self.finite(size.width) + 2 * margin)
        let height = Swift.max(1, Self.finite(size.height) + 2 * margin)
        var out = SVGWriter()
        out.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.line("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(SVGText.number(width))\" "
                 + "height=\"\(SVGText.number(height))\" viewBox=\"0 0 \(SVGText.number(width)) \(SVGText.number(height))\">")
        if let title {
            out.line("<title>\(SVGText.escaped(title))</title>")
        }
        if let background = options.background {
            out.line("<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(SVGText.number(width))\" "
                     + "height=\"\(SVGText.number(height))\" \(SVGText.fill(background))/>")
        }
        out.line("<g transform=\"translate(\(SVGText.number(margin)) \(SVGText.number(margin)))\" "
                 + "font-family=\"monospace\" font-size=\"\(SVGText.number(Self.fontSize(for: .default)))\">")
        for decoration in decorations {
            out.line("<g class=\"caption\">")
            draw(decoration, under: nil, into: &out)
            out.line("</g>")
        }
        body(&out)
        if options.showsGrid {
            for grid in grids {
                GridOverlayDrawing(grid: grid).draw(into: &out)
            }
        }
        out.line("</g>")
        out.line("</svg>")
        return out.text
    }

    /// Draws `box`; with a `motion`, its parts and text move (or it fades) as the motion says.
    func draw(_ box: RenderBox, motion: BoxMotion? = nil, into out: inout SVGWriter) {
        let kind = box.kind == .item ? "item" : "container"
        out.line("<g class=\"\(kind)\">")
        if let label = box.label {
            out.line("<title>\(SVGText.escaped(label))</title>")
        }
        if let motion, let fade = motion.fade {
            out.line(motion.timing.animate("opacity", from: fade.from, to: fade.to))
        }
        if box.kind == .container || box.parts.isEmpty {
            // The outline of the box: the container's bounds, or an item that draws nothing.
            let frame = box.frame
            if let rect = Self.rect(frame) {
                out.line("<rect \(rect) fill=\"none\" stroke=\"#AEAEB2\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
            }
        }
        var under: Color? = nil
        for (index, part) in box.parts.enumerated() {
            var moving: (to: Drawing, timing: SMILTiming)?
            if let motion, let target = motion.target, index < target.parts.count {
                moving = (target.parts[index], motion.timing)
            }
            draw(part, under: under, moving: moving, into: &out)
            if let fill = part.fill, fill.opacity > 0 { under = fill }
        }
        out.line("</g>")
    }

    /// A drawing node without its children; `under` is the fill it is drawn on.
    /// With `moving`, its rectangle and text lines move to those of `moving.to`.
    private func draw(_ part: Drawing, under: Color?, moving: (to: Drawing, timing: SMILTiming)? = nil,
                      into out: inout SVGWriter) {
        if let fill = part.fill, fill.opacity > 0, let rect = Self.rect(part.frame) {
            if let moving, Self.rect(moving.to.frame) != nil {
                out.line("<rect \(rect) \(SVGText.fill(fill))>" + moving.timing.animate(part.frame, to: moving.to.frame)
                         + "</rect>")
            } else {
                out.line("<rect \(rect) \(SVGText.fill(fill))/>")
            }
        }
        if let text = part.text {
            let background = part.fill.flatMap { $0.opacity > 0 ? $0 : nil } ?? under
            let color = background.map(SVGText.isDark) == true ? "#FFFFFF" : "#000000"
            let size = SVGText.number(Self.fontSize(for: text.metrics))
            let targetLines = moving?.to.text?.lines ?? []
            for (index, line) in text.lines.enumerated() where !line.text.isEmpty {
                let baseline = line.frame.y + text.metrics.baseline(ofLine: 0)
                guard line.frame.x.isFinite, baseline.isFinite else { continue }
                // (The animations come before the text: the text's spaces are kept.)
                var animations = ""
                if let moving, index < targetLines.count {
                    let target = targetLines[index].frame
                    let targetBaseline = target.y + text.metrics.baseline(ofLine: 0)
                    if target.x.isFinite, targetBaseline.isFinite {
                        animations = moving.timing.animate("x", from: line.frame.x, to: target.x)
                            + moving.timing.animate("y", from: baseline, to: targetBaseline)
                    }
                }
                out.line("<text x=\"\(SVGText.number(line.frame.x))\" y=\"\(SVGText.number(baseline))\" "
                         + "font-size=\"\(size)\" fill=\"\(color)\" xml:space=\"preserve\">"
                         + animations + "\(SVGText.escaped(line.text))</text>")
            }
        }
    }

    /// `x=… y=… width=… height=…`, or `nil` for an empty or non-finite rectangle.
    static func rect(_ frame: Rect) -> String? {
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.width > 0, frame.height > 0 else { return nil }
        return "x=\"\(SVGText.number(frame.x))\" y=\"\(SVGText.number(frame.y))\" "
            + "width=\"\(SVGText.number(frame.width))\" height=\"\(SVGText.number(frame.height))\""
    }

    /// A monospace font size whose advance (about 0.6 em) is the metrics' character width.
    static func fontSize(for metrics: TextMetrics) -> Double {
        metrics.characterWidth / 0.6
    }

    static func finite(_ value: Double) -> Double {
        value.isFinite ? Swift.max(0, value) : 0
    }
}

extension RenderScene {
    /// The scene as an SVG 1.1 document (see ``SVGRenderer``).
    ///
    /// ```swift
    /// let svg = RenderScene(grid, in: Size(width: 300, height: 200)).svg(SVGOptions(showsGrid: true))
    /// ```
    public func svg(_ options: SVGOptions = SVGOptions()) -> String {
        SVGRenderer(options: options).render(self)
    }
}

/// Accumulates SVG lines.
struct SVGWriter {
    var text = ""

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }
}
