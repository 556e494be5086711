// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A type that describes how to animate a property of a view (SwiftUI's `Animatable`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A type that can serve as the animatable data of an animatable type (SwiftUI's `VectorArithmetic`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// An empty type for animatable data (SwiftUI's `EmptyAnimatableData`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { zero }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { zero }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

/// A proposal for the size of a view (SwiftUI's `ProposedViewSize`): `nil` on an
/// axis asks for the ideal size, `0` the minimum, `.infinity` the maximum.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    @inlinable public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Layout-specific properties of a layout container (SwiftUI's `LayoutProperties`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
    public init() {}
    public var stackOrientation: Axis?
}

/// A type that defines the geometry of a collection of views (SwiftUI's `Layout`).
///
/// The stand-in declares the requirements LatticeSwiftUI implements; Apple's
/// protocol also has `spacing(subviews:cache:)`, which has a default implementation
/// there.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency public protocol Layout: Sendable, Animatable {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// No explicit value: the parent uses the guide's default (SwiftUI's default).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// No explicit value: the parent uses the guide's default (SwiftUI's default).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    /// Combines the views in `content` into one view arranged by this layout.
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// What `Layout.callAsFunction` returns in the stand-in: the layout and its content, recorded.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct _LayoutRoot<L: Layout, Content: View>: View {
    var layout: L
    var content: Content
    var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// A key for accessing a layout value of a layout container's subviews (SwiftUI's `LayoutValueKey`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _modified(.layoutValue(ObjectIdentifier(key), value))
    }
}

/// A collection of proxy values that represent the subviews of a layout view
/// (SwiftUI's `LayoutSubviews`).
///
/// Apple's SDK has no public initializer; tests make one with the
/// `@_spi(Testing)` initializer in `TestingSupport.swift`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    // @unchecked: the proxies are only used on the thread running the layout, as in SwiftUI.
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    let storage: [LayoutSubview]
    let range: Range<Int>

    init(storage: [LayoutSubview], range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public var indices: Range<Int> { range }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds)
    }

    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.map { storage[$0] }
        return LayoutSubviews(storage: picked, range: 0..<picked.count)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.range == rhs.range && lhs.storage == rhs.storage
    }
}

/// A proxy that represents one subview of a layout (SwiftUI's `LayoutSubview`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
    let proxy: any LayoutSubviewTestDouble

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.place(at: position, anchor: anchor, proposal: proposal)
    }

    /// The layout value of `key` set on the subview, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        proxy.layoutValue(key) ?? K.defaultValue
    }

    /// The subview's layout priority.
    public var priority: Double { proxy.priority }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proxy.sizeThatFits(proposal)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        proxy.dimensions(in: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.proxy === b.proxy
    }
}

@available(*, unavailable)
extension LayoutSubview: Sendable {}
#endif
