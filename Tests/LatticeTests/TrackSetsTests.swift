import Testing
import Lattice
import LatticeDocuments

@Test func freeSpaceFillsASetOfTracksByItsTotalRoomAsChromeDoes() throws {
    // Four implicit auto columns in 66 px. A (words 20, 20) spans columns 1–2: bases
    // 10 + 10, limits 20 + 20; nothing splits them, so they form one set with room 20.
    // B (sixteen 1 px words) in column 3: base 1, limit 16, room 15. C (sixty) in
    // column 4: base 1, limit 60, room 59. Free space 66 − 22 = 44, shared per track
    // with the least total room first: B gets 44 / 4 = 11 (room 15), the set
    // 33 × 2 / 3 = 22 capped at 20, C the last 13. Columns 20, 20, 12, 14 (per-track
    // freezing would give 20, 20, 13, 13).
    let document = try GridDocument(json: """
        {"name": "t", "available": {"width": 200, "height": 200},
         "root": {"style": {"display": "grid", "width": "66px"}, "children": [
          {"style": {"grid-column": "1 / span 2"}, "content": {"words": [20, 20], "lineHeight": 10}},
          {"style": {"grid-column": "3"}, "content": {"words": [\(Array(repeating: "1", count: 16).joined(separator: ", "))], "lineHeight": 10}},
          {"style": {"grid-column": "4"}, "content": {"words": [\(Array(repeating: "1", count: 60).joined(separator: ", "))], "lineHeight": 10}}]}}
        """, path: "t.json")
    let result = try document.makeNode().layout(available: document.available)
    #expect(result.columns?.sizes == [20, 20, 12, 14])
}
