import Testing
@testable import LatticeCore

/// A small deterministic generator (SplitMix64), so failures reproduce.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Lengths a caller of the Swift API might pass by mistake.
private let hostileNumbers: [Double] = [.nan, .infinity, -.infinity, -50, 0, 1e300, -1e300, 1e-300, 12, 100]

private func hostileStyle(_ random: inout SplitMix, grid: Bool) -> Style {
    func number() -> Double { hostileNumbers.randomElement(using: &random)! }
    func length() -> LengthPercentage { Bool.random(using: &random) ? .points(number()) : .percent(number()) }
    func dimension() -> BoxDimension {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .auto
        case 1: return .points(number())
        case 2: return .percent(number())
        case 3: return .minContent
        default: return .fitContent
        }
    }
    var style = Style()
    style.display = grid ? .grid : .block
    style.width = dimension()
    style.height = dimension()
    style.minWidth = dimension()
    style.maxHeight = dimension()
    style.aspectRatio = Bool.random(using: &random) ? number() : nil
    style.padding = Edges(all: length())
    style.border = Edges(top: length(), right: .zero, bottom: length(), left: .zero)
    style.margin = Edges(all: .points(number()))
    style.scrollbarWidth = number()
    style.overflowY = Bool.random(using: &random) ? .scroll : .visible
    style.columnGap = length()
    style.rowGap = length()
    style.gridTemplateColumns = TrackList(entries: [
        .track(.points(number())), .track(.fr(number())),
        .repeat(.autoFill, tracks: [.minmax(.fixed(length()), .flex(number()))], lineNames: [[], []]),
        .track(.fitContent(length())),
    ])
    style.gridTemplateRows = TrackList([.percent(number()), .auto, .fr(number())])
    style.gridColumn = GridPlacement(start: .line(Int.random(in: -20...20, using: &random) | 1),
                                     end: .span(Int.random(in: 1...5, using: &random)))
    style.gridRow = Bool.random(using: &random) ? .span(Int.random(in: 1...50, using: &random)) : .auto
    style.position = Int.random(in: 0..<6, using: &random) == 0 ? .absolute : .relative
    style.inset = Edges(all: .points(number()))
    return style
}

@Test func nonFiniteAndHugeNumbersNeverTrapAndGiveFiniteFrames() {
    var random = SplitMix(state: 2026)
    for _ in 0..<300 {
        let children = (0..<Int.random(in: 0...6, using: &random)).map { _ -> Node in
            let nested = Int.random(in: 0..<4, using: &random) == 0
            let leaf = Node(style: hostileStyle(&random, grid: false),
                            measure: Measure { _ in Size(width: .nan, height: .infinity) })
            return Node(style: hostileStyle(&random, grid: nested), children: nested ? [leaf] : [],
                        measure: nested ? nil : Measure { input in
                            WordsContent(widths: [30, 1e300, .nan], lineHeight: .infinity).measure(input)
                        })
        }
        let root = Node(style: hostileStyle(&random, grid: true), children: children)
        let space = hostileNumbers.randomElement(using: &random)!
        let layout = root.layout(available: AvailableSize(width: .definite(space), height: .definite(space)))
        var frames: [Rect] = []
        func collect(_ node: NodeLayout) {
            frames.append(node.frame)
            node.children.forEach(collect)
        }
        collect(layout)
        for frame in frames {
            #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                    "a frame is not finite: \(frame)")
            #expect(frame.width >= 0 && frame.height >= 0, "a frame has a negative size: \(frame)")
        }
    }
}

@Test func hugeLengthsAreClampedToTheLargestLength() {
    var style = Style()
    style.display = .grid
    style.width = .points(1e300)
    style.gridTemplateColumns = TrackList([.points(.infinity), .points(40)])
    let layout = Node(style: style, children: [Node(), Node()]).layout(available: .maxContent)
    // 1e300 is clamped to 1e9; the infinite track counts as zero, so the second
    // column starts at the left edge.
    #expect(layout.frame.width == largestLength)
    #expect(layout.children[1].frame.x == 0)
    #expect(layout.children[1].frame.width == 40)
}
