/// SplitMix64 (Steele, Lea and Flood, *Fast Splittable Pseudorandom Number Generators*,
/// 2014): the generator the benchmark scenarios are drawn from.
///
/// The state advances by the golden-ratio increment `0x9E3779B97F4A7C15` at every draw,
/// and each output is the new state mixed by two xor-shift-multiply rounds and a final
/// xor-shift. The same seed always gives the same sequence, on every platform.
///
/// ```swift
/// var random = SplitMix64(seed: 81)
/// let height = random.int(16 ... 40)   // the first leaf height of S1
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The state: the seed, plus one increment per draw made so far.
    public private(set) var state: UInt64

    /// A generator whose first draw mixes `seed` plus one increment.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, as the scenarios draw one: `lowerBound + next() % count`.
    ///
    /// One draw, and the plain remainder: slightly biased toward the low end, unlike
    /// `Int.random(in:using:)`, which may draw more than once. The scenario files were
    /// written this way, so it must stay so.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
