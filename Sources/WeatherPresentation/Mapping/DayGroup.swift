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
}
