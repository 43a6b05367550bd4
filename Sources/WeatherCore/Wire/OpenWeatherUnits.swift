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
}
