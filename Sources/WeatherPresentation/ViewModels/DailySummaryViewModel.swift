/// One local calendar day of the forecast.
public struct DailySummaryViewModel: Sendable, Equatable, Codable {
    /// The day, ISO 8601 (`2026-12-05`), in the location's calendar.
    public var localDate: String
    /// `오늘`, `내일`, then weekday names (`토요일`); `Today`, `Tomorrow`, `Saturday`.
    public var title: String
    /// The date without its weekday (`12월 5일`, `Dec 5`); in Japanese with it (`12月5日(土)`),
    /// as Japanese weather services write every day of a list.
    public var date: String
    /// Title and date together, the day column's text (`토요일 12월 5일`, `Saturday, Dec 5`,
    /// `今日 12月3日(木)`); in Japanese the date alone after tomorrow (`12月5日(土)`).
    public var heading: String
    public var low: TemperatureText
    public var high: TemperatureText
    /// Low and high together (`-3°C ~ 5°C`, `27°F – 41°F`), spoken as "low …, high …".
    public var range: AccessibleText
    /// The day's dominant condition: see ``ForecastPresenter`` for the rule.
    public var condition: ConditionText
    /// The highest probability of precipitation among the day's steps, or `nil` when none was given.
    public var chanceOfPrecipitation: AccessibleText?
    /// How much of the day the forecast covers.
    public var coverage: DayCoverage
    /// The day's highest UV index with its category (`UV up to 6 (High)`); `nil` where the
    /// feed gives none.
    public var uvIndexMax: AccessibleText? = nil

    /// The heading in the parts a line never breaks inside: the title and the date, or the
    /// date alone where the heading is the date alone (`12月5日(土)`).
    package var headingParts: [String] { heading == date ? [date] : [title, date] }

}

/// How much of a local day the forecast's 3-hour steps cover.
///
/// A day is complete when its first step is before 03:00 and its last at or after 21:00
/// local time, so its low and high stand for the whole day (8 steps where the offset is
/// whole hours, also 8 at +05:45). Only the first day of a forecast is listed when partial
/// (the rest of today); a partial last day is left out of the daily list, its steps stay
/// in the 3-hour forecast.
public struct DayCoverage: Sendable, Equatable, Codable {
    /// How many 3-hour steps fall on the day.
    public var stepCount: Int
    /// Whether the steps cover the whole day.
    public var isComplete: Bool
    /// For a partial day, what it covers (`오후 3시부터`, `from 3 PM`); `nil` when complete.
    public var note: String?

}
