import Lattice

/// A grid's tracks drawn the way browser devtools show a grid: dashed lines at
/// the edges of every track, shaded gaps, and line numbers at the edges
/// (positive numbers at the top and left, negative ones at the bottom and right);
/// and its items' baselines: a thin orange line across each item with a baseline,
/// solid where its text sits, dotted where a box without text aligns by the
/// baseline CSS synthesizes at its bottom edge.
///
/// Line numbering follows CSS Grid §8.3 (https://www.w3.org/TR/css-grid-2/#line-placement):
/// the explicit grid's first line is 1 and its last line -1; implicit lines
/// after the explicit grid only have positive numbers, those before it only negative ones.
struct GridOverlayDrawing {
    var grid: GridOverlay

    static let color = "#B83FD4"
    static let baselineColor = "#E8590C"

    func draw(into out: inout SVGWriter) {
        let columns = AxisLines(grid.columns)
        let rows = AxisLines(grid.rows)
        let origin = grid.frame.origin
        // The extent of the lines: across the other axis' tracks (or the box without any).
        let top = origin.y + (rows.start ?? 0)
        let bottom = origin.y + (rows.end ?? grid.frame.height)
        let left = origin.x + (columns.start ?? 0)
        let right = origin.x + (columns.end ?? grid.frame.width)
        guard top.isFinite, bottom.isFinite, left.isFinite, right.isFinite else { return }

        out.line("<g class=\"grid-overlay\" fill=\"none\" stroke=\"\(Self.color)\" stroke-width=\"1\">")
        // Gaps, shaded.
        for gap in columns.gaps {
            if let rect = SVGRenderer.rect(Rect(x: origin.x + gap.lowerBound, y: top,
                                                width: gap.upperBound - gap.lowerBound, height: bottom - top)) {
                out.line("<rect \(rect) fill=\"\(Self.color)\" fill-opacity=\"0.12\" stroke=\"none\"/>")
            }
        }
        for gap in rows.gaps {
            if let rect = SVGRenderer.rect(Rect(x: left, y: origin.y + gap.lowerBound,
                                                width: right - left, height: gap.upperBound - gap.lowerBound)) {
                out.line("<rect \(rect) fill=\"\(Self.color)\" fill-opacity=\"0.12\" stroke=\"none\"/>")
            }
        }
        // Track edges, dashed.
        for edge in columns.edges {
            let x = SVGText.number(origin.x + edge)
            out.line("<line x1=\"\(x)\" y1=\"\(SVGText.number(top))\" x2=\"\(x)\" y2=\"\(SVGText.number(bottom))\" stroke-dasharray=\"3 2\"/>")
        }
        for edge in rows.edges {
            let y = SVGText.number(origin.y + edge)
            out.line("<line x1=\"\(SVGText.number(left))\" y1=\"\(y)\" x2=\"\(SVGText.number(right))\" y2=\"\(y)\" stroke-dasharray=\"3 2\"/>")
        }
        // Baselines.
        if !grid.baselines.isEmpty {
            out.line("<g class=\"baselines\" stroke=\"\(Self.baselineColor)\" stroke-width=\"1\">")
            for baseline in grid.baselines {
                let x1 = origin.x + baseline.x, x2 = x1 + baseline.width, y = origin.y + baseline.y
                guard x1.isFinite, x2.isFinite, y.isFinite, baseline.width > 0 else { continue }
                let dots = baseline.isSynthesized ? " stroke-dasharray=\"1 2\"" : ""
                out.line("<line x1=\"\(SVGText.number(x1))\" y1=\"\(SVGText.number(y))\" x2=\"\(SVGText.number(x2))\" "
                         + "y2=\"\(SVGText.number(y))\"\(dots)/>")
            }
            out.line("</g>")
        }
        // Line numbers.
        out.line("<g stroke=\"none\" fill=\"\(Self.color)\" font-size=\"10\">")
        for line in columns.lines {
            let x = SVGText.number(origin.x + line.position)
            out.line("<text x=\"\(x)\" y=\"\(SVGText.number(top - 4))\" text-anchor=\"middle\">\(line.startNumber)</text>")
            out.line("<text x=\"\(x)\" y=\"\(SVGText.number(bottom + 12))\" text-anchor=\"middle\">\(line.endNumber)</text>")
        }
        for line in rows.lines {
            let y = SVGText.number(origin.y + line.position + 3.5)
            out.line("<text x=\"\(SVGText.number(left - 4))\" y=\"\(y)\" text-anchor=\"end\">\(line.startNumber)</text>")
            out.line("<text x=\"\(SVGText.number(right + 4))\" y=\"\(y)\">\(line.endNumber)</text>")
        }
        out.line("</g>")
        out.line("</g>")
    }
}

/// The lines of one axis of a grid, from its tracks.
struct AxisLines {
    /// A grid line: where it is drawn and its numbers.
    struct Line: Hashable {
        /// The offset from the container's border-box origin (the middle of a gap).
        var position: Double
        /// The number shown at the top or left.
        var startNumber: Int
        /// The number shown at the bottom or right.
        var endNumber: Int
    }

    var lines: [Line] = []
    /// The offsets of every track edge, without duplicates.
    var edges: [Double] = []
    /// The gaps between adjacent tracks.
    var gaps: [ClosedRange<Double>] = []
    /// The smallest and largest edge.
    var start: Double?
    var end: Double?

    init(_ tracks: GridTracks) {
        let count = Swift.min(tracks.offsets.count, tracks.sizes.count)
        guard count > 0 else { return }
        // In an rtl grid, track 0 is on the right: its start edge is its larger offset.
        let reversed = count > 1 && tracks.offsets[1] < tracks.offsets[0]
        func startEdge(_ track: Int) -> Double {
            reversed ? tracks.offsets[track] + tracks.sizes[track] : tracks.offsets[track]
        }
        func endEdge(_ track: Int) -> Double {
            reversed ? tracks.offsets[track] : tracks.offsets[track] + tracks.sizes[track]
        }
        var all: [Double] = []
        for track in 0..<count {
            all.append(tracks.offsets[track])
            all.append(tracks.offsets[track] + tracks.sizes[track])
            if track > 0 {
                let a = endEdge(track - 1)
                let b = startEdge(track)
                if abs(b - a) > 0.01 { gaps.append(Swift.min(a, b)...Swift.max(a, b)) }
            }
        }
        all = all.filter(\.isFinite).sorted()
        for edge in all where edges.last.map({ abs($0 - edge) > 0.01 }) ?? true {
            edges.append(edge)
        }
        start = edges.first
        end = edges.last
        for line in 0...count {
            let position: Double
            if line == 0 {
                position = startEdge(0)
            } else if line == count {
                position = endEdge(count - 1)
            } else {
                position = (endEdge(line - 1) + startEdge(line)) / 2
            }
            // e counts lines from the explicit grid's first line (0 there).
            let e = line - tracks.leadingImplicitTracks
            let positive = e + 1
            let negative = e - tracks.explicitTracks - 1
            lines.append(Line(position: position,
                              startNumber: e >= 0 ? positive : negative,
                              endNumber: e <= tracks.explicitTracks ? negative : positive))
        }
    }
}
