import WeatherCore
import WeatherLocalization

/// Forecast steps that fall on one local calendar day of the location.
struct DayGroup: Sendable {
    var date: LocalDate
    var items: [ForecastStep]

    /// Groups steps by the local day of their time in `zone`, keeping order.
    static func group(_ items: [ForecastStep], in zone: WeatherTimeZone) -> [DayGroup] {
        var groups: [DayGroup] = []
        for item in items {
            let date = zone.localDate(atUnixSeconds: item.time)
            if let last = groups.indices.last, groups[last].date == date {
                groups[last].items.append(item)
            } else {
                groups.append(DayGroup(date: date, items: [item]))
            }
        }
        return groups
    }

    /// Whether the steps cover the whole local day: the first before 03:00, the last at or
    /// after 21:00 (see ``DayCoverage``).
    func isComplete(in zone: WeatherTimeZone) -> Bool {
        guard let first = items.first, let last = items.last else { return false }
        return Self.secondsIntoDay(first.time, zone) < 3 * 3600 && Self.secondsIntoDay(last.time, zone) >= 21 * 3600
    }

    static func secondsIntoDay(_ unixSeconds: Int, _ zone: WeatherTimeZone) -> Int {
        let local = unixSeconds + zone.offsetSeconds(atUnixSeconds: unixSeconds)
        let remainder = local % 86_400
        return remainder < 0 ? remainder + 86_400 : remainder
    }

    /// The lowest low and highest high of the day's steps, widened by an observed
    /// temperature of the same day (in the steps' unit) when there is one.
    func temperatureRange(observed: Double?) -> (low: Double, high: Double) {
        let lows = items.map(\.low) + (observed.map { [$0] } ?? [])
        let highs = items.map(\.high) + (observed.map { [$0] } ?? [])
        return (lows.min() ?? 0, highs.max() ?? 0)
    }
}
