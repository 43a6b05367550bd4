public import WeatherCore

/// Everything a frontend shows for one place, formatted for one locale: the current
/// conditions, one summary per local day and the 3-hour forecast. Its JSON form is the
/// documented contract other frontends read (see `WeatherPresentation.docc`).
public struct ForecastViewModel: Sendable, Equatable, Codable {
    /// The BCP 47 tag of the locale the texts are formatted for (`ko-KR`).
    public var locale: String
    /// The language of the translated texts (`ko`); `en` when the locale's has no table.
    public var language: String
    /// The time zone the times are shown in: an IANA id or `GMT±hh:mm`.
    public var timeZone: String
    /// The unit every temperature is shown in.
    public var temperatureUnit: TemperatureUnit
    /// The place, as shown in a header, in the user's language (`Seoul, South Korea`, `서울, 대한민국`).
    public var place: String
    /// Set when the data is the bundled sample or stale cached data; absent for live data and files.
    public var notice: DataNoticeViewModel?
    /// Present when current conditions were given.
    public var current: CurrentConditionsViewModel?
    /// One entry per local calendar day of the forecast, in order; empty without a forecast.
    public var daily: [DailySummaryViewModel]
    /// The 3-hour forecast items, in order; empty without a forecast.
    public var hourly: [HourlyItemViewModel]

    public init(
        locale: String, language: String, timeZone: String, temperatureUnit: TemperatureUnit, place: String,
        current: CurrentConditionsViewModel?, daily: [DailySummaryViewModel], hourly: [HourlyItemViewModel],
        notice: DataNoticeViewModel? = nil
    ) {
        self.locale = locale
        self.language = language
        self.timeZone = timeZone
        self.temperatureUnit = temperatureUnit
        self.place = place
        self.current = current
        self.daily = daily
        self.hourly = hourly
        self.notice = notice
    }
}
