// How many tracks subgrids may span: in one grid, and in one layout pass.

/// How many tracks subgrids may span, in one grid and in one layout pass.
///
/// A grid sizes each track a subgrid spans on its own, and the subgrid keeps a copy of
/// them (as its own subgrids do in turn), in every sizing run that places them: a grid
/// whose width depends on the space given places its items again for each question
/// asked of it. Without a bound, a document of 100 items, each a grid holding a subgrid
/// of `span 10000000`, would take gigabytes. So:
///
/// - A grid's subgrids span at most ``perGrid`` tracks on each axis in all, taken in
///   document order; a subgrid past it is laid out as an ordinary grid on that axis
///   (see ``GridState/subgriddedTracks(_:)``). Every run of a grid makes the same subgrids.
/// - A pass places at most ``maxPlacedTracks`` subgridded tracks, counting every
///   placement. A pass that would place more (many such grids, or one asked many
///   questions) is *overdrawn*: it stops making subgrids, and the root is laid out again
///   with a hundredth of the limit per grid (``next``), down to none (see
///   ``Node/layoutAsRoot(_:_:)``).
///
/// Documents of ordinary size never come near either bound.
struct SubgridTrackBudget {
    /// The most tracks a grid's subgrids span on each axis in a first pass.
    static let largestPerGrid = 100_000
    /// The most subgridded tracks a pass places, both axes and every placement counted
    /// (some 60 MB of tracks).
    static let maxPlacedTracks = 200_000

    /// The most tracks a grid's subgrids span on each axis in this pass.
    let perGrid: Int
    /// How many subgridded tracks the pass placed so far.
    private(set) var placed = 0
    /// Whether the pass would have placed more than ``maxPlacedTracks``: it is laid out again.
    private(set) var isOverdrawn = false

    init(perGrid: Int = Self.largestPerGrid) {
        self.perGrid = perGrid
    }

    /// The budget the root is laid out again with when this one is overdrawn.
    var next: SubgridTrackBudget { SubgridTrackBudget(perGrid: perGrid / 100) }

    /// Counts `count` more subgridded tracks placed, and answers whether they fit in
    /// the pass; if not, the pass is overdrawn, and none fit from then on.
    mutating func place(_ count: Int) -> Bool {
        if count == 0 { return true }
        guard !isOverdrawn, count <= Self.maxPlacedTracks - placed else {
            isOverdrawn = true
            return false
        }
        placed += count
        return true
    }
}
