#if !canImport(os) && canImport(Glibc)
import Glibc
#elseif !canImport(os) && canImport(Musl)
import Musl
#endif

#if !canImport(os) && (canImport(Glibc) || canImport(Musl))
/// A value behind a pthread mutex. ThreadSanitizer follows pthread's locks, not the
/// futex under `Synchronization.Mutex` (the standard library is not instrumented): with
/// that mutex it reported the cache's accesses, all made holding the lock, as races.
final class PthreadLocked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Read and written only holding `mutex`.
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&value)
    }
}
#endif
