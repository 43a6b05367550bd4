/// The current conditions, each value formatted for the locale.
public struct CurrentConditionsViewModel: Sendable, Equatable, Codable {
    /// Observation time, Unix seconds (for sorting and drawing).
    public var observedAtUnix: Int
    /// Observation time in the location's zone (`12월 5일 (토) 오후 3:00`).
    public var observedAt: String
    /// The header line naming the time (`12월 5일 (토) 오후 3:00 기준`, `As of Sat, Dec 5, 3:00 PM`).
    public var observedAtLabel: String
    public var temperature: TemperatureText
    public var feelsLike: TemperatureText
    /// Today's high and low: from the forecast's items for today when a forecast was given,
    /// else OpenWeather's `temp_max`/`temp_min` of the observation.
    public var high: TemperatureText
    public var low: TemperatureText
    public var condition: ConditionText
    /// Relative humidity (`65%`).
    public var humidity: String
    public var wind: WindText
    /// Sea-level pressure (`1013hPa`, `29.91 inHg`).
    public var pressure: String
    /// Visibility (`10km`), or `nil` when the API gave none.
    public var visibility: String?
    /// Cloud cover (`75%`).
    public var cloudCover: String
    /// Rain in the last hour, labelled (`비 0.5mm`), or `nil` when none fell.
    public var rain: String?
    /// Snow in the last hour, labelled, or `nil` when none fell.
    public var snow: String?
    /// Sunrise and sunset times in the location's zone, or `nil` near the poles.
    public var sunrise: String?
    public var sunset: String?

    public init(
        observedAtUnix: Int, observedAt: String, observedAtLabel: String, temperature: TemperatureText,
        feelsLike: TemperatureText, high: TemperatureText, low: TemperatureText, condition: ConditionText,
        humidity: String, wind: WindText, pressure: String, visibility: String?, cloudCover: String,
        rain: String?, snow: String?, sunrise: String?, sunset: String?
    ) {
        self.observedAtUnix = observedAtUnix
        self.observedAt = observedAt
        self.observedAtLabel = observedAtLabel
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.high = high
        self.low = low
        self.condition = condition
        self.humidity = humidity
        self.wind = wind
        self.pressure = pressure
        self.visibility = visibility
        self.cloudCover = cloudCover
        self.rain = rain
        self.snow = snow
        self.sunrise = sunrise
        self.sunset = sunset
    }
}
