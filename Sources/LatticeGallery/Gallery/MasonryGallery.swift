import LatticeRender

// MasonryGrid (CSS grid-lanes): a photo wall with spans, the same items at three
// widths, and the lazy window over 100,000 items.

extension Gallery {
    static var masonryExamples: [GalleryExample] {
        [
            sceneExample("masonry-photos", "MasonryGrid: a photo wall", api: .masonry,
                         "Photos of many heights in adaptive lanes of at least 140 points, each in the lane that ends first; panoramas span two lanes.",
                         [("", photoWall.items.count, { RenderScene(photoWall, in: Size(width: 700, height: 0)) })]),
            sceneExample("masonry-widths", "MasonryGrid: 320, 500, 700", api: .masonry,
                         "The same photos at three widths: two, three and four lanes.",
                         perRow: 3,
                         [320.0, 500, 700].map { width in
                             ("\(Int(width)) points", photoWall.items.count,
                              { @Sendable in RenderScene(photoWall, in: Size(width: width, height: 0)) })
                         }),
            sceneExample("masonry-lazy", "MasonryWindow: 100,000 items", api: .masonry,
                         "A window 900 points tall two thirds down a masonry of 100,000 items: only the items it meets are built and drawn; on the right, where the window is in the whole.",
                         [("", lazyWindow.visible.count, { lazyWindow.scene })]),
        ]
    }

    private static let colors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal, .yellow, .indigo, .red, .mint]

    /// The height of photo `index`: a spread of portrait and landscape shapes.
    private static func photoHeight(_ index: Int) -> Double {
        Double(90 + (index * 67) % 210)
    }

    /// A photo: a coloured box `height` tall with its number.
    private static func photo(_ index: Int, height: Double) -> some GridContent {
        colors[index % colors.count].opacity(0.8).frame(height: height).overlay(Text("\(index + 1)"))
    }

    /// 24 photos in lanes of at least 140 points; every ninth a panorama across two lanes.
    static var photoWall: MasonryGrid {
        MasonryGrid(columns: [GridItem(.adaptive(minimum: 140))], spacing: 8) {
            ForEach(0 ..< 24) { index in
                if index % 9 == 4 {
                    photo(index, height: 120).gridSpan(column: 2)
                } else {
                    photo(index, height: photoHeight(index))
                }
            }
        }
    }

    /// The lazy example's item count.
    static let lazyWindowCount = 100_000

    /// The window over 100,000 photos, 700 points wide, seen through a 900-point
    /// viewport two thirds down: the visible photos (built only for the viewport), and
    /// an overview bar beside them (decorations, not items) with the viewport's place.
    static var lazyWindow: (scene: RenderScene, visible: [VisibleGridItem]) {
        let grid = MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8)
        let window = grid.window(length: 700, items: (0 ..< lazyWindowCount).map {
            MasonryWindow.Item(length: photoHeight($0), span: $0 % 9 == 4 ? 2 : 1)
        })
        let viewport = Rect(x: 0, y: (window.size.height * 2 / 3).rounded(), width: 700, height: 900)
        let visible = window.layout(visibleIn: viewport) { index in
            photo(index, height: window.cell(at: index).height)
        }
        let items = visible.map { item in
            let frame = item.frame.offsetBy(dx: 0, dy: -viewport.y)
            return Drawing(role: .gridItem, frame: frame, children: [photo(item.index, height: frame.height).drawing(in: frame)])
        }
        // The overview: the whole masonry as a bar the viewport's height, the window's part marked.
        let bar = Rect(x: 716, y: 0, width: 12, height: viewport.height)
        let thumb = Rect(x: bar.x, y: bar.height * viewport.y / window.size.height, width: bar.width,
                         height: Swift.max(2, bar.height * viewport.height / window.size.height))
        var scene = RenderScene(drawing: Drawing(role: .grid, frame: Rect(x: 0, y: 0, width: bar.maxX, height: viewport.height),
                                                 children: items))
        scene.decorations = [Color.gray.opacity(0.25).drawing(in: bar), Color.black.drawing(in: thumb)]
        return (scene, visible)
    }
}
