import FoundationEssentials
import WeatherCore

/// The time live weather is fetched and aged by: the system clock, moved ahead by what the
/// watch loop's test mode pretends to have waited (``WatchLoop``), so the cache's ten
/// minutes pass without the test sleeping.
final class LiveClock: Sendable {
    private let offset = Locked(0.0)

    /// Seconds since 1970.
    var now: Double { Date.now.timeIntervalSince1970 + offset.withLock { $0 } }

    /// Pretends `seconds` have passed.
    func advance(by seconds: Double) {
        offset.withLock { $0 += seconds }
    }
}
