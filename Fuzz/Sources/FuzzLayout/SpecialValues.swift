import LatticeCore

/// The values the layout target's bytes code in one byte besides small whole numbers:
/// the edges of what the engine accepts (NaN, infinities, lengths past
/// ``largestLength``, line numbers and repeat counts at and past 10,000,000), and
/// fractions that round differently.
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

    static let integers: [Int] = [
        -100, -1000, -9_999, -10_000, -10_001, 10_000, 10_001, 9_999, 65_535, 65_536, 100_000, 200_000,
        400_000, 1_000_000, 2_000_000, 9_999_999, 10_000_000, 10_000_001, 20_000_000, 20_000_001,
        -9_999_999, -10_000_000, -10_000_001, -20_000_000, Int(Int32.max), Int(Int32.min), Int(Int32.max) + 1,
        Int(Int32.min) - 1, Int(Int16.max), .max, .min, .max - 1, .min + 1,
    ]

    static let names: [String] = [
        "a", "b", "c", "main", "header", "footer", "nav", "side", "a-start", "a-end", "b-start", "b-end",
        "main-start", "main-end", "x", "y", "auto", "span", "", "none", "line", "first", "last", "é",
    ]
}
