import Testing
import Lattice

// Text's deterministic metrics get an ascent and a descent: a line's baseline is
// ⌊(lineHeight − ascent − descent) / 2⌋ + ascent below its top, line k starting at
// k × lineHeight (TextMetrics). Wrappers move their content's baselines.

@Test func defaultTextHasItsBaselineTwelveBelowEachLinesTop() {
    // Default: line 16, ascent 16 × ¾ = 12, descent 4: half-leading (16 − 16) / 2 = 0.
    #expect(TextMetrics.default.ascent == 12)
    #expect(TextMetrics.default.descent == 4)
    #expect(TextMetrics.default.baseline(ofLine: 0) == 12)
    // "Hello world" at 40 wide: two lines ("Hello", "world"), 32 tall: 12 and 16 + 12.
    #expect(Text("Hello world").textBaselines(at: Size(width: 40, height: 32)) == Baselines(first: 12, last: 28))
    // At its ideal width, one line: both baselines 12.
    #expect(Text("Hello world").textBaselines(at: Size(width: 88, height: 16)) == Baselines(first: 12, last: 12))
}

@Test func customMetricsPlaceTheBaselineAfterHalfTheLeading() {
    // Line 20, ascent 12, descent 4: half-leading (20 − 16) / 2 = 2, baseline 2 + 12 = 14.
    let metrics = TextMetrics(characterWidth: 10, lineHeight: 20, ascent: 12, descent: 4)
    #expect(metrics.baseline(ofLine: 0) == 14)
    // Three lines ("a\nb\nc"): last baseline 2 × 20 + 14 = 54.
    #expect(Text("a\nb\nc", metrics: metrics).textBaselines(at: Size(width: 10, height: 60)) == Baselines(first: 14, last: 54))
    // Line 21, ascent 12, descent 4: half-leading (21 − 16) / 2 = 2.5, rounded down to 2: 14.
    #expect(TextMetrics(lineHeight: 21, ascent: 12, descent: 4).baseline(ofLine: 0) == 14)
    // Without an ascent and descent: ¾ and ¼ of the line, 30 and 10 for a 40-point line.
    let big = TextMetrics(characterWidth: 20, lineHeight: 40)
    #expect(big.ascent == 30 && big.descent == 10)
    #expect(big.baseline(ofLine: 1) == 70)
}

@Test func textTruncatedByItsHeightReportsTheLastLineShown() {
    // Three lines in 40 points: two fit (⌊40 / 16⌋), the last shown baseline is 16 + 12.
    #expect(Text("a\nb\nc").textBaselines(at: Size(width: 8, height: 40)) == Baselines(first: 12, last: 28))
    #expect(Text("").textBaselines(at: Size(width: 0, height: 0)) == nil)
}

@Test func wrappersMoveTheirContentsBaselines() {
    // Padding 4: the text starts 4 lower: 12 + 4.
    #expect(Text("Hi").padding(4).textBaselines(at: Size(width: 24, height: 24)) == Baselines(first: 16, last: 16))
    // A centred 50 × 40 frame around a 16 × 16 text: the text at y = (40 − 16) / 2 = 12, baseline 24.
    #expect(Text("Hi").frame(width: 50, height: 40).textBaselines(at: Size(width: 50, height: 40))
            == Baselines(first: 24, last: 24))
    // Top-leading: the text at y = 0, baseline 12.
    #expect(Text("Hi").frame(width: 50, height: 40, alignment: .topLeading).textBaselines(at: Size(width: 50, height: 40))
            == Baselines(first: 12, last: 12))
    // A baseline alignment puts the text's baseline on the frame's bottom edge: y = 40 − 12 = 28.
    let baselineFramed = Text("Hi").frame(width: 50, height: 40, alignment: .leadingFirstTextBaseline)
    #expect(baselineFramed.textBaselines(at: Size(width: 50, height: 40)) == Baselines(first: 40, last: 40))
    let drawing = baselineFramed.drawing(in: Rect(x: 0, y: 0, width: 50, height: 40))
    #expect(drawing.frame == Rect(x: 0, y: 28, width: 16, height: 16))
    // A background keeps its base's baselines; a colour has none.
    #expect(Text("Hi").background(Color.yellow).textBaselines(at: Size(width: 16, height: 16)) == Baselines(first: 12, last: 12))
    #expect(Color.red.textBaselines(at: Size(width: 10, height: 10)) == nil)
    #expect(Color.red.frame(width: 10, height: 10).padding(2).textBaselines(at: Size(width: 14, height: 14)) == nil)
}

@Test func aMeasureOfContentReportsItsBaselines() {
    let measure = Measure(Text("Hello world"))
    #expect(measure.baselines?(Size(width: 40, height: 32)) == Baselines(first: 12, last: 28))
}
