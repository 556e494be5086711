// grid-template-areas (CSS Grid Level 2 §7.3).

extension CSSValueParser {
    /// One cell of a `grid-template-areas` row: a name, or `nil` for a `.` null cell.
    private struct AreaCell {
        var name: String?
        /// Byte offset of the cell in the source, for errors.
        var offset: Int
    }

    /// Consumes `none` or one or more strings (`grid-template-areas`).
    mutating func consumeTemplateAreas() throws(CSSParseError) -> [GridTemplateArea] {
        if current.isKeyword("none"), peek(1).isTerminator {
            advance()
            return []
        }
        var rows: [CSSToken] = []
        while current.kind == .string { rows.append(advance()) }
        if rows.isEmpty { throw fail("expected 'none' or a string of area names", at: current) }
        return try areas(fromRows: rows)
    }

    /// Builds the named areas from the row strings (CSS Grid §7.3): every row
    /// must have the same number of columns and every name must cover a
    /// filled rectangle. Areas are listed in order of first appearance, with
    /// 1-based lines and exclusive ends.
    func areas(fromRows rows: [CSSToken]) throws(CSSParseError) -> [GridTemplateArea] {
        var areas: [GridTemplateArea] = []
        var indexByName: [String: Int] = [:]
        var columnCount = 0

        for (rowIndex, row) in rows.enumerated() {
            let cells = try areaCells(of: row)
            if cells.isEmpty { throw fail("expected at least one cell in the string", at: row) }
            if rowIndex == 0 {
                columnCount = cells.count
            } else if cells.count != columnCount {
                throw fail("expected \(columnCount) \(columnCount == 1 ? "column" : "columns") as in the first row, found \(cells.count)", at: row)
            }

            var column = 0
            while column < columnCount {
                guard let name = cells[column].name else {
                    column += 1
                    continue
                }
                var runEnd = column + 1
                while runEnd < columnCount, cells[runEnd].name == name { runEnd += 1 }
                let rowLine = rowIndex + 1
                if let index = indexByName[name] {
                    let area = areas[index]
                    // The run must continue the rectangle directly below its last row.
                    guard area.rowEnd == rowLine, area.columnStart == column + 1, area.columnEnd == runEnd + 1 else {
                        throw fail("expected the cells named '\(name)' to form one rectangle", atByte: cells[column].offset)
                    }
                    areas[index].rowEnd = rowLine + 1
                } else {
                    indexByName[name] = areas.count
                    areas.append(GridTemplateArea(
                        name: name, rowStart: rowLine, rowEnd: rowLine + 1,
                        columnStart: column + 1, columnEnd: runEnd + 1))
                }
                column = runEnd
            }
        }
        return areas
    }

    /// Splits one row string into cells (CSS Grid §7.3): runs of name code
    /// points are named cells, runs of `.` are null cells, whitespace separates,
    /// anything else is an error.
    private func areaCells(of row: CSSToken) throws(CSSParseError) -> [AreaCell] {
        let bytes = source.bytes
        var cells: [AreaCell] = []
        var i = row.start + 1
        let end = row.end - 1
        while i < end {
            let byte = bytes[i]
            let start = i
            if CSSTokenizer.isWhitespace(byte) {
                i += 1
            } else if byte == UInt8(ascii: ".") {
                while i < end, bytes[i] == UInt8(ascii: ".") { i += 1 }
                cells.append(AreaCell(name: nil, offset: start))
            } else if CSSTokenizer.isNameByte(byte) {
                while i < end, CSSTokenizer.isNameByte(bytes[i]) { i += 1 }
                cells.append(AreaCell(name: String(decoding: bytes[start..<i], as: UTF8.self), offset: start))
            } else {
                throw fail("expected area names, '.' or spaces", atByte: start)
            }
        }
        return cells
    }
}

extension Array where Element == GridTemplateArea {
    /// Parses a `grid-template-areas` value: `none` or one string per row.
    ///
    /// ```swift
    /// let areas = try [GridTemplateArea](css: #""head head" "nav main""#)
    /// // head: rows 1..<2, columns 1..<3; nav: 2..<3, 1..<2; main: 2..<3, 2..<3
    /// ```
    public init(css text: String) throws(CSSParseError) {
        self = try CSSValueParser.parse(property: "", text: text) { (parser) throws(CSSParseError) in
            try parser.consumeTemplateAreas()
        }
    }
}
