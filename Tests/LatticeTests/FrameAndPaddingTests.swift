import Testing
import Lattice

@Test func fixedFrameTakesItsSizeAndProposesItToTheContent() {
    #expect(Color.red.frame(width: 40).sizeThatFits(ProposedSize(width: 100, height: 30)) == Size(width: 40, height: 30))
    // The text is proposed 40: "aaa bbb" (56) wraps to two 24-wide lines.
    #expect(Text("aaa bbb").frame(width: 40).sizeThatFits(.unspecified) == Size(width: 40, height: 32))
    #expect(Text("x").frame(width: 5, height: 6).sizeThatFits(.unspecified) == Size(width: 5, height: 6))
}

@Test func fixedFrameAlignsItsContent() {
    // Text "ab" is 16 × 16 inside 100 × 50, bottom-trailing: x = 100 - 16, y = 50 - 16.
    let drawing = Text("ab").frame(width: 100, height: 50, alignment: .bottomTrailing)
        .drawing(in: Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(drawing.frame == Rect(x: 84, y: 34, width: 16, height: 16))
}

@Test func flexibleFrameMaxWidthLimitsAColor() {
    // Proposed 300: the colour is proposed min(300, 50) = 50; frame = min(50, max(50, 300)) = 50.
    #expect(Color.red.frame(maxWidth: 50).sizeThatFits(ProposedSize(width: 300, height: 20)) == Size(width: 50, height: 20))
    // Proposed 30 < 50: 30.
    #expect(Color.red.frame(maxWidth: 50).sizeThatFits(ProposedSize(width: 30, height: 20)) == Size(width: 30, height: 20))
}

@Test func flexibleFrameWithInfiniteMaxTakesTheWholeProposal() {
    // Text "Hi" is 16 wide; min(∞, max(16, 300)) = 300; height unconstrained = 16.
    #expect(Text("Hi").frame(maxWidth: .infinity).sizeThatFits(ProposedSize(width: 300, height: 20)) == Size(width: 300, height: 16))
}

@Test func flexibleFrameMinWidthRaisesSmallContent() {
    // max(100, min(16, 300)) = 100.
    #expect(Text("Hi").frame(minWidth: 100).sizeThatFits(ProposedSize(width: 300, height: nil)) == Size(width: 100, height: 16))
    // min and max: max(100, min(16, 300)) = 100, then min(200, max(100, 300)) = 200.
    #expect(Text("Hi").frame(minWidth: 100, maxWidth: 200).sizeThatFits(ProposedSize(width: 300, height: nil)) == Size(width: 200, height: 16))
}

@Test func flexibleFrameWithoutProposalUsesIdealOrClampedContent() {
    // No proposal, no ideal: the colour's ideal 10 clamped to [.., 65] = 10.
    #expect(Color.red.frame(maxWidth: 65).sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    // With an ideal width: 65.
    #expect(Color.red.frame(idealWidth: 65, maxWidth: 80).sizeThatFits(.unspecified) == Size(width: 65, height: 10))
    // Clamped up by a minimum: max(30, 10) = 30.
    #expect(Color.red.frame(minWidth: 30).sizeThatFits(.unspecified) == Size(width: 30, height: 10))
}

@Test func flexibleFrameMaxBelowMinIsRaisedToMin() {
    let frame = Color.red.frame(minWidth: 50, maxWidth: 20)
    #expect(frame.maxWidth == 50)
}

@Test func paddingAddsInsetsAroundTheContent() {
    // "Hi" 16 × 16 + 4 on each side.
    #expect(Text("Hi").padding(4).sizeThatFits(.unspecified) == Size(width: 24, height: 24))
    // The colour is proposed 100 - 10 = 90 by 50 - 10 = 40.
    #expect(Color.red.padding(5).sizeThatFits(ProposedSize(width: 100, height: 50)) == Size(width: 100, height: 50))
    // Per edge: leading + trailing = 8, top only 3.
    let padded = Color.red.padding(.horizontal, 4).padding(.top, 3)
    #expect(padded.sizeThatFits(ProposedSize(width: 50, height: 50)) == Size(width: 50, height: 50))
    #expect(padded.sizeThatFits(.unspecified) == Size(width: 18, height: 13))
    #expect(Color.red.padding().sizeThatFits(.unspecified) == Size(width: 42, height: 42))
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(Color.red.padding(insets).sizeThatFits(.unspecified) == Size(width: 16, height: 14))
}

@Test func paddingNeverProposesNegativeSizes() {
    #expect(Color.red.padding(10).sizeThatFits(ProposedSize(width: 5, height: 5)) == Size(width: 20, height: 20))
    #expect(Color.red.padding(-3).sizeThatFits(.unspecified) == Size(width: 10, height: 10))
}

@Test func paddingDrawsTheContentInsetInItsFrame() {
    let drawing = Color.red.padding(5).drawing(in: Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(drawing.frame == Rect(x: 5, y: 5, width: 30, height: 10))
}

@Test func overlayIsSizedByItsBaseAndDrawnAbove() {
    let layered = Color.black.overlay(Text("7"))
    #expect(layered.sizeThatFits(ProposedSize(width: 50, height: 40)) == Size(width: 50, height: 40))
    let drawing = layered.drawing(in: Rect(x: 0, y: 0, width: 50, height: 40))
    #expect(drawing.children.count == 2)
    #expect(drawing.children[0].fill == .black)
    // "7" is 8 × 16, centred: x = (50 - 8) / 2 = 21, y = (40 - 16) / 2 = 12.
    #expect(drawing.children[1].frame == Rect(x: 21, y: 12, width: 8, height: 16))
}

@Test func wrappersForwardGridItemAttributes() {
    let item = Color.red.gridSpan(column: 2).frame(maxWidth: 50).padding(3)
    #expect(item.gridItemAttributes.span == GridSpan(column: 2, row: 1))
}

@Test func latestItemModifierWins() {
    let item = Color.red.gridSpan(column: 2, row: 2).gridSpan(column: 3)
    #expect(item.gridItemAttributes.span == GridSpan(column: 3, row: 1))
    let combined = Color.red.gridStart(row: 1).gridSpan(column: 2, row: 2)
    #expect(combined.gridItemAttributes.start == GridStart(column: nil, row: 1))
    #expect(combined.gridItemAttributes.span == [2, 2])
}

@Test func customAttributeKeysStoreValues() {
    enum Weight: GridItemAttributeKey { static let defaultValue = 1 }
    let item = Color.red.gridItemAttributes { $0[Weight.self] = 3 }
    #expect(item.gridItemAttributes[Weight.self] == 3)
    #expect(Color.red.gridItemAttributes[Weight.self] == 1)
}

@Test func layoutKeysComposeThroughWrappers() {
    #expect(Color.red.frame(width: 5).layoutKey == Color.red.frame(width: 5).layoutKey)
    #expect(Color.red.frame(width: 5).layoutKey != Color.red.frame(width: 6).layoutKey)
    #expect(Color.red.padding(2).layoutKey != nil)
}
