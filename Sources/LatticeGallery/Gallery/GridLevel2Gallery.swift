import LatticeRender

// CSS Grid Level 2 in the front-ends: a form aligned on text baselines, cards
// whose rows line up through subgrid, and `order`.

extension Gallery {
    static var level2Examples: [GalleryExample] {
        [
            sceneExample("baseline-form", "Form on first baselines", api: .apple,
                         "Labels and fields of different fonts and paddings: .leadingFirstTextBaseline puts each label on "
                             + "the baseline of its field's text (left); .leading centres them (right).",
                         [(".leadingFirstTextBaseline", baselineForm(.leadingFirstTextBaseline).items.count,
                           { RenderScene(baselineForm(.leadingFirstTextBaseline), in: Size(width: 360, height: 260)) }),
                          (".leading", baselineForm(.leading).items.count,
                           { RenderScene(baselineForm(.leading), in: Size(width: 360, height: 260)) })]),
            sceneExample("subgrid-cards", "Cards on subgrid rows", api: .cssGrid,
                         "Each card is a subgrid spanning three rows of the page grid (grid-template-rows: subgrid): "
                             + "titles, bodies and buttons line up across cards (top); a grid per card does not (bottom).",
                         perRow: 1,
                         [("rows: \"subgrid\"", productCards(subgrid: true).itemCount,
                           { RenderScene(productCards(subgrid: true), in: Size(width: 480, height: 300)) }),
                          ("a grid per card", productCards(subgrid: false).itemCount,
                           { RenderScene(productCards(subgrid: false), in: Size(width: 480, height: 300)) })]),
            cssExample("order", "Order",
                       "Items placed in order-modified document order (CSS Grid §8.5): the fifth story, order −1, "
                           + "comes first and the ad, order 1, last; labels give the document order.",
                       newsOrder),
        ]
    }

    /// A form of labels and fields in different fonts and paddings, aligned by `alignment`.
    static func baselineForm(_ alignment: Alignment) -> Grid {
        let large = TextMetrics(characterWidth: 12, lineHeight: 24)   // baseline 18
        let small = TextMetrics(characterWidth: 6, lineHeight: 12)    // baseline 9
        let fieldColor = Color.blue.opacity(0.15)
        return Grid(alignment: alignment, horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
                Text("Name")
                Text("Ada Lovelace").metrics(large).padding(8).background(fieldColor)
            }
            GridRow {
                Text("Email").metrics(small)
                Text("ada@example.com").padding(6).background(fieldColor)
            }
            GridRow {
                Text("Born")
                Text("10 December 1815").metrics(small).padding(EdgeInsets(top: 14, leading: 6, bottom: 4, trailing: 6))
                    .background(fieldColor)
            }
            GridRow {
                Text("Notes").metrics(large)
                Text("Wrote the first program\npublished for a machine").padding(8).background(fieldColor)
            }
        }
    }

    /// Three product cards, each a grid of a title, a body and a button spanning
    /// three rows of the page grid: a subgrid of its rows, or a grid of its own.
    static func productCards(subgrid: Bool) -> CSSGrid {
        let products = [
            ("Lattice", "A CSS Grid engine in pure Swift."),
            ("A grid of grids", "Subgrids share their parent's tracks, so sibling cards line up row by row."),
            ("Baselines", "Labels and fields on one line."),
        ]
        let title = TextMetrics(characterWidth: 10, lineHeight: 20)
        return CSSGrid(columns: "repeat(3, 1fr)", gap: "12px") {
            for (name, summary) in products {
                CSSGrid("grid-row: span 3; padding: 10px; row-gap: 8px",
                        rows: subgrid ? "subgrid" : "auto auto auto") {
                    Text(name).metrics(title)
                    Text(summary)
                    Text("Buy").padding(6).background(Color.blue.opacity(0.35))
                        .gridItemStyle("justify-self: start; align-self: end")
                }
                .background(Color.orange.opacity(0.18))
            }
        }
    }

    /// Stories in document order 1–6; the fifth is moved first by `order: -1` and
    /// spans two columns, the ad (second) moved last by `order: 1`.
    public static var newsOrder: StyledDocument {
        gridDocument("order", "Order", width: 480, height: 320, [
                "padding": "10px",
                "gap": "10px",
                "grid-template-columns": "repeat(3, 1fr)",
                "grid-auto-rows": "80px",
            ], [
                StyledNode(label: "1", color: Color(red: 0.55, green: 0.71, blue: 0.94)),
                StyledNode(["order": "1"], label: "2 · ad · order 1", color: Color(red: 0.75, green: 0.69, blue: 0.60)),
                StyledNode(label: "3", color: Color(red: 0.58, green: 0.84, blue: 0.60)),
                StyledNode(label: "4", color: Color(red: 0.98, green: 0.73, blue: 0.45)),
                StyledNode(["order": "-1", "grid-column": "span 2"], label: "5 · breaking · order −1",
                           color: Color(red: 0.97, green: 0.62, blue: 0.68)),
                StyledNode(label: "6", color: Color(red: 0.80, green: 0.66, blue: 0.92)),
            ])
    }
}

extension CSSGrid {
    /// The number of items of the grid and of its nested grids: the nodes of its
    /// engine tree but its own.
    var itemCount: Int {
        node(for: .unspecified).subtreeCount - 1
    }
}
