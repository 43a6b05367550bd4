/// A day as a feed forecasts it (One Call's `daily`, Open-Meteo's `daily`).
package struct ForecastDay: Sendable, Hashable {
    /// An instant inside the day (One Call: local noon; Open-Meteo: local midnight), Unix seconds.
    package var time: Int
    /// The unit of ``low`` and ``high``.
    package var units: ReadingUnits
    package var low: Double
    package var high: Double
    package var condition: SkyCondition?
    package var chanceOfPrecipitation: Double?
    /// Rain and snow over the day, mm.
    package var rain: Double?
    package var snow: Double?
    /// The day's highest UV index.
    package var uvIndexMax: Double?
    package var sunrise: Int?
    package var sunset: Int?
    /// Moonrise and moonset as the feed gives them (0 for none), for cross-checks.
    package var moonrise: Int?
    package var moonset: Int?
    /// The feed's moon phase, 0 and 1 new moon, 0.5 full; for cross-checks.
    package var moonPhase: Double?

    package init(
        time: Int, units: ReadingUnits, low: Double, high: Double, condition: SkyCondition? = nil, chanceOfPrecipitation: Double? = nil,
        rain: Double? = nil, snow: Double? = nil, uvIndexMax: Double? = nil, sunrise: Int? = nil, sunset: Int? = nil,
        moonrise: Int? = nil, moonset: Int? = nil, moonPhase: Double? = nil
    ) {
        self.time = time
        self.units = units
        self.low = low
        self.high = high
        self.condition = condition
        self.chanceOfPrecipitation = chanceOfPrecipitation
        self.rain = rain
        self.snow = snow
        self.uvIndexMax = uvIndexMax
        self.sunrise = sunrise
        self.sunset = sunset
        self.moonrise = moonrise
        self.moonset = moonset
        self.moonPhase = moonPhase
    }
}

/// Precipitation expected in one minute of the next hour.
package struct MinutePrecipitation: Sendable, Hashable {
    /// The minute, Unix seconds UTC.
    package var time: Int
    /// The intensity, mm/h.
    package var millimetresPerHour: Double

    package init(time: Int, millimetresPerHour: Double) {
        self.time = time
        self.millimetresPerHour = millimetresPerHour
    }
}
