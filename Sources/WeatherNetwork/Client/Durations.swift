/// Durations as the client measures and waits them: time spent on the monotonic clock,
/// waits in whole milliseconds.
package enum Durations {
    /// Seconds since `start`, on the monotonic clock: the budget is real time, whatever the
    /// wall clock (injected, set back, or NaN) says.
    package static func seconds(since start: ContinuousClock.Instant) -> Double {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Whole milliseconds for a duration in seconds, never trapping: NaN and negative
    /// durations are 0, and anything beyond a year (`inf`, `1e300`) is a year.
    package static func milliseconds(_ seconds: Double) -> Int64 {
        let year = 365.0 * 86_400
        guard seconds > 0 else { return 0 }
        return Int64((min(seconds, year) * 1000).rounded(.up))
    }
}
