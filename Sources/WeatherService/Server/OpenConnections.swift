import NIOCore
import Synchronization
import WeatherCore

/// The server's open connections, oldest first, and which are idle (between requests on a
/// keep-alive connection, or open with no request yet): what ``ConnectionCap`` closes to
/// make room, as nginx closes its idle keep-alive connections when it runs out, and what a
/// stop past its deadline closes. A connection busy with a request or its answer is never
/// closed here, except by ``closeAll()``.
final class OpenConnections: Sendable {
    /// Whether one connection is idle, and since when: written by its own handler on every
    /// request (an atomic of its own, so the cached path takes no shared lock), read only
    /// when room is made.
    final class Activity: Sendable {
        /// Uptime in nanoseconds since which the connection is idle; -1 while busy.
        private let idleSince = Atomic<Int64>(Activity.now)

        func busy() { idleSince.store(-1, ordering: .relaxed) }

        func idle() { idleSince.store(Activity.now, ordering: .relaxed) }

        /// Since when it is idle (uptime nanoseconds), or `nil` while busy; a connection
        /// chosen to close is marked busy so it is chosen once.
        fileprivate func claimIfIdle(before: Int64?) -> Int64? {
            let since = idleSince.load(ordering: .relaxed)
            guard since >= 0 else { return nil }
            if let before, since >= before { return nil }
            return idleSince.compareExchange(expected: since, desired: -1, ordering: .relaxed).exchanged ? since : nil
        }

        fileprivate static var now: Int64 { Int64(truncatingIfNeeded: NIODeadline.now().uptimeNanoseconds) }
    }

    /// One connection: its activity, and how to close it (if still idle, on its own event
    /// loop; or whatever it is doing).
    private struct Entry {
        var activity: Activity
        var closeIfIdle: @Sendable () -> Void
        var close: @Sendable () -> Void
    }

    /// Requests read on every connection whose answer's end is not yet written out: what
    /// the server holds for its clients (``ReadBackpressure`` bounds it per connection).
    private let unanswered = Atomic<Int>(0)

    /// Entries by a number that grows with each connection: its age.
    private let entries = Locked<(next: Int, open: [Int: Entry])>((0, [:]))

    /// Registers a connection (idle until its first request): its number and its activity.
    func opened(closeIfIdle: @escaping @Sendable () -> Void, close: @escaping @Sendable () -> Void) -> (number: Int, activity: Activity) {
        let activity = Activity()
        let number = entries.withLock { state in
            let number = state.next
            state.next += 1
            state.open[number] = Entry(activity: activity, closeIfIdle: closeIfIdle, close: close)
            return number
        }
        return (number, activity)
    }

    func closed(_ number: Int) { _ = entries.withLock { $0.open.removeValue(forKey: number) } }

    /// Closes idle connections, oldest first: at least `count` if that many are idle, and
    /// every one idle for longer than `limit`.
    func closeIdle(count: Int, idleLongerThan limit: TimeAmount) {
        let oldEnough = Activity.now - limit.nanoseconds
        let victims = entries.withLock { state in
            var chosen: [Entry] = []
            // Oldest first when some must go whatever their idle time; any order otherwise.
            for number in count > 0 ? state.open.keys.sorted() : Array(state.open.keys) {
                guard let entry = state.open[number] else { continue }
                // Past the count, only those idle since before `oldEnough`.
                if entry.activity.claimIfIdle(before: chosen.count < count ? nil : oldEnough) != nil {
                    chosen.append(entry)
                }
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

    /// Counts `delta` more (or, negative, fewer) requests read and not yet answered.
    func addUnanswered(_ delta: Int) { unanswered.add(delta, ordering: .relaxed) }

    /// Requests read on all connections and not yet answered.
    var unansweredRequests: Int { unanswered.load(ordering: .relaxed) }
}
