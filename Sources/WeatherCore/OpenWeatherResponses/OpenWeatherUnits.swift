/// The `units` query parameter a response was requested with.
///
/// The response never says which units it uses, so the caller declares them when
/// decoding; they are never guessed. Only temperatures (`temp`, `feels_like`,
/// `temp_min`, `temp_max`, `temp_kf`) and wind speeds (`speed`, `gust`) depend on them.
///
/// ```swift
/// let now = try OpenWeatherDecoder.decodeCurrent(data, units: .metric)
/// now.units // .metric: `now.main.temp` is in °C
/// ```
public enum OpenWeatherUnits: String, Sendable, Hashable, Codable, CaseIterable {
    /// Kelvin and metres per second: the API's default.
    case standard
    /// Degrees Celsius and metres per second.
    case metric
    /// Degrees Fahrenheit and miles per hour.
    case imperial

    /// Absolute zero in this system's temperature unit: no temperature is lower.
    var absoluteZero: Double {
        switch self {
        case .standard: 0
        case .metric: -273.15
        case .imperial: -459.67
        }
    }

    /// 1000 in this system's temperature unit (K, °C or °F): far above any air temperature
    /// (the record is 56.7 °C), so a higher one (1e300 K) is a broken or hostile answer.
    var highestTemperature: Double { 1000 }

    /// 200 m/s in this system's speed unit: above any wind or gust ever measured (113 m/s).
    var highestWindSpeed: Double {
        switch self {
        case .standard, .metric: 200
        case .imperial: 447
        }
    }
}
