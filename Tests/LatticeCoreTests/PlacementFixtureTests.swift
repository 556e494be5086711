import Foundation  // JSONSerialization and directory enumeration are not in FoundationEssentials
import Testing
@testable import LatticeCore

// Checks §8.5 placement against the browser without any track sizing: in every grid of
// the Chromium-measured fixtures (Tests/Fixtures), items that stretch over their
// area (auto size, no margins, no min/max size, no insets, stretch alignment) have
// their border box exactly on their area's edges. So every item whose area starts at
// line L must start at the same x, areas further right must not start further left,
// and likewise for rows. (Ends are not compared: a stretched item still overflows an
// area smaller than its content, so its end need not sit on its end line; turning the
// same check on for ends fails on 37 fixtures for that reason.) A wrong line for an
// item breaks this unless the tracks in between are empty. The placements and track counts are read from the CSS
// text with a small parser for the forms the corpus uses (numbers and spans).

private let fixturesFolder: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

/// `auto`, `N`, `span N`.
private func gridLine(_ text: String) -> GridLine? {
    let words = text.split(separator: " ")
    if words == ["auto"] { return .auto }
    if words.count == 1, let n = Int(words[0]) { return .line(n) }
    if words.count == 2, words[0] == "span", let n = Int(words[1]) { return .span(n) }
    return nil
}

/// `grid-column`/`grid-row` and their longhands from a style; `nil` when unparsable.
private func placement(_ style: [String: String], _ property: String) -> GridPlacement? {
    var result = GridPlacement()
    if let shorthand = style[property] {
        let parts = shorthand.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = gridLine(parts[0]) else { return nil }
        result.start = start
        if parts.count > 1 {
            guard let end = gridLine(parts[1]) else { return nil }
            result.end = end
        }
    }
    if let start = style[property + "-start"] {
        guard let line = gridLine(start) else { return nil }
        result.start = line
    }
    if let end = style[property + "-end"] {
        guard let line = gridLine(end) else { return nil }
        result.end = line
    }
    return result
}

/// The number of tracks of a track list without auto-repeat; `nil` for auto-fill/fit.
private func trackCount(_ text: String?) -> Int? {
    guard let text, text != "none" else { return 0 }
    if text.contains("auto-fill") || text.contains("auto-fit") { return nil }
    var count = 0
    var index = text.startIndex
    func skipSpaces() {
        while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
    }
    /// Reads up to the matching `)`; returns the text inside.
    func group() -> Substring {
        var depth = 1
        let start = index
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { break } }
            index = text.index(after: index)
        }
        let inside = text[start ..< index]
        if index < text.endIndex { index = text.index(after: index) }
        return inside
    }
    while true {
        skipSpaces()
        guard index < text.endIndex else { break }
        if text[index] == "[" {
            while index < text.endIndex, text[index] != "]" { index = text.index(after: index) }
            if index < text.endIndex { index = text.index(after: index) }
            continue
        }
        var word = ""
        while index < text.endIndex, text[index] != " ", text[index] != "(", text[index] != "[" {
            word.append(text[index])
            index = text.index(after: index)
        }
        if index < text.endIndex, text[index] == "(" {
            index = text.index(after: index)
            let inside = group()
            if word == "repeat" {
                let parts = inside.split(separator: ",", maxSplits: 1)
                guard parts.count == 2, let times = Int(parts[0].trimmingCharacters(in: .whitespaces)),
                      let inner = trackCount(String(parts[1]).trimmingCharacters(in: .whitespaces)) else { return nil }
                count += times * inner
                continue
            }
        }
        count += 1
    }
    return count
}

/// The properties of the fixtures' base schema (SCHEMA.md, "Nodes"): a grid whose
/// container or items use others (shorthands, areas, `order`, `subgrid`, writing
/// modes, from `breadth/`) is beyond the small parser here and is not checked.
private let baseSchemaProperties: Set<String> = [
    "display", "width", "height", "min-width", "min-height", "max-width", "max-height", "aspect-ratio",
    "box-sizing", "margin", "margin-top", "margin-right", "margin-bottom", "margin-left",
    "padding", "padding-top", "padding-right", "padding-bottom", "padding-left",
    "border-width", "border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
    "overflow", "overflow-x", "overflow-y", "direction", "position", "top", "right", "bottom", "left",
    "grid-template-columns", "grid-template-rows", "grid-auto-columns", "grid-auto-rows", "grid-auto-flow",
    "gap", "row-gap", "column-gap", "justify-content", "align-content", "justify-items", "align-items",
    "grid-row", "grid-column", "grid-row-start", "grid-row-end", "grid-column-start", "grid-column-end",
    "justify-self", "align-self",
]

