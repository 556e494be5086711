import Lattice

/// The engine's side of a row: a grid container and its items built directly as
/// `Node`s, as an app using `LatticeCore` alone would build them (one shared style
/// for items alike, content that knows its widths says so), laid out in the space
/// of each run.
struct EngineGrid {
    /// The container's style and the space it is laid out in, for a run's length.
    let container: (_ length: Double) -> (style: Style, available: AvailableSize)
    let items: [Node]
    /// Whether each run works out its container (timed), as an app does whose tracks
    /// come from its items' sizes (an adaptive grid's columns and row height); else
    /// the containers are made before the runs.
    var containerPerRun = false

    /// The trees laid out in turn, one per length of `cycle` (see
    /// ``FrontEndScenario/length(run:cycle:)``), sharing their items.
    private func variants(cycle: Int) -> [(node: Node, available: AvailableSize)] {
        (0..<cycle).map { run in
            let (style, available) = container(FrontEndScenario.length(run: run, cycle: cycle))
            return (Node(style: style, children: items), available)
        }
    }

    var timed: TimedLayout { timed(cycle: 2) }

    /// The layouts of run after run, through `cycle` lengths. With `items`, each run
    /// builds its items anew with it (as an app on the engine does when its content
    /// changes), then lays them out.
    func timed(cycle: Int, items: (() -> [Node])? = nil) -> TimedLayout {
        let variants = self.variants(cycle: cycle)
        return TimedLayout(
            run: { [container, containerPerRun] run, stop in
                var (node, available) = variants[run % cycle]
                if containerPerRun {
                    let (style, space) = container(FrontEndScenario.length(run: run, cycle: cycle))
                    (node.style, available) = (style, space)
                }
                if let items { node.children = items() }
                let layout = node.layout(available: available)
                withExtendedLifetime(layout) { stop() }
                return layout.frame.height
            },
            frames: { run in
                let variant = variants[run % cycle]
                return variant.node.layout(available: variant.available).children.map(\.frame)
            })
    }

    /// A style from CSS declarations written in this file's scenarios.
    static func style(_ css: String) -> Style {
        do {
            return try Style(css: css)
        } catch {
            preconditionFailure("invalid benchmark CSS \(css): \(error)")
        }
    }

    /// `count` leaves of one shared style (copies of one node).
    static func leaves(_ css: String, count: Int) -> [Node] {
        [Node](repeating: Node(style: style(css)), count: count)
    }

    /// Leaves of one shared style, each showing `text(index)`, measured as `Text`
    /// measures itself, with the widths it takes at `0` and with no width proposed as
    /// its intrinsic widths.
    static func textLeaves(_ css: String, count: Int, text: (Int) -> Text) -> [Node] {
        let template = Node(style: style(css))
        return (0..<count).map { index in
            var leaf = template
            leaf.measure = textMeasure(text(index))
            return leaf
        }
    }

    /// `text`'s sizing as an engine measure function.
    static func textMeasure(_ text: Text) -> Measure {
        let widths = Measure.IntrinsicWidths(minContent: text.sizeThatFits(ProposedSize(width: 0, height: nil)).width,
                                             maxContent: text.sizeThatFits(.unspecified).width)
        return Measure(intrinsicWidths: widths) { text.sizeThatFits(ProposedSize($0)) }
    }

    /// `lengths` as a track list in CSS: `80px 80px …`.
    static func pixels(_ lengths: [Double]) -> String {
        lengths.map { "\($0)px" }.joined(separator: " ")
    }
}

/// The words shown by text items: labels of 2 to 12 characters, in a fixed order.
enum Words {
    static let list = ["Grid", "Lattice", "layout", "Swift", "tracks", "column", "row", "engine", "CSS",
                       "measure", "benchmark", "at", "adaptive", "flexible", "spacing", "alignment",
                       "intrinsic", "content", "proposal", "frame", "subview", "placement", "go",
                       "cell"]

    static func word(_ index: Int) -> String { list[index % list.count] }
}

extension TimedLayout {
    /// A `Lattice` front-end's layout for a run's length.
    static func lattice(_ layout: @escaping (_ length: Double) -> GridLayoutResult) -> TimedLayout {
        TimedLayout(
            run: { run, stop in
                let result = layout(FrontEndScenario.length(run: run))
                withExtendedLifetime(result) { stop() }
                return result.size.height
            },
            frames: { run in layout(FrontEndScenario.length(run: run)).frames })
    }
}

extension TimedLayout {
    /// The first layout of a new `Lattice` grid each run: `make` makes the grid and
    /// returns its layout for a run's length. The next run's grid is made once the run
    /// has stopped the clock.
    static func firstLayouts(_ make: @escaping () -> (_ length: Double) -> GridLayoutResult) -> TimedLayout {
        let next = NextGrid(make())
        return TimedLayout(
            run: { run, stop in
                let result = next.layout(FrontEndScenario.length(run: run))
                withExtendedLifetime(result) { stop() }
                next.layout = make()
                return result.size.height
            },
            frames: { run in make()(FrontEndScenario.length(run: run)).frames })
    }

    /// The grid the next run lays out first.
    private final class NextGrid {
        var layout: (_ length: Double) -> GridLayoutResult

        init(_ layout: @escaping (_ length: Double) -> GridLayoutResult) {
            self.layout = layout
        }
    }
}
