/// The columns of an ``AdaptiveGrid``: how many and how wide.
///
/// ```swift
/// // Three columns need 56 + 104 + 176 + 2 × 8 = 352 > 300; two need 176 + 104 + 8 = 288:
/// // the 12 points left are shared 176 : 104.
/// let columns = AdaptiveColumns(naturalWidths: [56, 104, 176], width: 300, spacing: 8, equalWidth: false)
/// columns.widths // [183.54…, 108.45…]
/// ```
public struct AdaptiveColumns: Hashable, Sendable {
    /// The width of each column, left to right.
    public var widths: [Double]
    /// The gap between columns.
    public var spacing: Double

    /// The number of columns.
    @inlinable public var count: Int { widths.count }

    /// The width of the columns and the gaps between them.
    public var totalWidth: Double {
        widths.reduce(0, +) + spacing * Double(Swift.max(0, widths.count - 1))
    }

    /// The columns for items of `naturalWidths` (in order, placed row by row) in
    /// `width` points with `spacing` between columns.
    ///
    /// - Adaptive (`equalWidth == false`): try 1, 2, 3 … columns; with `k` columns
    ///   column `j` holds items `j, j + k, j + 2k, …` and is as wide as its widest
    ///   item. Keep the largest `k` whose columns and gaps fit in `width`, then
    ///   stretch the columns in proportion to their widths to fill `width`.
    ///   The search stops once the first `k` items alone (a lower bound of any
    ///   `k`-column layout, since item `j < k` opens column `j`) are wider than
    ///   `width`, so it is exact without trying every count.
    /// - Equal width: columns as wide as the widest item; as many as fit
    ///   (`⌊(width + spacing) / (widest + spacing)⌋`), never more than the items;
    ///   the space left is shared equally.
    /// - When even one column does not fit (an item wider than `width`), there is
    ///   one column exactly `width` wide (the original library laid nothing out).
    /// - With no width (`nil`, infinite or NaN) every item is a column of its own at
    ///   its natural width: one row (the original trapped).
    ///
    /// Negative and NaN widths count as 0.
    public init(naturalWidths: [Double], width: Double?, spacing: Double, equalWidth: Bool) {
        let spacing = ProposedSize.clampLength(spacing)
        self.spacing = spacing
        let naturals = naturalWidths.map(ProposedSize.clampLength)
        guard !naturals.isEmpty else {
            widths = []
            return
        }
        guard let width, width.isFinite else {
            widths = naturals
            return
        }
        let space = ProposedSize.clampLength(width)
        let tolerance = 1e-9 * Swift.max(1, space)
        if equalWidth {
            let widest = naturals.max() ?? 0
            guard widest <= space + tolerance else {
                widths = [space]
                return
            }
            let fitting = ((space + spacing) / (widest + spacing)).rounded(.down)
            let count = fitting.isFinite ? Int(Swift.min(Double(naturals.count), Swift.max(1, fitting))) : naturals.count
            let each = (space - spacing * Double(count - 1)) / Double(count)
            widths = Array(repeating: Swift.max(widest, each), count: count)
            return
        }

        var best: [Double] = []
        var bestTotal = 0.0
        var firstItems = 0.0
        var trial = [Double]()
        let oneRow = naturals.reduce(0, +) + spacing * Double(naturals.count - 1)
        // Every item in one row fits: that is the most columns there can be.
        let lastCount = oneRow <= space + tolerance ? 0 : naturals.count
        if lastCount == 0 {
            best = naturals
            bestTotal = oneRow
        }
        trial.reserveCapacity(naturals.count)
        for count in stride(from: 1, through: lastCount, by: 1) {
            firstItems += naturals[count - 1]
            if firstItems + spacing * Double(count - 1) > space + tolerance { break }
            trial.removeAll(keepingCapacity: true)
            trial.append(contentsOf: repeatElement(0, count: count))
            for (index, natural) in naturals.enumerated() {
                let column = index % count
                if natural > trial[column] { trial[column] = natural }
            }
            let total = trial.reduce(0, +) + spacing * Double(count - 1)
            if total <= space + tolerance {
                best = trial
                bestTotal = total
            }
        }
        guard !best.isEmpty else {
            widths = [space]
            return
        }
        // Stretch in proportion to the natural widths (equally when they are all 0).
        let extra = space - bestTotal
        let natural = best.reduce(0, +)
        if extra > 0 {
            best = natural > 0
                ? best.map { $0 + extra * $0 / natural }
                : best.map { $0 + extra / Double(best.count) }
        }
        widths = best
    }
}
