import Testing
import LatticeCore
import LatticeDocuments

private let answersJSON = """
    {"file": "T_2.json", "width": 300, "measuredIn": "Browser 1",
     "samples": [{"path": [], "x": 0, "y": 0, "width": 300, "height": 50},
                 {"path": [1], "x": 100, "y": 0, "width": 200, "height": 50},
                 {"path": [1, 0], "x": 0, "y": 10, "width": 20, "height": 30}]}
    """

private func answers() throws -> BenchmarkAnswers {
    try BenchmarkAnswers(json: Array(answersJSON.utf8), path: "T_2.json")
}

/// A layout with the frames `answersJSON` expects, and a first child it does not sample.
private func agreeingLayout(grandchild: Rect = Rect(x: 0, y: 10, width: 20, height: 30)) -> NodeLayout {
    NodeLayout(frame: Rect(x: 0, y: 0, width: 300, height: 50), children: [
        NodeLayout(frame: Rect(x: 0, y: 0, width: 100, height: 7)),
        NodeLayout(frame: Rect(x: 100, y: 0, width: 200, height: 50), children: [NodeLayout(frame: grandchild)]),
    ])
}

@Test func answersReadEveryField() throws {
    let answers = try answers()
    #expect(answers.file == "T_2.json")
    #expect(answers.width == 300)
    #expect(answers.measuredIn == "Browser 1")
    #expect(answers.samples.map(\.path) == [[], [1], [1, 0]])
    #expect(answers.samples[2].frame == Rect(x: 0, y: 10, width: 20, height: 30))
}

@Test func answersRejectMissingFieldsAndBadPaths() {
    let broken = [
        #"{"file": "a.json", "samples": []}"#,
        #"{"file": "a.json", "width": 1, "samples": [{"path": [], "x": 0, "y": 0, "width": 1}]}"#,
        #"{"file": "a.json", "width": 1, "samples": [{"path": [-1], "x": 0, "y": 0, "width": 1, "height": 1}]}"#,
        #"{"file": "a.json", "width": 1, "samples": [{"path": [0.5], "x": 0, "y": 0, "width": 1, "height": 1}]}"#,
    ]
    for json in broken {
        #expect(throws: DocumentError.self, "\(json)") { try BenchmarkAnswers(json: Array(json.utf8), path: "a.json") }
    }
}

@Test func aLayoutWithTheSampledFramesAgreesWhateverItsOtherNodes() throws {
    #expect(try answers().firstMismatch(in: agreeingLayout()) == nil)
    // Within a quarter pixel.
    #expect(try answers().firstMismatch(in: agreeingLayout(grandchild: Rect(x: 0.25, y: 9.75, width: 20, height: 30))) == nil)
}

@Test func theFirstSampleOffByMoreThanAQuarterPixelIsTheMismatch() throws {
    let off = Rect(x: 0, y: 10.3, width: 20, height: 30)
    let mismatch = try #require(try answers().firstMismatch(in: agreeingLayout(grandchild: off)))
    #expect(mismatch == LayoutMismatch(path: "root/children[1]/children[0]",
                                       expected: Rect(x: 0, y: 10, width: 20, height: 30), got: off))
}

@Test func aSampledNodeMissingFromTheLayoutComparesAsZero() throws {
    let layout = NodeLayout(frame: Rect(x: 0, y: 0, width: 300, height: 50))
    let mismatch = try #require(try answers().firstMismatch(in: layout))
    #expect(mismatch.path == "root/children[1]")
    #expect(mismatch.got == .zero)
}

/// A case of a 300 px grid holding one 40 px tall leaf, timed at widths 300 and 301.
private func benchmarkCase() throws -> BenchmarkCase {
    let json = """
        {"name": "t/T_2", "available": {"width": 300, "height": "max-content"},
         "bench": {"perturb": "root-width", "widths": [300, 301]},
         "root": {"style": {"display": "grid", "width": "300px"}, "children": [{"style": {"height": "40px"}}]}}
        """
    return try BenchmarkCase(json: Array(json.utf8), path: "T_2.json")
}

/// Answers for `benchmarkCase()` at `width`, with the leaf at `y`.
private func leafAnswers(width: Double, y: Double) -> BenchmarkAnswers {
    BenchmarkAnswers(file: "T_2.json", width: width, measuredIn: "Browser 1", samples: [
        .init(path: [0], frame: Rect(x: 0, y: y, width: width, height: 40)),
    ])
}

@Test func onlyRunsAtTheAnswersWidthAreChecked() throws {
    var benchmark = try benchmarkCase()
    // A wrong y, at the second width: runs 1, 3, ... lay that width out.
    try benchmark.setAnswers(leafAnswers(width: 301, y: 5))
    #expect(benchmark.answeredVariant == 1)
    #expect(!benchmark.isAnswered(run: 0) && benchmark.isAnswered(run: 1) && benchmark.isAnswered(run: 3))
    try benchmark.verify(benchmark.layout(run: 0), run: 0)
    #expect(throws: BenchmarkCase.WrongAnswer.self) { try benchmark.verify(benchmark.layout(run: 1), run: 1) }
    #expect(throws: BenchmarkCase.WrongAnswer.self) { try benchmark.verifyAnswers() }
}

@Test func rightAnswersPass() throws {
    var benchmark = try benchmarkCase()
    // The grid's one auto column is the root's width; the leaf is stretched across it, at the top.
    try benchmark.setAnswers(leafAnswers(width: 300, y: 0))
    try benchmark.verifyAnswers()
    for run in 0..<4 { try benchmark.verify(benchmark.layout(run: run), run: run) }
}

@Test func answersAtAWidthNoRunLaysOutCannotBeSet() throws {
    var benchmark = try benchmarkCase()
    #expect(throws: BenchmarkCase.UnansweredWidth.self) { try benchmark.setAnswers(leafAnswers(width: 1200, y: 0)) }
    #expect(benchmark.answers == nil)
}

@Test func wrongAnswerIsOneLineNamingTheFileTheNodeAndBothFrames() throws {
    var benchmark = try benchmarkCase()
    try benchmark.setAnswers(leafAnswers(width: 300, y: 5))
    let error = try #require(#expect(throws: BenchmarkCase.WrongAnswer.self) { try benchmark.verifyAnswers() })
    #expect(error.description == "T_2.json: root/children[0]: expected {x 0, y 5, width 300, height 40} (Browser 1),"
        + " got {x 0, y 0, width 300, height 40}")
}
