#if WEATHER_PTHREAD_LOCK
internal import CLock
#else
public import Synchronization
#endif

/// A value shared between threads, reached only while its lock is held: the libraries'
/// one lock.
///
/// `Synchronization.Mutex` underneath, whose uncontended path is a few inlined atomic
/// instructions. On Linux it waits on a futex that ThreadSanitizer does not see, so
/// sanitizer builds (`.ci/sanitize`, which passes `-DWEATHER_PTHREAD_LOCK`) use a pthread
/// mutex instead, which it sees: every value guarded here is then checked, none suppressed.
/// A pthread mutex in every build cost about 250 instructions per lock and unlock (calls
/// into C, Swift's dynamic exclusivity check on the class's value), 13 % of formatting a
/// new temperature and date.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }  // 1
/// ```
///
/// Public, not package, only so that its `@inlinable` `withLock` is specialized in the other
/// modules: as package it was called unspecialized, with a run-time metadata lookup each
/// time (the warm render measured 13 % more instructions). Not meant for frontends.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    #if WEATHER_PTHREAD_LOCK
    // Sendable notes: `value` is read and written only between lock and unlock, which
    // makes access exclusive: Swift's dynamic exclusivity check is left out.
    @exclusivity(unchecked) @usableFromInline var value: Value
    private let lock: OpaquePointer

    /// Guards `value`.
    public init(_ value: sending Value) {
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
    #else
    // Sendable notes: the mutex hands the value to one thread at a time.
    @usableFromInline let mutex: Mutex<Value>

    /// Guards `value`.
    public init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    @inlinable
    public func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        // `Mutex.withLock` asks for a result that may be sent to another region; this API,
        // like the pthread one, returns it to the caller's own, so it is carried out here.
        nonisolated(unsafe) var result: Result?
        try mutex.withLock { (value: inout Value) throws(E) in result = try body(&value) }
        return result.unsafelyUnwrapped
    }
    #endif
}
