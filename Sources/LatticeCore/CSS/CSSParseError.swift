/// Why a CSS declaration could not be parsed.
///
/// `offset` counts characters from the start of ``text``. For errors thrown by
/// `Style(css:)` given a declaration block string, `text` is the whole block and
/// the offset is relative to it; everywhere else `text` is the value alone.
///
/// ```swift
/// do {
///     _ = try Style(css: ["grid-template-columns": "40px 1fz"])
/// } catch {
///     print(error)
///     // invalid value for 'grid-template-columns' at offset 5 in "40px 1fz": expected a track size
/// }
/// ```
public struct CSSParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The property being parsed (kebab-case as written), or `""` when a value
    /// parser such as ``TrackList/init(css:)`` was called directly.
    public var property: String
    /// The full text the offset points into.
    public var text: String
    /// The character offset into ``text`` where the problem is.
    public var offset: Int
    /// What was expected there, e.g. `expected a track size`.
    public var message: String

    public init(property: String, text: String, offset: Int, message: String) {
        self.property = property
        self.text = text
        self.offset = offset
        self.message = message
    }

    /// The message used when a property name is not recognised.
    public static let unknownPropertyMessage = "unknown property"

    public var description: String {
        if message == Self.unknownPropertyMessage {
            return "unknown property '\(property)'"
        }
        let subject = property.isEmpty ? "invalid value" : "invalid value for '\(property)'"
        return "\(subject) at offset \(offset) in \"\(text)\": \(message)"
    }
}
