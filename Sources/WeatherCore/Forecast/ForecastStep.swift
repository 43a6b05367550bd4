/// The forecast steps of a feed, with the units their temperatures are in.
package struct ForecastSteps: Sendable, Hashable {
    package var units: ReadingUnits
    /// How long each step lasts, in seconds (10 800 for OpenWeather 2.5, 3 600 for hourly feeds).
    package var stepSeconds: Int
    /// The steps, oldest first.
    package var items: [ForecastStep]

    package init(units: ReadingUnits, stepSeconds: Int, items: [ForecastStep]) {
        self.units = units
        self.stepSeconds = stepSeconds
        self.items = items
    }
}

/// One forecast step: what is expected from ``time`` for the series' step length.
package struct ForecastStep: Sendable, Hashable {
    /// The step's start, Unix seconds UTC.
    package var time: Int
    package var temperature: Double
    package var feelsLike: Double?
    /// The lowest and highest temperature of the step (OpenWeather 2.5's `temp_min`/`temp_max`;
    /// the temperature itself for an hourly feed).
    package var low: Double
    package var high: Double
    package var condition: SkyCondition?
    /// Whether the step falls in daylight.
    package var isDaytime: Bool
    /// The chance of precipitation, 0...1; `nil` when not given.
    package var chanceOfPrecipitation: Double?
    /// Rain and snow expected over the step, mm; `nil` when none is expected, unlike 0 mm.
    package var rain: Double?
    package var snow: Double?
    package var wind: WindReading
    package var humidity: Double?
    package var pressure: Double?
    package var dewPoint: Double?
    package var uvIndex: Double?

    package init(
        time: Int, temperature: Double, feelsLike: Double? = nil, low: Double? = nil, high: Double? = nil,
        condition: SkyCondition?, isDaytime: Bool, chanceOfPrecipitation: Double? = nil,
        rain: Double? = nil, snow: Double? = nil, wind: WindReading,
        humidity: Double? = nil, pressure: Double? = nil, dewPoint: Double? = nil, uvIndex: Double? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.low = low ?? temperature
        self.high = high ?? temperature
        self.condition = condition
        self.isDaytime = isDaytime
        self.chanceOfPrecipitation = chanceOfPrecipitation
        self.rain = rain
        self.snow = snow
        self.wind = wind
        self.humidity = humidity
        self.pressure = pressure
        self.dewPoint = dewPoint
        self.uvIndex = uvIndex
    }
}
