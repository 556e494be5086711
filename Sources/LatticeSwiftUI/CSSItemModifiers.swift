#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif

// Item placement in a CSSGrid, as CSS text. Written as layout values: only the
// enclosing CSSGrid reads them.

/// `gridArea`: a `grid-area` value.
enum GridAreaKey: LayoutValueKey {
    static let defaultValue: String? = nil
}

/// `gridColumn`: a `grid-column` value.
enum GridColumnKey: LayoutValueKey {
    static let defaultValue: String? = nil
}

/// `gridRow`: a `grid-row` value.
enum GridRowKey: LayoutValueKey {
    static let defaultValue: String? = nil
}

/// `gridItemStyle`: a declaration block for the item.
enum GridItemStyleKey: LayoutValueKey {
    static let defaultValue: String? = nil
}

extension View {
    /// Places this view in a ``CSSGrid`` by CSS `grid-area`: a named area of
    /// `grid-template-areas`, or `row-start / column-start / row-end / column-end`.
    ///
    /// ```swift
    /// Sidebar().gridArea("sidebar")
    /// Banner().gridArea("1 / 1 / 2 / 4")
    /// ```
    public func gridArea(_ area: String) -> some View {
        layoutValue(key: GridAreaKey.self, value: area)
    }

    /// Places this view in a ``CSSGrid``'s columns by CSS `grid-column`:
    /// `"2"`, `"2 / 4"`, `"2 / span 3"`, `"span 2"`, `"1 / -1"`, line names.
    /// It wins over the columns of ``gridArea(_:)``.
    ///
    /// ```swift
    /// Hero().gridColumn("1 / -1")
    /// ```
    public func gridColumn(_ column: String) -> some View {
        layoutValue(key: GridColumnKey.self, value: column)
    }

    /// Places this view in a ``CSSGrid``'s rows by CSS `grid-row`. It wins over
    /// the rows of ``gridArea(_:)``.
    ///
    /// ```swift
    /// Chart().gridRow("span 2")
    /// ```
    public func gridRow(_ row: String) -> some View {
        layoutValue(key: GridRowKey.self, value: row)
    }

    /// Any CSS for this view as an item of a ``CSSGrid``: `justify-self`,
    /// `align-self`, `width`, `min-height`, `margin`, `aspect-ratio`, placement…
    /// ``gridArea(_:)``, ``gridColumn(_:)`` and ``gridRow(_:)`` win over the
    /// same properties here.
    ///
    /// ```swift
    /// Badge().gridItemStyle("justify-self: end; align-self: start; margin: 4px")
    /// ```
    public func gridItemStyle(_ css: String) -> some View {
        layoutValue(key: GridItemStyleKey.self, value: css)
    }
}
