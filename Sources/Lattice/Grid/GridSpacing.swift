/// The gaps between a grid's tracks (exyte's `GridSpacing`).
///
/// CSS: `column-gap: horizontal; row-gap: vertical`. The spacing lies
/// *between* tracks only: the grid has no outer margin. (exyte padded every
/// cell by half the spacing instead; see "Migrating from exyte/Grid".)
/// Negative, NaN and infinite values are 0.
///
/// ```swift
/// Grid(tracks: 4, spacing: 5) { … }                                    // 5 both ways
/// Grid(tracks: 4, spacing: [10, 5]) { … }                              // horizontal 10, vertical 5
/// Grid(tracks: 4, spacing: GridSpacing(horizontal: 10, vertical: 5)) { … }
/// ```
public struct GridSpacing: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    /// The gap between columns.
    public var horizontal: Double
    /// The gap between rows.
    public var vertical: Double

    @inlinable
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = ProposedSize.finiteLength(horizontal)
        self.vertical = ProposedSize.finiteLength(vertical)
    }

    public init(integerLiteral value: Int) {
        self.init(horizontal: Double(value), vertical: Double(value))
    }

    public init(floatLiteral value: Double) {
        self.init(horizontal: value, vertical: value)
    }

    /// `[horizontal, vertical]`; one value is used for both, none is zero, extra values are ignored.
    public init(arrayLiteral elements: Double...) {
        switch elements.count {
        case 0: self.init(horizontal: 0, vertical: 0)
        case 1: self.init(horizontal: elements[0], vertical: elements[0])
        default: self.init(horizontal: elements[0], vertical: elements[1])
        }
    }

    /// No spacing.
    public init(nilLiteral: ()) {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No spacing.
    public static let zero = GridSpacing(horizontal: 0, vertical: 0)
    /// exyte's default: 5 both ways.
    public static let `default` = GridSpacing(horizontal: 5, vertical: 5)

    /// The gap along `axis`: between columns for ``Axis/horizontal``.
    @inlinable
    public subscript(axis: Axis) -> Double {
        axis == .horizontal ? horizontal : vertical
    }
}
