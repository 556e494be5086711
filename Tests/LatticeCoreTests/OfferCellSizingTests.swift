import Testing
@testable import LatticeCore

/// `ItemSizing.offerCell`: items are offered their cells and choose their sizes;
/// `normal` aligns as `center`, and an explicit `stretch` fills the cell on an axis
/// where the item's size is `auto`.
struct OfferCellSizingTests {
    /// Two 100 × 50 cells of a grid that offers its cells, holding `item`.
    static func frame(of item: Node) -> Rect {
        var style = Style()
        style.display = .grid
        style.itemSizing = .offerCell
        style.gridTemplateColumns = TrackList([.points(100), .points(100)])
        style.gridAutoRows = [.points(50)]
        let grid = Node(style: style, children: [item])
        return grid.layout(available: .maxContent).children[0].frame
    }

    static func box(width: BoxDimension = .auto, height: BoxDimension = .auto,
                    justify: ItemAlignment? = nil, align: ItemAlignment? = nil, measure: Measure? = nil) -> Node {
        var style = Style()
        style.width = width
        style.height = height
        style.justifySelf = justify
        style.alignSelf = align
        return Node(style: style, measure: measure)
    }

    @Test func aBoxWithoutContentIsNotStretchedUnlessItsAlignmentSaysSo() {
        // `normal` is `center`: an auto width without content is 0, centred at 50.
        #expect(Self.frame(of: Self.box(height: .points(10))) == Rect(x: 50, y: 20, width: 0, height: 10))
        // `stretch` fills the column's 100 across, the set height stays 10 (centred).
        #expect(Self.frame(of: Self.box(height: .points(10), justify: .stretch))
            == Rect(x: 0, y: 20, width: 100, height: 10))
        // On both axes: the whole cell.
        #expect(Self.frame(of: Self.box(justify: .stretch, align: .stretch)) == Rect(x: 0, y: 0, width: 100, height: 50))
        // A set width is kept: stretch aligns it as `center`, as `normal` does.
        #expect(Self.frame(of: Self.box(width: .points(30), height: .points(10), justify: .stretch))
            == Rect(x: 35, y: 20, width: 30, height: 10))
    }

    @Test func aStretchedItemWithContentIsMeasuredAtItsCellsWidth() {
        // Content 40 wide at most, a line of 16 per 40 points: offered the cell, it takes
        // 40 × 16 (centred); stretched, it is 100 wide and asked its height at that width.
        let measure = Measure { input in
            let width = input.knownWidth ?? Swift.min(40, input.availableWidth.definiteValue ?? 40)
            return Size(width: width, height: 16 * (width / 40).rounded(.up))
        }
        #expect(Self.frame(of: Self.box(measure: measure)) == Rect(x: 30, y: 17, width: 40, height: 16))
        #expect(Self.frame(of: Self.box(justify: .stretch, measure: measure)) == Rect(x: 0, y: 1, width: 100, height: 48))
    }
}
