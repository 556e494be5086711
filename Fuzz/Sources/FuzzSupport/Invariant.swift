/// Stops the program when an invariant of the code under test does not hold, saying
/// which: libFuzzer then saves the input that broke it (a `crash-…` file).
///
/// ```swift
/// require(frame.width >= 0, "root: negative width \(frame.width)")
/// ```
@inline(__always)
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { invariantBroken(message()) }
}

/// Stops the program, saying which invariant `message` describes.
public func invariantBroken(_ message: String) -> Never {
    fatalError("invariant broken: \(message)")
}
