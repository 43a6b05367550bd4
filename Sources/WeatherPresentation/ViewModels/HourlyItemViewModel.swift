/// The 3-hour steps of one local day, under a heading.
public struct HourlyDayViewModel: Sendable, Equatable, Codable {
    /// The day, ISO 8601 (`2026-12-05`), in the location's calendar.
    public var localDate: String
    /// The line above the day's steps (`토요일 12월 5일`, `Saturday, Dec 5`, `12月5日(土)`): the
    /// daily row's heading for the same day.
    public var heading: String
    public var items: [HourlyItemViewModel]

}

/// One 3-hour step of the forecast.
public struct HourlyItemViewModel: Sendable, Equatable, Codable {
    /// Hours between two steps: `/data/2.5/forecast` gives one every 3 hours (the hourly
    /// section's title says so: "Every 3 Hours").
    public static let stepHours = 3

    /// The step's time, Unix seconds.
    public var unixTime: Int
    /// The step's local time of day, in the locale's hour cycle (`오후 3시`, `3 PM`, `15 Uhr`).
    public var time: String
    public var temperature: TemperatureText
    public var condition: ConditionText
    /// Probability of precipitation (`20%`), or `nil` when the API gave none.
    public var chanceOfPrecipitation: AccessibleText?
    /// Rain or snow expected in the 3 hours, labelled (`0.3mm(비)`, `Rain < 0.1 mm`), or `nil` when none.
    public var precipitation: AccessibleText?
    /// Wind, with 8 compass points.
    public var wind: WindText
    /// Whether the step is in daylight (OpenWeather's `sys.pod`; the sun's own elevation where
    /// the forecast has no sunrise or sunset, as in midnight sun and polar night).
    public var isDaytime: Bool

}
