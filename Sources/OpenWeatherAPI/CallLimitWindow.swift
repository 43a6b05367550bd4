/// A provider's call limit longer than a minute, as its 429 names it. Open-Meteo's free
/// API allows 600 calls a minute, 5,000 an hour and 10,000 a day, and says which one is
/// spent: `{"error": true, "reason": "Daily API request limit exceeded. Please try again
/// tomorrow."}` (open-meteo.com/en/terms, read 2026-12).
public enum CallLimitWindow: String, Sendable, Hashable, CustomStringConvertible {
    case hour = "hourly"
    case day = "daily"

    /// The window a refusal's stated reason names ("Hourly API request limit exceeded"), `nil`
    /// for a minute's limit or a reason that names none.
    package init?(reason: String) {
        let words = reason.lowercased()
        if words.contains("daily") || words.contains("per day") { self = .day }
        else if words.contains("hourly") || words.contains("per hour") { self = .hour }
        else { return nil }
    }

    /// Seconds from `now` (Unix seconds) until the window ends: the next whole UTC hour or
    /// day, as the provider counts them.
    package func secondsLeft(now: Double) -> Double {
        let length: Double = self == .hour ? 3_600 : 86_400
        return ((now / length).rounded(.down) + 1) * length - now
    }

    public var description: String { rawValue }
}
