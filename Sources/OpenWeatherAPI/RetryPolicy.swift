import WeatherCore

/// When to retry and how long to wait: exponential backoff with jitter, or the server's
/// `Retry-After` when it gives one.
package struct RetryPolicy: Sendable {
    package var settings: HTTPSettings

    package init(settings: HTTPSettings) {
        self.settings = settings
    }

    /// The wait before retry number `retry` (1 or 2), or `nil` to stop retrying.
    /// - Parameters:
    ///   - retryAfter: the server's `Retry-After`, in seconds, when it sent one.
    ///   - remaining: seconds left of the total timeout.
    ///   - random: a number in 0..<1 (jitter), injectable for tests.
    package func delay(beforeRetry retry: Int, retryAfter: Double?, remaining: Double, random: Double) -> Double? {
        guard retry <= settings.maximumRetries else { return nil }
        let wait: Double
        if let retryAfter {
            guard retryAfter <= settings.longestRetryAfterSeconds else { return nil }
            wait = retryAfter
        } else {
            // "Equal jitter": half the backoff fixed, half random, so retries from many
            // clients spread out but none retries at once.
            let backoff = settings.backoffBaseSeconds * Double(1 << (retry - 1))
            wait = backoff / 2 + backoff / 2 * random
        }
        // A retry that could not finish in time is not worth starting.
        guard wait < remaining else { return nil }
        return wait
    }

    /// Reads `Retry-After`: delay-seconds (`120`) or an HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`),
    /// relative to `now` (Unix seconds). A date in the past means no wait; anything else, `nil`.
    package static func retryAfterSeconds(_ value: String, now: Double) -> Double? {
        let text = value.trimmingWhitespace
        if let seconds = Int(text), seconds >= 0 { return Double(seconds) }
        guard let date = HTTPDate.unixSeconds(text) else { return nil }
        return max(0, Double(date) - now)
    }
}

/// IMF-fixdate, the HTTP date format (`Sun, 06 Nov 1994 08:49:37 GMT`).
package enum HTTPDate {
    package static func unixSeconds(_ text: String) -> Int? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]), let year = Int(parts[3]) else { return nil }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let monthIndex = months.firstIndex(of: String(parts[2])) else { return nil }
        let time = parts[4].split(separator: ":").compactMap { Int($0) }
        // A four-digit year, as the format has; a longer one would overflow the day count.
        // A day the month has (not 31 Feb).
        guard time.count == 3, (1...9999).contains(year), let date = CivilDate(year: year, month: monthIndex + 1, day: day),
              (0...23).contains(time[0]), (0...59).contains(time[1]), (0...60).contains(time[2])
        else { return nil }
        return date.daysSince1970 * 86_400 + time[0] * 3_600 + time[1] * 60 + time[2]
    }
}
