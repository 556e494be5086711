import Testing
import LatticeCore
import LatticeDocuments

/// The example of SCHEMA.md "File shape", spread over lines so positions are easy to count.
private let schemaExample = """
    {
      "name": "handwritten/example",
      "source": "handwritten",
      "available": { "width": 800, "height": 600 },
      "root": {
        "style": { "display": "grid", "width": "200px", "padding": "5px",
                   "grid-template-columns": "40px 1fr", "column-gap": "10px" },
        "expected": { "x": 0, "y": 0, "width": 200, "height": 40 },
        "children": [
          { "style": { "height": "30px" },
            "expected": { "x": 5, "y": 5, "width": 40, "height": 30 } },
          { "style": { "grid-column": "2", "align-self": "end" },
            "content": { "words": [60, 50, 40], "lineHeight": 10 },
            "expected": { "x": 55, "y": 15, "width": 140, "height": 20 } }
        ]
      }
    }
    """

/// Reads `json` expecting a ``DocumentError``, and returns it.
private func readingError(_ json: String) -> DocumentError? {
    do {
        _ = try GridDocument(json: json, path: "case.json")
        return nil
    } catch {
        return error as? DocumentError
    }
}

@Test func readsEveryFieldOfTheSchemaExample() throws {
    let document = try GridDocument(json: schemaExample, path: "example.json")
    #expect(document.name == "handwritten/example")
    #expect(document.source == "handwritten")
    #expect(document.path == "example.json")
    #expect(document.available == AvailableSize(width: .definite(800), height: .definite(600)))
    #expect(document.root.style["grid-template-columns"] == "40px 1fr")
    #expect(document.root.style.count == 5)
    #expect(document.root.expected == Rect(x: 0, y: 0, width: 200, height: 40))
    #expect(document.root.children.count == 2)
    #expect(document.root.children[0].content == nil)
    #expect(document.root.children[0].children.isEmpty)
    let leaf = document.root.children[1]
    #expect(leaf.content == WordsContent(widths: [60, 50, 40], lineHeight: 10))
    #expect(leaf.expected == Rect(x: 55, y: 15, width: 140, height: 20))
}

@Test func readsTheSameFromTextBytesAndData() throws {
    let fromText = try GridDocument(json: schemaExample, path: "a.json")
    let fromBytes = try GridDocument(json: Array(schemaExample.utf8), path: "a.json")
    #expect(fromText == fromBytes)
}

@Test func readsContentKeywordsAsAvailableSpace() throws {
    let document = try GridDocument(
        json: #"{"name": "n", "available": {"width": "min-content", "height": "max-content"}, "root": {"style": {}}}"#,
        path: "a.json")
    #expect(document.available == AvailableSize(width: .minContent, height: .maxContent))
    #expect(document.source == "")
    #expect(document.root.expected == nil)
}

@Test func readsNumbersExactly() throws {
    // 33.328125 = 2133/64 is exact in binary; -1.5e2 = -150; 0.1 must round like Double("0.1");
    // 20 digits is past the exact path: the nearest Double, 12345678901234567168 (a multiple of 2048).
    let document = try GridDocument(
        json: #"{"name":"n","available":{"width":0.1,"height":-1.5e2},"root":{"expected":{"x":33.328125,"y":-0,"width":1E1,"height":12345678901234567890}}}"#,
        path: "a.json")
    #expect(document.available == AvailableSize(width: .definite(0.1), height: .definite(-150)))
    #expect(document.root.expected == Rect(x: 33.328125, y: 0, width: 10, height: 12345678901234567168))
}

@Test func decodesStringEscapes() throws {
    let document = try GridDocument(
        json: #"{"name":"a\"b\\c\u00e9\ud83d\ude00\n/","available":{"width":1,"height":1},"root":{}}"#,
        path: "a.json")
    #expect(document.name == "a\"b\\cé😀\n/")
}

@Test func skipsUnknownKeysLikeBenchmarkMetadata() throws {
    let document = try GridDocument(
        json: #"{"name":"b","scenario":"S1","bench":{"widths":[1000,1001],"ok":true,"none":null},"available":{"width":1,"height":2},"root":{"extra":[{}],"style":{"display":"grid"}}}"#,
        path: "a.json")
    #expect(document.name == "b")
    #expect(document.root.style == ["display": "grid"])
}

