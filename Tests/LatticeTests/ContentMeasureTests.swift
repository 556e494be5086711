import Testing
import Lattice

// Grid content as the engine's measure function: each question becomes a proposal.

@Test func contentAnswersTheEnginesQuestionsAsItsProposals() {
    // "Hello world" in 8-wide characters and 16-high lines.
    let measure = Measure(Text("Hello world"))
    // Max-content is no width proposal: one line, 11 characters = 88 wide.
    #expect(measure(MeasureInput(availableWidth: .maxContent, availableHeight: .maxContent)) == Size(width: 88, height: 16))
    // Min-content is a proposal of 0: a word per line, "Hello" = 40 wide, two lines.
    #expect(measure(MeasureInput(availableWidth: .minContent, availableHeight: .maxContent)) == Size(width: 40, height: 32))
    // A known width is proposed as it is: 60 holds one word per line.
    #expect(measure(MeasureInput(knownWidth: 60, availableWidth: .definite(60), availableHeight: .maxContent))
            == Size(width: 40, height: 32))
}

@Test func anItemWhoseContentIsReplacedIsMeasuredAsItsNewContent() {
    // The frame's attributes say "80 × 20 whatever the proposal", for the frame only: once
    // the item shows text instead, the grid asks the text.
    var element = GridElement(Color.red.frame(width: 80, height: 20))
    element.content = AnyGridContent(Text("Hello world"))
    let grid = Grid(tracks: [.fit]) { GridGroup(elements: [element]) }
    #expect(grid.layout(in: Size(width: 200, height: 100)).frames.map(\.size) == [Size(width: 88, height: 16)])
    let lazy = LazyVGrid(columns: [GridItem(.fixed(200))]) { GridGroup(elements: [element]) }
    #expect(lazy.layout(in: Size(width: 200, height: 100)).frames.map(\.size) == [Size(width: 88, height: 16)])
}
