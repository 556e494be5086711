#if canImport(os)
import os
#elseif !canImport(Glibc) && !canImport(Musl)
import Synchronization
#endif

/// A value behind a lock, without Foundation: `OSAllocatedUnfairLock` on Apple
/// platforms (`Synchronization.Mutex` needs macOS 15 and iOS 18, newer than Lattice's
/// minimums), a pthread mutex on Linux (see ``PthreadLocked``), `Synchronization.Mutex`
/// everywhere else.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
final class Locked<Value: Sendable>: Sendable {
    #if canImport(os)
    private let lock: OSAllocatedUnfairLock<Value>
    #elseif canImport(Glibc) || canImport(Musl)
    private let lock: PthreadLocked<Value>
    #else
    private let lock: Mutex<Value>
    #endif

    init(_ value: Value) {
        #if canImport(os)
        lock = OSAllocatedUnfairLock(initialState: value)
        #elseif canImport(Glibc) || canImport(Musl)
        lock = PthreadLocked(value)
        #else
        lock = Mutex(value)
        #endif
    }

    /// Runs `body` on the value, holding the lock.
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        #if canImport(os)
        lock.withLockUnchecked(body)
        #else
        lock.withLock { body(&$0) }
        #endif
    }
}
