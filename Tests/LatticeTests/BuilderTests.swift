import Testing
import Lattice

@Test func builderSupportsBranchesOptionalsLoopsAndAvailability() {
    let showTitle = true
    let maybe: Color? = nil
    let subtitle: String? = "sub"
    let mode = 2
    let grid = Grid(tracks: 3) {
        if showTitle { Text("Title") } else { Color.red }
        if let subtitle { Text(subtitle) }
        maybe
        switch mode {
        case 1: Color.red
        default: Color.blue; Color.green
        }
        for index in 0..<3 { Text("\(index)") }
        if #available(macOS 13, iOS 16, *) { Color.yellow }
    }
    // Title, sub, (nil), blue, green, 0, 1, 2, yellow.
    #expect(grid.items.count == 8)
    #expect(grid.items[0].content.base is Text)
    #expect(grid.items[7].content.base is Color)
}

@Test func builderHasNoLimitOfTenChildren() {
    let grid = Grid(tracks: 4) {
        Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
        Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
    }
    #expect(grid.items.count == 12)
}

@Test func dataInitializerItemsMayProduceSeveralItemsEach() {
    let grid = Grid(["a", "b"], id: \.self, tracks: 2) { name in
        Text(name)
        Text(name.uppercased())
    }
    #expect(grid.ids == [.explicit(ContentKey("a"), 0), .explicit(ContentKey("a"), 1),
                         .explicit(ContentKey("b"), 0), .explicit(ContentKey("b"), 1)])
}

private struct Person: Identifiable, Sendable {
    var id: String
}

@Test func gridGroupFromOneIdentifiableOrHashableValue() {
    let grid = Grid(tracks: 2) {
        GridGroup(Person(id: "ann")) { _ in Color.red }
        GridGroup(42) { _ in Color.blue }
        Color.green
    }
    #expect(grid.ids == [.explicit(ContentKey("ann"), 0), .explicit(ContentKey(42), 0), .position(2)])
}

@Test func nestedDataIdentitiesStayDistinct() {
    let grid = Grid(["x", "y"], id: \.self, tracks: 2) { outer in
        GridGroup([1, 2], id: \.self) { _ in Color.red }
    }
    #expect(Set(grid.ids).count == 4)
}

@Test func tracksAsAnIntegerVariable() {
    let columns = 4
    let grid = Grid(tracks: columns) { Color.red }
    let result = grid.layout(in: Size(width: 415, height: 100))
    // 4 columns of 100: the single item is in the first.
    expectFrames(result.frames, [r(0, 0, 100, 100)])
}
