public import WeatherCore
public import WeatherLocalization

/// Everything a frontend shows for one place, formatted for one locale: the current
/// conditions, one summary per local day and the 3-hour forecast grouped by day. Its JSON
/// form is the documented contract other frontends read (see `WeatherPresentation.docc`
/// and `Schemas/forecast-view-model.schema.json`).
public struct ForecastViewModel: Sendable, Equatable, Codable {
    /// The version of the JSON contract; it changes when a field is renamed or removed.
    public static let currentSchemaVersion = 5

    /// ``currentSchemaVersion`` when made by this library.
    public var schemaVersion: Int
    /// The BCP 47 tag of the locale the texts are formatted for (`ko-KR`).
    public var locale: String
    /// The language of the translated texts (`ko`); `en` when the locale's has no table.
    public var language: String
    /// The direction the locale's text runs in; a right-to-left screen isolates each value.
    public var direction: TextDirection
    /// The time zone the times are shown in: an IANA id or `GMT±hh:mm`.
    public var timeZone: String
    /// A header line when the data gave no time zone and UTC is used; `nil` otherwise.
    public var timeZoneNote: String?
    /// The unit every temperature is shown in.
    public var temperatureUnit: TemperatureUnit
    /// The units wind, pressure, precipitation and visibility are shown in (CLDR ids).
    public var units: QuantityUnits
    /// The place, as shown in a header, in the user's language (`Seoul, South Korea`, `서울, 대한민국`).
    public var place: String
    /// Set when a place search for the data's coordinates failed, saying the place could not
    /// be named (the data's own name is shown); absent otherwise.
    public var placeNote: String?
    /// The warnings of national weather services in force, shown first on every screen;
    /// absent where the feed carries no warnings (OpenWeather 2.5), empty when there are none.
    public var alerts: [AlertViewModel]?
    /// The sun and moon for today and each day listed; absent when the data has no place
    /// on the globe (no coordinates).
    public var sky: SkyViewModel?
    /// The heading above ``alerts`` (`기상특보`, `Warnings`); absent with them.
    public var alertsTitle: String?
    /// Set when the data is the bundled sample or stale cached data; absent for live data and files.
    public var notice: DataNoticeViewModel?
    /// The glanceable top: headline temperature, today's range, what changes next, the data's age.
    public var now: NowViewModel?
    /// Present when current conditions were given.
    public var current: CurrentConditionsViewModel?
    /// Air quality in the location's own scale, when it was asked for and could be had.
    public var airQuality: AirQualityViewModel?
    /// The one line saying air quality was asked for and could not be had (the weather is shown anyway).
    public var airQualityNote: String?
    /// The daily section's title, counting the days listed (`5일 예보`, `5-Day Forecast`).
    public var dailyTitle: String
    /// The daily table's column headers, in order.
    public var dailyColumns: [ColumnHeaderViewModel]
    /// The days listed, in order: the first day (marked when partial), then each complete
    /// day; empty without a forecast.
    public var daily: [DailySummaryViewModel]
    /// The 3-hour section's title (`3시간 간격 예보`, `Every 3 Hours`).
    public var hourlyTitle: String
    /// The 3-hour table's column headers, in order.
    public var hourlyColumns: [ColumnHeaderViewModel]
    /// The 3-hour steps shown (by default the next 24 hours), grouped by local day.
    public var hourly: [HourlyDayViewModel]
    /// The next hours as chart points with formatted axis labels; `nil` without a forecast.
    public var chart: ChartViewModel?
    /// Words a screen needs beside the sections.
    public var words: ScreenWords
    /// The credit the feed's terms ask for, shown under the forecast ("Weather data by
    /// Open-Meteo.com"); absent for OpenWeather.
    public var attribution: String?

    package init(
        locale: String, language: String, direction: TextDirection = .leftToRight, timeZone: String, timeZoneNote: String?,
        temperatureUnit: TemperatureUnit, units: QuantityUnits, place: String, placeNote: String? = nil, now: NowViewModel? = nil,
        current: CurrentConditionsViewModel?, airQuality: AirQualityViewModel? = nil, airQualityNote: String? = nil, dailyTitle: String, dailyColumns: [ColumnHeaderViewModel] = [],
        daily: [DailySummaryViewModel], hourlyTitle: String = "", hourlyColumns: [ColumnHeaderViewModel] = [],
        hourly: [HourlyDayViewModel], chart: ChartViewModel? = nil, words: ScreenWords = ScreenWords(unavailable: "—", lineTemplate: ""),
        notice: DataNoticeViewModel? = nil, alerts: [AlertViewModel]? = nil, alertsTitle: String? = nil, sky: SkyViewModel? = nil,
        attribution: String? = nil
    ) {
        self.sky = sky
        self.attribution = attribution
        self.alerts = alerts
        self.alertsTitle = alertsTitle
        self.schemaVersion = Self.currentSchemaVersion
        self.locale = locale
        self.language = language
        self.direction = direction
        self.airQuality = airQuality
        self.airQualityNote = airQualityNote
        self.now = now
        self.dailyColumns = dailyColumns
        self.hourlyTitle = hourlyTitle
        self.hourlyColumns = hourlyColumns
        self.chart = chart
        self.words = words
        self.timeZone = timeZone
        self.timeZoneNote = timeZoneNote
        self.temperatureUnit = temperatureUnit
        self.units = units
        self.place = place
        self.placeNote = placeNote
        self.current = current
        self.dailyTitle = dailyTitle
        self.daily = daily
        self.hourly = hourly
        self.notice = notice
    }
}

/// The unit each quantity is shown in, as CLDR names it (`meter-per-second`, `inch-ofhg`).
public struct QuantityUnits: Sendable, Equatable, Codable {
    public var windSpeed: WeatherMeasureUnit
    public var pressure: WeatherMeasureUnit
    public var precipitation: WeatherMeasureUnit
    public var visibility: WeatherMeasureUnit

}

/// Words a screen needs that belong to no one section.
public struct ScreenWords: Sendable, Equatable, Codable {
    /// What stands where the data has no value (`—`).
    public var unavailable: String
    /// The language's one-line summary, with `{place}`, `{temp}` … placeholders (see the line format).
    public var lineTemplate: String

}
