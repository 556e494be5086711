import LatticeRender

// SwiftUI's Grid (the GridLayoutDemo app's three screens), AdaptiveGrid's
// previews and a LazyVGrid photo grid.

extension Gallery {
    static var appleExamples: [GalleryExample] {
        [
            sceneExample("swiftui-cell-alignment", "SwiftUI Grid: cells", api: .apple,
                         "GridRow cells aligned by their row and anchored one by one; a square spanning two columns; a divider across.",
                         [("", cellAlignments.items.count, { RenderScene(cellAlignments, in: Size(width: 390, height: 844)) })]),
            sceneExample("swiftui-alignment-overrides", "SwiftUI Grid: alignment overrides", api: .apple,
                         "The grid's leading alignment, overridden for a column (trailing), two rows (top, bottom) and one cell.",
                         [("", alignmentOverrides.items.count, { RenderScene(alignmentOverrides, in: Size(width: 390, height: 844)) })]),
            sceneExample("swiftui-table", "SwiftUI Grid: a table", api: .apple,
                         "Text records in columns as wide as their widest cell, dividers between records.",
                         [("", leadersTable.items.count, { RenderScene(leadersTable, in: Size(width: 358, height: 800)) })]),
            sceneExample("adaptive-tags", "AdaptiveGrid: tags", api: .adaptive,
                         "As many columns as the tags' natural widths allow, stretched to fill the width; or all equally wide.",
                         perRow: 2,
                         [("adaptive", tags.items.count, { RenderScene(tags, in: Size(width: 320, height: 400)) }),
                          (".equalWidth()", tags.items.count, { RenderScene(tags.equalWidth(), in: Size(width: 320, height: 400)) })]),
            sceneExample("adaptive-widths", "AdaptiveGrid: 300, 500, 700", api: .adaptive,
                         "The same labels at three widths, adaptive (left) and equal width (right).",
                         perRow: 2,
                         [300.0, 500, 700].flatMap { width in
                             [("adaptive, \(Int(width))", labels.items.count,
                               { @Sendable in RenderScene(labels, in: Size(width: width, height: 400)) }),
                              ("equal width, \(Int(width))", labels.items.count,
                               { @Sendable in RenderScene(labels.equalWidth(), in: Size(width: width, height: 400)) })]
                         }),
            sceneExample("lazy-photos", "LazyVGrid: photos", api: .lazy,
                         "An adaptive column (at least 80 points) repeated as often as it fits: square photos in a 375-point screen.",
                         [("", photos.items.count, { RenderScene(photos, in: Size(width: 375, height: 800)) })]),
        ]
    }

    /// A square of `side` points in `color`.
    private static func square(_ side: Double, _ color: Color) -> some GridContent {
        Rectangle().fill(color).frame(width: side, height: side)
    }

    /// GridLayoutDemo's first screen: cell alignments and spans.
    static var cellAlignments: Grid {
        Grid {
            GridRow(alignment: .top) {
                square(110, .blue).gridCellColumns(2)
                square(50, .orange)
                square(50, .green).gridCellAnchor(.bottom)
            }
            GridRow {
                square(50, .purple)
                square(50, .pink)
                square(50, .teal).gridCellColumns(2).gridCellAnchor(.trailing)
            }
            Divider().gridCellUnsizedAxes([.horizontal])
        }
    }

    /// GridLayoutDemo's second screen: grid, column, row and cell alignment.
    static var alignmentOverrides: Grid {
        Grid(alignment: .leading) {
            GridRow {
                square(100, .blue); square(50, .orange); square(50, .green); square(50, .purple)
            }
            GridRow(alignment: .top) {
                square(50, .orange); square(100, .green); square(50, .purple).gridColumnAlignment(.trailing); square(50, .blue)
            }
            GridRow(alignment: .bottom) {
                square(50, .green); square(50, .purple); square(100, .blue); square(50, .orange)
            }
            GridRow {
                square(100, .purple); square(50, .blue).gridCellAnchor(.bottomTrailing); square(50, .orange); square(50, .green)
            }
        }
    }

    /// GridLayoutDemo's third screen: a table of leaders with dividers.
    static var leadersTable: Grid {
        let leaders: [(first: String, last: String, country: String, population: Int)] = [
            ("Justin", "Trudeau", "Canada", 36_991_981),
            ("Joe", "Biden", "United States", 332_268_200),
            ("Volodymyr", "Zelenskyy", "Ukraine", 43_189_518),
            ("Olaf", "Scholtz", "Germany", 83_190_556),
            ("Vladimir", "Putin", "Russia", 146_171_015),
        ]
        return Grid(alignment: .leading) {
            GridRow {
                Text("Country")
                Text("Leader").gridCellColumns(2).gridCellAnchor(.center)
            }
            Divider().gridCellUnsizedAxes([.horizontal])
            ForEach(0..<leaders.count) { index in
                GridRow {
                    Text(leaders[index].country)
                    Text(leaders[index].first).gridColumnAlignment(.trailing)
                    Text(leaders[index].last)
                }
                GridRow {
                    Text("Population:")
                    Text("\(leaders[index].population)")
                }
                Divider().gridCellUnsizedAxes([.horizontal])
            }
        }
    }

    /// AdaptiveGrid's tags preview.
    static var tags: AdaptiveGrid {
        let names = ["SwiftUI", "iOS", "macOS", "Layout", "Grid", "Adaptive", "Custom", "View", "Protocol", "Design"]
        return AdaptiveGrid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
            ForEach(names, id: \.self) { Text($0).padding(8).background(Color.orange.opacity(0.35)) }
        }
    }

    /// AdaptiveGrid's main preview: labels of very different widths.
    static var labels: AdaptiveGrid {
        let texts = ["Short", "Medium Text", "Very Long Label Here", "Tiny", "Another One", "X",
                     "Some More Text", "End"]
        return AdaptiveGrid(horizontalSpacing: 8, verticalSpacing: 8) {
            ForEach(texts, id: \.self) { Text($0).padding(8).background(Color.blue.opacity(0.3)) }
        }
    }

    /// A LazyVGrid of square photos in adaptive columns.
    static var photos: LazyVGrid {
        let colors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal, .yellow, .indigo, .red, .mint, .cyan, .brown]
        return LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
            ForEach(0..<18) { index in
                colors[index % colors.count].opacity(0.8).frame(height: 88).overlay(Text("IMG_\(index + 1)"))
            }
        }
    }
}
