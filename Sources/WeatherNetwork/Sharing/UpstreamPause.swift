import WeatherCore

/// The upstream's own "not before": after a 429 (or 503) whose `Retry-After` is longer than
/// a client waits between retries, no call is made until then, and clients are told the
/// same wait. Calling again at once would only spend the budget on more refusals.
///
/// ```swift
/// let pause = UpstreamPause()
/// pause.hold(seconds: 3600, now: 0)
/// pause.secondsLeft(now: 10)  // 3590
/// ```
final class UpstreamPause: Sendable {
    /// The longest wait honoured: a `Retry-After` of a year from a broken or hostile
    /// upstream stops the service for an hour, not a year.
    static let longestSeconds = 3600.0

    private let until = Locked<Double>(-Double.infinity)

    init() {}

    /// No call before `now + seconds` (a pause already longer stays as it is).
    func hold(seconds: Double, now: Double) {
        guard seconds > 0, now.isFinite else { return }
        until.withLock { $0 = max($0, now + min(seconds, Self.longestSeconds)) }
    }

    /// Whole seconds until calls may be made again; 0 when they may be now.
    func secondsLeft(now: Double) -> Int {
        let left = until.withLock { $0 } - now
        return left > 0 ? Int(left.rounded(.up)) : 0
    }
}
