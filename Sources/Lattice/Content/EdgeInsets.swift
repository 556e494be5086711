/// One edge of a box, as SwiftUI names them (leading is left, trailing is right).
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    ///
    /// ```swift
    /// Color.red.padding([.top, .horizontal], 8)
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        @inlinable
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding `edge`.
        @inlinable
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Edge.Set(.top)
        public static let leading = Edge.Set(.leading)
        public static let bottom = Edge.Set(.bottom)
        public static let trailing = Edge.Set(.trailing)
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on the four edges of a box, as SwiftUI's `EdgeInsets`.
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    @inlinable
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on the `edges`, zero elsewhere.
    @inlinable
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    /// leading + trailing.
    @inlinable public var horizontal: Double { leading + trailing }
    /// top + bottom.
    @inlinable public var vertical: Double { top + bottom }

    /// The rectangle `rect` shrunk by these insets (never below zero size).
    @inlinable
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.x + leading, y: rect.y + top,
             width: Swift.max(0, rect.width - horizontal),
             height: Swift.max(0, rect.height - vertical))
    }
}
