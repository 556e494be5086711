import Foundation
import Testing

/// Runs a failing command and checks it printed exactly `expected` (one line) on
/// standard error, nothing on standard output, and exited with status 1.
private func expectError(_ arguments: [String], _ expected: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try Lattice.run(arguments)
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, sourceLocation: sourceLocation)
    #expect(result.error == expected + "\n", sourceLocation: sourceLocation)
}

/// As `expectError`, comparing only the start of the line (the CSS parser's own wording follows).
private func expectErrorPrefix(_ arguments: [String], _ prefix: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try Lattice.run(arguments)
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, sourceLocation: sourceLocation)
    #expect(result.error.hasPrefix(prefix), "got: \(result.error)", sourceLocation: sourceLocation)
    #expect(result.error.filter { $0 == "\n" }.count == 1, "one line", sourceLocation: sourceLocation)
}

@Test func missingFileIsNamed() throws {
    try expectError(["render", "/no/such/grid.yaml"], "error: /no/such/grid.yaml: no such file")
    try expectError(["layout", "/no/such/grid.json"], "error: /no/such/grid.json: no such file")
}

@Test func malformedJSONGivesLineAndColumn() throws {
    // Line 2 is ` "available": {"width": 1 "height": 2}}`: after `1` and a space,
    // `"height"` starts at column 27 where ',' or '}' was expected.
    let file = try Lattice.file("bad.json", "{\"name\": \"x\",\n \"available\": {\"width\": 1 \"height\": 2}}\n")
    try expectError(["render", file.path], "error: \(file.path):2:27: expected ',' or '}' in an object")
}

@Test func malformedYAMLGivesLineAndColumn() throws {
    // A flow sequence never closed: the parser reaches the end of the file, line 2, column 1.
    let file = try Lattice.file("bad.yaml", "grid: [\n")
    try expectErrorPrefix(["render", file.path], "error: \(file.path):2:1: YAML: ")
}

/// FuzzYAML: at the end of a text whose last line has no line break, libyaml reports
/// the line after the last; the error is at the end of the last line instead.
@Test func yamlErrorAtTheEndOfTheTextIsOnItsLastLine() throws {
    let file = try Lattice.file("end.yaml", "grid:\n  display: grid\nstart")
    try expectErrorPrefix(["render", file.path], "error: \(file.path):3:6: YAML: ")
}

/// FuzzYAML (fifth campaign, 2026-11-26): two thousand `{` overflowed the stack (Yams
/// composes collections recursively); any deeper nesting than 512 levels is an error
/// at the bracket that passes them. On `grid: [[[…` no block structure counts two
/// levels (the root mapping's, and the bound's one spare), so the 511th `[`, at column
/// 6 + 511, passes 512.
@Test func yamlNestedTooDeepIsAnErrorNotACrash() throws {
    let flow = try Lattice.file("flow.yaml", "grid: " + String(repeating: "[", count: 100_000) + "\n")
    try expectErrorPrefix(["render", flow.path], "error: \(flow.path):1:517: YAML: collections nested too deep")
    // A sequence in a sequence at each `- `: the structure passes 255 columns at column 256.
    let compact = try Lattice.file("compact.yaml", "grid:\n  children:\n  " + String(repeating: "- ", count: 20_000) + "{}\n")
    try expectErrorPrefix(["render", compact.path], "error: \(compact.path):3:256: YAML: collections nested too deep")
    // The same after a NEL, a line break to libyaml (line 3 as libyaml counts lines).
    let afterNEL = try Lattice.file("nel.yaml", "grid:\n  children:\u{85}  " + String(repeating: "- ", count: 20_000) + "{}\n")
    try expectErrorPrefix(["render", afterNEL.path], "error: \(afterNEL.path):3:256: YAML: collections nested too deep")
}

