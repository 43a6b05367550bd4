import WeatherCore
import WeatherLocalization

/// Forecast steps that fall on one local calendar day of the location.
struct DayGroup: Sendable {
    var date: LocalDate
    var items: [ForecastResponse.Item]

    /// Groups steps by the local day of their time in `zone`, keeping order.
    static func group(_ items: [ForecastResponse.Item], in zone: WeatherTimeZone) -> [DayGroup] {
        var groups: [DayGroup] = []
        for item in items {
            let date = zone.localDate(atUnixSeconds: item.dt)
            if let last = groups.indices.last, groups[last].date == date {
                groups[last].items.append(item)
            } else {
                groups.append(DayGroup(date: date, items: [item]))
            }
        }
        return groups
    }

    /// The lowest `temp_min` and highest `temp_max` of the day's steps, widened by an
    /// observed temperature of the same day (in the steps' unit) when there is one.
    func temperatureRange(observed: Double?) -> (low: Double, high: Double) {
        let lows = items.map(\.main.tempMin) + (observed.map { [$0] } ?? [])
        let highs = items.map(\.main.tempMax) + (observed.map { [$0] } ?? [])
        return (lows.min() ?? 0, highs.max() ?? 0)
    }
}
