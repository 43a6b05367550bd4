import WeatherCore

/// The rule for a day's condition: among the day's daytime steps (all steps when none is
/// in daylight), the condition id that occurs most often; a tie goes to the more severe
/// group (thunderstorm, snow, rain, drizzle, atmosphere, clouds, clear), then the higher id.
enum DominantCondition {
    static func of(_ items: [ForecastStep]) -> SkyCondition? {
        let daytime = items.filter(\.isDaytime)
        let candidates = (daytime.isEmpty ? items : daytime).compactMap(\.condition)
        var counts: [ConditionCode: Int] = [:]
        for condition in candidates { counts[condition.code, default: 0] += 1 }
        let best = counts.max { lhs, rhs in
            (lhs.value, severity(lhs.key), lhs.key.number) < (rhs.value, severity(rhs.key), rhs.key.number)
        }
        return best.flatMap { best in candidates.first { $0.code == best.key } }
    }

    private static func severity(_ code: ConditionCode) -> Int {
        switch code.group {
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