/// Brackets in quoted scalars, comments and block scalars, and in plain scalars where no
/// node starts, open no collection: a document with six hundred of each reads.
@Test func yamlBracketsInScalarsAndCommentsAreNotNesting() throws {
    let many = String(repeating: "[", count: 600)
    let text = "title: \"\(many)\" # \(String(repeating: "{", count: 600))\n"
        + "grid:\n  label: 'it''s \(many)'\n  children:\n    - text: |\n        \(many)\n          \(many)\n"
        + "    - text: a\(many)\n"
    let file = try Lattice.file("brackets.yaml", text)
    let result = try Lattice.run(["layout", file.path])
    #expect(result.status == 0, "\(result.error)")
}

/// Aliases repeat the node they name, so a few hundred characters of them could make
/// billions of nodes (17 GB and over a minute for the text below, nine aliases a level
/// over eight levels); a YAML document makes at most 100,000 nodes, or as many as its
/// text could hold written out.
@Test func yamlAliasesCannotMultiplyNodesWithoutBound() throws {
    var lines = ["grid:", "  children:", "    - &n0 {children: [{}, {}, {}, {}, {}, {}, {}, {}, {}]}"]
    for level in 1 ..< 8 {
        lines.append("    - &n\(level) {children: [" + Array(repeating: "*n\(level - 1)", count: 9).joined(separator: ", ") + "]}")
    }
    let file = try Lattice.file("aliases.yaml", lines.joined(separator: "\n") + "\n")
    let result = try Lattice.run(["layout", file.path])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: \(file.path):"))
    #expect(result.error.hasSuffix(": more than 100000 nodes: aliases (*name) repeat the node they name\n"))
    // A few aliases read as the nodes they name.
    let few = try Lattice.file("few.yaml", "grid:\n  children:\n    - &card {label: A, height: 25}\n    - *card\n    - *card\n")
    let frames = try Lattice.run(["layout", few.path])
    #expect(frames.status == 0)
    #expect(frames.output.components(separatedBy: "\"height\": 25").count - 1 == 3)
}

/// A document of `---` alone has no root mapping: the error is at the end of its one line
/// (libyaml marks the end of the stream on the line after).
@Test func yamlDocumentWithoutARootMappingIsReportedOnItsLastLine() throws {
    let file = try Lattice.file("empty.yaml", "---")
    try expectErrorPrefix(["render", file.path], "error: \(file.path):1:4: expected a mapping")
}

/// Lone CRs are line breaks to YAML (and so in the error's line).
@Test func yamlErrorLinesCountLoneCarriageReturns() throws {
    let file = try Lattice.file("cr.yaml", "grid:\r  display: grid\r  width: [\r")
    try expectErrorPrefix(["render", file.path], "error: \(file.path):4:1: YAML: ")
}

@Test func unknownPropertyInYAMLPointsAtTheKey() throws {
    // `  colour: red` on line 3: the key starts at column 3.
    let file = try Lattice.file("grid.yaml", "grid:\n  width: 40\n  colour: red\n")
    try expectError(["layout", file.path],
                    "error: \(file.path):3:3: unknown property 'colour': expected a CSS property or one of "
                    + "label, color, text, size, content, children")
}

@Test func invalidCSSInYAMLPointsAtTheCharacter() throws {
    // Line 4 is `    - {width: 10zz}`: the value starts at column 15, the bad unit 2 further, 17.
    let file = try Lattice.file("grid.yaml", "grid:\n  display: grid\n  children:\n    - {width: 10zz}\n")
    try expectErrorPrefix(["render", "--format", "svg", file.path],
                          "error: \(file.path):4:17: width: invalid value \"10zz\": expected a length")
}

@Test func invalidColourInYAMLListsTheChoices() throws {
    // `  color: rouge` on line 2: the value starts at column 10.
    let file = try Lattice.file("grid.yaml", "grid:\n  color: rouge\n")
    try expectErrorPrefix(["render", file.path], "error: \(file.path):2:10: expected a colour: a name (clear, black")
}

@Test func unquotedHexColourInYAMLSaysToQuoteIt() throws {
    // `  color: #FF0000` is `color:` and a comment: the value is empty, after `color:` at column 9.
    let file = try Lattice.file("grid.yaml", "grid:\n  color: #FF0000\n")
    let result = try Lattice.run(["render", file.path])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: \(file.path):2:9: expected a colour"))
    #expect(result.error.hasSuffix("(quote it: an unquoted # starts a YAML comment)\n"))
}

@Test func invalidCSSInJSONNamesTheNode() throws {
    // The JSON reader keeps no positions per style value: the message names the node
    // and the offset into the value ("10zz": the unit at offset 2).
    let file = try Lattice.file("bad.json", """
        {"name": "x", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid"}, "children": [{"style": {"width": "10zz"}}]}}
        """)
    try expectErrorPrefix(["layout", file.path],
                          "error: \(file.path): root/children[0]: invalid value for 'width' at offset 2 in \"10zz\": expected a length")
}

@Test func nonStringStyleInJSONGivesLineAndColumn() throws {
    // Line 2 is ` "root": {"style": {"width": 3}}}`: 1 space, `"root":` (7), a space,
    // `{"style":` (9), a space, `{"width":` (9), a space: the value 3 is at column 30.
    let file = try Lattice.file("bad.json", "{\"name\": \"x\", \"available\": {\"width\": 1, \"height\": 2},\n \"root\": {\"style\": {\"width\": 3}}}")
    try expectError(["layout", file.path], "error: \(file.path):2:30: root: style \"width\" must be a string of CSS text")
}

@Test func badAvailableWidthOptionIsOneLine() throws {
    let file = try Lattice.file("grid.yaml", "grid: {width: 40}\n")
    try expectError(["render", file.path, "--width", "wide"],
                    "error: --width wide: expected a number of pixels, max-content or min-content")
}

@Test func missingRootKeyInYAMLIsReported() throws {
    let file = try Lattice.file("grid.yaml", "title: nothing\n")
    try expectError(["render", file.path], "error: \(file.path):1:1: expected a \"grid\" key: the root node")
}
