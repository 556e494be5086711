import Lattice

/// Options of ``TerminalRenderer``.
public struct TerminalOptions: Hashable, Sendable {
    /// The width of the drawing in character cells (the scene's width maps to it).
    public var columns: Int
    /// Character rows per column of the same length: a terminal cell is about
    /// twice as tall as it is wide, so 0.5 keeps shapes' proportions.
    public var rowsPerColumn: Double
    /// Colours the items with ANSI escape codes (24-bit colour). Give `true` only
    /// when writing to a terminal.
    public var colors: Bool

    public init(columns: Int = 80, rowsPerColumn: Double = 0.5, colors: Bool = false) {
        self.columns = columns
        self.rowsPerColumn = rowsPerColumn
        self.colors = colors
    }
}

/// Draws a ``RenderScene``'s items as boxes of box-drawing characters, each with
/// its label centred inside.
///
/// The scene's width maps to ``TerminalOptions/columns`` cells: an edge at `x`
/// points is at cell boundary `round(x × columns / width)`, an edge at `y` at
/// `round(y × columns / width × rowsPerColumn)`. An item covers the cells from
/// its start boundary up to its end boundary; it is at least 2 cells wide and
/// tall (edges are pushed right or down when needed, see `CellMapping`), so
/// items never overlap on screen and the drawing may be a little wider than asked.
/// The outermost container is not drawn; nested grids are, as items.
///
/// ```swift
/// print(TerminalRenderer(options: TerminalOptions(columns: 50)).render(scene))
/// // ┌─────────┐  ┌─────────┐
/// // │    %    │  │    ±    │  …
/// ```
public struct TerminalRenderer: Sendable {
    public var options: TerminalOptions

    public init(options: TerminalOptions = TerminalOptions()) {
        self.options = options
    }

    /// The drawing: lines ending in a newline, trailing spaces removed.
    public func render(_ scene: RenderScene) -> String {
        let boxes = scene.boxes.filter { $0.kind == .item }
        let width = scene.size.width
        let columns = Swift.max(1, Swift.min(options.columns, 100_000))
        let scale = width.isFinite && width > 0 ? Double(columns) / width : 1
        let rowScale = scale * (options.rowsPerColumn.isFinite && options.rowsPerColumn > 0 ? options.rowsPerColumn : 0.5)

        let xs = CellMapping.map(boxes.map { Self.interval($0.frame.minX, $0.frame.maxX) }, scale: scale, minimum: 2)
        let ys = CellMapping.map(boxes.map { Self.interval($0.frame.minY, $0.frame.maxY) }, scale: rowScale, minimum: 2)
        var canvasWidth = 0
        var canvasHeight = 0
        for (x, y) in zip(xs, ys) {
            guard let x, let y else { continue }
            canvasWidth = Swift.max(canvasWidth, x.upperBound)
            canvasHeight = Swift.max(canvasHeight, y.upperBound)
        }
        guard canvasWidth.multipliedReportingOverflow(by: canvasHeight).partialValue <= Self.maximumCells,
              canvasWidth <= Self.maximumCells, canvasHeight <= Self.maximumCells else {
            return "(\(boxes.count) items need \(canvasWidth) × \(canvasHeight) character cells to be drawn "
                + "apart: too many for a terminal; draw them as SVG)\n"
        }
        var canvas = TerminalCanvas(width: canvasWidth, height: canvasHeight)
        for (index, box) in boxes.enumerated() {
            guard let x = xs[index], let y = ys[index] else { continue }
            let color = options.colors ? box.color.flatMap(TerminalCanvas.ink) : nil
            canvas.drawBox(columns: x, rows: y, label: box.label, color: color)
        }
        return canvas.text(colors: options.colors)
    }

    /// The largest drawing made, in character cells (about 16 million: some 200 MB).
    static let maximumCells = 16_000_000

    static func interval(_ a: Double, _ b: Double) -> (start: Double, end: Double) {
        (Swift.min(a, b), Swift.max(a, b))
    }
}

extension RenderScene {
    /// The scene drawn with box-drawing characters (see ``TerminalRenderer``).
    ///
    /// ```swift
    /// print(scene.text(columns: 60))
    /// ```
    public func text(columns: Int = 80, colors: Bool = false) -> String {
        TerminalRenderer(options: TerminalOptions(columns: columns, colors: colors)).render(self)
    }
}
