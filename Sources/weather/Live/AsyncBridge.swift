import Dispatch
import WeatherCore

/// Runs async work from the synchronous command and waits for it: `weather` is a
/// short-lived process whose main thread has nothing else to do meanwhile.
enum AsyncBridge {
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            box.value.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return box.value.withLock { $0 }!
    }

    private final class ResultBox<T: Sendable>: Sendable {
        let value = Locked<T?>(nil)
    }
}
