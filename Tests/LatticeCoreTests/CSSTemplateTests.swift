import Testing
@testable import LatticeCore

/// grid-template-areas, grid-template and grid (CSS Grid §7.3, §7.4, §7.8).
struct CSSTemplateTests {
    private func error(_ property: String, _ text: String, _ offset: Int, _ message: String) -> CSSParseError {
        CSSParseError(property: property, text: text, offset: offset, message: message)
    }

    @Test func areasAreRectanglesWithOneBasedExclusiveLines() throws {
        let areas = try [GridTemplateArea](css: #""head head head" "nav main ." "nav main .""#)
        #expect(areas == [
            GridTemplateArea(name: "head", rowStart: 1, rowEnd: 2, columnStart: 1, columnEnd: 4),
            GridTemplateArea(name: "nav", rowStart: 2, rowEnd: 4, columnStart: 1, columnEnd: 2),
            GridTemplateArea(name: "main", rowStart: 2, rowEnd: 4, columnStart: 2, columnEnd: 3),
        ])
        #expect(try [GridTemplateArea](css: "none") == [])
    }

    @Test func nullCellsAndWhitespace() throws {
        // "..." is one null cell; tabs, newlines and runs of spaces separate cells.
        let areas = try [GridTemplateArea](css: "\"...  a\tb\"\n\"... a b\"")
        #expect(areas == [
            GridTemplateArea(name: "a", rowStart: 1, rowEnd: 3, columnStart: 2, columnEnd: 3),
            GridTemplateArea(name: "b", rowStart: 1, rowEnd: 3, columnStart: 3, columnEnd: 4),
        ])
        // "a.b" is a, null, b: names don't contain '.'.
        let dots = try [GridTemplateArea](css: #""a.b""#)
        #expect(dots == [
            GridTemplateArea(name: "a", rowStart: 1, rowEnd: 2, columnStart: 1, columnEnd: 2),
            GridTemplateArea(name: "b", rowStart: 1, rowEnd: 2, columnStart: 3, columnEnd: 4),
        ])
    }

    @Test func areaErrors() {
        let nonRectangle = #""a a" "a b""#
        // Row 2's run of "a" is one cell wide, the area two: the run at character 7 breaks it.
        #expect(throws: error("", nonRectangle, 7, "expected the cells named 'a' to form one rectangle")) {
            try [GridTemplateArea](css: nonRectangle)
        }
        let split = #""a b a""#
        #expect(throws: error("", split, 5, "expected the cells named 'a' to form one rectangle")) {
            try [GridTemplateArea](css: split)
        }
        let gap = #""a" "b" "a""#
        #expect(throws: error("", gap, 9, "expected the cells named 'a' to form one rectangle")) {
            try [GridTemplateArea](css: gap)
        }
        let ragged = #""a b" "c""#
        #expect(throws: error("", ragged, 6, "expected 2 columns as in the first row, found 1")) {
            try [GridTemplateArea](css: ragged)
        }
        #expect(throws: error("", #""""#, 0, "expected at least one cell in the string")) {
            try [GridTemplateArea](css: #""""#)
        }
        #expect(throws: error("", #""a !""#, 3, "expected area names, '.' or spaces")) {
            try [GridTemplateArea](css: #""a !""#)
        }
        #expect(throws: error("", "a", 0, "expected 'none' or a string of area names")) {
            try [GridTemplateArea](css: "a")
        }
    }

    @Test func gridTemplateRowsSlashColumns() throws {
        let style = try Style(css: ["grid-template": "100px 1fr / [a] auto 50px"])
        #expect(style.gridTemplateRows == TrackList([.points(100), .fr(1)]))
        #expect(style.gridTemplateColumns == TrackList(entries: [.track(.auto), .track(.points(50))], lineNames: [["a"], [], []]))
        #expect(style.gridTemplateAreas == [])
        let none = try Style(css: ["grid-template": "none"])
        #expect(none.gridTemplateRows == .none && none.gridTemplateColumns == .none)
        let halfNone = try Style(css: ["grid-template": "none / repeat(auto-fill, 10px)"])
        #expect(halfNone.gridTemplateRows == .none)
        #expect(halfNone.gridTemplateColumns.hasAutoRepeat)
        #expect(throws: error("grid-template", "10px", 4, "expected '/' followed by the columns")) {
            try Style(css: ["grid-template": "10px"])
        }
    }

    @Test func gridTemplateAreasForm() throws {
        let text = #"[top] "a a" 40px [mid] [mid2] "b c" [bottom] / 1fr [x] 2fr"#
        let style = try Style(css: ["grid-template": text])
        #expect(style.gridTemplateAreas == [
            GridTemplateArea(name: "a", rowStart: 1, rowEnd: 2, columnStart: 1, columnEnd: 3),
            GridTemplateArea(name: "b", rowStart: 2, rowEnd: 3, columnStart: 1, columnEnd: 2),
            GridTemplateArea(name: "c", rowStart: 2, rowEnd: 3, columnStart: 2, columnEnd: 3),
        ])
        // The second row has no size: auto. Names after row 1 merge with those before row 2.
        #expect(style.gridTemplateRows == TrackList(
            entries: [.track(.points(40)), .track(.auto)],
            lineNames: [["top"], ["mid", "mid2"], ["bottom"]]))
        #expect(style.gridTemplateColumns == TrackList(
            entries: [.track(.fr(1)), .track(.fr(2))], lineNames: [[], ["x"], []]))

        let noColumns = try Style(css: ["grid-template": #""a" "b""#])
        #expect(noColumns.gridTemplateRows == TrackList([.auto, .auto]))
        #expect(noColumns.gridTemplateColumns == .none)
    }

    @Test func gridTemplateAreasFormErrors() {
        // Columns of the areas form are an explicit list: no repeat().
        let repeatColumns = #""a" / repeat(2, 1px)"#
        #expect(throws: error("grid-template", repeatColumns, 6, "expected a track size (repeat() is not allowed here)")) {
            try Style(css: ["grid-template": repeatColumns])
        }
        // Names between a string and its size are not allowed.
        let namesBeforeSize = #""a" [x] 10px"#
        #expect(throws: error("grid-template", namesBeforeSize, 8, "expected a string of area names, '/' or the end of the value")) {
            try Style(css: ["grid-template": namesBeforeSize])
        }
        let repeatRow = #""a" repeat(2, 1px)"#
        #expect(throws: error("grid-template", repeatRow, 4, "expected a track size (repeat() is not allowed here)")) {
            try Style(css: ["grid-template": repeatRow])
        }
    }

    @Test func gridShorthandTemplateForm() throws {
        let style = try Style(css: ["grid": #""a b" 10px / 1fr 2fr"#])
        #expect(style.gridTemplateAreas.count == 2)
        #expect(style.gridTemplateRows == TrackList([.points(10)]))
        #expect(style.gridTemplateColumns == TrackList([.fr(1), .fr(2)]))
        #expect(style.gridAutoFlow == .row)
        #expect(style.gridAutoRows == [.auto] && style.gridAutoColumns == [.auto])
    }

    @Test func gridShorthandAutoFlowForms() throws {
        let rows = try Style(css: ["grid": "auto-flow dense 40px / 1fr 1fr"])
        #expect(rows.gridAutoFlow == .rowDense)
        #expect(rows.gridAutoRows == [.points(40)])
        #expect(rows.gridTemplateColumns == TrackList([.fr(1), .fr(1)]))
        #expect(rows.gridTemplateRows == .none)

        let columns = try Style(css: ["grid": "100px 200px / dense auto-flow"])
        #expect(columns.gridAutoFlow == .columnDense)
        #expect(columns.gridAutoColumns == [.auto])
        #expect(columns.gridTemplateRows == TrackList([.points(100), .points(200)]))
        #expect(columns.gridTemplateColumns == .none)

        let columnsSized = try Style(css: ["grid": "none / auto-flow 1fr minmax(10px, auto)"])
        #expect(columnsSized.gridAutoFlow == .column)
        #expect(columnsSized.gridAutoColumns == [.fr(1), .minmax(.fixed(.points(10)), .auto)])

        let bare = try Style(css: ["grid": "auto-flow / 30px"])
        #expect(bare.gridAutoFlow == .row)
        #expect(bare.gridAutoRows == [.auto])
    }

    @Test func gridShorthandErrors() {
        #expect(throws: error("grid", "auto-flow 10px", 14, "expected '/' followed by the columns")) {
            try Style(css: ["grid": "auto-flow 10px"])
        }
        // `dense` needs `auto-flow` in the shorthand.
        #expect(throws: error("grid", "10px / dense 1fr", 7, "expected a track size")) {
            try Style(css: ["grid": "10px / dense 1fr"])
        }
        #expect(throws: error("grid", "auto-flow", 9, "expected '/' followed by the columns")) {
            try Style(css: ["grid": "auto-flow"])
        }
        #expect(throws: error("grid", "auto-flow / auto-flow", 12, "expected a track size")) {
            try Style(css: ["grid": "auto-flow / auto-flow"])
        }
    }
}
