import WeatherCore

/// Runs one operation per key at a time and shares its result with every caller who asks
/// for the same key meanwhile: 200 simultaneous first requests for one place make one
/// upstream request.
///
/// ```swift
/// let coalescer = RequestCoalescer<[UInt8], NetworkError>()
/// async let a = coalescer.run(key: "seoul") { try await fetch() }
/// async let b = coalescer.run(key: "seoul") { try await fetch() }  // waits for a's fetch
/// ```
package final class RequestCoalescer<Value: Sendable, Failure: Error>: Sendable {
    private let inFlight = Locked<[String: Task<Result<Value, Failure>, Never>]>([:])

    package init() {}

    /// `operation`'s result, or that of the operation already running for `key`. The
    /// operation runs in its own task, so a caller who goes away does not cancel it for
    /// the others.
    package func run(
        key: String, _ operation: @escaping @Sendable () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let task = inFlight.withLock { running in
            if let task = running[key] { return task }
            let task = Task<Result<Value, Failure>, Never> {
                let result: Result<Value, Failure>
                do throws(Failure) { result = .success(try await operation()) } catch { result = .failure(error) }
                return result
            }
            running[key] = task
            return task
        }
        let result = await task.value
        inFlight.withLock { running in
            // Only the task that finished leaves; a newer one for the key stays.
            if running[key] == task { running[key] = nil }
        }
        return try result.get()
    }
}
