import Lattice

// The rows of the `Lattice` front-ends, each beside the engine's layout of the same
// grid. Every front-end grid is built once per size (not timed) and laid out in a
// space whose length alternates between 1000 and 1001 points.

extension FrontEndScenario {
    static var latticeFrontEnds: [FrontEndScenario] {
        exyteGrid(fixed: true) + exyteGrid(fixed: false) + appleGrid
            + [GridItem.Size.fixed(80), .flexible(), .adaptive(minimum: 80)].flatMap { size in
                lazyGrid(vertical: true, size) + lazyGrid(vertical: false, size)
            }
            + adaptiveGrid(equalWidth: false) + adaptiveGrid(equalWidth: true) + [lazyGridWindow]
    }

    /// A `Lattice` front-end's grid for one number of items, and the engine's.
    struct LatticeRow {
        /// Makes the grid (not timed) and returns its layout for a run's length.
        var grid: () -> (_ length: Double) -> GridLayoutResult
        var engine: EngineGrid
        /// Makes the engine's items (as `engine` holds them).
        var engineItems: () -> [Node]
    }

    /// The two rows of a `Lattice` front-end: one grid value laid out run after run at
    /// a new length (it keeps its items' nodes), and, "first layout", a new grid value
    /// each run (made after the run before stopped the clock) whose layout builds them;
    /// beside the engine's tree, built once, or each run for the first layouts.
    static func lattice(_ name: String, _ row: @escaping (_ count: Int) -> LatticeRow) -> [FrontEndScenario] {
        [false, true].map { first in
            FrontEndScenario(name: name + (first ? ", first layout" : "")) { count in
                let row = row(count)
                guard first else {
                    return PreparedFrontEndScenario(items: count, frontEnd: .lattice(row.grid()), engine: row.engine.timed)
                }
                return PreparedFrontEndScenario(items: count, frontEnd: .firstLayouts(row.grid),
                                                engine: row.engine.timed(cycle: 2, items: row.engineItems))
            }
        }
    }

    /// What `LazyGridScrollView` lays out as it scrolls: a `LazyVGrid`'s window of
    /// the items in a 1000 × 800 viewport halfway down (with the view's 400 points of
    /// overscan above and below), beside the engine's layout of the whole grid, whose
    /// frames of those items it must match.
    static var lazyGridWindow: FrontEndScenario {
        FrontEndScenario(name: "LazyVGrid(columns: 10 × GridItem(.flexible())) window, 1000 × 800 visible") { count in
            let columns = Array(repeating: GridItem(.flexible()), count: 10)
            let grid = LazyVGrid(columns: columns, spacing: 8) { GridGroup(0..<count) { _ in Color.teal.frame(height: 80) } }
            func visible(_ length: Double) -> Rect {
                let middle = Double(count / 20) * 88
                return Rect(x: 0, y: middle - 400, width: length, height: 800 + 2 * 400)
            }
            func window(_ length: Double) -> [VisibleGridItem] {
                grid.layout(visibleIn: visible(length), rowHeight: 80, width: length)
            }
            let frontEnd = TimedLayout(
                run: { run, stop in
                    let items = window(FrontEndScenario.length(run: run))
                    withExtendedLifetime(items) { stop() }
                    return Double(items.count)
                },
                frames: { run in window(FrontEndScenario.length(run: run)).map(\.frame) })
            let whole = EngineGrid(
                container: { lazyContainer(vertical: true, tracks: LazyGridTrack.resolve(columns, length: $0), length: $0) },
                items: EngineGrid.leaves("height: 80px", count: count)).timed
            let engine = TimedLayout(
                run: whole.run,
                frames: { run in
                    // The frames of the window's items, out of the whole grid's.
                    let all = whole.frames(run)
                    return window(FrontEndScenario.length(run: run)).map { all[$0.index] }
                })
            return PreparedFrontEndScenario(items: count, frontEnd: frontEnd, engine: engine)
        }
    }

