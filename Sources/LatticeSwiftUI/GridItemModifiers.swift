#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import Lattice

// exyte/Grid's item modifiers. They write layout values, which only the
// enclosing grid reads: attributes never leak from a nested grid into the outer one.

extension View {
    /// Spans `column` columns and `row` rows (both default to 1, as in exyte:
    /// `.gridSpan(column: 2)` also sets the row span to 1). Spans below 1 are 1;
    /// spans wider than the tracks are shortened.
    ///
    /// CSS: `grid-column-end: span column; grid-row-end: span row`.
    ///
    /// ```swift
    /// Color.green.gridSpan(column: 2, row: 3)
    /// ```
    public func gridSpan(column: Int = 1, row: Int = 1) -> some View {
        layoutValue(key: GridSpanKey.self, value: GridSpan(column: column, row: row))
    }

    /// Spans `span`: `.gridSpan([2, 1])`.
    public func gridSpan(_ span: GridSpan) -> some View {
        layoutValue(key: GridSpanKey.self, value: GridSpan(column: span.column, row: span.row))
    }

    /// Starts at column `column` and/or row `row`, counted from 0 (`nil`: placed
    /// automatically on that axis). A start outside the tracks, negative, or on
    /// taken cells falls back to automatic placement.
    ///
    /// CSS: `grid-column-start: column + 1; grid-row-start: row + 1`.
    ///
    /// ```swift
    /// Text("=").gridStart(column: 3)
    /// ```
    public func gridStart(column: Int? = nil, row: Int? = nil) -> some View {
        layoutValue(key: GridStartKey.self, value: GridStart(column: column, row: row))
    }

    /// Starts at `start`: `.gridStart([1, nil])`.
    public func gridStart(_ start: GridStart) -> some View {
        layoutValue(key: GridStartKey.self, value: start)
    }

    /// Aligns this item in its cell, overriding the grid's common items alignment
    /// (`nil` uses it). CSS: `justify-self`/`align-self`.
    ///
    /// ```swift
    /// Text("1").gridItemAlignment(.bottomTrailing)
    /// ```
    public func gridItemAlignment(_ alignment: GridAlignment?) -> some View {
        layoutValue(key: GridItemAlignmentKey.self, value: alignment.map(Bridge.alignment))
    }

    /// Draws `content` behind this item, filling its whole cell (the spanned
    /// tracks and the gaps between them); the closure receives the cell's size
    /// (never `nil`; the optional keeps exyte's closure type). It does not
    /// affect layout.
    ///
    /// ```swift
    /// Text("7").gridCellBackground { _ in Color.orange }
    /// ```
    ///
    /// The decoration is a view of its own next to the item (exyte drew it from
    /// a preference). Write it after the other grid modifiers: a modifier written
    /// after it applies to the item and its decoration alike. Outside a Lattice
    /// grid the decoration is an ordinary sibling view.
    public func gridCellBackground<Background: View>(
        @ViewBuilder content: @escaping (CGSize?) -> Background
    ) -> some View {
        Group {
            GridCellDecoration(content: content)
                .layoutValue(key: GridSubviewRoleKey.self, value: .cellBackground)
                .zIndex(-1)
            self
        }
    }

    /// Draws `content` above this item, filling its whole cell; the closure
    /// receives the cell's size. It does not affect layout. See
    /// ``gridCellBackground(content:)`` for where to write it.
    ///
    /// ```swift
    /// Color.clear.gridCellOverlay { size in Text("\(Int(size?.width ?? 0))") }
    /// ```
    public func gridCellOverlay<Overlay: View>(
        @ViewBuilder content: @escaping (CGSize?) -> Overlay
    ) -> some View {
        Group {
            self
            GridCellDecoration(content: content)
                .layoutValue(key: GridSubviewRoleKey.self, value: .cellOverlay)
                .zIndex(1)
        }
    }
}

/// A cell background or overlay: its content, given the size the grid placed it at (the cell).
struct GridCellDecoration<Content: View>: View {
    let content: (CGSize?) -> Content

    var body: some View {
        GeometryReader { proxy in
            content(proxy.size)
        }
    }
}
