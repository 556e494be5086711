/// A type-erased, hashable and sendable value: the identity of an item, or a
/// summary of everything that affects a content's size (see ``GridContent/layoutKey``).
///
/// It can only be made from values that are both `Hashable` and `Sendable`.
///
/// ```swift
/// let key = ContentKey("avatar")
/// key == ContentKey("avatar") // true
/// ```
public struct ContentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Safe: every initializer takes a `Sendable` value.
    @usableFromInline let base: AnyHashable

    @inlinable
    public init<Value: Hashable & Sendable>(_ value: Value) {
        // (The type compared first: a dynamic cast costs more than the wrapping.)
        if Value.self == ContentKey.self, let key = value as? ContentKey {
            self = key
        } else {
            base = AnyHashable(value)
        }
    }

    /// The wrapped value, if it is a `Value`.
    @inlinable
    public func value<Value>(as type: Value.Type = Value.self) -> Value? {
        base.base as? Value
    }

    public var description: String { String(describing: base.base) }
}
