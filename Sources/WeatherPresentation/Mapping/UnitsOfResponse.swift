import WeatherCore

extension OpenWeatherUnits {
    /// The unit the response's temperatures are in, as the request declared.
    var temperatureUnit: TemperatureUnit {
        switch self {
        case .standard: .kelvin
        case .metric: .celsius
        case .imperial: .fahrenheit
        }
    }

    /// The response's wind speed in m/s, the unit the quantity formatters take.
    func metersPerSecond(_ speed: Double) -> Double {
        switch self {
        case .standard, .metric: speed
        case .imperial: speed * 0.44704  // 1 mph is exactly 0.44704 m/s
        }
    }
}
