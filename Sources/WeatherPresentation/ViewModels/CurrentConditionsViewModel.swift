/// The current conditions, each value formatted for the locale with a spoken form.
public struct CurrentConditionsViewModel: Sendable, Equatable, Codable {
    /// The section's title (`현재 날씨`, `Current Conditions`).
    public var title: String
    /// Every reading below, labelled, in the order a screen lists them.
    public var readings: [ReadingViewModel]
    /// Observation time, Unix seconds (for sorting and drawing).
    public var observedAtUnix: Int
    /// Observation time in the location's zone (`12월 5일 (토) 오후 3:00`).
    public var observedAt: String
    /// The header line naming the time (`12월 5일 (토) 오후 3:00 기준`, `As of Sat, Dec 5, 3:00 PM`).
    public var observedAtLabel: String
    public var temperature: TemperatureText
    /// The apparent temperature, or `nil` when the response has none (before late 2019).
    public var feelsLike: TemperatureText?
    /// Today's high and low: from the forecast's items for today when a forecast was given,
    /// else OpenWeather's `temp_max`/`temp_min` of the observation.
    public var high: TemperatureText
    public var low: TemperatureText
    public var condition: ConditionText
    /// Relative humidity (`65%`), or `nil` when the reading was impossible.
    public var humidity: AccessibleText?
    /// Wind, with 16 compass points.
    public var wind: WindText
    /// Sea-level pressure (`1013hPa`, `29.91 inHg`).
    public var pressure: AccessibleText?
    /// Visibility (`10km`), or `nil` when the API gave none.
    public var visibility: AccessibleText?
    /// Cloud cover (`75%`).
    public var cloudCover: AccessibleText?
    /// Rain in the last hour, labelled (`0.5mm(비)`), or `nil` when none fell.
    public var rain: AccessibleText?
    /// Snow in the last hour, labelled, or `nil` when none fell.
    public var snow: AccessibleText?
    /// Sunrise and sunset in the location's zone; "None (midnight sun)" / "없음 (극야)" near
    /// the poles when it is clear which; `nil` when unknown.
    public var sunrise: AccessibleText?
    public var sunset: AccessibleText?
    /// The UV index now with its category on the place's scale (`3 (Moderate)`); `nil` where
    /// the feed gives none (OpenWeather 2.5).
    public var uvIndex: AccessibleText?
    /// The dew point; `nil` where the feed gives none.
    public var dewPoint: TemperatureText?

    package init(
        title: String = "", readings: [ReadingViewModel] = [], observedAtUnix: Int, observedAt: String, observedAtLabel: String, temperature: TemperatureText,
        feelsLike: TemperatureText?, high: TemperatureText, low: TemperatureText, condition: ConditionText,
        humidity: AccessibleText?, wind: WindText, pressure: AccessibleText?, visibility: AccessibleText?,
        cloudCover: AccessibleText?, rain: AccessibleText?, snow: AccessibleText?, sunrise: AccessibleText?,
        sunset: AccessibleText?, uvIndex: AccessibleText? = nil, dewPoint: TemperatureText? = nil
    ) {
        self.uvIndex = uvIndex
        self.dewPoint = dewPoint
        self.title = title
        self.readings = readings
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
