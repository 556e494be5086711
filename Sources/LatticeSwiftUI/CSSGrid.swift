#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

/// A CSS grid as a SwiftUI view: the template is CSS text.
///
/// ```swift
/// CSSGrid(columns: "repeat(auto-fill, minmax(120px, 1fr))", gap: "8px") {
///     ForEach(photos) { PhotoView($0) }
/// }
///
/// CSSGrid(columns: "160px 1fr", rows: "56px 1fr 40px",
///         areas: "'header header' 'sidebar main' 'footer footer'") {
///     Header().gridArea("header")
///     Sidebar().gridArea("sidebar")
///     Article().gridArea("main")
///     Footer().gridArea("footer")
/// }
/// ```
///
/// See ``CSSGridLayout`` for how the container and its items are sized.
///
/// ## Subgrids
/// A `CSSGrid` whose `columns` or `rows` are `subgrid`, written in a `CSSGrid`, is
/// a subgrid of it (CSS Grid 2 §9): its views sit in the outer grid's tracks and
/// size them, so the rows of sibling cards line up:
///
/// ```swift
/// CSSGrid(columns: "repeat(3, 1fr)", gap: "16px") {
///     ForEach(products) { product in
///         CSSGrid("grid-row: span 3; padding: 12px; row-gap: 8px", rows: "subgrid") {
///             Text(product.name).font(.headline)      // every card's title row
///             Text(product.summary)                   // every card's body row
///             Button("Buy") { buy(product) }          // every card's button row
///         } background: {
///             RoundedRectangle(cornerRadius: 12).fill(.background.secondary)
///         }
///     }
/// }
/// ```
///
/// A SwiftUI `Layout` sees its subviews only, so a subgrid has no layout of its own:
/// like `Group`, it hands its views to the enclosing `CSSGrid`, which lays the
/// subgrid and its items out as one CSS tree and places each view where the engine
/// puts it. What that means for you:
///
/// - The subgrid's box (its border box in the outer grid: its area, less its
///   margins) has one view: `background`, placed and sized there, behind its items.
///   Nothing else draws the box: give it its look there.
/// - Place the subgrid with its CSS (`"grid-row: span 3"`, `"grid-column: 1 / -1"`).
///   As on a `Group`, a modifier written on the subgrid (`.gridRow(…)`,
///   `.padding()`, `.background(…)`) applies to each of its views instead.
/// - It must be a view of the `CSSGrid` (or of a subgrid in it), not inside
///   another view: in a `VStack` its views would be the stack's. Outside a
///   `CSSGrid` its views are the enclosing container's.
public struct CSSGrid<Content: View, Background: View>: View {
    /// The layout: the container's CSS.
    public var layout: CSSGridLayout
    /// The items.
    public var content: Content
    /// The view of the grid's box, behind its items.
    public var background: Background

    /// A CSS grid of the items built by `content`; see ``CSSGridLayout/init(_:columns:rows:areas:gap:)``.
    public init(_ css: String = "", columns: String? = nil, rows: String? = nil, areas: String? = nil,
                gap: String? = nil, @GridBuilder content: () -> Content) where Background == EmptyView {
        self.init(css, columns: columns, rows: rows, areas: areas, gap: gap, content: content) { EmptyView() }
    }

    /// A CSS grid of the items built by `content`, with `background` in its box:
    /// behind the grid, or for a subgrid the view of its box in the outer grid.
    ///
    /// ```swift
    /// CSSGrid("grid-row: span 3; padding: 12px", rows: "subgrid") {
    ///     Text("Title"); Text("Body"); Text("Buy")
    /// } background: {
    ///     RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.2))
    /// }
    /// ```
    public init(_ css: String = "", columns: String? = nil, rows: String? = nil, areas: String? = nil,
                gap: String? = nil, @GridBuilder content: () -> Content, @ViewBuilder background: () -> Background) {
        layout = CSSGridLayout(css, columns: columns, rows: rows, areas: areas, gap: gap)
        self.content = content()
        self.background = background()
    }

    public var body: some View {
        if layout.isSubgrid {
            Group {
                // The box's view is the start marker (a ZStack: one view, even empty).
                ZStack { background }
                    .layoutValue(key: CSSSubgridMarkerKey.self, value: .start(layout.declarations))
                content
                Color.clear
                    .layoutValue(key: CSSSubgridMarkerKey.self, value: .end)
            }
        } else {
            layout { content }
                .background(background)
        }
    }
}
