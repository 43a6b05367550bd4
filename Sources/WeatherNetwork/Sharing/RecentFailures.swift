import OpenWeatherAPI
import WeatherCore

/// Upstream failures remembered for a short while, by request: an answer the service
/// cannot use (a 502's cause) or a failing server is not asked again on every request for
/// the same thing; the remembered failure answers instead (and stale data still stands in).
///
/// ```swift
/// let failures = RecentFailures(seconds: 30)
/// failures.remember(.serverError(status: 500), key: "/geo/1.0/direct?q=Seoul", now: 0)
/// failures.failure(for: "/geo/1.0/direct?q=Seoul", now: 10)  // .serverError(status: 500)
/// failures.failure(for: "/geo/1.0/direct?q=Seoul", now: 31)  // nil: ask again
/// ```
final class RecentFailures: Sendable {
    let seconds: Double
    private let failures = Locked(LeastRecentlyUsed<String, (error: NetworkError, until: Double)>(maximumCost: 4096))

    init(seconds: Double) {
        self.seconds = seconds
    }

    /// Remembers `error` for `key` when it is the upstream's doing (not the budget's, the
    /// configuration's or a place that does not exist, which has its own cached answer).
    func remember(_ error: NetworkError, key: String, now: Double) {
        guard seconds > 0, Self.isUpstreamFailure(error) else { return }
        failures.withLock { $0.insert((error, now + seconds), for: key, cost: 1) }
    }

    /// The failure remembered for `key` while it is recent at `now`.
    func failure(for key: String, now: Double) -> NetworkError? {
        failures.withLock { $0.value(for: key) { now < $0.until }?.error }
    }

    private static func isUpstreamFailure(_ error: NetworkError) -> Bool {
        switch error {
        case .serverError, .httpStatus, .timeout, .unreachable, .unknownHost, .tls, .notJSON, .truncated, .tooLarge,
             .unexpectedShape, .invalidBody:
            true
        case .rateLimited, .limitReached, .invalidAPIKey, .invalidBaseURL, .placeNotFound, .invalidPlaceQuery:
            false
        }
    }
}
