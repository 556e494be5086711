// Stand-ins for what AdaptiveGrid's README samples assume: `items` with an
// `ItemView`, and `tags` with a `TagView`, each a padded text.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn

struct Item: Identifiable, Sendable {
    let id: Int
    let title: String
}

let items = ["Swift", "Layout", "Grid"].enumerated().map { Item(id: $0.offset, title: $0.element) }

struct ItemView: View {
    let item: Item

    init(_ item: Item) {
        self.item = item
    }

    var body: some View {
        Text(item.title).padding(8)
    }
}

let tags = ["SwiftUI", "iOS", "macOS", "Layout", "Grid"]

struct TagView: View {
    let tag: String

    init(_ tag: String) {
        self.tag = tag
    }

    var body: some View {
        Text(tag).padding(6)
    }
}
#endif
