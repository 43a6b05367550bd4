import WeatherCore

/// At most one log line per kind and interval, for events a client can cause at will (the
/// budget refusing a call, the upstream's pause): each is counted in the metrics, and the
/// log says how many were held back instead of writing one line each.
///
/// ```swift
/// let throttle = LogThrottle(intervalSeconds: 60)
/// throttle.admit("over_budget", now: 0)   // 0: log it (none held back)
/// throttle.admit("over_budget", now: 10)  // nil: held back
/// throttle.admit("over_budget", now: 61)  // 1: log it, saying one was held back
/// ```
package final class LogThrottle: Sendable {
    package let intervalSeconds: Double
    private let state = Locked<[String: (last: Double, heldBack: Int)]>([:])

    package init(intervalSeconds: Double = 60) {
        self.intervalSeconds = intervalSeconds
    }

    /// How many lines of `kind` were held back since the last one written, when one may be
    /// written at `now` (Unix seconds); `nil` to hold this one back too.
    package func admit(_ kind: String, now: Double) -> Int? {
        state.withLock { state in
            if let entry = state[kind], now - entry.last < intervalSeconds, now >= entry.last {
                state[kind] = (entry.last, entry.heldBack + 1)
                return nil
            }
            let heldBack = state[kind]?.heldBack ?? 0
            state[kind] = (now, 0)
            return heldBack
        }
    }
}
