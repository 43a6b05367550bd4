/// One local calendar day of the forecast.
public struct DailySummaryViewModel: Sendable, Equatable, Codable {
    /// The day, ISO 8601 (`2026-12-05`), in the location's calendar.
    public var localDate: String
    /// The header: `오늘`, `내일`, then weekday names (`월요일`); `Today`, `Tomorrow`, `Monday`.
    public var title: String
    /// The date from the day skeleton (`12월 5일 (토)`).
    public var date: String
    public var low: TemperatureText
    public var high: TemperatureText
    /// Low and high together (`-3°C ~ 5°C`, `27°F – 41°F`).
    public var range: String
    /// The day's dominant condition: see ``ForecastPresenter`` for the rule.
    public var condition: ConditionText
    /// The highest probability of precipitation among the day's steps, or `nil` when none was given.
    public var chanceOfPrecipitation: String?
    /// How many 3-hour steps of the forecast fall on this day (8 for a full day).
    public var stepCount: Int

    public init(
        localDate: String, title: String, date: String, low: TemperatureText, high: TemperatureText,
        range: String, condition: ConditionText, chanceOfPrecipitation: String?, stepCount: Int
    ) {
        self.localDate = localDate
        self.title = title
        self.date = date
        self.low = low
        self.high = high
        self.range = range
        self.condition = condition
        self.chanceOfPrecipitation = chanceOfPrecipitation
        self.stepCount = stepCount
    }
}
