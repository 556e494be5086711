/// Maps box edges on one axis to character cells so that boxes keep their order
/// and never overlap on screen, however tight the rounding.
///
/// Every edge goes to the nearest cell boundary, `round(edge × scale)`; then, from
/// the smallest edge to the largest, an edge is moved right (never left) until
/// every box ending there is at least `minimum` cells long. The mapping never
/// decreases, so two boxes that do not overlap in the layout (one ends at or
/// before the other starts) do not overlap on screen either.
///
/// ```swift
/// // Two 10-point boxes with no gap, 1 cell per 10 points, at least 2 cells each:
/// CellMapping.map([(0, 10), (10, 20)], scale: 0.1, minimum: 2) // [0..<2, 2..<4]
/// ```
enum CellMapping {
    /// The cells of each interval (`start`, `end`, with `start <= end`); `nil` for
    /// an empty or non-finite one.
    static func map(_ intervals: [(start: Double, end: Double)], scale: Double, minimum: Int) -> [Range<Int>?] {
        // Edges closer than 1/1024 point are one edge.
        func key(_ value: Double) -> Double { (value * 1024).rounded() / 1024 }
        var edges: [Double] = []
        edges.reserveCapacity(intervals.count * 2)
        for interval in intervals where interval.start.isFinite && interval.end.isFinite && interval.start <= interval.end {
            edges.append(key(interval.start))
            edges.append(key(interval.end))
        }
        edges.sort()
        var unique: [Double] = []
        unique.reserveCapacity(edges.count)
        for edge in edges where unique.last != edge { unique.append(edge) }

        func index(of value: Double) -> Int {
            var low = 0
            var high = unique.count
            while low < high {
                let middle = (low + high) / 2
                if unique[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }

        // The start index of every box, grouped by end index.
        var spans: [(start: Int, end: Int)?] = []
        spans.reserveCapacity(intervals.count)
        var startsByEnd = [[Int]](repeating: [], count: unique.count)
        for interval in intervals {
            guard interval.start.isFinite, interval.end.isFinite, interval.start <= interval.end else {
                spans.append(nil)
                continue
            }
            let start = index(of: key(interval.start))
            let end = index(of: key(interval.end))
            spans.append((start, end))
            if end > start { startsByEnd[end].append(start) }
        }

        let scale = scale.isFinite && scale > 0 ? scale : 1
        let limit = Double(Int32.max / 4)
        var positions = [Int](repeating: 0, count: unique.count)
        for (i, edge) in unique.enumerated() {
            var position = Int(Swift.max(-limit, Swift.min(limit, (edge * scale).rounded())))
            if i > 0 { position = Swift.max(position, positions[i - 1]) }
            for start in startsByEnd[i] {
                position = Swift.max(position, positions[start] + minimum)
            }
            positions[i] = position
        }
        let shift = Swift.max(0, -(positions.first ?? 0))
        return spans.map { span in
            guard let span, span.end > span.start else { return nil }
            return (positions[span.start] + shift)..<(positions[span.end] + shift)
        }
    }
}
