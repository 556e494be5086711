import Testing
@testable import LatticeCore

/// `display: grid-lanes` laid out: placement in the lanes, the lanes' sizes, alignment in
/// the stacking axis, row lanes, intrinsic sizes (SCHEMA.md "Grid lanes").
struct GridLanesLayoutTests {
    private func node(_ css: [String: String], _ children: [Node] = []) throws -> Node {
        Node(style: try Style(css: css), children: children)
    }

    private func box(_ css: [String: String]) throws -> Node { try node(css) }

    private func frames(_ layout: NodeLayout) -> [Rect] { layout.children.map(\.frame) }

    private let width400 = AvailableSize(width: .definite(400), height: .maxContent)

    @Test func flowToleranceNormalIsOneEmOfTheContainersOwnFontSize() throws {
        // Lanes 100 wide; items 100 and 90 tall fill them; the third goes to lane 1 (at
        // 90) without tolerance. `normal` is 1em: 16 px with `font-size: 16px`, so both
        // lanes are tied (100 <= 90 + 16) and the cursor, past both, sends it to lane 0.
        func third(_ extra: [String: String]) throws -> Rect {
            var css = ["display": "grid-lanes", "width": "200px", "grid-template-columns": "100px 100px"]
            css.merge(extra) { $1 }
            let root = try node(css, [try box(["height": "100px"]), try box(["height": "90px"]), try box(["height": "10px"])])
            return root.layout(available: width400).children[2].frame
        }
        #expect(try third([:]) == Rect(x: 100, y: 90, width: 100, height: 10))
        #expect(try third(["font-size": "16px"]) == Rect(x: 0, y: 100, width: 100, height: 10))
        #expect(try third(["font-size": "16px", "flow-tolerance": "0.5em"]) == Rect(x: 100, y: 90, width: 100, height: 10))
        #expect(try third(["flow-tolerance": "10px"]) == Rect(x: 0, y: 100, width: 100, height: 10))
        // A percentage of the grid axis: 5% of 200 = 10.
        #expect(try third(["flow-tolerance": "5%"]) == Rect(x: 0, y: 100, width: 100, height: 10))
        #expect(try third(["flow-tolerance": "infinite"]) == Rect(x: 0, y: 100, width: 100, height: 10))
    }

