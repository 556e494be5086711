import Testing
@testable import LatticeCore

/// No input may trap: every property is fed pseudo-random fragments.
struct CSSRobustnessTests {
    /// A small deterministic generator (xorshift64*), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let fragments = [
        "(", ")", "[", "]", "/", ",", " ", "\"", "'", "\"a b\"", "\". a\"", "repeat(", "minmax(", "fit-content(",
        "auto-fill", "auto-fit", "span", "auto", "none", "dense", "auto-flow", "1", "-1", "0", "1e999", "1e-999",
        "999999999999999999999", "+.5", "-", "e", "1fr", "-2fr", "10px", "-10px", "50%", "a", "é", "😀", "\\", "#",
        "!", ";", ":", "/*", "*/", "safe", "baseline", "last", "legacy", "center", "1.5", "0fr", "2in", "3em",
        "\n", "\t", "nan", "inf", ".", "...",
    ]

    @Test func randomInputNeverTraps() {
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15)
        var parsed = 0
        for property in CSSProperty.allCases {
            for _ in 0..<300 {
                let count = Int(generator.next() % 8)
                var text = ""
                for _ in 0..<count { text += generator.pick(Self.fragments) }
                var style = Style()
                if (try? style.apply(property: property.rawValue, value: text)) != nil { parsed += 1 }
                _ = try? Style(css: "\(property.rawValue): \(text); width: 1px")
            }
        }
        // Reaching here without a trap is the point; some random values are valid too.
        #expect(parsed > 0)
    }

    @Test func deepNestingIsAnError() {
        let text = String(repeating: "(", count: 10_000)
        #expect(throws: CSSParseError.self) { try TrackList(css: text) }
        let closers = String(repeating: "minmax(", count: 1_000) + String(repeating: ")", count: 1_000)
        #expect(throws: CSSParseError.self) { try TrackList(css: closers) }
    }
}