@Test func syntaxErrorNamesFileLineAndColumn() throws {
    // Line 2 is `  "name": x,`: two spaces, `"name":` (7 characters), a space, so `x` is column 11.
    let error = try #require(readingError("{\n  \"name\": x,\n}"))
    #expect(error.kind == .malformed)
    #expect((error.line, error.column) == (2, 11))
    #expect(error.description == "case.json:2:11: expected a string")
}

@Test func columnsCountCharactersNotBytes() throws {
    // `{"name": "é", ` is 14 characters (é is 2 UTF-8 bytes), so the `?` is column 15.
    let error = try #require(readingError(#"{"name": "é", ?}"#))
    #expect((error.line, error.column) == (1, 15))
}

@Test func wrongTypeNamesTheNodeAndTheField() throws {
    // `{"name":"n","available":{"width":1,"height":1},"root":{"children":[{},{"expected":{"x":` is
    // 87 characters, so the string value starts at column 88.
    let json = #"{"name":"n","available":{"width":1,"height":1},"root":{"children":[{},{"expected":{"x":"5","y":0,"width":0,"height":0}}]}}"#
    let error = try #require(readingError(json))
    #expect(error.description == "case.json:1:88: root/children[1]: expected.x must be a number")
    #expect(error.nodePath == "root/children[1]")
}

@Test func nonStringStyleValueIsAnError() throws {
    let error = try #require(readingError(#"{"name":"n","available":{"width":1,"height":1},"root":{"style":{"width":10}}}"#))
    #expect(error.message == #"style "width" must be a string of CSS text"#)
    #expect(error.nodePath == "root")
}

@Test func missingRequiredKeysAreErrors() throws {
    #expect(readingError(#"{"available":{"width":1,"height":1},"root":{}}"#)?.message == #"the document has no "name""#)
    #expect(readingError(#"{"name":"n","root":{}}"#)?.message == #"the document has no "available""#)
    #expect(readingError(#"{"name":"n","available":{"width":1,"height":1}}"#)?.message == #"the document has no "root""#)
    #expect(readingError(#"{"name":"n","available":{"width":1},"root":{}}"#)?.message == #""available" needs a "width" and a "height""#)
}

@Test func badAvailableKeywordIsAnError() throws {
    let error = try #require(readingError(#"{"name":"n","available":{"width":"fit-content","height":1},"root":{}}"#))
    #expect(error.message == #"available.width must be a number, "max-content" or "min-content", not "fit-content""#)
}

@Test func truncatedAndTrailingTextAreErrors() throws {
    #expect(readingError("")?.message == "unexpected end of file")
    #expect(readingError(#"{"name":"n""#)?.message == "unexpected end of file")
    #expect(readingError(#"{"name":"n","available":{"width":1,"height":1},"root":{}} x"#)?.message
        == "unexpected text after the end of the document")
    #expect(readingError(#"{"name":"n\u12"}"#)?.message == #"expected 4 hex digits after \u"#)
    #expect(readingError(#"{"name":"n","available":{"width":01,"height":1},"root":{}}"#)?.message == "a number cannot start with 0")
    #expect(readingError(#"{"name":"n","available":{"width":1e999,"height":1},"root":{}}"#)?.message == "number out of range")
}

@Test func deepNestingIsAnErrorNotACrash() throws {
    let json = #"{"name":"n","x":"# + String(repeating: "[", count: 100_000)
    let error = try #require(readingError(json))
    #expect(error.message == "nesting deeper than 512 levels")
}

@Test func errorDescriptionIsOneLine() {
    let error = DocumentError(kind: .invalidStyle, file: "f.json", nodePath: "root", message: "bad\nvalue")
    #expect(error.description == "f.json: root: bad value")
}

@Test func aShorthandWrittenAfterItsLonghandOverridesIt() throws {
    // As in a browser's inline style: `gap` after `row-gap` sets both gaps, while a
    // longhand after its shorthand still wins over it.
    let json = """
        {"name": "t", "source": "handwritten", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid", "row-gap": "4px", "gap": "5% 10%"},
                  "expected": {"x": 0, "y": 0, "width": 0, "height": 0},
                  "children": [{"style": {"margin": "1px", "margin-left": "auto"},
                                "expected": {"x": 0, "y": 0, "width": 0, "height": 0}}]}}
        """
    let document = try GridDocument(json: json, path: "cascade.json")
    #expect(document.root.style == ["display": "grid", "gap": "5% 10%"])
    #expect(document.root.children[0].style == ["margin": "1px", "margin-left": "auto"])
}
