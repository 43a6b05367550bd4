/// The family a weather condition id belongs to, by its hundreds.
///
/// ```swift
/// ConditionGroup(conditionID: 511) // .rain
/// ConditionGroup(conditionID: 905) // .unknown (retired id)
/// ```
package enum ConditionGroup: String, Sendable, Hashable, Codable, CaseIterable {
    /// 2xx.
    case thunderstorm
    /// 3xx.
    case drizzle
    /// 5xx, including 511 freezing rain.
    case rain
    /// 6xx.
    case snow
    /// 7xx: mist, smoke, haze, dust, fog, sand, ash, squalls, tornado.
    case atmosphere
    /// 800.
    case clear
    /// 801...809.
    case clouds
    /// Anything else, including the retired 9xx ids.
    case unknown

    /// The group of an OpenWeather condition id (`weather[].id`).
    ///
    /// - Parameter conditionID: any integer; ids outside the documented families give ``unknown``.
    package init(conditionID: Int) {
        switch conditionID {
        case 200...299: self = .thunderstorm
        case 300...399: self = .drizzle
        case 500...599: self = .rain
        case 600...699: self = .snow
        case 700...799: self = .atmosphere
        case 800: self = .clear
        case 801...809: self = .clouds
        default: self = .unknown
        }
    }
}
