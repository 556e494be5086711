import LatticeRender

// exyte/Grid's example app screens, written with Lattice's exyte-style `Grid`.

extension Gallery {
    /// exyte's Calculator in portrait: four tracks, the operators pinned to the
    /// last column, `0` spanning two columns.
    ///
    /// ```swift
    /// print(RenderScene(Gallery.calculator, in: Gallery.calculatorSize).text(columns: 50))
    /// ```
    public static var calculator: Grid {
        Grid(tracks: 4, spacing: 12) {
            GridGroup(["÷", "×", "−", "+", "="], id: \.self) {
                calculatorButton($0, Color.orange).gridStart(column: 3)
            }
            calculatorButton("%", .functionKey)
            calculatorButton("±", .functionKey)
            calculatorButton("AC", .functionKey)
            GridGroup(1..<10) { calculatorButton("\($0)", .digitKey) }
            calculatorButton("0", .digitKey).gridSpan(column: 2)
            calculatorButton(".", .digitKey)
        }
    }

    /// The size the calculator is shown at: 4 columns of 66 and 5 rows of 60 with 12 between.
    public static let calculatorSize = Size(width: 300, height: 348)

    static var exyteExamples: [GalleryExample] {
        [
            gridExample("calculator", "Calculator",
                        "exyte's calculator: operators pinned to the last column with gridStart, 0 spanning two columns.",
                        [("", calculator, calculatorSize)]),
            gridExample("spans", "Spans",
                        "Items spanning columns and rows, across fixed, flexible and content-sized tracks.",
                        [("fr(1) · pt(150) · fr(2)", spansColors, Size(width: 310, height: 520)),
                         ("fr(1) · fit · fit", spansCards, Size(width: 400, height: 320))]),
            gridExample("starts", "Starts",
                        "Explicit starts on a column, a row or both; the rest placed automatically.",
                        [("", starts, Size(width: 320, height: 400))]),
            gridExample("flow", "Flow",
                        "The same fifteen items flowing in rows (five columns) and in columns (five rows).",
                        [("flow: .rows", flow(.rows), Size(width: 300, height: 190)),
                         ("flow: .columns", flow(.columns), Size(width: 300, height: 190))]),
            GalleryExample(name: "flow-animation", title: "Flow, animated",
                           summary: "The fifteen items moving from rows to columns and back: a grid's gridAnimation, "
                               + "its items matched by id between two layouts (SceneTransition, SVG with SMIL).",
                           api: .exyte, itemCount: 15) {
                SceneTransition(from: flow(.rows).gridAnimation(.easeInOut(duration: 0.8)), to: flow(.columns),
                                in: Size(width: 300, height: 190), repeats: true, pause: 1)
            },
            gridExample("content-mode", "Content mode",
                        "Fill divides the height among the rows; scroll sizes rows to their content.",
                        [("contentMode: .fill", contentMode(.fill), Size(width: 360, height: 480)),
                         ("contentMode: .scroll", contentMode(.scroll), Size(width: 360, height: 480))]),
            gridExample("packing", "Packing",
                        "Sparse packing keeps the order and leaves holes; dense packing fills them.",
                        [("packing: .sparse", packing(.sparse), Size(width: 280, height: 180)),
                         ("packing: .dense", packing(.dense), Size(width: 280, height: 180))]),
            gridExample("spacing", "Spacing",
                        "Spacing is the gap between tracks, equal or different per axis.",
                        perRow: 3,
                        [("spacing: 0", spacing(0), Size(width: 220, height: 200)),
                         ("spacing: 10", spacing(10), Size(width: 220, height: 200)),
                         ("spacing: [20, 4]", spacing([20, 4]), Size(width: 220, height: 200))]),
            gridExample("alignment", "Alignment",
                        "Each item aligned in its cell; fixed tracks aligned in a larger grid.",
                        [("gridItemAlignment", itemAlignment, Size(width: 390, height: 240)),
                         ("gridContentAlignment(.bottomTrailing)", contentAlignment, Size(width: 390, height: 240))]),
        ]
    }

    static func calculatorButton(_ symbol: String, _ color: Color) -> some GridContent {
        color.overlay(Text(symbol))
    }

    /// exyte README "Spans", with colours.
    static var spansColors: Grid {
        Grid(tracks: [.fr(1), .pt(150), .fr(2)]) {
            Color.blue.gridSpan(column: 2)
            Color.purple.gridSpan(row: 2)
            Color.red
            Color.cyan
            Color.green.gridSpan(column: 2, row: 3)
            Color.orange
            Color.pink.gridSpan(row: 2)
        }
    }

