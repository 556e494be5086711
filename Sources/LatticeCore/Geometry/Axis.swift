/// One of the two layout axes.
///
/// The engine works in physical axes: `horizontal` is the inline axis (columns
/// are laid out along it), `vertical` the block axis (rows).
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
