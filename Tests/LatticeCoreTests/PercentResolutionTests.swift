import Testing
@testable import LatticeCore

@Test func percentagesResolveTruncatedToASixtyFourthOfAPixel() {
    // 2% of 55.5 = 1.11 px = 71.04 / 64, truncated to 71 / 64 = 1.109375.
    #expect(LengthPercentage.percent(2).resolve(against: 55.5) == 1.109375)
    #expect(LengthPercentageAuto.percent(2).resolve(against: 55.5) == 1.109375)
    // Negative: toward zero, -71 / 64.
    #expect(LengthPercentage.percent(-2).resolve(against: 55.5) == -1.109375)
    // Exact values and points are unchanged: 50% of 30 = 15; 1.11px stays 1.11.
    #expect(LengthPercentage.percent(50).resolve(against: 30) == 15)
    #expect(LengthPercentage.points(1.11).resolve(against: 55.5) == 1.11)
    #expect(LengthPercentage.percent(50).resolve(against: nil) == nil)
}
