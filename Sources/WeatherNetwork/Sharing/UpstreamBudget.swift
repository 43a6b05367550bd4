import WeatherCore

/// A budget of upstream calls per minute (OpenWeather's free plan allows 60): a token
/// bucket that refills continuously, so a burst may spend a minute's calls at once and
/// then one call each `60 / callsPerMinute` seconds.
///
/// ```swift
/// let budget = UpstreamBudget(callsPerMinute: 60)
/// budget.take(now: 0)            // true, 59 left
/// budget.secondsUntilNext(now: 0) // 0 while calls are left, else the wait
/// ```
///
/// A share of it (``reservedCalls``, a quarter) is kept for the places already being
/// served: a call for a new place (a place search) is refused once only the reserve is
/// left, so one client asking for new names every few seconds (a scanner's `/.env`,
/// `/wp-login.php`) cannot leave the places everyone else reads without fresh data.
package final class UpstreamBudget: Sendable {
    package let callsPerMinute: Int
    /// The calls only places already searched may spend (a quarter of the budget).
    package var reservedCalls: Int { callsPerMinute / 4 }
    private let state: Locked<(tokens: Double, updated: Double)>

    /// - Parameter callsPerMinute: at least 1 (a budget of 0 is no budget: pass none).
    package init(callsPerMinute: Int) {
        self.callsPerMinute = max(1, callsPerMinute)
        state = Locked((Double(max(1, callsPerMinute)), -Double.infinity))
    }

    /// Spends one call if one is left at `now` (Unix seconds); for a new place
    /// (`forNewPlace`), only if more than the reserve is left.
    package func take(now: Double, forNewPlace: Bool = false) -> Bool {
        state.withLock { state in
            refill(&state, now: now)
            guard state.tokens >= 1 + (forNewPlace ? Double(reservedCalls) : 0) else { return false }
            state.tokens -= 1
            return true
        }
    }

    /// Whole seconds until the next call may be made (0 when one is left).
    package func secondsUntilNext(now: Double) -> Int {
        state.withLock { state in
            refill(&state, now: now)
            guard state.tokens < 1 else { return 0 }
            return Int(((1 - state.tokens) * 60 / Double(callsPerMinute)).rounded(.up))
        }
    }

    private func refill(_ state: inout (tokens: Double, updated: Double), now: Double) {
        let capacity = Double(callsPerMinute)
        if state.updated.isFinite, now > state.updated {
            state.tokens = min(capacity, state.tokens + (now - state.updated) * capacity / 60)
        }
        if !state.updated.isFinite || now > state.updated { state.updated = now }
    }
}
