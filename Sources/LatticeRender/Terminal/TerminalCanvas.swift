import Lattice

/// A grid of character cells, each with an optional colour.
struct TerminalCanvas {
    /// A 24-bit colour for ANSI escapes.
    struct Ink: Hashable {
        var red: Int
        var green: Int
        var blue: Int
    }

    let width: Int
    let height: Int
    private var cells: [Character]
    private var inks: [Ink?]

    init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        cells = Array(repeating: " ", count: self.width * self.height)
        inks = Array(repeating: nil, count: self.width * self.height)
    }

    /// The colour to draw `color` with: `nil` for a transparent one; very dark
    /// colours are lightened so they stay visible on a dark terminal.
    static func ink(_ color: Color) -> Ink? {
        guard color.opacity > 0.05 else { return nil }
        var (r, g, b) = (color.red, color.green, color.blue)
        if 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.3 {
            (r, g, b) = ((r + 1) / 2, (g + 1) / 2, (b + 1) / 2)
        }
        return Ink(red: Int((r * 255).rounded()), green: Int((g * 255).rounded()), blue: Int((b * 255).rounded()))
    }

    private mutating func put(_ character: Character, _ column: Int, _ row: Int, _ ink: Ink?) {
        guard column >= 0, column < width, row >= 0, row < height else { return }
        cells[row * width + column] = character
        inks[row * width + column] = ink
    }

    /// Draws a box over the cells `columns` × `rows`, its label inside.
    mutating func drawBox(columns: Range<Int>, rows: Range<Int>, label: String?, color: Ink?) {
        let (c0, c1, r0, r1) = (columns.lowerBound, columns.upperBound - 1, rows.lowerBound, rows.upperBound - 1)
        let w = columns.count
        let h = rows.count
        guard w > 0, h > 0 else { return }
        if w == 1 || h == 1 {
            let mark: Character = w == 1 && h == 1 ? "▪" : (w == 1 ? "│" : "─")
            for row in rows { for column in columns { put(mark, column, row, color) } }
            return
        }
        for row in rows {
            for column in columns {
                let character: Character
                switch (row, column) {
                case (r0, c0): character = "┌"
                case (r0, c1): character = "┐"
                case (r1, c0): character = "└"
                case (r1, c1): character = "┘"
                case (r0, _), (r1, _): character = "─"
                case (_, c0), (_, c1): character = "│"
                default: character = " "
                }
                put(character, column, row, color)
            }
        }
        guard let label, w >= 3 else { return }
        let oneLine = label.split(whereSeparator: \.isNewline).joined(separator: " ")
        let room = w - 2
        let shown = RenderText.shortened(oneLine, to: room)
        guard !shown.isEmpty else { return }
        let row: Int
        let start: Int
        if h >= 3 {
            row = r0 + 1 + (h - 3) / 2
            start = c0 + 1 + (room - shown.count) / 2
        } else {
            row = r0
            start = c0 + 1
        }
        for (offset, character) in shown.enumerated() {
            put(character, start + offset, row, color)
        }
    }

    /// The lines, each ending in a newline, without trailing spaces.
    func text(colors: Bool) -> String {
        var out = ""
        for row in 0..<height {
            var end = width
            while end > 0, cells[row * width + end - 1] == " " { end -= 1 }
            var current: Ink? = nil
            for column in 0..<end {
                let index = row * width + column
                let ink = colors && cells[index] != " " ? inks[index] : current
                if colors, ink != current {
                    if current != nil { out += "\u{1B}[0m" }
                    if let ink { out += "\u{1B}[38;2;\(ink.red);\(ink.green);\(ink.blue)m" }
                    current = ink
                }
                out.append(cells[index])
            }
            if colors, current != nil { out += "\u{1B}[0m" }
            out += "\n"
        }
        return out
    }
}
