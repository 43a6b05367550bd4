internal import CLock

/// A value shared between threads, reached only while its lock is held: the libraries'
/// one lock.
///
/// A pthread mutex underneath, which ThreadSanitizer sees; `Synchronization.Mutex` on Linux
/// waits on a futex it does not, so every value guarded by one was reported as a race.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }  // 1
/// ```
public final class Locked<Value>: @unchecked Sendable {
    // Sendable notes: `value` is read and written only between lock and unlock.
    @usableFromInline var value: Value
    private let lock: OpaquePointer

    /// Guards `value`.
    public init(_ value: Value) {
        self.value = value
        lock = weather_lock_create()
    }

    deinit {
        weather_lock_destroy(lock)
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    @inlinable
    public func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        acquire()
        defer { release() }
        return try body(&value)
    }

    @usableFromInline func acquire() { weather_lock_lock(lock) }

    @usableFromInline func release() { weather_lock_unlock(lock) }
}