    /// The container of an exyte-style `Grid(tracks: 10)` (spacing 5, `.fill`, centred)
    /// in CSS, `height` tall when given.
    static func exyteContainer(width: Double, height: Double?) -> (style: Style, available: AvailableSize) {
        var style = EngineGrid.style("""
            display: grid; gap: 5px; grid-template-columns: repeat(10, minmax(0, 1fr));
            grid-auto-rows: minmax(0, 1fr); justify-content: center; align-content: center;
            justify-items: center; align-items: center
            """)
        style.width = .points(width)
        var available = AvailableSize(width: .definite(width), height: .maxContent)
        if let height {
            style.height = .points(height)
            available.height = .definite(height)
        }
        return (style, available)
    }

    /// `Grid(tracks: 10) { GridGroup(0..<n) { … } }` of fixed-size colours or of words,
    /// in 1000 × 1,000,000 points.
    static func exyteGrid(fixed: Bool) -> [FrontEndScenario] {
        let content = fixed ? "Color.red.frame(width: 80, height: 20)" : "Text(word)"
        return lattice("Grid(tracks: 10) { \(content) }") { count in
            let items = { fixed ? EngineGrid.leaves("width: 80px; height: 20px", count: count)
                                : EngineGrid.textLeaves("", count: count) { Text(Words.word($0)) } }
            return LatticeRow(
                grid: {
                    let grid = Grid(tracks: 10) {
                        GridGroup(0..<count) { index in
                            if fixed {
                                Color.red.frame(width: 80, height: 20)
                            } else {
                                Text(Words.word(index))
                            }
                        }
                    }
                    return { grid.layout(in: Size(width: $0, height: 1_000_000)) }
                },
                engine: EngineGrid(container: { exyteContainer(width: $0, height: 1_000_000) }, items: items()),
                engineItems: items)
        }
    }

    /// SwiftUI's `Grid` of `GridRow`s of 10 words each.
    static var appleGrid: [FrontEndScenario] {
        lattice("Grid { GridRow { 10 × Text(word) } }") { count in
            let container = EngineGrid.style("""
                display: grid; gap: 8px; grid-template-columns: repeat(10, auto);
                justify-content: start; align-content: start; justify-items: center; align-items: center
                """)
            let items = { EngineGrid.textLeaves("", count: count) { Text(Words.word($0)) } }
            return LatticeRow(
                grid: {
                    let grid = Grid {
                        GridGroup(0..<((count + 9) / 10)) { row in
                            GridRow {
                                GridGroup(row * 10..<Swift.min(count, row * 10 + 10)) { Text(Words.word($0)) }
                            }
                        }
                    }
                    return { grid.layout(in: Size(width: $0, height: 1_000_000)) }
                },
                engine: EngineGrid(
                    container: { (container, AvailableSize(width: .definite($0), height: .definite(1_000_000))) },
                    items: items()),
                engineItems: items)
        }
    }

    /// `LazyVGrid` (or `LazyHGrid`) of 10 fixed or flexible columns (rows), or of
    /// columns of at least 80 points, of `Color.teal.frame(height: 80)` (`width:`).
    static func lazyGrid(vertical: Bool, _ size: GridItem.Size) -> [FrontEndScenario] {
        let gridItems: [GridItem]
        let columns: String
        switch size {
        case .adaptive:
            gridItems = [GridItem(size)]
            columns = "[GridItem(.adaptive(minimum: 80))]"
        case .fixed:
            gridItems = Array(repeating: GridItem(size), count: 10)
            columns = "10 × GridItem(.fixed(80))"
        case .flexible:
            gridItems = Array(repeating: GridItem(size), count: 10)
            columns = "10 × GridItem(.flexible())"
        }
        let name = vertical ? "LazyVGrid(columns: \(columns)) { Color.teal.frame(height: 80) }"
                            : "LazyHGrid(rows: \(columns)) { Color.teal.frame(width: 80) }"
        return lattice(name) { count in
            let items = { EngineGrid.leaves(vertical ? "height: 80px" : "width: 80px", count: count) }
            return LatticeRow(
                grid: {
                    if vertical {
                        let grid = LazyVGrid(columns: gridItems, spacing: 8) {
                            GridGroup(0..<count) { _ in Color.teal.frame(height: 80) }
                        }
                        return { grid.layout(in: Size(width: $0, height: 1_000_000)) }
                    }
                    let grid = LazyHGrid(rows: gridItems, spacing: 8) { GridGroup(0..<count) { _ in Color.teal.frame(width: 80) } }
                    return { grid.layout(in: Size(width: 1_000_000, height: $0)) }
                },
                engine: EngineGrid(
                    container: { lazyContainer(vertical: vertical, tracks: LazyGridTrack.resolve(gridItems, length: $0), length: $0) },
                    items: items()),
                engineItems: items)
        }
    }

