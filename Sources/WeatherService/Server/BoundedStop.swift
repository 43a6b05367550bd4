import ServiceLifecycle
import WeatherCore

/// A service whose graceful stop has a deadline: requests in flight get `timeout` to
/// finish, then every connection left is closed (a client that never reads its answers
/// would otherwise hold the stop forever, past systemd's kill at 90 s).
struct BoundedStop<Base: Service>: Service {
    let base: Base
    let timeout: Duration
    let connections: OpenConnections

    func run() async throws {
        let deadline = Locked<Task<Void, Never>?>(nil)
        defer { deadline.withLock { $0?.cancel() } }
        try await withGracefulShutdownHandler {
            try await base.run()
        } onGracefulShutdown: { [timeout, connections] in
            let task = Task {
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { connections.closeAll() }
            }
            deadline.withLock { $0 = task }
        }
    }
}
