import Lattice

/// One row of the front-end benchmark: a grid as users write it (a `Lattice` front-end
/// or a LatticeSwiftUI `Layout`), and the engine's layout of the same grid built
/// directly as `Node`s (same tracks, same item sizes, content measured by the same
/// functions), to time side by side.
///
/// ```swift
/// for scenario in FrontEndScenario.all {
///     let row = scenario.prepare(10_000)
///     row.reset()
///     let checksum = row.frontEnd.run(0) { /* the layout is done: read the clock */ }
/// }
/// ```
public struct FrontEndScenario {
    /// The row's name, as the API is written.
    public let name: String
    /// Whether the row drives a SwiftUI `Layout` through test subviews.
    public let isSwiftUILayout: Bool
    /// Builds the row's grid and the engine's tree for `items` items (not timed).
    public let prepare: (_ items: Int) -> PreparedFrontEndScenario

    public init(name: String, isSwiftUILayout: Bool = false,
                prepare: @escaping (_ items: Int) -> PreparedFrontEndScenario) {
        self.name = name
        self.isSwiftUILayout = isSwiftUILayout
        self.prepare = prepare
    }

    /// Every row: the `Lattice` front-ends, then the SwiftUI layouts where they can be
    /// driven without SwiftUI (on the stand-in).
    public static var all: [FrontEndScenario] {
        latticeFrontEnds + swiftUILayouts
    }

    /// The width (or, for grids growing sideways, the height) of run `run`: 1000 points
    /// and up, a new one each run through `cycle` lengths (by default it alternates
    /// between 1000 and 1001), so that no run can be answered from the one before.
    public static func length(run: Int, cycle: Int = 2) -> Double {
        1000 + Double(run % cycle)
    }
}

/// A scenario built for one number of items: the two layouts to time.
public struct PreparedFrontEndScenario {
    public let items: Int
    /// The front-end's layout, as its users call it.
    public let frontEnd: TimedLayout
    /// The engine's layout of the same grid.
    public let engine: TimedLayout
    /// Counts how a SwiftUI layout measures its subviews (`nil` for the other rows).
    public let audit: (() -> MeasurementAudit)?

    public init(items: Int, frontEnd: TimedLayout, engine: TimedLayout, audit: (() -> MeasurementAudit)? = nil) {
        self.items = items
        self.frontEnd = frontEnd
        self.engine = engine
        self.audit = audit
    }

    /// Forgets every layout kept between runs (the process-wide grid cache), so that
    /// the next run does the whole work. Not timed.
    public func reset() {
        GridLayoutCache.removeAll()
    }
}

/// One side of a row: a layout to time, and the frames it gives.
public struct TimedLayout {
    /// Lays out run number `run` (which picks the width, see
    /// ``FrontEndScenario/length(run:)``), calls `stop` as soon as the result exists
    /// (before it is freed: freeing is not layout work), and returns a number read
    /// from the result, to keep the work observable.
    public let run: (_ run: Int, _ stop: () -> Void) -> Double
    /// The item frames of run `run`, in item order (to check that both sides lay out
    /// the same grid). Not timed.
    public let frames: (_ run: Int) -> [Rect]

    public init(run: @escaping (_ run: Int, _ stop: () -> Void) -> Double, frames: @escaping (_ run: Int) -> [Rect]) {
        self.run = run
        self.frames = frames
    }
}

/// How a SwiftUI layout measured its subviews in one layout pass (`sizeThatFits`
/// then `placeSubviews` with one proposal, from a new cache), and in a second pass
/// with the same proposal and cache.
public struct MeasurementAudit: Hashable, Sendable {
    /// The most `sizeThatFits` calls one subview received in the first pass.
    public var mostPerSubview: Int
    /// The most distinct proposals one subview received in the first pass.
    public var mostDistinctProposals: Int
    /// The `sizeThatFits` calls in the second pass, over all subviews.
    public var secondPass: Int

    public init(mostPerSubview: Int, mostDistinctProposals: Int, secondPass: Int) {
        self.mostPerSubview = mostPerSubview
        self.mostDistinctProposals = mostDistinctProposals
        self.secondPass = secondPass
    }
}
