import Testing
@testable import LatticeCore

/// Records what a measure function is asked (the tests run it on one thread at a time).
private final class Asked: @unchecked Sendable {
    var inputs: [MeasureInput] = []
    var widthQuestions: Int {
        inputs.filter { $0.knownWidth == nil && $0.availableWidth.definiteValue == nil }.count
    }
}

/// Words 30 and 40 wide on 10-high lines; with or without their widths declared.
private func words(_ asked: Asked, declared: Bool) -> Measure {
    let content = WordsContent(widths: [30, 40], lineHeight: 10)
    let widths = declared ? Measure.IntrinsicWidths(minContent: 40, maxContent: 70) : nil
    return Measure(intrinsicWidths: widths) { input in
        asked.inputs.append(input)
        return content.measure(input)
    }
}

/// A grid of `min-content max-content auto` columns, one text leaf in each.
private func grid(_ measure: Measure) throws -> Node {
    try Node(style: Style(css: ["display": "grid", "grid-template-columns": "min-content max-content auto"]),
             children: [Node(style: Style(), measure: measure),
                        Node(style: Style(), measure: measure),
                        Node(style: Style(), measure: measure)])
}

@Test func declaredWidthsSizeColumnsWithoutAskingTheContentForWidths() throws {
    let asked = Asked()
    let layout = try grid(words(asked, declared: true)).layout(available: .maxContent)
    // min-content column: the widest word, 40; max-content and auto: both words, 70.
    #expect(layout.children.map(\.frame.width) == [40, 70, 70])
    // The 40-wide column wraps the words onto two lines: 20 high; the others 10.
    #expect(layout.children.map(\.frame.height) == [20, 20, 20])
    #expect(asked.widthQuestions == 0)
    #expect(!asked.inputs.isEmpty)  // (heights are still measured)
}

@Test func declaredWidthsGiveTheSameLayoutAsMeasuredOnes() throws {
    let declared = try grid(words(Asked(), declared: true)).layout(available: .maxContent)
    let measuredAsked = Asked()
    let measured = try grid(words(measuredAsked, declared: false)).layout(available: .maxContent)
    #expect(declared == measured)
    #expect(measuredAsked.widthQuestions > 0)
}

@Test func intrinsicWidthsAreClampedLikeMeasuredAnswers() {
    let hostile = Measure.IntrinsicWidths(minContent: -.infinity, maxContent: .nan)
    #expect(hostile.minContent == 0 && hostile.maxContent == 0)
    let huge = Measure.IntrinsicWidths(minContent: 1e300, maxContent: 5)
    #expect(huge.minContent == largestLength)
    // A max-content width below the min-content one is the min-content width.
    #expect(huge.maxContent == largestLength)
    let swapped = Measure.IntrinsicWidths(minContent: 50, maxContent: 20)
    #expect(swapped.maxContent == 50)
}

@Test func wordsDeclareTheirWidestWordAndTheirSum() {
    let widths = Measure.words([30, 50, 20], lineHeight: 12).intrinsicWidths
    #expect(widths == Measure.IntrinsicWidths(minContent: 50, maxContent: 100))  // 30 + 50 + 20
}

@Test func aPlainBoxWithASetWidthIsMeasuredOnlyForItsHeight() throws {
    let asked = Asked()
    let root = try Node(style: Style(css: ["display": "grid", "grid-template-columns": "auto"]),
                        children: [Node(style: Style(css: ["width": "50px"]), measure: words(asked, declared: false))])
    let layout = root.layout(available: .maxContent)
    // The auto column takes the set width, 50; in it the words wrap (30 | 40): two 10-high lines.
    #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 50, height: 20))
    // Its width contributions are its set width: the content is asked once, for its height at 50.
    #expect(asked.inputs.count == 1)
    #expect(asked.inputs.first?.knownWidth == 50)
}

@Test func declaredWidthsGiveTheMeasuredMinimumWhereFixedTracksClampIt() throws {
    func tree(declared: Bool) throws -> Node {
        try Node(style: Style(css: ["display": "grid", "width": "200px",
                                    "grid-template-columns": "minmax(auto, 25px) minmax(auto, 30px) auto"]),
                 children: [Node(style: Style(css: ["padding": "2px", "margin": "3px"]),
                                 measure: words(Asked(), declared: declared)),
                            Node(style: Style(css: ["grid-column": "1 / span 2"]),
                                 measure: words(Asked(), declared: declared))])
    }
    let declared = try tree(declared: true).layout(available: .maxContent)
    let measured = try tree(declared: false).layout(available: .maxContent)
    #expect(declared == measured)
    // The first item's content size suggestion (its widest word, 40, plus 4 of padding)
    // is clamped by the stretch fit of its fixed-maximum track, 25 less 6 of margins
    // (§6.6): its minimum contribution is 19 + 6 = 25, the column is 25 wide, and the
    // item, stretched, is 19 wide after its 3 of margin.
    #expect(declared.children[0].frame.x == 3 && declared.children[0].frame.width == 19)
}
