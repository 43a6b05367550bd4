/// One 3-hour step of the forecast.
public struct HourlyItemViewModel: Sendable, Equatable, Codable {
    /// The step's time, Unix seconds.
    public var unixTime: Int
    /// The local calendar day the step belongs to, ISO 8601 (`2026-12-05`).
    public var localDate: String
    /// The step's time from the hourly skeleton (`12월 5일 (토) 오후 3시`).
    public var time: String
    public var temperature: TemperatureText
    public var condition: ConditionText
    /// Probability of precipitation (`20%`), or `nil` when the API gave none.
    public var chanceOfPrecipitation: String?
    /// Rain or snow expected in the 3 hours, labelled (`비 0.3mm`), or `nil` when none.
    public var precipitation: String?
    public var wind: WindText
    /// Whether the step is in daylight (OpenWeather's `sys.pod`).
    public var isDaytime: Bool

    public init(
        unixTime: Int, localDate: String, time: String, temperature: TemperatureText, condition: ConditionText,
        chanceOfPrecipitation: String?, precipitation: String?, wind: WindText, isDaytime: Bool
    ) {
        self.unixTime = unixTime
        self.localDate = localDate
        self.time = time
        self.temperature = temperature
        self.condition = condition
        self.chanceOfPrecipitation = chanceOfPrecipitation
        self.precipitation = precipitation
        self.wind = wind
        self.isDaytime = isDaytime
    }
}
