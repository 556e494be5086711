import Testing
@testable import LatticeCore

@Test func rectEdgesAreOriginPlusSize() {
    let rect = Rect(x: 55, y: 10, width: 80, height: 297.5)
    #expect(rect.maxX == 135)
    #expect(rect.maxY == 307.5)
}
