import LatticeCore

/// The values the layout target's bytes code in one byte besides small whole numbers:
/// the edges of what the engine accepts (NaN, infinities, lengths past
/// ``largestLength``; line numbers and repeat counts at and past 10,000,000 in two
/// bytes, see ``hugeIntegerTag``), and fractions that round differently.
enum SpecialValues {
    /// Whole numbers `0 ..< smallNumbers` are one byte each.
    static let smallNumbers = 160

    static let numbers: [Double] = [
        -0.0, -1, -0.5, -10, -100, -1e9, 0.5, 0.25, 1.0 / 3, 2.0 / 3, 1.0 / 64, 0.1, 0.015625 / 2, 1e-9, 1e-300,
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        .leastNormalMagnitude, .ulpOfOne, 200, 255.5, 300, 400, 500, 800, 1000, 1024, 4096, 33_554_432,
        100_000, 1_000_000, 9_999_999, 10_000_000, 1e8, 999_999_999, 1e9, 1e9 + 1, 2e9, 1e10, 1e15,
        9_007_199_254_740_992, 1e300, -1e300, 65535.984375, 1e6 + 1.0 / 3,
    ]

    /// Integers `-smallIntegerOffset ..< smallNumbers - smallIntegerOffset` are one byte each.
    static let smallIntegerOffset = 32

    /// Integers one byte codes besides the small ones: around CSS's smallest allowed
    /// limit on the implicit grid (10,000 lines) and the edges of 16 bits.
    static let integers: [Int] = [
        -100, -1000, -9_999, -10_000, -10_001, 10_000, 10_001, 9_999, 65_535, 65_536, Int(Int16.max),
    ]

    /// The tag byte of an integer of ``hugeIntegers`` (the next byte says which), and
    /// of any integer (its 64 bits follow). Tags between the specials and these code an
    /// integer of 16 bits.
    ///
    /// Line numbers, spans and repeat counts past 100,000 are where the engine keeps
    /// millions of tracks (clamped at 10,000,000): each costs tens of milliseconds to
    /// seconds in the fuzz build (ASan, coverage of every comparison, the consistency
    /// checks running each fast path's general rule), and an input can hold dozens of
    /// integers. When a quarter of all tags were raw words and a tenth these specials,
    /// most inputs had one, and the target ran at ~50 inputs a second; two tags of 256
    /// keep them a few inputs in a hundred, still reached by any mutation of a byte.
    static let hugeIntegerTag = 254
    static let anyIntegerTag = 255

    static let hugeIntegers: [Int] = [
        100_000, 200_000, 400_000, 1_000_000, 2_000_000, 9_999_999, 10_000_000, 10_000_001, 20_000_000, 20_000_001,
        -9_999_999, -10_000_000, -10_000_001, -20_000_000, Int(Int32.max), Int(Int32.min), Int(Int32.max) + 1,
        Int(Int32.min) - 1, .max, .min, .max - 1, .min + 1,
    ]

    static let names: [String] = [
        "a", "b", "c", "main", "header", "footer", "nav", "side", "a-start", "a-end", "b-start", "b-end",
        "main-start", "main-end", "x", "y", "auto", "span", "", "none", "line", "first", "last", "é",
    ]
}
