extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`.
    ///
    /// ```swift
    /// let both: Axis.Set = [.horizontal, .vertical]
    /// both.contains(.vertical) // true
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        @inlinable
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Axis.Set(rawValue: 1 << 0)
        public static let vertical = Axis.Set(rawValue: 1 << 1)

        /// The set holding `axis`.
        @inlinable
        public init(_ axis: Axis) {
            self = axis == .horizontal ? .horizontal : .vertical
        }

        /// Whether the set holds `axis`.
        @inlinable
        public func contains(_ axis: Axis) -> Bool {
            contains(Axis.Set(axis))
        }
    }
}
