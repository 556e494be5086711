// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A normalized 2D point in a view's coordinate space (SwiftUI's `UnitPoint`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An alignment position along the horizontal axis (SwiftUI's `HorizontalAlignment`).
/// Only the three standard guides are declared; custom guides are not.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline let key: Int

    @usableFromInline init(key: Int) { self.key = key }

    public static let leading = HorizontalAlignment(key: 0)
    public static let center = HorizontalAlignment(key: 1)
    public static let trailing = HorizontalAlignment(key: 2)
}

/// An alignment position along the vertical axis (SwiftUI's `VerticalAlignment`).
/// The three standard guides and the two text baselines are declared; custom
/// guides are not.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline let key: Int

    @usableFromInline init(key: Int) { self.key = key }

    public static let top = VerticalAlignment(key: 0)
    public static let center = VerticalAlignment(key: 1)
    public static let bottom = VerticalAlignment(key: 2)
    /// A guide marking the topmost text baseline view.
    public static let firstTextBaseline = VerticalAlignment(key: 3)
    /// A guide marking the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(key: 4)
}

/// An alignment in both axes (SwiftUI's `Alignment`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// The horizontal or vertical dimension in a 2D coordinate system (SwiftUI's `Axis`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// An efficient set of axes.
    @frozen public struct Set: OptionSet, Hashable, Sendable {
        public typealias Element = Axis.Set
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Axis.Set(rawValue: 1 << 0)
        public static let vertical = Axis.Set(rawValue: 1 << 1)
    }
}
#endif