    /// A lazy grid's container in CSS: its resolved tracks (8 apart), auto lines 8
    /// apart, the tracks centred in `length`.
    static func lazyContainer(vertical: Bool, tracks: [LazyGridTrack], length: Double)
        -> (style: Style, available: AvailableSize) {
        let list = EngineGrid.pixels(tracks.map(\.size))
        if vertical {
            var style = EngineGrid.style("""
                display: grid; gap: 8px; grid-template-columns: \(list); grid-auto-rows: auto;
                justify-content: center; align-content: start
                """)
            style.width = .points(length)
            return (style, AvailableSize(width: .definite(length), height: .maxContent))
        }
        var style = EngineGrid.style("""
            display: grid; gap: 8px; grid-template-rows: \(list); grid-auto-columns: auto;
            grid-auto-flow: column; align-content: center; justify-content: start
            """)
        style.height = .points(length)
        return (style, AvailableSize(width: .maxContent, height: .definite(length)))
    }

    /// `AdaptiveGrid { GridGroup(0..<n) { Text(word) } }`, adaptive or `.equalWidth()`.
    static func adaptiveGrid(equalWidth: Bool) -> [FrontEndScenario] {
        lattice("AdaptiveGrid { Text(word) }" + (equalWidth ? ".equalWidth()" : "")) { count in
            let texts = (0..<count).map { Text(Words.word($0)) }
            // The app works out its columns and row height on each run, as the grid does
            // (the texts' ideal widths once: no size changes them).
            let natural = texts.map { $0.sizeThatFits(.unspecified).width }
            let items = { EngineGrid.textLeaves("", count: count) { texts[$0] } }
            var engine = EngineGrid(
                container: { width in
                    adaptiveContainer(naturalWidths: natural, width: width, equalWidth: equalWidth) { index, offer in
                        texts[index].sizeThatFits(ProposedSize(width: offer, height: nil)).height
                    }
                },
                items: items())
            engine.containerPerRun = true
            return LatticeRow(
                grid: {
                    let grid = AdaptiveGrid { GridGroup(0..<count) { Text(Words.word($0)) } }.equalWidth(equalWidth)
                    return { grid.layout(in: Size(width: $0, height: 1_000_000)) }
                },
                engine: engine,
                engineItems: items)
        }
    }

    /// The container of an `AdaptiveGrid` of items of ideal widths `naturalWidths`, whose
    /// heights in a column `offer` wide are `height(index, offer)`.
    static func adaptiveContainer(naturalWidths: [Double], width: Double, equalWidth: Bool,
                                  height: (_ index: Int, _ offer: Double) -> Double)
        -> (style: Style, available: AvailableSize) {
        let columns = AdaptiveColumns(naturalWidths: naturalWidths, width: width, spacing: 8, equalWidth: equalWidth)
        var rowHeight = 0.0
        for index in naturalWidths.indices {
            rowHeight = Swift.max(rowHeight, height(index, columns.widths[index % columns.count]))
        }
        let rows = (naturalWidths.count + columns.count - 1) / columns.count
        let size = Size(width: columns.totalWidth, height: Double(rows) * rowHeight + 8 * Double(Swift.max(0, rows - 1)))
        // (Built as values, not parsed: an app works out these numbers on every layout.)
        var style = Style()
        style.display = .grid
        style.columnGap = .points(8)
        style.rowGap = .points(8)
        style.gridTemplateColumns = TrackList(columns.widths.map { TrackSize.points($0) })
        style.gridAutoRows = [.points(rowHeight)]
        style.justifyContent = .start
        style.alignContent = .start
        style.justifyItems = .center
        style.alignItems = .center
        style.width = .points(size.width)
        style.height = .points(size.height)
        return (style, AvailableSize(size))
    }
}
