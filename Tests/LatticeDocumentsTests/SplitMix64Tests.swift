import Testing
import LatticeDocuments

// The reference outputs of SplitMix64 (Vigna's splitmix64.c), as published with it and
// used by other ports' tests.

@Test func splitMix64GivesTheReferenceSequenceForSeed1234567() {
    var random = SplitMix64(seed: 1_234_567)
    let outputs = (0..<5).map { _ in random.next() }
    #expect(outputs == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                        4_593_380_528_125_082_431, 16_408_922_859_458_223_821])
}

@Test func splitMix64GivesTheReferenceSequenceForSeed0() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
}

@Test func splitMix64StateAdvancesByTheGoldenRatioIncrementPerDraw() {
    var random = SplitMix64(seed: 5)
    _ = random.next()
    _ = random.next()
    #expect(random.state == 5 &+ 2 &* 0x9E37_79B9_7F4A_7C15)
}

@Test func splitMix64DrawsAWholeNumberAsTheRemainderOfOneOutput() {
    var random = SplitMix64(seed: 1_234_567)
    // 6457827717110365317 % 10 = 7, then 3203168211198807973 % 25 = 23: 16 + 23 = 39.
    #expect(random.int(0 ... 9) == 7)
    #expect(random.int(16 ... 40) == 39)
    // One draw each.
    #expect(random.next() == 9_817_491_932_198_370_423)
}
