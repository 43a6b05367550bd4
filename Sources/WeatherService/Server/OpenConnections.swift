import NIOCore
import WeatherCore

/// The server's open connections, oldest first, and which are idle (between requests on a
/// keep-alive connection, or open with no request yet): what ``ConnectionCap`` closes to
/// make room, as nginx closes its idle keep-alive connections when it runs out, and what a
/// stop past its deadline closes. A connection busy with a request or its answer is never
/// closed here, except by ``closeAll()``.
final class OpenConnections: Sendable {
    /// One connection: how to close it if it is still idle on its own event loop, and since
    /// when it is idle (`nil`: busy).
    private struct Entry {
        var closeIfIdle: @Sendable () -> Void
        var close: @Sendable () -> Void
        var idleSince: NIODeadline?
    }

    /// Entries by a number that grows with each connection: its age.
    private let entries = Locked<(next: Int, open: [Int: Entry])>((0, [:]))

    /// Registers a connection (idle until its first request) and returns its number.
    func opened(closeIfIdle: @escaping @Sendable () -> Void, close: @escaping @Sendable () -> Void) -> Int {
        entries.withLock { state in
            let number = state.next
            state.next += 1
            state.open[number] = Entry(closeIfIdle: closeIfIdle, close: close, idleSince: .now())
            return number
        }
    }

    func busy(_ number: Int) { entries.withLock { $0.open[number]?.idleSince = nil } }

    func idle(_ number: Int) { entries.withLock { $0.open[number]?.idleSince = .now() } }

    func closed(_ number: Int) { _ = entries.withLock { $0.open.removeValue(forKey: number) } }

    /// Closes idle connections, oldest first: at least `count` if that many are idle, and
    /// every one idle for longer than `limit`.
    func closeIdle(count: Int, idleLongerThan limit: TimeAmount) {
        let oldEnough = NIODeadline.now() - limit
        let victims = entries.withLock { state in
            let idle = state.open.compactMap { number, entry in entry.idleSince.map { (number, entry, $0) } }.sorted { $0.0 < $1.0 }
            var chosen: [Entry] = []
            for (number, entry, since) in idle where chosen.count < count || since < oldEnough {
                chosen.append(entry)
                state.open[number]?.idleSince = nil  // chosen once
            }
            return chosen
        }
        for victim in victims { victim.closeIfIdle() }
    }

    /// Closes every connection, busy or not (a stop past its deadline).
    func closeAll() {
        for entry in entries.withLock({ Array($0.open.values) }) { entry.close() }
    }

    var count: Int { entries.withLock { $0.open.count } }
}
