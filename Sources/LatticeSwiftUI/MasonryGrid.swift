#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.GridItem
import struct SwiftUI.HorizontalAlignment
import struct SwiftUI.VerticalAlignment
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.GridItem
import struct SwiftUIStandIn.HorizontalAlignment
import struct SwiftUIStandIn.VerticalAlignment
#endif
import Lattice

/// A masonry (waterfall) grid as a SwiftUI view, described as `LazyVGrid` is:
/// the views are stacked in lanes, each going to the lane whose views end first.
///
/// ```swift
/// MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) {
///     ForEach(photos) { photo in
///         PhotoView(photo)
///             .gridSpan(column: photo.isPanorama ? 2 : 1)
///     }
/// }
/// .masonryTolerance(16)
/// ```
///
/// It lays its views out with ``MasonryLayout`` (see there how); every view is
/// created. For thousands of items use ``LazyMasonryScrollView``, which builds only
/// the views on screen.
public struct MasonryGrid<Content: View>: View {
    /// The layout: lanes, spacing and tolerance.
    public var layout: MasonryLayout
    /// The items.
    public var content: Content

    /// A vertical masonry of the views `content` builds, in `columns`; `spacing` (8
    /// when `nil`) between the views of a lane and between lanes.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = MasonryLayout(columns: columns, alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A horizontal masonry of the views `content` builds, in `rows`.
    ///
    /// ```swift
    /// MasonryGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 4) {
    ///     ForEach(tags, id: \.self) { Text($0).padding(6) }
    /// }
    /// ```
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = MasonryLayout(rows: rows, alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// This grid with a flow tolerance of `tolerance` points (CSS `flow-tolerance`): a
    /// lane ending at most that far past the shortest one takes the next view when it
    /// comes first after the previous view's lanes, which keeps reading order where
    /// lanes are nearly even. 0 (the default) always takes the shortest lane.
    public func masonryTolerance(_ tolerance: CGFloat) -> MasonryGrid {
        var grid = self
        grid.layout.tolerance = tolerance
        return grid
    }

    public var body: some View {
        layout { content }
    }
}
