import Foundation
import Testing

/// A benchmark file `T_2.json` of a 300 px grid holding one 40 px tall leaf, timed at
/// root widths 300 and 301; and a folder for answers, empty.
private func caseFiles() throws -> (file: URL, answers: URL) {
    let file = try Lattice.file("T_2.json", """
        {"name": "t/T_2", "available": {"width": 300, "height": "max-content"},
         "bench": {"perturb": "root-width", "widths": [300, 301]},
         "root": {"style": {"display": "grid", "width": "300px"}, "children": [{"style": {"height": "40px"}}]}}
        """)
    return (file, try Lattice.temporaryFolder())
}

/// Writes answers for `T_2.json` at root `width` with the leaf at `y` into `folder`. The
/// grid's one auto column is the root's width and the leaf stretches across it, at the top:
/// `y: 0` is the right answer.
private func writeAnswers(width: Int, y: Int, in folder: URL) throws {
    let json = #"{"file": "T_2.json", "width": \#(width), "measuredIn": "Browser 1", "samples": ["#
        + #"{"path": [0], "x": 0, "y": \#(y), "width": \#(width), "height": 40}]}"#
    try Data(json.utf8).write(to: folder.appendingPathComponent("T_2.json"))
}

@Test func benchTimesAGeneratedCaseAndChecksItsAnswers() throws {
    let result = try Lattice.run(["bench", "S1_1000", "S6_100", "--iterations", "1", "--warmup", "0"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 3, "\(result.output)")
    #expect(lines.first?.hasPrefix("S1_1000: ") == true)
    #expect(lines.dropFirst().first?.hasPrefix("S6_100: ") == true)
    // Benchmarks/Expected has S1_1000.json, and no S6_100.json.
    #expect(lines.last?.hasSuffix("; 1 of 2 cases checked against answers") == true, "\(result.output)")
}

@Test func benchReadsFilesAndChecksThemAgainstTheAnswersFolder() throws {
    let (file, answers) = try caseFiles()
    try writeAnswers(width: 300, y: 0, in: answers)
    let result = try Lattice.run(["bench", file.path, "--expected", answers.path, "--iterations", "3", "--warmup", "0"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("T_2: "))
    #expect(result.output.hasSuffix("; 1 of 1 cases checked against answers\n"))
}

@Test func aWrongAnswerFailsTheRunWithOneLineNamingTheFileAndTheNode() throws {
    let (file, answers) = try caseFiles()
    try writeAnswers(width: 300, y: 5, in: answers)
    let result = try Lattice.run(["bench", file.path, "S6_100", "--expected", answers.path,
                                  "--iterations", "2", "--warmup", "0"])
    #expect(result.status == 1)
    #expect(result.error == "error: T_2.json: root/children[0]: expected {x 0, y 5, width 300, height 40} (Browser 1),"
        + " got {x 0, y 0, width 300, height 40}\n")
    // The wrong case is not timed; the others still are.
    #expect(!result.output.contains("T_2: "))
    #expect(result.output.hasPrefix("S6_100: "))
    #expect(result.output.hasSuffix("; 1 of 2 cases checked against answers; 1 failed (not timed)\n"), "\(result.output)")
}

/// With one timed run and no warm-up, only the first width is laid out: answers at the
/// second are checked by one more layout, outside the timed runs.
@Test func answersAtAWidthTheTimedRunsMissAreCheckedByOneMoreLayout() throws {
    let (file, answers) = try caseFiles()
    try writeAnswers(width: 301, y: 5, in: answers)
    let result = try Lattice.run(["bench", file.path, "--expected", answers.path, "--iterations", "1", "--warmup", "0"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: T_2.json: root/children[0]: expected {x 0, y 5, width 301, height 40}"))
}

@Test func benchRejectsAnUnknownCaseName() throws {
    let result = try Lattice.run(["bench", "S9_100"])
    #expect(result.status == 1)
    #expect(result.error == "error: S9_100: no such file, and not a case name S1_<items> … S7_<items>\n")
}
