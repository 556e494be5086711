// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A container view that arranges other views in a two dimensional layout
/// (SwiftUI's `Grid`). The test host records its rows and cells; it does not
/// lay them out (see `HostElement.appleGrid`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct Grid<Content: View>: View {
    @usableFromInline var alignment: Alignment
    @usableFromInline var horizontalSpacing: CGFloat?
    @usableFromInline var verticalSpacing: CGFloat?
    @usableFromInline var content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    @inlinable public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
                           verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A horizontal row in a two dimensional grid container (SwiftUI's `GridRow`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct GridRow<Content: View>: View {
    @usableFromInline var alignment: VerticalAlignment?
    @usableFromInline var content: Content

    /// Creates a horizontal row of child views in a grid.
    @inlinable public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View {
        _modified(.gridCell { $0.columns = count })
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        _modified(.gridCell { $0.anchor = anchor })
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        _modified(.gridCell { $0.unsizedAxes = axes })
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        _modified(.gridCell { $0.columnAlignment = guide })
    }
}

/// What SwiftUI's grid cell modifiers set on a view, as the test host records it
/// (test-only; not in Apple's SDK).
@_spi(Testing)
public struct GridCellRecord {
    public var columns: Int?
    public var anchor: UnitPoint?
    public var unsizedAxes: Axis.Set?
    public var columnAlignment: HorizontalAlignment?

    public init() {}
}
#endif
