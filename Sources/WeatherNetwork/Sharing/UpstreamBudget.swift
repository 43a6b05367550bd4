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
///
/// A daily cap (Open-Meteo's 10,000) is counted per UTC day, as the provider counts it,
/// with the same quarter kept for places already served.
package final class UpstreamBudget: Sendable {
    package let callsPerMinute: Int
    /// Calls allowed per UTC day; `nil`: no daily cap.
    package let callsPerDay: Int?
    /// The calls only places already searched may spend (a quarter of the budget).
    package var reservedCalls: Int { callsPerMinute / 4 }
    private let state: Locked<State>

    private struct State {
        var tokens: Double
        var updated: Double
        /// The UTC day being counted and the calls spent in it.
        var day = Int.min
        var spentToday = 0
    }

    /// - Parameters:
    ///   - callsPerMinute: at least 1 (a budget of 0 is no budget: pass none).
    ///   - callsPerDay: at least 1 when given.
    package init(callsPerMinute: Int, callsPerDay: Int? = nil) {
        self.callsPerMinute = max(1, callsPerMinute)
        self.callsPerDay = callsPerDay.map { max(1, $0) }
        state = Locked(State(tokens: Double(max(1, callsPerMinute)), updated: -Double.infinity))
    }

    /// Spends one call if one is left at `now` (Unix seconds), this minute and today; for a
    /// new place (`forNewPlace`), only if more than the reserve is left of both.
    package func take(now: Double, forNewPlace: Bool = false) -> Bool {
        let callsPerDay = callsPerDay
        return state.withLock { state in
            refill(&state, now: now)
            guard state.tokens >= 1 + (forNewPlace ? Double(reservedCalls) : 0) else { return false }
            if let callsPerDay {
                let reserve = forNewPlace ? callsPerDay / 4 : 0
                guard state.spentToday + reserve < callsPerDay else { return false }
                state.spentToday += 1
            }
            state.tokens -= 1
            return true
        }
    }

    /// Whole seconds until the next call may be made (0 when one is left): the minute's
    /// refill, or the next UTC midnight once the day's calls are spent.
    package func secondsUntilNext(now: Double) -> Int {
        let callsPerDay = callsPerDay
        return state.withLock { state in
            refill(&state, now: now)
            if let callsPerDay, state.spentToday >= callsPerDay {
                return Int((Double(state.day + 1) * Self.day - now).rounded(.up))
            }
            guard state.tokens < 1 else { return 0 }
            return Int(((1 - state.tokens) * 60 / Double(callsPerMinute)).rounded(.up))
        }
    }

    private static let day = 86_400.0

    private func refill(_ state: inout State, now: Double) {
        // Any clock a machine has (a day number far from Int's limits).
        if now.isFinite, abs(now) < 1e15 {
            let day = Int((now / Self.day).rounded(.down))
            if day > state.day { (state.day, state.spentToday) = (day, 0) }
        }
        let capacity = Double(callsPerMinute)
        if state.updated.isFinite, now > state.updated {
            state.tokens = min(capacity, state.tokens + (now - state.updated) * capacity / 60)
        }
        if !state.updated.isFinite || now > state.updated { state.updated = now }
    }
}
