/// The size a parent offers its content, one value per axis, as in SwiftUI.
///
/// Each axis is a number or `nil`:
/// - `nil`: unspecified; the content answers its *ideal* size (CSS max-content).
/// - `0`: the content answers its *minimum* size (CSS min-content).
/// - `.infinity`: the content answers its *maximum* size.
/// - any other number: the space offered; the content picks a size, usually within it.
///
/// ```swift
/// let ideal = Text("Hello world").sizeThatFits(.unspecified)       // 88 × 16
/// let narrow = Text("Hello world").sizeThatFits(ProposedSize(width: 50, height: nil)) // 40 × 32
/// ```
public struct ProposedSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: Double?
    /// The proposed height, or `nil` for the ideal height.
    public var height: Double?

    @inlinable
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A definite proposal of `size`.
    @inlinable
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// `nil` on both axes: ask for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// `0` on both axes: ask for the minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// `.infinity` on both axes: ask for the maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal on `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with its sizes replaced by `size` where one is `nil`.
    @inlinable
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedSize {
    /// The proposal a measure function of LatticeCore stands for: a known or
    /// definite size is that number, min-content is `0`, max-content is `nil`.
    public init(_ input: MeasureInput) {
        func value(_ known: Double?, _ available: AvailableSpace) -> Double? {
            if let known { return known }
            switch available {
            case .definite(let space): return space
            case .minContent: return 0
            case .maxContent: return nil
            }
        }
        self.init(width: value(input.knownWidth, input.availableWidth),
                  height: value(input.knownHeight, input.availableHeight))
    }

    /// The proposal with negative and NaN values clamped to `0`.
    @usableFromInline
    var sanitized: ProposedSize {
        ProposedSize(width: width.map(Self.clampLength), height: height.map(Self.clampLength))
    }

    /// A length that is not negative; NaN becomes `0`.
    @usableFromInline
    static func clampLength(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.max(0, value)
    }

    /// A finite length that is not negative; NaN and infinities become `0`.
    @usableFromInline
    static func finiteLength(_ value: Double) -> Double {
        value.isFinite ? Swift.max(0, value) : 0
    }
}
