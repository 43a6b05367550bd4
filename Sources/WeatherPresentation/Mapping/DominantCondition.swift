import WeatherCore

/// The rule for a day's condition: among the day's daytime steps (all steps when none is
/// in daylight), the condition id that occurs most often; a tie goes to the more severe
/// group (thunderstorm, snow, rain, drizzle, atmosphere, clouds, clear), then the higher id.
enum DominantCondition {
    static func of(_ items: [ForecastResponse.Item]) -> WeatherCondition? {
        let daytime = items.filter { $0.sys.partOfDay == .day }
        let candidates = (daytime.isEmpty ? items : daytime).compactMap(\.primaryCondition)
        var counts: [Int: Int] = [:]
        for condition in candidates { counts[condition.id, default: 0] += 1 }
        let best = counts.max { lhs, rhs in
            (lhs.value, severity(lhs.key), lhs.key) < (rhs.value, severity(rhs.key), rhs.key)
        }
        return best.flatMap { best in candidates.first { $0.id == best.key } }
    }

    private static func severity(_ id: Int) -> Int {
        switch ConditionGroup(conditionID: id) {
        case .thunderstorm: 7
        case .snow: 6
        case .rain: 5
        case .drizzle: 4
        case .atmosphere: 3
        case .clouds: 2
        case .clear: 1
        case .unknown: 0
        }
    }
}
