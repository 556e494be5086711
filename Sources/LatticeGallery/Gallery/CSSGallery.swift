import LatticeRender

// Classic CSS grid layouts, written as CSS for the engine directly.

extension Gallery {
    static var cssExamples: [GalleryExample] {
        [cssExample("page-layout", "Page layout",
                    "Named areas: a header and footer across two columns, a sidebar beside the main content.",
                    pageLayout),
         cssExample("dashboard", "Dashboard",
                    "Four equal columns, fixed-height rows, cards spanning columns and rows.",
                    dashboard)]
    }

    static func cssExample(_ name: String, _ title: String, _ summary: String,
                           _ document: StyledDocument) -> GalleryExample {
        GalleryExample(name: name, title: title, summary: summary, api: .css, itemCount: document.itemCount,
                       document: document) {
            (try? document.scene()) ?? RenderScene(size: .zero)
        }
    }

    /// A CSS example's document: a grid `width` points wide with `style`, holding
    /// `children`, laid out in `width` × `height`.
    static func gridDocument(_ name: String, _ title: String, width: Double, height: Double,
                             _ style: [String: String], _ children: [StyledNode]) -> StyledDocument {
        StyledDocument(name: name, title: title, available: AvailableSize(Size(width: width, height: height)),
                       root: StyledNode(style.merging(["display": "grid", "width": "\(Int(width))px"]) { $1 },
                                        children: children))
    }

    /// The "holy grail" page: header, sidebar, main and footer placed by `grid-template-areas`.
    public static var pageLayout: StyledDocument {
        gridDocument("page-layout", "Page layout", width: 640, height: 420, [
                "height": "420px",
                "padding": "8px",
                "gap": "8px",
                "grid-template-columns": "160px 1fr",
                "grid-template-rows": "56px 1fr 40px",
                "grid-template-areas": "\"header header\" \"sidebar main\" \"footer footer\"",
            ], [
                StyledNode(["grid-area": "header"], label: "header", color: Color(red: 0.55, green: 0.71, blue: 0.94)),
                StyledNode(["grid-area": "sidebar", "padding": "8px"], label: "sidebar",
                           color: Color(red: 0.58, green: 0.84, blue: 0.60),
                           text: "Home About Products Contact"),
                StyledNode(["grid-area": "main", "padding": "8px"], label: "main",
                           color: Color(red: 0.98, green: 0.87, blue: 0.44),
                           text: lorem(300)),
                StyledNode(["grid-area": "footer"], label: "footer", color: Color(red: 0.80, green: 0.66, blue: 0.92)),
            ])
    }

    /// A dashboard: `repeat(4, 1fr)` columns, 90 px rows, cards spanning both ways.
    public static var dashboard: StyledDocument {
        func card(_ label: String, _ placement: [String: String], _ color: Color) -> StyledNode {
            StyledNode(placement, label: label, color: color)
        }
        return gridDocument("dashboard", "Dashboard", width: 640, height: 480, [
                "padding": "10px",
                "gap": "10px",
                "grid-template-columns": "repeat(4, 1fr)",
                "grid-auto-rows": "90px",
                "grid-auto-flow": "row dense",
            ], [
                card("Revenue", ["grid-column": "span 2"], Color(red: 0.55, green: 0.71, blue: 0.94)),
                card("Users", [:], Color(red: 0.58, green: 0.84, blue: 0.60)),
                card("Orders", [:], Color(red: 0.98, green: 0.73, blue: 0.45)),
                card("Traffic chart", ["grid-column": "span 3", "grid-row": "span 2"], Color(red: 0.80, green: 0.66, blue: 0.92)),
                card("Alerts", ["grid-row": "span 2"], Color(red: 0.97, green: 0.62, blue: 0.68)),
                card("Map", ["grid-column": "1 / 3", "grid-row": "span 2"], Color(red: 0.49, green: 0.84, blue: 0.84)),
                card("Top pages", ["grid-column": "span 2"], Color(red: 0.98, green: 0.87, blue: 0.44)),
                card("Errors", [:], Color(red: 0.75, green: 0.69, blue: 0.60)),
                card("Latency", [:], Color(red: 0.55, green: 0.71, blue: 0.94)),
            ])
    }
}
