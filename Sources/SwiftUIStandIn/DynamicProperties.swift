// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// An interface for a stored variable that updates an external property of a
/// view (SwiftUI's `DynamicProperty`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI
/// (SwiftUI's `State`). In the stand-in the value lives in a box shared by the
/// copies of the view, so a test that runs a button's action and evaluates the
/// view again sees the new value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    @usableFromInline let box: _StateBox<Value>

    /// Creates a state property that stores an initial wrapped value.
    public init(wrappedValue value: Value) {
        box = _StateBox(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(getter: { box.value }, setter: { box.value = $0 })
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a `State` keeps its value.
@usableFromInline final class _StateBox<Value> {
    @usableFromInline var value: Value

    @usableFromInline init(_ value: Value) { self.value = value }
}

/// A property wrapper type that can read and write a value owned by a source of
/// truth (SwiftUI's `Binding`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @usableFromInline let getter: () -> Value
    @usableFromInline let setter: (Value) -> Void

    @usableFromInline init(getter: @escaping () -> Value, setter: @escaping (Value) -> Void) {
        self.getter = getter
        self.setter = setter
    }

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.init(getter: get, setter: set)
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(getter: { value }, setter: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(getter: { getter()[keyPath: keyPath] },
                                setter: { var value = getter(); value[keyPath: keyPath] = $0; setter(value) })
    }
}

/// A key for accessing values in the environment (SwiftUI's `EnvironmentKey`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy
/// (SwiftUI's `EnvironmentValues`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// A property wrapper that reads a value from a view's environment (SwiftUI's
/// `Environment`). In the stand-in it reads the environment the test host is
/// evaluating the view in (the default values outside the host).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        (_HostEnvironment.current?.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// The environment the test host is evaluating views in, for `Environment`.
enum _HostEnvironment {
    @TaskLocal static var current: _EnvironmentSnapshot?
}

/// An environment, shared with the task-local value while views are evaluated
/// (on the main actor, by the test host).
final class _EnvironmentSnapshot: @unchecked Sendable {
    let values: EnvironmentValues

    init(_ values: EnvironmentValues) { self.values = values }
}

/// The possible color schemes (SwiftUI's `ColorScheme`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// A set of values that indicate the visual size available to the view
/// (SwiftUI's `UserInterfaceSizeClass`).
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

private enum ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

@available(macOS, unavailable)
private enum HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

@available(macOS, unavailable)
private enum VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension EnvironmentValues {
    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
#endif
