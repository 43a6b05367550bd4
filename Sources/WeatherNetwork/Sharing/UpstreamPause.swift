import OpenWeatherAPI
import WeatherCore

/// The upstream's own "not before": after a 429 (or 503) whose `Retry-After` is longer than
/// a client waits between retries, no call of that endpoint family is made until then, and
/// clients are told the same wait. Calling again at once would only spend the budget on more
/// refusals. A pause of the key (a 429 from the weather endpoints) holds every family.
///
/// ```swift
/// let pause = UpstreamPause()
/// pause.hold(.air, seconds: 3600, now: 0)
/// pause.secondsLeft(.air, now: 10)      // 3590
/// pause.secondsLeft(.weather, now: 10)  // 0
/// ```
final class UpstreamPause: Sendable {
    /// The longest wait honoured: a `Retry-After` of a year from a broken or hostile
    /// upstream stops the service for an hour, not a year.
    static let longestSeconds = 3600.0

    /// Each family's end of pause; `nil` is the key's, which every family waits for.
    private let until = Locked<[OpenWeatherEndpoint.Family?: Double]>([:])

    init() {}

    /// No call of `family` (`nil`: of any family) before `now + seconds`; a pause already
    /// longer stays as it is.
    func hold(_ family: OpenWeatherEndpoint.Family?, seconds: Double, now: Double) {
        guard seconds > 0, now.isFinite else { return }
        let end = now + min(seconds, Self.longestSeconds)
        until.withLock { $0[family] = max($0[family] ?? -.infinity, end) }
    }

    /// Whole seconds until `family` may be called again (its own pause or the key's); 0 when it may be now.
    func secondsLeft(_ family: OpenWeatherEndpoint.Family, now: Double) -> Int {
        let end = until.withLock { max($0[family] ?? -.infinity, $0[nil] ?? -.infinity) }
        let left = end - now
        return left > 0 ? Int(left.rounded(.up)) : 0
    }
}
