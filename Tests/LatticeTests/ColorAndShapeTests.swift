import Testing
import Lattice

@Test func colorTakesExactlyTheProposedSize() {
    #expect(Color.red.sizeThatFits(ProposedSize(width: 80, height: 30)) == Size(width: 80, height: 30))
    #expect(Color.red.sizeThatFits(.zero) == Size(width: 0, height: 0))
}

@Test func colorIdealLengthIsTenOnAnUnproposedAxis() {
    #expect(Color.blue.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    #expect(Color.blue.sizeThatFits(ProposedSize(width: 80, height: nil)) == Size(width: 80, height: 10))
}

@Test func colorNegativeProposalIsClampedToZero() {
    #expect(Color.blue.sizeThatFits(ProposedSize(width: -5, height: .nan)) == Size(width: 0, height: 0))
}

@Test func colorComponentsAreClampedAndDrawable() {
    let color = Color(red: 2, green: -1, blue: 0.2)
    #expect(color.red == 1 && color.green == 0 && color.blue == 0.2 && color.opacity == 1)
    // 0.2 × 255 = 51 = 0x33
    #expect(color.hex == "#FF0033")
    #expect(Color.clear.opacity == 0)
    #expect(Color.red.description == "red")
    let drawing = Color.green.drawing(in: Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(drawing.fill == .green)
    #expect(drawing.role == .shape)
    #expect(drawing.frame == Rect(x: 1, y: 2, width: 3, height: 4))
}

@Test func rectangleTakesTheProposedSizeAndFillsWithPrimary() {
    #expect(Rectangle().sizeThatFits(ProposedSize(width: nil, height: 7)) == Size(width: 10, height: 7))
    #expect(Rectangle().drawing(in: .zero).fill == .primary)
    #expect(Rectangle().fill(.red).drawing(in: .zero).fill == .red)
}

@Test func anyGridContentForwardsAndDoesNotDoubleWrap() {
    let erased = AnyGridContent(Color.red)
    #expect(erased.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    let twice = AnyGridContent(erased)
    #expect(twice.base is Color)
    #expect(twice.layoutKey == ContentKey(Color.red))
}