    /// exyte's SpansExample: text cards across fixed, flexible and fitted tracks.
    static var spansCards: Grid {
        Grid(tracks: [.fr(1), .fit, .fit], spacing: 10) {
            card(lorem(26), .red)
            card(lorem(30), .orange).frame(maxWidth: 70)
            card(lorem(120), .green).frame(maxWidth: 100).gridSpan(column: 1, row: 2)
            card(lorem(160), .pink).gridSpan(column: 2, row: 1)
            card(lorem(190), .cyan).gridSpan(column: 3, row: 1)
        }
    }

    /// exyte's VCardView: padded text on its colour filling the cell.
    static func card(_ text: String, _ color: Color) -> GridItemModified<Padding<Text>> {
        Text(text).padding(5).gridCellBackground { _ in color.opacity(0.35) }
    }

    /// exyte README "Starts".
    static var starts: Grid {
        Grid(tracks: [.pt(50), .fr(1), .fr(1.5), .fit]) {
            GridGroup(0..<6) { _ in Color.black }
            Color.brown.gridSpan(column: 3)
            Color.blue.gridSpan(column: 2)
            Color.orange.gridSpan(row: 3)
            Color.red.gridStart(row: 1).gridSpan(column: 2, row: 2)
            Color.yellow.gridStart(row: 2)
            Color.purple.frame(maxWidth: 50).gridStart(column: 3, row: 0).gridSpan(row: 9)
            Color.green.gridSpan(column: 2, row: 3)
            Color.cyan
            Color.gray.gridStart(column: 2)
        }
    }

    /// exyte README "Flow".
    static func flow(_ flow: GridFlow) -> Grid {
        Grid(0..<15, tracks: 5, flow: flow, spacing: 5) {
            ($0.isMultiple(of: 2) ? Color.black : Color.orange).overlay(Text("\($0)"))
        }
    }

    /// exyte's ContentModeExample.
    static func contentMode(_ mode: GridContentMode) -> Grid {
        let models: [(length: Int, span: GridSpan, color: Color)] = [
            (30, [1, 1], .red), (50, [1, 1], .orange), (20, [1, 1], .yellow), (100, [2, 1], .green),
            (150, [1, 1], .mint), (75, [1, 1], .teal), (155, [1, 1], .cyan), (150, [1, 2], .blue),
            (160, [2, 1], .indigo), (300, [3, 1], .purple),
        ]
        return Grid(0..<models.count, tracks: 3) {
            card(lorem(models[$0].length), models[$0].color).gridSpan(models[$0].span)
        }
        .gridContentMode(mode)
    }

    /// exyte README "Packing".
    static func packing(_ packing: GridPacking) -> Grid {
        Grid(tracks: 4) {
            Color.red
            Color.black.gridSpan(column: 4)
            Color.purple
            Color.orange
            Color.green
        }
        .gridPacking(packing)
    }

    /// exyte README "Spacing": items spanning 1 to 3 columns, densely packed.
    static func spacing(_ spacing: GridSpacing) -> Grid {
        let colors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal, .yellow, .indigo, .red]
        return Grid(0..<colors.count, tracks: 3, spacing: spacing) {
            colors[$0].gridSpan(column: Swift.max(1, $0 % 4))
        }
        .gridPacking(.dense)
    }

    /// Every item aligned differently in its cell, its cell tinted behind it.
    static var itemAlignment: Grid {
        let alignments: [(String, Alignment)] = [
            ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
            ("leading", .leading), ("center", .center), ("trailing", .trailing),
            ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
        ]
        return Grid(0..<alignments.count, tracks: 3) {
            Text(alignments[$0].0)
                .padding(4)
                .background(Color.orange)
                .gridItemAlignment(alignments[$0].1)
                .gridCellBackground { _ in Color.orange.opacity(0.2) }
        }
    }

    /// Fixed tracks smaller than the grid, placed at its bottom trailing corner.
    static var contentAlignment: Grid {
        Grid(tracks: [.pt(80), .pt(80), .pt(80)], spacing: 8) {
            GridGroup(0..<6) { index in Color.blue.opacity(0.3 + 0.1 * Double(index)).overlay(Text("\(index + 1)")) }
        }
        .gridAutoTracks([.pt(60)])
        .gridContentMode(.fill)
        .gridContentAlignment(.bottomTrailing)
    }
}

extension Color {
    /// exyte's calculator keys.
    static let functionKey = Color(red: 0xA4 / 255, green: 0xA5 / 255, blue: 0xA6 / 255)
    static let digitKey = Color(red: 0x32 / 255, green: 0x33 / 255, blue: 0x34 / 255)
}
