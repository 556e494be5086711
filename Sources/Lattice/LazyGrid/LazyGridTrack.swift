/// One resolved column of a ``LazyVGrid`` (or row of a ``LazyHGrid``): an
/// adaptive ``GridItem`` resolves to several.
///
/// ```swift
/// let tracks = LazyGridTrack.resolve([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], length: 200)
/// tracks.map(\.size) // [70, 57, 57]
/// ```
public struct LazyGridTrack: Hashable, Sendable {
    /// The track's length along the fixed axis.
    public var size: Double
    /// The space after it (0 after the last track).
    public var spacing: Double
    /// How items are aligned in its cells.
    public var alignment: Alignment
    /// The index of the ``GridItem`` it comes from.
    public var itemIndex: Int

    @inlinable
    public init(size: Double, spacing: Double, alignment: Alignment, itemIndex: Int) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
        self.itemIndex = itemIndex
    }

    /// The most tracks one adaptive item becomes.
    public static let maxAdaptiveTracks = 10_000

    /// The largest length a track or spacing takes: longer (or infinite) ones are clamped to it.
    public static let maxLength: Double = 1_000_000_000

    /// The tracks of `items` in `length` points, as SwiftUI sizes a lazy grid's columns:
    ///
    /// 1. The spacings between items (each item's `spacing`, 8 when `nil`, the
    ///    last one excluded) are taken from `length`.
    /// 2. Fixed items take their size.
    /// 3. The other items, in order, each take `remaining / itemsLeft`:
    ///    a flexible item clamps that share to `minimum...maximum`; an adaptive
    ///    item fits `k = ⌊(share + s) / (minimum + s)⌋` tracks (at least 1, `s` its
    ///    spacing) of `(share − (k − 1)·s) / k` each, clamped to
    ///    `minimum...maximum`. What each takes is removed from `remaining`.
    ///
    /// Worked example: `[.fixed(70), .adaptive(minimum: 40)]` in 200 with spacing 8:
    /// 200 − 8 = 192; the fixed column takes 70, leaving 122; the adaptive item fits
    /// ⌊(122 + 8) / (40 + 8)⌋ = 2 columns of (122 − 8) / 2 = 57 → 70, 57, 57.
    ///
    /// Choices where Apple is silent: with no length (`nil`, infinite or NaN) a
    /// flexible item takes its minimum and an adaptive item is one track of its
    /// minimum; a share below an item's minimum gives the minimum (the grid
    /// overflows); an adaptive minimum below 1 point is 1 point and one item makes
    /// at most ``maxAdaptiveTracks`` tracks; negative or NaN lengths are 0, lengths
    /// above ``maxLength`` are ``maxLength``, a NaN maximum is infinity and a
    /// maximum below the minimum is the minimum.
    public static func resolve(_ items: [GridItem], length: Double?) -> [LazyGridTrack] {
        guard !items.isEmpty else { return [] }
        let clamp: (Double) -> Double = { Swift.min(maxLength, ProposedSize.clampLength($0)) }
        let spacings = items.map { clamp($0.spacing ?? GridItem.defaultSpacing) }
        let space = length.flatMap { $0.isFinite ? clamp($0) : nil }
        var remaining = space.map { $0 - spacings.dropLast().reduce(0, +) }

        // (track size, track count) per item.
        var resolved = [(size: Double, count: Int)](repeating: (0, 1), count: items.count)
        var flexibleLeft = 0
        for (index, item) in items.enumerated() {
            if case .fixed(let value) = item.size {
                resolved[index] = (clamp(value), 1)
                remaining = remaining.map { $0 - clamp(value) }
            } else {
                flexibleLeft += 1
            }
        }
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                let (low, high) = bounds(minimum, maximum, floor: 0)
                let share = remaining.map { $0 / Double(flexibleLeft) } ?? low
                let size = Swift.min(high, Swift.max(low, share))
                resolved[index] = (size, 1)
                remaining = remaining.map { $0 - size }
            case .adaptive(let minimum, let maximum):
                let (low, high) = bounds(minimum, maximum, floor: 1)
                let spacing = spacings[index]
                guard let left = remaining else {
                    resolved[index] = (low, 1)
                    flexibleLeft -= 1
                    continue
                }
                let share = left / Double(flexibleLeft)
                let fitting = ((share + spacing) / (low + spacing)).rounded(.down)
                let count = fitting.isFinite ? Int(Swift.min(Double(maxAdaptiveTracks), Swift.max(1, fitting))) : 1
                let size = Swift.min(high, Swift.max(low, (share - Double(count - 1) * spacing) / Double(count)))
                resolved[index] = (size, count)
                remaining = left - Double(count) * size - Double(count - 1) * spacing
            }
            flexibleLeft -= 1
        }

        var tracks: [LazyGridTrack] = []
        tracks.reserveCapacity(resolved.reduce(0) { $0 + $1.count })
        for (index, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            for _ in 0..<resolved[index].count {
                tracks.append(LazyGridTrack(size: resolved[index].size, spacing: spacings[index],
                                            alignment: alignment, itemIndex: index))
            }
        }
        tracks[tracks.count - 1].spacing = 0
        return tracks
    }

    /// `minimum...maximum` made valid: NaN minimum → `floor`, NaN maximum → ∞, max ≥ min.
    private static func bounds(_ minimum: Double, _ maximum: Double, floor: Double) -> (Double, Double) {
        let low = minimum.isNaN ? floor : Swift.min(maxLength, Swift.max(floor, minimum))
        let high = maximum.isNaN ? .infinity : Swift.max(low, maximum)
        return (low, high)
    }
}