    @Test func explicitLanesNegativeLinesAndImplicitLanes() throws {
        // Lanes 50 50 50 explicit, then implicit 20 px lanes (grid-auto-columns) for
        // `grid-column: 5`: lane 4 at 150, lane 5 at 170.
        let root = try node(["display": "grid-lanes", "width": "190px", "grid-template-columns": "50px 50px 50px",
                             "grid-auto-columns": "20px"], [
            try box(["height": "10px", "grid-column": "-2"]),           // line 3: lane 3, at 0
            try box(["height": "20px", "grid-column": "2 / span 2"]),   // lanes 2-3 at max(0, 10) = 10
            try box(["height": "30px", "grid-column": "5"]),            // implicit lane 5, at 0
            try box(["height": "5px"]),                                  // lanes at 0, 30, 30, 0, 30: lane 1
            try box(["height": "5px"]),                                  // lanes at 5, 30, 30, 0, 30: lane 4
        ])
        let layout = root.layout(available: width400)
        #expect(frames(layout) == [
            Rect(x: 100, y: 0, width: 50, height: 10),
            Rect(x: 50, y: 10, width: 100, height: 20),
            Rect(x: 170, y: 0, width: 20, height: 30),
            Rect(x: 0, y: 0, width: 50, height: 5),
            Rect(x: 150, y: 0, width: 20, height: 5),
        ])
        // The stack's extent: 30, the end of items 2 and 3.
        #expect(layout.frame.height == 30)
    }

    @Test func anAutoPlacedSpanningItemSizesTheLanesOfEveryWindow() throws {
        // Three auto lanes under a max-content constraint; a 300 px item spanning two.
        // In a grid it would stand in lanes 1-2 only (150 + 150 + 0 = 300 wide). Here it
        // stands in lanes 1-2 and in lanes 2-3 (§12.5 step 3): each window shares its 300
        // equally, every lane takes the larger planned increase, 150, so 450 wide.
        let root = try node(["display": "grid-lanes", "grid-template-columns": "auto auto auto"], [
            try box(["width": "300px", "height": "10px", "grid-column": "span 2"]),
        ])
        let layout = root.layout(available: .maxContent)
        #expect(layout.frame.width == 450)
        #expect(layout.columns?.sizes == [150, 150, 150])
        #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 300, height: 10))
    }

    @Test func explicitlyPlacedItemsSizeOnlyTheirOwnLanes() throws {
        // Lane 1 holds the auto-placed 40 px item only; lane 2 both items: 40 + 100.
        let root = try node(["display": "grid-lanes", "grid-template-columns": "auto auto"], [
            try box(["width": "40px", "height": "10px"]),
            try box(["width": "100px", "height": "10px", "grid-column": "2"]),
        ])
        let layout = root.layout(available: .maxContent)
        #expect(layout.columns?.sizes == [40, 100])
        #expect(layout.frame.width == 140)
    }

    @Test func fixedAndFlexibleLanesAreSizedWithoutTheItems() throws {
        // 1200 - 6 × 8 gaps = 1152 over auto-fill lanes of at least 160: 7 lanes of 1152 / 7.
        let root = try node(["display": "grid-lanes", "width": "1200px", "gap": "8px",
                             "grid-template-columns": "repeat(auto-fill, minmax(160px, 1fr))"],
                            [try box(["width": "900px", "height": "10px"])])
        let layout = root.layout(available: AvailableSize(width: .definite(1200), height: .maxContent))
        let sizes = try #require(layout.columns?.sizes)
        #expect(sizes.count == 7)
        for size in sizes { #expect(abs(size - 1152.0 / 7) < 1e-9) }
        #expect(layout.children[0].frame.width == 900)
    }

    @Test func itemsAlignInTheRoomAfterThemInTheStackingAxis() throws {
        // Lanes 100 100, row gap 10, content height 200. Positions: A lane 1 at 0 (lane 1
        // -> 60); D lane 2 at 0 (-> 20); B both lanes at max(60, 20) = 60 (-> 90); E lane
        // 1 at 90; F lane 2 at 90.
        // Rooms: D until B, less the gap: 60 - 10 = 50, so `end` puts it at 50 - 10 = 40.
        // B until E and F (90) less the gap: 20, its own height. E and F are the last of
        // their lanes: until the content end, 200 - 90 = 110; E stretches to 110, F is
        // centred: 90 + (110 - 20) / 2 = 135.
        let root = try node(["display": "grid-lanes", "height": "200px", "row-gap": "10px",
                             "grid-template-columns": "100px 100px"], [
            try box(["height": "50px", "grid-column": "1"]),
            try box(["height": "10px", "grid-column": "2", "align-self": "end"]),
            try box(["height": "20px", "grid-column": "1 / span 2"]),
            try box(["grid-column": "1", "align-self": "stretch"]),
            try box(["height": "20px", "grid-column": "2", "align-self": "center"]),
        ])
        let layout = root.layout(available: width400)
        #expect(frames(layout) == [
            Rect(x: 0, y: 0, width: 100, height: 50),
            Rect(x: 100, y: 40, width: 100, height: 10),
            Rect(x: 0, y: 60, width: 200, height: 20),
            Rect(x: 0, y: 90, width: 100, height: 110),
            Rect(x: 100, y: 135, width: 100, height: 20),
        ])
    }

    @Test func alignContentMovesTheStackAsAWhole() throws {
        // Two items of 30 and 50 side by side: the stack is 50 tall in 200.
        func firstY(_ alignment: String) throws -> Double {
            let root = try node(["display": "grid-lanes", "height": "200px", "align-content": alignment,
                                 "grid-template-columns": "100px 100px"],
                                [try box(["height": "30px"]), try box(["height": "50px"])])
            return root.layout(available: width400).children[0].frame.y
        }
        #expect(try firstY("start") == 0)
        #expect(try firstY("space-between") == 0)
        #expect(try firstY("end") == 150)
        #expect(try firstY("center") == 75)
        #expect(try firstY("space-evenly") == 75)
    }

    @Test func rowLanesStackInTheInlineDirectionAndTheirWidthIsTheStack() throws {
        // Lanes 30 30 tall; items 40, 60, 30 wide with a column gap of 5: A in lane 1 at 0
        // (-> 45), B in lane 2 at 0 (-> 65), C in lane 1 at 45. The stack reaches 75, the
        // container's min-content and max-content width alike.
        func layout(_ available: AvailableSize, rtl: Bool = false) throws -> NodeLayout {
            var css = ["display": "grid-lanes", "grid-lanes-direction": "row", "column-gap": "5px",
                       "grid-template-rows": "30px 30px"]
            if rtl { css["direction"] = "rtl" }
            return try node(css, [try box(["width": "40px"]), try box(["width": "60px"]), try box(["width": "30px"])])
                .layout(available: available)
        }
        let wide = try layout(AvailableSize(width: .maxContent, height: .maxContent))
        #expect(wide.frame.size == Size(width: 75, height: 60))
        #expect(frames(wide) == [
            Rect(x: 0, y: 0, width: 40, height: 30),
            Rect(x: 0, y: 30, width: 60, height: 30),
            Rect(x: 45, y: 0, width: 30, height: 30),
        ])
        #expect(try layout(AvailableSize(width: .minContent, height: .maxContent)).frame.width == 75)
        // Right to left: from the right edge, 75 - 40 = 35 for A.
        #expect(try layout(AvailableSize(width: .maxContent, height: .maxContent), rtl: true).children[0].frame.x == 35)
        // `normal` picks rows when only grid-template-rows is set.
        #expect(try Style(css: ["display": "grid-lanes", "grid-template-rows": "30px"]).gridLanesAxis == .vertical)
    }

    @Test func autoFitLanesCollapseOnlyWhenNoItemCanFallIntoThem() throws {
        // repeat(auto-fit, 50px) in 200 with 10 px gaps: 3 lanes (3 × 50 + 2 × 10 = 170).
        // Items in lanes 1 and 3 only: lane 2 collapses with its gaps, lane 3 starts at 60.
        // An auto-placed item could fall into any lane: nothing collapses, lane 3 at 120.
        func thirdLaneX(withAutoItem: Bool) throws -> Double {
            var children = [try box(["height": "10px", "grid-column": "1"]), try box(["height": "10px", "grid-column": "3"])]
            if withAutoItem { children.append(try box(["height": "10px"])) }
            let root = try node(["display": "grid-lanes", "width": "200px", "column-gap": "10px",
                                 "grid-template-columns": "repeat(auto-fit, 50px)"], children)
            return root.layout(available: width400).children[1].frame.x
        }
        #expect(try thirdLaneX(withAutoItem: false) == 60)
        #expect(try thirdLaneX(withAutoItem: true) == 120)
    }

    @Test func gridAutoFlowHasNoEffect() throws {
        func frames(_ flow: String?) throws -> [Rect] {
            var css = ["display": "grid-lanes", "width": "200px", "grid-template-columns": "100px 100px"]
            css["grid-auto-flow"] = flow
            let root = try node(css, [try box(["height": "30px"]), try box(["height": "10px"]), try box(["height": "10px"])])
            return self.frames(root.layout(available: width400))
        }
        let plain = try frames(nil)
        #expect(plain[2] == Rect(x: 100, y: 10, width: 100, height: 10))
        #expect(try frames("column dense") == plain)
        #expect(try frames("row dense") == plain)
    }

    @Test func anAbsolutelyPositionedChildFindsLanesAndTheStacksEdges() throws {
        // Padding 10; lanes 100 100 from x = 10; one 50 px item: the stack runs from 10 to
        // 60. Lines 2 / 3 bound lane 2, x 110 ..< 210; rows 1 / 2 are the stack's edges.
        // (An `auto` end line would be the padding edge, as in grid: 220.)
        let root = try node(["display": "grid-lanes", "width": "220px", "padding": "10px",
                             "grid-template-columns": "100px 100px"], [
            try box(["height": "50px"]),
            try box(["position": "absolute", "grid-column": "2 / 3", "grid-row": "1 / 2", "inset": "0"]),
        ])
        let layout = root.layout(available: width400)
        #expect(layout.children[1].frame == Rect(x: 110, y: 10, width: 100, height: 50))
        #expect(layout.frame.height == 70)
    }

    @Test func aGridLanesContainerIsAnItemOfAGridAndTheOtherWayRound() throws {
        // The grid's 1fr column is 300 wide; the inner grid-lanes has two 1fr lanes of 150.
        // Its items: 40 tall in lane 1, 20 in lane 2, then 30 in lane 2 (at 20): 50 tall.
        let lanes = try node(["display": "grid-lanes", "grid-template-columns": "1fr 1fr"],
                             [try box(["height": "40px"]), try box(["height": "20px"]), try box(["height": "30px"])])
        let grid = try node(["display": "grid", "width": "300px", "grid-template-columns": "1fr"], [lanes])
        let layout = grid.layout(available: width400)
        #expect(layout.children[0].frame == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(frames(layout.children[0]) == [
            Rect(x: 0, y: 0, width: 150, height: 40),
            Rect(x: 150, y: 0, width: 150, height: 20),
            Rect(x: 150, y: 20, width: 150, height: 30),
        ])
    }

    @Test func theReadmesMasonryExampleLaysOutAsItSays() throws {
        // 400 px, gaps 8: auto-fill lanes of at least 120: 3 (3 × 120 + 2 × 8 <= 400 <
        // 4 × 120 + 3 × 8), each (400 - 16) / 3 = 128, at 0, 136 and 272. The 150 px photo
        // takes lane 1 (0 -> 158), the 90 px one lane 2 (0 -> 98); the span of two starts
        // at max(158, 98) = 158 from lane 1 and max(98, 0) = 98 from lane 2: lanes 2-3 at
        // 98 (-> 226); the 60 px photo then lane 1 at 158 (-> 226).
        let photos = Node(style: try Style(css: """
            display: grid-lanes; width: 400px; gap: 8px; flow-tolerance: 10px;
            grid-template-columns: repeat(auto-fill, minmax(120px, 1fr))
            """), children: [
            Node(style: try Style(css: "height: 150px")),
            Node(style: try Style(css: "height: 90px")),
            Node(style: try Style(css: "height: 120px; grid-column: span 2")),
            Node(style: try Style(css: "height: 60px")),
        ])
        let available = AvailableSize(width: .definite(400), height: .maxContent)
        let layout = photos.layout(available: available)
        #expect(layout.columns?.sizes == [128, 128, 128])
        #expect(layout.children[2].frame == Rect(x: 136, y: 98, width: 264, height: 120))
        #expect(layout.children[3].frame == Rect(x: 0, y: 158, width: 128, height: 60))
        // Every lane ends at 226; the cursor is at lane 2 (after the last photo, in lane 1).
        let (laidOut, positions) = photos.layoutWithRunningPositions(available: available)
        var lanes = try #require(positions)
        let next = lanes.append(span: 1, size: 100)
        #expect(next == .init(lanes: 1 ..< 2, position: 226))
        #expect(laidOut.rows?.offsets[0] == 0)
        #expect(laidOut.columns?.offsets[1] == 136)
    }

    @Test func itemsArePlacedInOrderModifiedDocumentOrder() throws {
        // Order 0 (C), 1 (B), 2 (A): C takes lane 1 at 0, B lane 2 at 0, A the shorter
        // lane 1 at 20. The layout lists the children in document order.
        let root = try node(["display": "grid-lanes", "width": "200px", "grid-template-columns": "100px 100px"], [
            try box(["height": "10px", "order": "2"]),
            try box(["height": "50px", "order": "1"]),
            try box(["height": "20px"]),
        ])
        #expect(frames(root.layout(available: width400)) == [
            Rect(x: 0, y: 20, width: 100, height: 10),
            Rect(x: 100, y: 0, width: 100, height: 50),
            Rect(x: 0, y: 0, width: 100, height: 20),
        ])
    }
}