/// Whether `style` stays within the base schema and its track lists name no `subgrid`.
private func isBaseSchema(_ style: [String: String]) -> Bool {
    style.allSatisfy { baseSchemaProperties.contains($0.key) && !$0.value.contains("subgrid") }
}

private func autoFlow(_ text: String?) -> GridAutoFlow {
    let words = Set((text ?? "row").split(separator: " ").map(String.init))
    return GridAutoFlow(direction: words.contains("column") ? .vertical : .horizontal, dense: words.contains("dense"))
}

private struct Edges {
    var starts: [Int32: Double] = [:]
    var problems: [String] = []

    mutating func add(start: Int32, low: Double, item: Int) {
        if let known = starts[start], abs(known - low) > 0.5 {
            problems.append("item \(item): line \(start) starts at \(low), another item at \(known)")
        }
        starts[start] = low
    }

    mutating func checkOrder(_ axis: String) {
        let sorted = starts.sorted { $0.key < $1.key }
        for (a, b) in zip(sorted, sorted.dropFirst()) where b.value < a.value - 0.5 {
            problems.append("\(axis) line \(b.key) at \(b.value) is before line \(a.key) at \(a.value)")
        }
    }
}

/// Checks one grid container; returns the problems found and whether it was checked.
private func check(grid: [String: Any]) -> (checked: Bool, problems: [String]) {
    let style = grid["style"] as? [String: String] ?? [:]
    guard style["display"] == "grid", style["direction"] != "rtl", isBaseSchema(style),
          let columnCount = trackCount(style["grid-template-columns"]),
          let rowCount = trackCount(style["grid-template-rows"]) else { return (false, []) }
    let children = grid["children"] as? [[String: Any]] ?? []
    var columns: [GridPlacement] = []
    var rows: [GridPlacement] = []
    var items: [(style: [String: String], frame: [String: Double])] = []
    for child in children {
        let childStyle = child["style"] as? [String: String] ?? [:]
        if childStyle["display"] == "none" || childStyle["position"] == "absolute" { continue }
        guard isBaseSchema(childStyle) else { return (false, []) }
        guard let column = placement(childStyle, "grid-column"), let row = placement(childStyle, "grid-row"),
              let frame = child["expected"] as? [String: Double] else { return (false, []) }
        columns.append(column)
        rows.append(row)
        items.append((childStyle, frame))
    }
    guard !items.isEmpty else { return (false, []) }
    let result = placeGridItems(
        columns: columns, rows: rows, explicitColumns: columnCount, explicitRows: rowCount,
        columnNames: .empty, rowNames: .empty, autoFlow: autoFlow(style["grid-auto-flow"]))

    func stretches(_ item: [String: String], size: String, selfKey: String, itemsKey: String, insets: [String]) -> Bool {
        if let value = item[size], value != "auto" { return false }
        for key in item.keys where key.hasPrefix("margin") || key == "min-" + size || key == "max-" + size
            || key == "aspect-ratio" || insets.contains(key) {
            return false
        }
        let alignment = item[selfKey] ?? "auto"
        let effective = alignment == "auto" ? (style[itemsKey] ?? "normal") : alignment
        return effective == "normal" || effective == "stretch"
    }
    var columnEdges = Edges()
    var rowEdges = Edges()
    for (index, item) in items.enumerated() {
        let area = result.areas[index]
        let x = item.frame["x"] ?? 0, y = item.frame["y"] ?? 0
        if stretches(item.style, size: "width", selfKey: "justify-self", itemsKey: "justify-items", insets: ["left", "right"]) {
            columnEdges.add(start: area.columnStart, low: x, item: index)
        }
        if stretches(item.style, size: "height", selfKey: "align-self", itemsKey: "align-items", insets: ["top", "bottom"]) {
            rowEdges.add(start: area.rowStart, low: y, item: index)
        }
    }
    columnEdges.checkOrder("column")
    rowEdges.checkOrder("row")
    return (true, columnEdges.problems + rowEdges.problems)
}

@Test func placementAgreesWithChromiumOnStretchedItems() throws {
    let files = FileManager.default.enumerator(at: fixturesFolder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
    #expect(files.count > 1000, "fixtures expected in \(fixturesFolder.path)")
    var checked = 0
    var failures: [String] = []
    for file in files {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        var stack = [json["root"] as? [String: Any] ?? [:]]
        while let node = stack.popLast() {
            stack.append(contentsOf: node["children"] as? [[String: Any]] ?? [])
            let (didCheck, problems) = check(grid: node)
            if didCheck { checked += 1 }
            if !problems.isEmpty { failures.append("\(json["name"] ?? file.lastPathComponent): \(problems[0])") }
        }
    }
    #expect(checked > 1000)
    #expect(failures.isEmpty, "\(failures.count) grids disagree:\n\(failures.prefix(20).joined(separator: "\n"))")
}
